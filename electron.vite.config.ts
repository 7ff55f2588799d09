import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import solid from 'vite-plugin-solid';
import { rendererBoundary } from './src-main/build/renderer-boundary';

const root = import.meta.dirname;

// Our folders are src-main / src-preload / src-renderer, not electron-vite's default src/*,
// so every entry is explicit.
export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      // ESM-only packages cannot be require()d from the CommonJS main bundle: bundle them in.
      externalizeDeps: { exclude: ['p-queue', 'p-retry', 'trading-signals', 'zod'] },
      rollupOptions: {
        input: {
          index: resolve(root, 'src-main/electron/main.ts'),
          cli: resolve(root, 'src-main/cli/cli.ts'),
          // Worker entries, each its own file next to index.js (see src-main/core/threads/worker-script.ts).
          'sync-worker': resolve(root, 'src-main/worker/sync-worker.ts'),
          'demo-market-worker': resolve(root, 'src-main/worker/demo-market-worker.ts'),
          'integrity-check-worker': resolve(root, 'src-main/worker/integrity-check-worker.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // A sandboxed preload cannot require() modules: one self-contained CommonJS file.
      externalizeDeps: false,
      isolatedEntries: true,
      rollupOptions: {
        input: { index: resolve(root, 'src-preload/preload.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(root, 'src-renderer'),
    plugins: [solid(), rendererBoundary(resolve(root, 'src-renderer'), resolve(root, 'src-main'), resolve(root, 'src-main/shared'))],
    build: {
      outDir: resolve(root, 'out/renderer'),
      // electron-vite leaves the renderer unminified: minified it is 0.62 MB instead of 1.09 MB to parse at start.
      minify: true,
      rollupOptions: { input: resolve(root, 'src-renderer/index.html') },
    },
  },
});
