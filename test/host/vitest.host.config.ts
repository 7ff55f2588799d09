import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

// The host test needs the built bundle (npm run build) and starts a child process per file.
const root = resolve(import.meta.dirname, '../..');

export default defineConfig({
  root,
  test: {
    include: ['test/host/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    // Totalled with the unit and e2e runs by test/report-totals.mjs.
    reporters: ['default', ['json', { outputFile: resolve(root, 'test-results/vitest-host.json') }]],
  },
});
