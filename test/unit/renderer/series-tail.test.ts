// One new bar on a shown GP: the sync says the first day it wrote, the window reads only from
// there (a row or two, not its ~5,000 days) and splices it in, and what the chart then draws is
// what a full re-read would draw, fed as update() of the last bars.
import { describe, expect, it } from 'vitest';
import type { SeriesRead } from '../../../src-main/ipc/contract';
import { readSeries, readWindow } from '../../../src-main/core/series-read';
import { Store } from '../../../src-main/store/store';
import { barsFromRows, chartSeries, rowsFromColumns } from '../../../src-renderer/src/chart/candles';
import { planFeed } from '../../../src-renderer/src/chart/feed';
import type { SeriesQuery } from '../../../src-renderer/src/data/series-cover';
import { mergeTail, tailQuery } from '../../../src-renderer/src/data/series-tail';
import { addDays, dayToTime } from '../../../src-renderer/src/format/days';

const SHARE = 3;
const FIRST = '2012-01-02';
const DAYS = 5_000;

const bar = (day: string, i: number) => ({
  id: `${SHARE}-${day}`,
  price_date: `${day}T00:00:00.000`,
  opening_price: 100 + (i % 17),
  upper: 110 + (i % 13),
  lower: 90 + (i % 11),
  closing_price: 100 + (i % 19),
  volume: 1000 + i,
  variation: null,
  day_price: null,
  per: null,
});

/** A cache holding DAYS days of the share's prices, one a calendar day. */
function cache() {
  const store = Store.open(':memory:');
  store.data['share-history'].upsert(
    SHARE,
    Array.from({ length: DAYS }, (_, i) => bar(addDays(FIRST, i), i)),
  );
  return store;
}

/** data.series as main answers it, counting the rows it sends. */
function reader(store: Store) {
  const counter = { rows: 0 };
  const read = async (query: SeriesQuery): Promise<SeriesRead> => {
    const series = store.data['share-history'];
    const window = readWindow(query.lastDays === undefined ? undefined : series.range(SHARE)?.last, query);
    const columns = await readSeries<string>(series, SHARE, { from: window.from ?? undefined, to: window.to ?? undefined });
    counter.rows += columns.time.length;
    return { ...columns, range: series.range(SHARE), window, asOf: null, stale: false };
  };
  return { read, counter };
}

const plain = (r: SeriesRead) => ({
  time: Array.from(r.time),
  columns: Object.fromEntries(Object.entries(r.columns).map(([f, c]) => [f, Array.from(c)])),
  range: r.range,
  window: r.window,
});

/** What GP draws from an answer: the candles of the range and a 50-day average over them. */
const drawn = (r: SeriesRead, from: string) => chartSeries(barsFromRows(rowsFromColumns(r)), from, [{ spec: 'sma:50', color: 'amber' }]);

describe('a data.updated of one bar', () => {
  const last = addDays(FIRST, DAYS - 1);
  const rangeFrom = addDays(last, -365);
  const windowFrom = addDays(rangeFrom, -330); // the studies' look-back

  it('reads only the days from the first day written and paints what a full re-read paints', async () => {
    const store = cache();
    const { read, counter } = reader(store);
    const held = await read({ from: windowFrom });
    expect(held.time.length).toBeGreaterThan(600);

    // The sync rewrites the last day (its close revised) and adds the next one.
    const next = addDays(last, 1);
    store.data['share-history'].upsert(SHARE, [{ ...bar(last, DAYS - 1), closing_price: 150 }, bar(next, DAYS)]);
    counter.rows = 0;
    const tail = tailQuery(held, last);
    expect(tail).toEqual({ from: last });
    const merged = mergeTail(held, await read(tail ?? {}), tail?.from ?? '');
    expect(counter.rows).toBe(2); // not the window's ~700 days again

    const full = await read({ from: windowFrom });
    expect(plain(merged)).toEqual(plain(full));
    const before = drawn(held, rangeFrom);
    const after = drawn(merged, rangeFrom);
    expect(after).toEqual(drawn(full, rangeFrom));
    expect(after.bars.at(-1)?.time).toBe(dayToTime(next));
    // The chart update()s the revised bar and the new one; it does not set the whole range again.
    expect(planFeed({ key: 'k', bars: before.bars }, { key: 'k', bars: after.bars })).toEqual({
      kind: 'update',
      from: before.bars.length - 1,
    });
  });

  it('makes rows for the days the tail changed only: the rows of the days before are kept, the candles are those rows', async () => {
    const store = cache();
    const { read } = reader(store);
    const held = await read({ from: windowFrom });
    const heldRows = rowsFromColumns(held);
    const next = addDays(last, 1);
    store.data['share-history'].upsert(SHARE, [{ ...bar(last, DAYS - 1), closing_price: 150 }, bar(next, DAYS)]);
    const merged = mergeTail(held, await read({ from: last }), last);

    const rows = rowsFromColumns(merged, { read: held, rows: heldRows });
    expect(rows).toEqual(rowsFromColumns(merged)); // what a fresh conversion makes
    const made = rows.filter((row, i) => row !== heldRows[i]);
    expect(made.map((row) => row.time)).toEqual([dayToTime(last), dayToTime(next)]); // the revised day and the new one
    // A candle is its row (one object per day kept by a pane, not two).
    const bars = barsFromRows(rows);
    expect(bars.every((b, i) => b === rows[i])).toBe(true);
  });

  it('reads one row when nothing was written (the as-of moved), and the whole window when the day is unknown', async () => {
    const store = cache();
    const { read } = reader(store);
    const held = await read({ from: windowFrom });
    expect(tailQuery(held, null)).toEqual({ from: last });
    expect(tailQuery(held, undefined)).toBeNull();
    // A backfill before the window changes nothing in it but its first day at most.
    expect(tailQuery(held, FIRST)).toEqual({ from: windowFrom });
    // A window typed with an end of its own is read whole.
    expect(tailQuery(await read({ from: windowFrom, to: last }), last)).toBeNull();
  });
});
