// How each dataset is fetched and stored. Every page is written in its own transaction, so a
// crash or a fault mid-sync leaves whole pages behind, never half of one.
import { z } from 'zod';
import type { ListEndpoint, RecordOf } from '../api/endpoints';
import { ApiError } from '../api/http/api-error';
import type { MarketDataClient } from '../api/market-data-client';
import type { RecordReject } from '../api/schemas';
import type { ChildList } from '../store/child-lists';
import type { DatasetName } from '../store/datasets';
import type { Keyed } from '../store/entities';
import type { Series } from '../store/series';
import type { Store } from '../store/store';

export interface RefreshContext {
  client: MarketDataClient;
  store: Store;
  signal: AbortSignal;
  priority: number;
  /** Today as YYYY-MM-DD, the upper end of incremental ranges. */
  today: string;
}

/** Refreshes one request of a dataset (key: parent id, record id, or '' for the whole list); returns refused records. */
export type Refresher = (ctx: RefreshContext, key: string) => Promise<RecordReject[]>;

const isoDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * Lets the event loop run between pages: several jobs finishing pages back to back would
 * otherwise chain their work into one long task on the thread that serves the UI.
 */
function breathe(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

function options(ctx: RefreshContext) {
  return { signal: ctx.signal, priority: ctx.priority };
}

/** Records without the field that keys them cannot be stored: they are refused like malformed ones. */
function requireField<R, F extends keyof R>(records: readonly R[], field: F, dataset: string, rejects: RecordReject[]): (R & { [K in F]: NonNullable<R[K]> })[] {
  const kept: (R & { [K in F]: NonNullable<R[K]> })[] = [];
  records.forEach((r, index) => {
    if (r[field] === null || r[field] === undefined) {
      rejects.push({ dataset, index, recordId: null, path: String(field), reason: `missing ${String(field)}` });
    } else kept.push(r as R & { [K in F]: NonNullable<R[K]> });
  });
  return kept;
}

function parentId(key: string): number {
  const id = Number(key);
  if (!Number.isInteger(id) || id < 0) throw new TypeError(`expected a record id, got "${key}"`);
  return id;
}

/** Top-level records: the whole list page by page, or one record by id. */
function entities<L extends ListEndpoint, S extends 'share' | 'fund' | 'event'>(
  list: L,
  single: S | null,
  table: (store: Store) => { upsert(records: readonly Keyed<RecordOf<L>>[]): void },
): Refresher {
  return async (ctx, key) => {
    const rejects: RecordReject[] = [];
    const target = table(ctx.store);
    if (key !== '' && single) {
      const { record, rejects: refused } = await ctx.client.get(single, { id: parentId(key) } as never, options(ctx));
      rejects.push(...refused);
      if (record) target.upsert(requireField([record as RecordOf<L>], 'id' as keyof RecordOf<L>, single, rejects) as Keyed<RecordOf<L>>[]);
      return rejects;
    }
    for await (const page of ctx.client.pages(list, {} as never, options(ctx))) {
      rejects.push(...page.rejects);
      target.upsert(requireField(page.records, 'id' as keyof RecordOf<L>, list, rejects) as Keyed<RecordOf<L>>[]);
      await breathe();
    }
    return rejects;
  };
}

/**
 * Per-parent lists: every page collected, then the parent's list replaced in one transaction.
 * Only a provably complete list (every row meta.total promised, all pages, nothing refused) may
 * replace a cached one: a short, empty or shifting answer would otherwise shrink the cache. An
 * empty cache still takes what came; an incomplete list is reported as a failed request.
 */
function childList<L extends ListEndpoint>(endpoint: L, table: (store: Store) => ChildList<RecordOf<L>>): Refresher {
  return async (ctx, key) => {
    const id = parentId(key);
    const { records, rejects, complete, received, expected } = await ctx.client.list(endpoint, { id } as never, options(ctx));
    const target = table(ctx.store);
    if ((complete && rejects.length === 0) || target.get(id).length === 0) target.replace(id, records);
    if (!complete) throw new ApiError('bad-response', `incomplete list from ${endpoint} for ${key}: ${received} of ${expected ?? '?'} rows came back; the cached list was kept`);
    return rejects;
  };
}

/**
 * Per-day series fetched incrementally with from/to: only the days not cached yet (from the last
 * cached day, which may still move, to today), plus anything before the first cached day when
 * the series is known to start earlier. Once a fetch from the start has shown where the service's
 * series begins (often later than the listing or creation date), that day is remembered, so later
 * refreshes do not ask for the empty range before it again.
 */
function series<L extends 'shareHistory' | 'fundValuations'>(
  endpoint: L,
  dateField: keyof RecordOf<L> & string,
  table: (store: Store) => Pick<Series<RecordOf<L>, never>, 'upsert' | 'range'>,
  startOf: (store: Store, id: number) => string | null,
): Refresher {
  return async (ctx, key) => {
    const id = parentId(key);
    const target = table(ctx.store);
    const cached = target.range(id);
    const startKey = `sync.series-start.${endpoint}.${id}`;
    const ranges: { query: { from?: string; to?: string }; fromStart: boolean }[] = [];
    if (!cached) ranges.push({ query: {}, fromStart: true });
    else {
      const start = ctx.store.settings.get(startKey, isoDaySchema.nullable(), null) ?? startOf(ctx.store, id);
      if (start && start < cached.first) ranges.push({ query: { from: start, to: cached.first }, fromStart: true });
      if (cached.last <= ctx.today) ranges.push({ query: { from: cached.last, to: ctx.today }, fromStart: false });
    }
    const rejects: RecordReject[] = [];
    for (const { query, fromStart } of ranges) {
      const refusedBefore = rejects.length;
      for await (const page of ctx.client.pages(endpoint, { id, query } as never, options(ctx))) {
        rejects.push(...page.rejects);
        target.upsert(id, requireField(page.records, dateField as keyof RecordOf<L>, endpoint, rejects));
        await breathe();
      }
      // Everything from the start came back (nothing refused): the series begins at its first cached day.
      const first = target.range(id)?.first;
      if (fromStart && first && rejects.length === refusedBefore) ctx.store.settings.set(startKey, first);
    }
    return rejects;
  };
}

const dayOfDate = (value: string | null | undefined) => (value ? value.slice(0, 10) : null);

export const REFRESHERS: Record<DatasetName, Refresher> = {
  shares: entities('shares', 'share', (s) => s.shares.records),
  'share-prices': childList('sharePrices', (s) => s.shares.prices),
  'share-history': series('shareHistory', 'price_date', (s) => s.shares.history, (s, id) => dayOfDate(s.shares.records.get(id)?.first_quoting_date)),
  'share-financials': childList('shareFinancials', (s) => s.shares.financials),
  'share-board': childList('shareBoard', (s) => s.shares.board),
  'share-executives': childList('shareExecutives', (s) => s.shares.executives),
  'share-auditors': childList('shareAuditors', (s) => s.shares.auditors),
  'share-shareholders': childList('shareShareholders', (s) => s.shares.shareholders),
  'share-diary': childList('shareDiary', (s) => s.shares.diary),
  'share-documents': childList('shareDocuments', (s) => s.shares.documents),
  'share-ratings': childList('shareRatings', (s) => s.shares.ratings),
  funds: entities('funds', 'fund', (s) => s.funds.records),
  'fund-valuations': series('fundValuations', 'date', (s) => s.funds.valuations, (s, id) => dayOfDate(s.funds.records.get(id)?.creation_date)),
  'fund-documents': childList('fundDocuments', (s) => s.funds.documents),
  events: entities('events', 'event', (s) => s.calendar.records),
  'event-history': childList('eventHistory', (s) => s.calendar.history),
  countries: entities('countries', null, (s) => s.countries.records),
  'country-indicators': childList('countryIndicators', (s) => s.countries.indicators),
  'country-links': childList('countryLinks', (s) => s.countries.links),
};
