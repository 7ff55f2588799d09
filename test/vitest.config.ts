import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const root = resolve(import.meta.dirname, '..');

export default defineConfig({
  root,
  test: {
    include: ['test/unit/**/*.test.ts'],
    environment: 'node',
    // JSON results let .ci/run total unit and e2e tests in one line.
    reporters: ['default', ['json', { outputFile: resolve(root, 'test-results/vitest.json') }]],
  },
});
