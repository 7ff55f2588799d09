import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const root = resolve(import.meta.dirname, '..');

export default defineConfig({
  root,
  test: {
    include: ['test/unit/**/*.test.ts'],
    environment: 'node',
    // Several suites start real child processes (CLI, simulator, serve); on a loaded 2-core machine
    // the default 5 s lets a slow start fail a correct test. Speed is measured by the bench instead.
    testTimeout: 20_000,
    // A core starts its sync and demo-market worker threads, which load the TypeScript sources
    // through tsx when run from source: a suite's setup needs more than the default 10 s there.
    hookTimeout: 60_000,
    // JSON results let .ci/run total unit and e2e tests in one line.
    reporters: ['default', ['json', { outputFile: resolve(root, 'test-results/vitest.json') }]],
  },
});
