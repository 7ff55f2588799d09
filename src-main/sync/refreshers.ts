// How each dataset is fetched and stored. Every page is written in its own transaction, so a
// crash or a fault mid-sync leaves whole pages behind, never half of one; each write joins the
// open write group (store/write-group.ts), which commits the pages of several requests together.
import { z } from 'zod';
import type { RecordOf } from '../api/endpoints';
import { ApiError } from '../api/http/api-error';
import { PageTally, type MarketDataClient } from '../api/market-data-client';
import type { RecordReject } from '../api/schemas';
import { rawText } from '../api/schemas/excerpt';
import type { ChildList } from '../store/child-lists';
import type { AnyTable } from '../store/dataset-tables';
import {
  DATASET_NAMES,
  DATASETS,
  PARENTS,
  type ChildEndpoint,
  type DatasetDescriptor,
  type DatasetName,
  type EntityDescriptor,
  type ListShape,
  type SeriesShape,
} from '../store/datasets';
import type { EntityTable } from '../store/entities';
import type { Series } from '../store/series';
import type { Store } from '../store/store';

interface RefreshContext {
  client: MarketDataClient;
  store: Store;
  signal: AbortSignal;
  priority: number;
  /** Today as YYYY-MM-DD, the upper end of incremental ranges. */
  today: string;
  /** A series refresher says each day it wrote: a reader holding the days before the first needs only the rest. */
  wrote(day: string): void;
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
function requireField<R, F extends keyof R>(
  records: readonly R[],
  field: F,
  dataset: string,
  rejects: RecordReject[],
): (R & { [K in F]: NonNullable<R[K]> })[] {
  const kept: (R & { [K in F]: NonNullable<R[K]> })[] = [];
  records.forEach((r, index) => {
    if (r[field] === null || r[field] === undefined) {
      rejects.push({ dataset, index, recordId: null, path: String(field), reason: `missing ${String(field)}`, excerpt: rawText(r) });
    } else kept.push(r as R & { [K in F]: NonNullable<R[K]> });
  });
  return kept;
}

function parentId(key: string): number {
  const id = Number(key);
  if (!Number.isInteger(id) || id < 0) throw new TypeError(`expected a record id, got "${key}"`);
  return id;
}

/**
 * Top-level records: the whole list page by page, or one record by id. Each page is stored as it
 * comes; a dataset that `removesAbsent` then drops what a provably whole answer (every row
 * meta.total promised, nothing refused) no longer names. A short, empty or broken answer removes
 * nothing.
 */
function entities(def: EntityDescriptor, target: EntityTable<RecordOf<EntityDescriptor['endpoint']>>): Refresher {
  return async (ctx, key) => {
    const rejects: RecordReject[] = [];
    if (key !== '' && def.single) {
      const { record, rejects: refused } = await ctx.client.get(def.single, { id: parentId(key) }, options(ctx));
      rejects.push(...refused);
      ctx.store.writes.enter();
      if (record) target.upsert(requireField([record], 'id', def.single, rejects));
      return rejects;
    }
    const tally = new PageTally();
    const named: number[] = [];
    for await (const page of ctx.client.pages(def.endpoint, {}, options(ctx))) {
      rejects.push(...page.rejects);
      const kept = requireField(page.records, 'id', def.endpoint, rejects);
      ctx.store.writes.enter();
      target.upsert(kept);
      for (const r of kept) named.push(r.id);
      tally.add(page);
      await breathe();
    }
    ctx.store.writes.enter();
    if (def.removesAbsent && tally.complete && rejects.length === 0) target.removeAbsent(named);
    return rejects;
  };
}

/**
 * Per-parent lists: every page collected, then the parent's list replaced in one transaction.
 * Only a provably complete list (every row meta.total promised, all pages, nothing refused) may
 * replace a cached one: a short, empty or shifting answer would otherwise shrink the cache. An
 * empty cache still takes what came (its journal records nothing: an unproven list proves no
 * change); an incomplete list is reported as a failed request.
 */
function childList(def: ListShape, target: ChildList<RecordOf<ChildEndpoint>>): Refresher {
  return async (ctx, key) => {
    const id = parentId(key);
    const { records, rejects, complete, received, expected } = await ctx.client.list(def.endpoint, { id }, options(ctx));
    const proven = complete && rejects.length === 0;
    ctx.store.writes.enter();
    if (proven || target.get(id).length === 0) target.replace(id, records, proven);
    if (!complete)
      throw new ApiError(
        'bad-response',
        `incomplete list from ${def.endpoint} for ${key}: ${received} of ${expected ?? '?'} rows came back; the cached list was kept`,
      );
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
function series(
  def: SeriesShape,
  target: Series<Record<string, unknown>, string>,
  parent: EntityTable<Record<string, unknown>>,
): Refresher {
  return async (ctx, key) => {
    const id = parentId(key);
    const cached = target.range(id);
    const startKey = `sync.series-start.${def.endpoint}.${id}`;
    const ranges: { query: { from?: string; to?: string }; fromStart: boolean }[] = [];
    if (!cached) ranges.push({ query: {}, fromStart: true });
    else {
      const start = ctx.store.settings.get(startKey, isoDaySchema.nullable(), null) ?? dayOfDate(parent.get(id)?.[def.startField]);
      if (start && start < cached.first) ranges.push({ query: { from: start, to: cached.first }, fromStart: true });
      if (cached.last <= ctx.today) ranges.push({ query: { from: cached.last, to: ctx.today }, fromStart: false });
    }
    const rejects: RecordReject[] = [];
    for (const { query, fromStart } of ranges) {
      const refusedBefore = rejects.length;
      for await (const page of ctx.client.pages(def.endpoint, { id, query }, options(ctx))) {
        rejects.push(...page.rejects);
        ctx.store.writes.enter();
        const first = target.upsert(id, requireField<Record<string, unknown>, string>(page.records, def.dateField, def.endpoint, rejects));
        if (first !== null) ctx.wrote(first);
        await breathe();
      }
      // Everything from the start came back (nothing refused): the series begins at its first cached day.
      const first = target.range(id)?.first;
      if (fromStart && first && rejects.length === refusedBefore) ctx.store.settings.set(startKey, first);
    }
    return rejects;
  };
}

const dayOfDate = (value: unknown) => (typeof value === 'string' && value ? value.slice(0, 10) : null);

/** The refresher of one dataset, built from its descriptor over the store the context carries. */
function refresherFor(name: DatasetName): Refresher {
  const def: DatasetDescriptor = DATASETS[name];
  // The accessor is looked up per call: a refresher serves whichever store its context names.
  // The casts widen a dataset's own table to the storage kind's: the descriptor and table come from the same entry.
  const table = (store: Store) => store.data[name] as AnyTable;
  switch (def.storage) {
    case 'entity':
      return (ctx, key) => entities(def, table(ctx.store) as EntityTable<RecordOf<EntityDescriptor['endpoint']>>)(ctx, key);
    case 'list':
      return (ctx, key) => childList(def, table(ctx.store) as ChildList<RecordOf<ChildEndpoint>>)(ctx, key);
    case 'series': {
      const parent = PARENTS[def.parent];
      return (ctx, key) => series(def, table(ctx.store) as Series<Record<string, unknown>, string>, ctx.store.data[parent])(ctx, key);
    }
  }
}

export const REFRESHERS = Object.fromEntries(DATASET_NAMES.map((name) => [name, refresherFor(name)])) as Record<DatasetName, Refresher>;
