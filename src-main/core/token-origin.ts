// A token belongs to the service it was entered for. Remembering that origin stops a compromised
// renderer (or anyone holding the browser-mode token) from pointing the terminal at another
// host and having the stored token sent there.
import { z } from 'zod';
import { carriesSecretsSafely } from '../security/loopback';
import type { SettingsStore } from '../store/settings';
import type { DataSourceSetting } from './data-source';

const KEY = 'token-origin';

export function readTokenOrigin(settings: SettingsStore): string | null {
  return settings.get(KEY, z.string().nullable(), null);
}

export function writeTokenOrigin(settings: SettingsStore, origin: string | null): void {
  settings.set(KEY, origin);
}

/**
 * Why switching to `next` with `token` (undefined: keep the stored one) must be refused, or null.
 * `bound` is the origin the stored token was entered for (null: unknown).
 */
export function tokenSwitchRefusal(
  next: DataSourceSetting,
  token: string | undefined,
  stored: boolean,
  bound: string | null,
): string | null {
  if (next.kind !== 'remote') return null;
  const url = new URL(next.baseUrl);
  const sendsToken = token === undefined ? stored : token !== '';
  if (sendsToken && !carriesSecretsSafely(url))
    return `the token is never sent over plain http except to this machine: use https://${url.host}`;
  if (token === undefined && stored && bound !== url.origin)
    return `the stored token was entered for ${bound ?? 'another service'}: enter the token again for ${url.origin}`;
  return null;
}
