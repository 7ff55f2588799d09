import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

// The host test needs the built bundle (npm run build) and starts a child process per file.
export default defineConfig({
  root: resolve(import.meta.dirname, '../..'),
  test: { include: ['test/host/**/*.test.ts'], environment: 'node', testTimeout: 20_000 },
});
