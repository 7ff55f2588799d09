// Which page origins (and so which Host headers) browser mode accepts for the address it listens on.
import os from 'node:os';

const UNSPECIFIED = new Set(['0.0.0.0', '::', '[::]']);

function hostPart(name: string): string {
  return name.includes(':') ? `[${name}]` : name.toLowerCase();
}

/**
 * - 127.0.0.1 / localhost: both loopback spellings.
 * - 0.0.0.0 / `::` (every interface): the names this machine answers to, i.e. loopback, every
 *   address of its interfaces and its host name, so a LAN browser that typed one of them gets in.
 *   Any other name is still refused: a foreign Host header means DNS rebinding.
 * - any other address or name: exactly that one.
 */
export function pageOriginsFor(host: string, port: number): [string, ...string[]] {
  let names: string[];
  if (host === '127.0.0.1' || host === 'localhost') names = ['127.0.0.1', 'localhost'];
  else if (UNSPECIFIED.has(host)) {
    const addresses = Object.values(os.networkInterfaces()).flatMap((list) =>
      (list ?? []).filter((a) => a.scopeid === undefined || a.scopeid === 0).map((a) => a.address),
    );
    names = ['127.0.0.1', 'localhost', ...addresses, os.hostname()];
  } else names = [host];
  const [first, ...rest] = new Set(names.map((n) => `http://${hostPart(n)}:${port}`));
  return [first as string, ...rest]; // names is never empty
}
