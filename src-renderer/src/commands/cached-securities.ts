// The cached shares and funds as the command line names them: the pool "did you mean" searches,
// and where the prompt's examples come from. Read when first needed and again after shares or
// funds land, never per keystroke.
import { createSignal, untrack } from 'solid-js';
import type { SearchHit } from '../../../src-main/ipc/contract';
import type { Client } from '../api/typed-client';
import type { SecurityRef } from './refs';
import { functionDef } from './functions';

/** A search hit as the workspace opens it: its mnemonic (first code), else its id. */
export function toSecurity(hit: SearchHit): SecurityRef {
  return { kind: hit.kind, id: hit.ref, code: hit.code.split(' ')[0] || String(hit.ref), title: hit.title };
}

type SecurityKind = 'share' | 'fund';

export interface CachedSecurities {
  /** Every cached share and fund. */
  all(): Promise<SecurityRef[]>;
  /** A cached security of this kind for examples (reactive); null with none cached or before the first read. */
  example(kind: SecurityKind): SecurityRef | null;
  /** `"BOAF GP"`: a command running this function on a cached security (reactive), null without one. */
  exampleFor(fn: string): string | null;
  /** Whether the share or the fund list has never been fetched (a first start): a name may be in it. */
  pending(): Promise<boolean>;
  /** Resolves when shares or funds next land in the cache. */
  landed(): Promise<void>;
  /** Reads which shares their mnemonic alone names, unless that is known (the command line opened). */
  prepareMnemonics(): void;
  /** The cached share `code` (a mnemonic, any case) names alone; undefined if none or not read yet. */
  shareByMnemonic(code: string): SecurityRef | undefined;
}

const pools = new WeakMap<Client, CachedSecurities>();

export function cachedSecurities(client: Client): CachedSecurities {
  const existing = pools.get(client);
  if (existing) return existing;
  let all: Promise<SecurityRef[]> | null = null;
  const [examples, setExamples] = createSignal<Partial<Record<SecurityKind, SecurityRef | null>>>({});
  const asked = new Set<SecurityKind>();
  let landing: { promise: Promise<void>; resolve(): void } | null = null;
  // Shares by upper-case mnemonic. A read answered after the lists changed again is dropped: after
  // a switch of data source it would hold the old source's ids.
  let mnemonics: ReadonlyMap<string, SecurityRef> | null = null;
  let mnemonicsRead: number | null = null;
  let generation = 0;
  const readExample = (kind: SecurityKind) =>
    client
      .call('search.securities', { kind, limit: 1 })
      .then((hits) => setExamples((e) => ({ ...e, [kind]: hits[0] ? toSecurity(hits[0]) : null })))
      .catch(() => undefined); // no example: the prompt falls back to words
  client.on('data.updated', ({ dataset, key }) => {
    if (dataset !== 'shares' && dataset !== 'funds') return;
    // A security's own record is the DTO its list row was, codes included, and hundreds of them land
    // in a sync: the lists say whose mnemonic is whose (a code changed in between waits for the next).
    if (key === '') {
      generation++;
      mnemonics = null;
      mnemonicsRead = null;
    }
    all = null;
    landing?.resolve();
    landing = null;
    const kind: SecurityKind = dataset === 'shares' ? 'share' : 'fund';
    if (asked.has(kind) && !untrack(examples)[kind]) void readExample(kind); // the first shares landing
  });
  const pool: CachedSecurities = {
    all() {
      all ??= client.call('search.securities').then(
        (hits) => hits.map(toSecurity),
        () => ((all = null), []),
      );
      return all;
    },
    example(kind) {
      if (!asked.has(kind)) {
        asked.add(kind);
        void readExample(kind);
      }
      return examples()[kind] ?? null;
    },
    exampleFor(fn) {
      const kinds = (functionDef(fn)?.targets ?? []).filter((t): t is SecurityKind => t === 'share' || t === 'fund');
      for (const kind of kinds) {
        const security = pool.example(kind);
        if (security) return `${security.code} ${fn}`;
      }
      return null;
    },
    async pending() {
      const never = (dataset: 'shares' | 'funds') =>
        client.call('sync.refresh', { dataset }).then(
          (r) => r.asOf === null,
          () => false, // cannot tell: do not wait
        );
      return (await Promise.all([never('shares'), never('funds')])).some(Boolean);
    },
    prepareMnemonics() {
      if (mnemonics || mnemonicsRead === generation) return;
      const asked = (mnemonicsRead = generation);
      client.call('search.shareMnemonics').then(
        (hits) => {
          if (asked === generation) mnemonics = new Map(hits.map(toSecurity).map((share) => [share.code.toUpperCase(), share]));
        },
        () => {
          if (asked === generation) mnemonicsRead = null; // asked again when the line next opens
        },
      );
    },
    shareByMnemonic(code) {
      return mnemonics?.get(code.trim().toUpperCase());
    },
    landed() {
      if (!landing) {
        let resolve = () => {};
        const promise = new Promise<void>((r) => (resolve = r));
        landing = { promise, resolve };
      }
      return landing.promise;
    },
  };
  pools.set(client, pool);
  return pool;
}
