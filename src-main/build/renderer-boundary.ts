import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Fails the renderer build when renderer code imports runtime code from main. Type-only imports
 * are erased before resolution, so they never reach this hook: they stay allowed.
 */
export function rendererBoundary(rendererDir: string, mainDir: string): Plugin {
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
      if (resolved && inside(mainDir, resolved.id.split('?')[0] ?? resolved.id)) {
        this.error(
          `${path.relative(rendererDir, importer)} imports "${source}" from src-main at run time; the renderer may only "import type" from main.`,
        );
      }
      return resolved;
    },
  };
}
