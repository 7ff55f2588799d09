// A token belongs to one origin (scheme, host, port) and is sent nowhere else. A token entered in
// the app belongs to the origin it was entered with. A token given outside the app (the
// environment, a hand-written token file) belongs to the origin the process started on: the one
// the user named (`--base-url`), else the one it was first started with, remembered by a
// fingerprint so that a data source changed behind the user's back (a compromised renderer
// pointing the settings at another host) does not take the token along at the next start.
import { createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { carriesSecretsSafely } from '../security/loopback';
import type { SettingsStore } from '../store/settings';
import type { DataSourceSetting } from './data-source';
import type { KeptToken, TokenVault } from './token-vault';

/** The token a session may send to `origin`, or why none is sent (null: there is no token at all). */
export type TokenGrant = { token: string; origin: string } | { token: null; reason: string | null };

export const NO_TOKEN: TokenGrant = { token: null, reason: null };

/** The origin of a data source; null for the demo market (it has its own token). */
export const sourceOrigin = (setting: DataSourceSetting): string | null =>
  setting.kind === 'remote' ? new URL(setting.baseUrl).origin : null;

/** A token just entered, for the origin it was entered with. */
export const enteredGrant = (token: string | null, setting: DataSourceSetting): TokenGrant => {
  const origin = sourceOrigin(setting);
  return token && origin ? { token, origin } : NO_TOKEN;
};

/** Which token of `kept` may go to `origin`. `outsideOrigin`: where tokens given outside the app belong. */
function grantFor(kept: readonly KeptToken[], origin: string, outsideOrigin: string | null): TokenGrant {
  const owner = (k: KeptToken) => k.origin ?? outsideOrigin;
  const match = kept.find((k) => owner(k) === origin);
  if (match) return { token: match.token, origin };
  const other = kept[0];
  if (!other) return NO_TOKEN;
  const belongs = owner(other) ?? 'no service (the terminal was started on the demo market; start it with --base-url to name one)';
  return {
    token: null,
    reason: `the API token in ${other.from} belongs to ${belongs}, so it is not sent to ${origin}: enter the token for ${origin} in SET`,
  };
}

/** The vault's tokens as one origin may have them; an unreadable vault is a reason, never a crash. */
export interface TokenKeeper {
  grantFor(origin: string): TokenGrant;
  /** Whether any token is kept (for SET), bound anywhere. */
  hasToken(): boolean;
  /** Why the kept token cannot be read or kept, for SET; null when all is well. */
  problem(): string | null;
  readonly vault: TokenVault;
}

/** The vault's tokens, or why they cannot be read (e.g. a token file others can read). */
function keptTokens(vault: TokenVault): KeptToken[] | Error {
  try {
    return vault.kept();
  } catch (err) {
    return err instanceof Error ? err : new Error(String(err));
  }
}

function tokenKeeper(vault: TokenVault, outsideOrigin: string | null): TokenKeeper {
  const kept = () => keptTokens(vault);
  return {
    vault,
    grantFor(origin) {
      const tokens = kept();
      return tokens instanceof Error ? { token: null, reason: tokens.message } : grantFor(tokens, origin, outsideOrigin);
    },
    hasToken() {
      const tokens = kept();
      return !(tokens instanceof Error) && tokens.length > 0;
    },
    problem() {
      const tokens = kept();
      return tokens instanceof Error ? tokens.message : (vault.problem ?? null);
    },
  };
}

const OUTSIDE_KEY = 'outside-token-binding';
const outsideBindingSchema = z.object({ salt: z.string(), fingerprint: z.string(), origin: z.string().nullable() });
export type OutsideTokenBinding = z.output<typeof outsideBindingSchema>;

const fingerprint = (salt: string, tokens: readonly KeptToken[]) =>
  createHmac('sha256', salt)
    .update(tokens.map((t) => t.token).join('\n'))
    .digest('hex');

/**
 * Where tokens given outside the app belong for this process, and the binding to remember when it
 * is new. `known`: the binding remembered; `configured`: the origin the process starts on; `named`:
 * the user named it for this run.
 */
function outsideTokenOrigin(
  known: OutsideTokenBinding | null,
  kept: readonly KeptToken[],
  configured: string | null,
  named: boolean,
): { origin: string | null; remember: OutsideTokenBinding | null } {
  const outside = kept.filter((k) => k.origin === null);
  // A host named on the command line holds for this run only.
  if (outside.length === 0 || named) return { origin: configured, remember: null };
  if (known && fingerprint(known.salt, outside) === known.fingerprint) return { origin: known.origin, remember: null };
  // A token seen for the first time belongs to the origin it starts on.
  const salt = randomBytes(16).toString('hex');
  return { origin: configured, remember: { salt, fingerprint: fingerprint(salt, outside), origin: configured } };
}

export function readOutsideTokenBinding(settings: SettingsStore): OutsideTokenBinding | null {
  return settings.get(OUTSIDE_KEY, outsideBindingSchema.nullable(), null);
}

/**
 * The vault's tokens for a process starting on `configured` (`named`: the user named it for this
 * run), and the outside tokens' binding to remember when it is new. An unreadable vault binds
 * nothing; its keeper says why wherever a token is asked for.
 */
export function bindVault(
  vault: TokenVault,
  known: OutsideTokenBinding | null,
  configured: string | null,
  named: boolean,
): { keeper: TokenKeeper; remember: OutsideTokenBinding | null } {
  const kept = keptTokens(vault);
  const outside = outsideTokenOrigin(known, kept instanceof Error ? [] : kept, configured, named);
  return { keeper: tokenKeeper(vault, outside.origin), remember: outside.remember };
}

export function writeOutsideTokenBinding(settings: SettingsStore, binding: OutsideTokenBinding): void {
  settings.set(OUTSIDE_KEY, outsideBindingSchema.parse(binding));
}

/**
 * Why switching to `next` must be refused, or null. `token`: just entered ('' clears it), or
 * undefined to keep what is stored; `kept`: what the stored tokens grant the new origin.
 */
export function tokenSwitchRefusal(next: DataSourceSetting, token: string | undefined, kept: TokenGrant): string | null {
  if (next.kind !== 'remote') return null;
  const url = new URL(next.baseUrl);
  const sendsToken = token === undefined ? kept.token !== null : token !== '';
  if (sendsToken && !carriesSecretsSafely(url))
    return `the token is never sent over plain http except to this machine: use https://${url.host}`;
  if (token === undefined && kept.token === null && kept.reason !== null) return kept.reason;
  return null;
}
