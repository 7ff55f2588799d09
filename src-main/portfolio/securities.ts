// Finding a transaction's security in the cache: by what the user wrote (a mnemonic, an ISIN or
// another code the command line knows, or a numeric id), by kind and id (the screen's pick), and,
// for a stored transaction, by kind and code in whatever source is current.
import { DATASETS } from '../store/datasets';
import type { Store } from '../store/store';
import type { FindPrices } from './positions';
import { priceTrack } from './prices';
import type { SecurityKind } from './types';

export interface SecurityInfo {
  kind: SecurityKind;
  id: number;
  /** Its mnemonic (the first of its codes), else its id: what the portfolio keeps. */
  code: string;
  title: string;
  currency: string | null;
}

/** A cached share or fund by id; null when it is not cached. */
export function securityOf(store: Store, kind: SecurityKind, id: number): SecurityInfo | null {
  if (kind === 'share') {
    const share = store.data.shares.get(id);
    if (!share) return null;
    const entry = DATASETS.shares.search.entry({ ...share, id });
    return { kind, id, code: entry.code.split(' ')[0] || String(id), title: entry.title, currency: share.currency_code };
  }
  const fund = store.data.funds.get(id);
  if (!fund) return null;
  const entry = DATASETS.funds.search.entry({ ...fund, id });
  return { kind, id, code: entry.code.split(' ')[0] || String(id), title: entry.title, currency: fund.organization?.currency ?? null };
}

const named = (s: { kind: SecurityKind; id: number; code: string }) => `${s.kind} ${s.id} (${s.code})`;

/**
 * What the user wrote, as the command line reads a security: an exact code (mnemonic, ISIN, …),
 * else a numeric id (`share:12` or `fund:12` when both kinds have it). A reason when nothing, or
 * more than one security, fits: an import never guesses.
 */
export function resolveSecurity(store: Store, text: string): SecurityInfo | string {
  const written = text.trim();
  if (written === '') return 'security is missing';
  const typed = /^(share|fund):(\d+)$/i.exec(written);
  if (typed) {
    const kind = (typed[1] ?? '').toLowerCase() as SecurityKind;
    return securityOf(store, kind, Number(typed[2])) ?? `no cached ${kind} has id ${typed[2]}`;
  }
  const byCode = store.search
    .securitiesByCode(written)
    .flatMap((hit) => (hit.kind === 'share' || hit.kind === 'fund' ? [securityOf(store, hit.kind, hit.ref)] : []))
    .filter((s): s is SecurityInfo => s !== null);
  if (byCode.length === 1) return byCode[0] as SecurityInfo;
  if (byCode.length > 1)
    return `"${written}" names ${byCode.length} securities: ${byCode.map(named).join(', ')}; write share:ID or fund:ID`;
  if (/^\d+$/.test(written)) {
    const byId = (['share', 'fund'] as const).flatMap((kind) => securityOf(store, kind, Number(written)) ?? []);
    if (byId.length === 1) return byId[0] as SecurityInfo;
    if (byId.length > 1) return `id ${written} is both ${byId.map(named).join(' and ')}; write share:${written} or fund:${written}`;
  }
  return `"${written}" is not a cached share or fund (a mnemonic, an ISIN or an id)`;
}

/** Prices of stored transactions' securities in the current source: found again by kind and code. */
export function pricesIn(store: Store): FindPrices {
  const found = new Map<string, ReturnType<FindPrices>>();
  return (kind, code) => {
    const key = `${kind}:${code.toUpperCase()}`;
    if (!found.has(key)) {
      const hit = store.search.securitiesByCode(code).find((h) => h.kind === kind);
      // A code that is an id (a security without codes) finds the record with that id.
      const id = hit?.ref ?? (/^\d+$/.test(code) && securityOf(store, kind, Number(code))?.code === code ? Number(code) : null);
      found.set(key, id === null ? null : { id, track: priceTrack(store, kind, id) });
    }
    return found.get(key) ?? null;
  };
}
