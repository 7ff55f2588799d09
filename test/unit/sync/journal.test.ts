// The change journal over real syncs: a service whose data moves between two full syncs records
// exactly what moved; unchanged data and quirk-only re-spellings record nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../../../src-main/simulator';
import { datasetCounts } from '../../../src-main/store/dataset-records';
import { DATASET_NAMES } from '../../../src-main/store/datasets';
import { Store } from '../../../src-main/store/store';
import type { ChangeRow } from '../../../src-main/store/types';
import { runOffline } from '../../../src-main/sync/offline-run';
import { connect, engineFor, tempDir } from './helpers';
import { respellingFetch } from './journal-wire';

const nextDay = (day: string, n = 1) => new Date(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A forced full sync whose clock says `at`; the journal rows it recorded. */
async function syncAt(store: Store, sim: Simulator, at: string, fetcher?: typeof fetch): Promise<ChangeRow[]> {
  const connection = await connect(sim, fetcher ? { fetch: fetcher } : {});
  const engine = engineFor(store, connection, { now: () => new Date(at) });
  try {
    const result = await runOffline(engine, store, { force: true, now: () => Date.parse(at) });
    expect(result, 'the sync finished cleanly').toMatchObject({ state: 'done', failed: 0 });
  } finally {
    engine.dispose();
    await connection.close();
  }
  const latest = store.journal.latest();
  expect(latest?.at).toBe(new Date(at).toISOString());
  return [...store.journal.list({ since: 'last' })];
}

const brief = (r: ChangeRow) => ({ dataset: r.dataset, id: r.id, key: r.key, change: r.change, field: r.field });
const order = (a: { dataset: string; key: string | null; field: string | null }, b: typeof a) =>
  `${a.dataset}|${a.key}|${a.field}`.localeCompare(`${b.dataset}|${b.key}|${b.field}`);

const tmp = tempDir('journal');
let sim: Simulator;
let store: Store;
let day0: string;

beforeAll(async () => {
  sim = await startSimulator({ seed: 1 });
  store = Store.open(tmp.file('cache.sqlite'));
  day0 = sim.dataset.anchorDate;
});

afterAll(async () => {
  store?.close();
  await sim?.close();
  tmp.remove();
});

describe('the change journal over full syncs', () => {
  it('records the first sync as one baseline per request, counting what it cached', async () => {
    const rows = await syncAt(store, sim, `${day0}T12:00:00.000Z`);
    expect(new Set(rows.map((r) => r.change))).toEqual(new Set(['baseline']));
    const counted = Object.fromEntries(DATASET_NAMES.map((d) => [d, 0]));
    for (const r of rows) counted[r.dataset] = (counted[r.dataset] ?? 0) + Number(r.after);
    expect(counted).toEqual(datasetCounts(store));
    // Top-level lists have one baseline (no id); child lists and series one per parent.
    expect(rows.filter((r) => r.dataset === 'shares')).toEqual([
      expect.objectContaining({ id: null, key: null, after: sim.dataset.shares.length }),
    ]);
    expect(rows.filter((r) => r.dataset === 'share-history')).toHaveLength(sim.dataset.shares.length);
  }, 60_000);

  it('records exactly what moved at the service between two syncs', async () => {
    const ds = sim.dataset;
    const day1 = nextDay(day0);
    // The simulator keeps each record's wire text: a moved record is a new object in its place.
    const replace = <T extends { id: number }>(list: T[], record: T) => (list[list.findIndex((r) => r.id === record.id)] = record);
    // A changed detail field.
    const oldWebsite = ds.shares[0]!.website;
    const share = replace(ds.shares, { ...ds.shares[0]!, website: 'https://investors.example/moved' });
    // A new bar.
    const barShare = ds.shares[1]!.id;
    const bars = ds.shareHistory.get(barShare)!;
    const lastBar = bars.at(-1)!;
    bars.push({ ...lastBar, price_date: day1, closing_price: lastBar.closing_price + 1 });
    // A new NAV.
    const fund = ds.funds[0]!.id;
    const navs = ds.fundValuations.get(fund)!;
    navs.push({ ...navs.at(-1)!, date: day1 });
    // A revised forecast and a released actual, on events no other event's history lists.
    const inHistories = new Set(ds.events.flatMap((e) => (ds.eventHistory.get(e.id) ?? []).map((h) => h.id)));
    const latestOfSeries = ds.events.filter((e) => !inHistories.has(e.id));
    const forecast = latestOfSeries.find((e) => e.prevision !== null)!;
    const oldPrevision = forecast.prevision;
    const revised = replace(ds.events, { ...forecast, prevision: '9,9 %' });
    const released = replace(ds.events, { ...latestOfSeries.find((e) => e.current === null && e.id !== revised.id)!, current: '1,5 %' });
    // A new and a removed member of a list.
    const boardShare = ds.shares.find((s) => (ds.board.get(s.id)?.length ?? 0) >= 2)!.id;
    const board = ds.board.get(boardShare)!;
    const gone = board.pop()!;
    const joined = { ...gone, id: 'journal-new-member', person: { ...gone.person, name: 'Jeanne Neuve' } };
    board.push(joined);

    const rows = await syncAt(store, sim, `${day1}T12:00:00.000Z`);
    expect(rows.map(brief).sort(order)).toEqual(
      [
        { dataset: 'shares', id: share.id, key: null, change: 'changed', field: 'website' },
        { dataset: 'share-history', id: barShare, key: day1, change: 'added', field: null },
        { dataset: 'fund-valuations', id: fund, key: day1, change: 'added', field: null },
        { dataset: 'events', id: revised.id, key: null, change: 'changed', field: 'prevision' },
        { dataset: 'events', id: released.id, key: null, change: 'changed', field: 'current' },
        { dataset: 'share-board', id: boardShare, key: gone.id, change: 'removed', field: null },
        { dataset: 'share-board', id: boardShare, key: joined.id, change: 'added', field: null },
      ].sort(order),
    );
    const find = (dataset: string, field: string | null, key: string | null = null) =>
      rows.find((r) => r.dataset === dataset && r.field === field && r.key === key);
    expect(find('shares', 'website')).toMatchObject({ before: oldWebsite, after: share.website });
    expect(find('events', 'prevision')).toMatchObject({ before: oldPrevision, after: '9,9 %' });
    expect(find('events', 'current')).toMatchObject({ before: null, after: '1,5 %' });
    expect(find('share-history', null, day1)?.after).toMatchObject({ closing_price: lastBar.closing_price + 1 });
    expect(find('share-board', null, gone.id)?.before).toMatchObject({ id: gone.id, person: { name: gone.person.name } });
    expect(store.journal.latest()).toEqual({ at: `${day1}T12:00:00.000Z`, changes: 7 });
  }, 60_000);

  it('records no change when a third sync finds the same data', async () => {
    expect(await syncAt(store, sim, `${nextDay(day0, 2)}T12:00:00.000Z`)).toEqual([]);
    expect(store.journal.latest()).toEqual({ at: `${nextDay(day0, 2)}T12:00:00.000Z`, changes: 0 });
  }, 60_000);

  it('records nothing when the service only spells the same data otherwise (every quirk of the spec)', async () => {
    expect(await syncAt(store, sim, `${nextDay(day0, 3)}T12:00:00.000Z`, respellingFetch)).toEqual([]);
  }, 60_000);

  it('lists a period oldest first, and by dataset and id', () => {
    const all = [...store.journal.list({ since: `${nextDay(day0)}T00:00:00.000Z` })];
    expect(all).toHaveLength(7);
    expect([...store.journal.list({ since: `${day0}T00:00:00.000Z` })].slice(0, 1)[0]?.change).toBe('baseline');
    const events = [...store.journal.list({ since: `${nextDay(day0)}T00:00:00.000Z`, datasets: ['events'] })];
    expect(events.map((r) => r.field).sort()).toEqual(['current', 'prevision']);
    const boardShare = all.find((r) => r.dataset === 'share-board')?.id ?? -1;
    expect(
      [...store.journal.list({ since: `${day0}T00:00:00.000Z`, id: boardShare, datasets: ['share-board'] })].map((r) => r.change),
    ).toEqual(['baseline', 'added', 'removed']);
  });
});

/** A fetch whose answers of the events list come back edited (meta left as `edit` returns it). */
const editingEvents =
  (edit: (body: { data: unknown[]; meta: { total: number } }) => object): typeof fetch =>
  async (input, init) => {
    const response = await fetch(input, init);
    if (!response.ok || !/\/v1\/events(\?|$)/.test(response.url)) return response;
    const body = (await response.json()) as { data: unknown[]; meta: { total: number } };
    return new Response(JSON.stringify(edit(body)), { status: response.status, headers: { 'content-type': 'application/json' } });
  };

describe('an event the service withdrew', () => {
  const cachedEvent = (id: number) => store.data.events.get(id);
  let gone: { id: number; title: string | null };

  it('is no removal when the answer is short, empty, refused a record or came with no total', async () => {
    const ds = sim.dataset;
    const byDay = [...ds.events].sort((a, b) => a.date.localeCompare(b.date));
    gone = byDay[Math.floor(byDay.length / 2)]!;
    ds.events = ds.events.filter((e) => e.id !== gone.id);
    const count = store.data.events.count();
    const answers = [
      editingEvents((b) => ({ ...b, data: b.data.slice(1) })), // a short page: a row promised did not come
      editingEvents((b) => ({ ...b, data: [] })), // an empty page
      editingEvents((b) => ({ ...b, data: [], meta: { ...b.meta, total: 0, total_pages: 0 } })), // "there are none"
      editingEvents((b) => ({ ...b, data: b.data.map((e, i) => (i === 0 ? { ...(e as object), id: 'x' } : e)) })), // a refused record
    ];
    for (const [n, answer] of answers.entries()) {
      const rows = await syncAt(store, sim, `${nextDay(day0, 4 + n)}T12:00:00.000Z`, answer);
      expect(rows.filter((r) => r.change === 'removed')).toEqual([]);
      expect(store.data.events.count()).toBe(count);
      expect(cachedEvent(gone.id)).not.toBeNull();
    }
  }, 120_000);

  it('is recorded once, as removed, when a whole answer no longer names it; the cache drops it', async () => {
    const rows = await syncAt(store, sim, `${nextDay(day0, 8)}T12:00:00.000Z`);
    expect(rows.map(brief)).toEqual([{ dataset: 'events', id: gone.id, key: null, change: 'removed', field: null }]);
    expect(rows[0]?.before).toMatchObject({ id: gone.id, title: gone.title });
    expect(cachedEvent(gone.id)).toBeNull();
    expect(store.search.find(gone.title ?? '', { kind: 'event' }).some((h) => h.ref === gone.id)).toBe(false);
    expect(await syncAt(store, sim, `${nextDay(day0, 9)}T12:00:00.000Z`)).toEqual([]);
  }, 60_000);
});

describe("a share's latest sessions", () => {
  it('record a new session, and one withdrawn from inside the window, but not the oldest falling off its end', async () => {
    const ds = sim.dataset;
    const share = ds.shares.find((s) => (ds.sharePrices.get(s.id)?.length ?? 0) >= 4)!.id;
    const sessions = ds.sharePrices.get(share)!; // newest first
    const newest = { ...sessions[0]!, price_date: `${nextDay(sessions[0]!.price_date, 1)}T00:00:00.000` };
    const withdrawn = sessions[1]!;
    ds.sharePrices.set(share, [newest, ...sessions.filter((s) => s !== withdrawn).slice(0, -1)]);
    const rows = await syncAt(store, sim, `${nextDay(day0, 10)}T12:00:00.000Z`);
    expect(rows.map(brief).sort(order)).toEqual(
      [
        { dataset: 'share-prices', id: share, key: newest.price_date.slice(0, 10), change: 'added', field: null },
        { dataset: 'share-prices', id: share, key: withdrawn.price_date.slice(0, 10), change: 'removed', field: null },
      ].sort(order),
    );
    expect(store.data['share-prices'].get(share)).toHaveLength(sessions.length - 1);
  }, 60_000);
});
