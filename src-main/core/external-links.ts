// The one guarded path for links that leave the app (company websites, documents, sources):
// https anywhere, plain http only to the data source itself (the demo market on loopback serves
// its documents over http); nothing else (no file:, javascript:, data:, custom schemes).

export class RefusedLinkError extends Error {}

export function approveExternalUrl(raw: string, dataSourceOrigin: string | null): string {
  let url: URL;
  const text = raw.trim();
  try {
    // Company websites often come without a scheme ("www.example.com").
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    throw new RefusedLinkError(`not a link: ${JSON.stringify(raw.slice(0, 80))}`);
  }
  if (url.username || url.password) throw new RefusedLinkError('links with credentials are refused');
  if (url.protocol === 'https:') return url.toString();
  if (url.protocol === 'http:' && dataSourceOrigin !== null && url.origin === dataSourceOrigin) return url.toString();
  throw new RefusedLinkError(`only https links can be opened (got ${url.protocol.replace(':', '')}:)`);
}
