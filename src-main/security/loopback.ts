// Whether a host name or address is this machine's loopback interface.

/** `host` as in a URL's hostname or a listen address; IPv6 may come bracketed. */
export function isLoopback(host: string): boolean {
  const h = host.toLowerCase();
  return h === 'localhost' || h === '::1' || h === '[::1]' || /^127(\.\d{1,3}){3}$/.test(h);
}

/** A URL over which a secret may travel: https anywhere, plain http only to loopback. */
export function carriesSecretsSafely(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname));
}
