import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  testMatch: '*.electron.ts',
  outputDir: resolve(__dirname, '../../test-results/electron'),
  timeout: 60_000,
  reporter: [['list']],
});
