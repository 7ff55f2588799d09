// The simulator's data as the cache must hold it, and temp folders: the helpers the kill soak
// (test/soak) shares with the unit tests. No vitest here: the soak runs outside it.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatasetName } from '../../../src-main/store/datasets';
import type { Dataset } from '../../../src-main/simulator';

export function tempDir(prefix: string): { dir: string; file(name: string): string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), `mt-${prefix}-`));
  return { dir, file: (name) => path.join(dir, name), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const byId = <T extends { id: number }>(items: readonly T[]) => [...items].sort((a, b) => a.id - b.id);

/** Parent key and child records per parent, parents ascending, as the export orders them. */
function children<R extends object>(
  key: string,
  parents: readonly number[],
  get: (id: number) => readonly R[] | undefined,
): Record<string, unknown>[] {
  return [...parents].sort((a, b) => a - b).flatMap((id) => (get(id) ?? []).map((r) => ({ [key]: id, ...r })));
}

/** What `datasetRecords(store, dataset)` must yield once everything is synced: the simulator's data. */
export function expectedRecords(ds: Dataset, dataset: DatasetName): Record<string, unknown>[] {
  const shareIds = ds.shares.map((s) => s.id);
  const fundIds = ds.funds.map((f) => f.id);
  const eventIds = ds.events.map((e) => e.id);
  const countryIds = ds.countries.map((c) => c.id);
  switch (dataset) {
    case 'shares':
      return byId(ds.shares) as unknown as Record<string, unknown>[]; // DTOs compared field by field with the cache
    case 'share-prices':
      return children('share_id', shareIds, (id) => ds.sharePrices.get(id));
    case 'share-history':
      return children('share_id', shareIds, (id) => ds.shareHistory.get(id));
    case 'share-financials':
      return children('share_id', shareIds, (id) => ds.financials.get(id));
    case 'share-board':
      return children('share_id', shareIds, (id) => ds.board.get(id));
    case 'share-executives':
      return children('share_id', shareIds, (id) => ds.executives.get(id));
    case 'share-auditors':
      return children('share_id', shareIds, (id) => ds.auditors.get(id));
    case 'share-shareholders':
      return children('share_id', shareIds, (id) => ds.shareholders.get(id));
    case 'share-diary':
      return children('share_id', shareIds, (id) => ds.diary.get(id));
    case 'share-documents':
      return children('share_id', shareIds, (id) => ds.documents.get(id));
    case 'share-ratings':
      return children('share_id', shareIds, (id) => ds.ratings.get(id));
    case 'funds':
      return byId(ds.funds) as unknown as Record<string, unknown>[]; // DTOs compared field by field with the cache
    case 'fund-valuations':
      return children('fund_id', fundIds, (id) => ds.fundValuations.get(id));
    case 'fund-documents':
      return children('fund_id', fundIds, (id) => ds.fundDocuments.get(id)?.documents);
    case 'events':
      return byId(ds.events) as unknown as Record<string, unknown>[]; // DTOs compared field by field with the cache
    case 'event-history':
      return children('event_id', eventIds, (id) => ds.eventHistory.get(id));
    case 'countries':
      return byId(ds.countries) as unknown as Record<string, unknown>[]; // DTOs compared field by field with the cache
    case 'country-indicators':
      return children('country_id', countryIds, (id) => ds.indicators.get(id));
    case 'country-links':
      return children('country_id', countryIds, (id) => ds.links.get(id));
  }
}

/** Every property name used at any depth of these records. */
function keysOf(records: readonly unknown[], into = new Set<string>()): Set<string> {
  for (const r of records) {
    if (r === null || typeof r !== 'object') continue;
    for (const [k, v] of Object.entries(r)) {
      into.add(k);
      if (v !== null && typeof v === 'object') keysOf([v], into);
    }
  }
  return into;
}

/**
 * Index of the first record that differs (or the shorter length), null when the lists are the
 * same whatever order fields come in. Fast on 100,000s of records: a sorted replacer array makes
 * JSON.stringify canonical at every depth.
 */
export function firstDifference(got: readonly unknown[], expected: readonly unknown[]): number | null {
  const keys = [...keysOf(expected, keysOf(got))].sort();
  if (got.length === expected.length && JSON.stringify(got, keys) === JSON.stringify(expected, keys)) return null;
  const first = got.findIndex((r, i) => JSON.stringify(r, keys) !== JSON.stringify(expected[i], keys));
  return first === -1 ? Math.min(got.length, expected.length) : first;
}
