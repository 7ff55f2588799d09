// data.series reads a series straight into typed columns, a slice at a time: the same days and
// values the store's columns give (days as UTC midnight seconds, absent values NaN), for any range,
// and slices that join with no day missing or repeated.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FundValuation } from '../../../src-main/api/schemas';
import { readSeries } from '../../../src-main/core/series-read';
import { Store } from '../../../src-main/store/store';
import type { SeriesColumns } from '../../../src-main/store/types';
import { dayToTime } from '../fixtures/typed-columns';

const FIELDS = ['value', 'net_assets', 'parts'] as const;
const day = fc
  .date({ min: new Date(Date.UTC(1990, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const value = fc.oneof(fc.double({ noNaN: true }), fc.constant(null), fc.integer());
const valuations = fc.uniqueArray(fc.tuple(day, value, value, value), { selector: (v) => v[0], maxLength: 60 });
const bound = fc.option(day, { nil: undefined });

function storeWith(rows: [string, number | null, number | null, number | null][]) {
  const store = Store.open(':memory:');
  const records = rows.map(([d, v, n, p]): FundValuation => ({ date: `${d}T00:00:00.000`, value: v, net_assets: n, parts: p }));
  store.data['fund-valuations'].upsert(7, records);
  // Another fund's days, which no read of fund 7 may show.
  store.data['fund-valuations'].upsert(8, records.slice(0, 3));
  return store;
}

/** The series as the store's columns read it, typed as data.series sends it. */
function expected(store: Store, from?: string, to?: string) {
  const columns = store.data['fund-valuations'].columns(7, from, to);
  return {
    time: columns.day.map(dayToTime),
    columns: Object.fromEntries(FIELDS.map((f) => [f, columns[f].map((v) => v ?? Number.NaN)])),
  };
}

const plain = (read: SeriesColumns) => ({
  time: Array.from(read.time),
  columns: Object.fromEntries(Object.entries(read.columns).map(([f, c]) => [f, Array.from(c)])),
});
const noPause = () => Promise.resolve();

describe('readSeries', () => {
  it('gives every field of every day in range as the store has it, whatever the slice size', async () => {
    await fc.assert(
      fc.asyncProperty(valuations, bound, bound, fc.integer({ min: 1, max: 70 }), async (rows, from, to, sliceDays) => {
        const store = storeWith(rows);
        const series = store.data['fund-valuations'];
        const sizes: number[] = [];
        const counted: Pick<typeof series, 'typedSlice'> = {
          typedSlice(...args) {
            const slice = series.typedSlice(...args);
            sizes.push(slice.time.length);
            return slice;
          },
        };
        const read = await readSeries(counted, 7, { from, to }, { sliceDays, pause: noPause });
        expect(read.time).toBeInstanceOf(Float64Array);
        expect(plain(read)).toEqual(expected(store, from, to));
        // Full slices until the last one: each day read once, none skipped.
        expect(sizes.slice(0, -1).every((n) => n === sliceDays)).toBe(true);
        expect(sizes.at(-1)).toBeLessThan(sliceDays);
        store.close();
      }),
      { numRuns: 150 },
    );
  });

  it('reads absent values as NaN and a range inclusive at both ends', async () => {
    const store = storeWith([
      ['2024-01-02', 1, null, 3],
      ['2024-01-03', 2, 20, null],
      ['2024-01-04', 3, 30, 4],
    ]);
    const read = await readSeries(store.data['fund-valuations'], 7, { from: '2024-01-03', to: '2024-01-04' });
    expect(plain(read)).toEqual({
      time: [Date.UTC(2024, 0, 3) / 1000, Date.UTC(2024, 0, 4) / 1000],
      columns: { value: [2, 3], net_assets: [20, 30], parts: [Number.NaN, 4] },
    });
  });

  it('lets other work run between slices once a turn used its budget, and joins them with no day missing or repeated', async () => {
    const days = Array.from({ length: 2500 }, (_, i) => new Date(Date.UTC(2015, 0, 1) + i * 86_400_000).toISOString().slice(0, 10));
    const store = storeWith(days.map((d, i): [string, number, null, number] => [d, i, null, i * 2]));
    let pauses = 0;
    const pause = () => (pauses++, Promise.resolve());
    const read = await readSeries(store.data['fund-valuations'], 7, {}, { sliceDays: 1000, budgetMs: 0, pause });
    expect(pauses).toBe(2);
    expect(Array.from(read.time)).toEqual(days.map(dayToTime));
    expect(Array.from(read.columns.value)).toEqual(days.map((_, i) => i));
    expect(read.columns.net_assets?.every(Number.isNaN)).toBe(true);
    // A budget the reads stay within: the same series in one turn.
    pauses = 0;
    const quick = await readSeries(store.data['fund-valuations'], 7, {}, { sliceDays: 1000, budgetMs: 60_000, pause });
    expect(pauses).toBe(0);
    expect(Array.from(quick.time)).toEqual(days.map(dayToTime));
  });

  it('stops at the next slice once its caller cancels', async () => {
    const days = Array.from({ length: 5000 }, (_, i) => new Date(Date.UTC(2000, 0, 1) + i * 86_400_000).toISOString().slice(0, 10));
    const store = storeWith(days.map((d, i): [string, number, null, null] => [d, i, null, null]));
    const series = store.data['fund-valuations'];
    const controller = new AbortController();
    let slices = 0;
    let afterCancel = 0;
    const counted: Pick<typeof series, 'typedSlice'> = {
      typedSlice(...args) {
        slices++;
        if (controller.signal.aborted) afterCancel++;
        return series.typedSlice(...args);
      },
    };
    // The range changes while the second slice is read: the caller cancels at the next pause.
    const pause = () => {
      if (slices === 2) controller.abort();
      return Promise.resolve();
    };
    const read = readSeries(counted, 7, {}, { sliceDays: 500, budgetMs: 0, pause, signal: controller.signal });
    await expect(read).rejects.toThrow();
    expect(slices).toBe(2);
    expect(afterCancel).toBe(0);
  });

  it('reads a series the cache does not have as empty columns of every field', async () => {
    const store = Store.open(':memory:');
    const read = await readSeries(store.data['share-history'], 1);
    expect(read.time).toHaveLength(0);
    expect(Object.keys(read.columns).sort()).toEqual(
      ['closing_price', 'day_price', 'lower', 'opening_price', 'per', 'upper', 'variation', 'volume'].sort(),
    );
  });
});
