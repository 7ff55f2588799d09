import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Fails the renderer build when renderer code imports runtime code from main. Type-only imports
 * are erased before resolution, so they never reach this hook: they stay allowed. `sharedDir`
 * (inside main) holds pure code both sides run; the renderer may import it.
 */
export function rendererBoundary(rendererDir: string, mainDir: string, sharedDir?: string): Plugin {
  const inside = (dir: string, file: string) => {
    const rel = path.relative(dir, file);
    return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
  };
  return {
    name: 'market-terminal:renderer-boundary',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !inside(rendererDir, importer)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const file = resolved ? (resolved.id.split('?')[0] ?? resolved.id) : null;
      if (file && inside(mainDir, file) && !(sharedDir && inside(sharedDir, file))) {
        this.error(
          `${path.relative(rendererDir, importer)} imports "${source}" from src-main at run time; the renderer may only "import type" from main.`,
        );
      }
      return resolved;
    },
  };
}
