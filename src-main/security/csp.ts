/**
 * The renderer's Content-Security-Policy: nothing is allowed unless listed. `connectSrc` adds the
 * browser-mode WebSocket; in Electron the renderer has no network at all. `devServer` loosens
 * styles for the Vite dev server, which injects CSS as <style> elements (never in a build).
 */
export function contentSecurityPolicy(options: { connectSrc?: readonly string[]; devServer?: boolean } = {}): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': options.devServer ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': options.connectSrc?.length ? options.connectSrc : ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
