// data.series keeps the whole series it last read for a few securities and cuts windows from it:
// the same days a read of the window gives, and never a series the sync has written to since.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FundValuation } from '../../../src-main/api/schemas';
import { createSeriesMemo, cutWindow, type DayWindow } from '../../../src-main/core/series-memo';
import { readSeries } from '../../../src-main/core/series-read';
import { Store } from '../../../src-main/store/store';
import type { SeriesColumns } from '../../../src-main/store/types';

const valuation = (day: string, value: number): FundValuation => ({ date: `${day}T00:00:00.000`, value, net_assets: null, parts: null });
const plain = (read: SeriesColumns) => ({
  time: Array.from(read.time),
  columns: Object.fromEntries(Object.entries(read.columns).map(([f, c]) => [f, Array.from(c)])),
});
const days = (read: SeriesColumns) => Array.from(read.time, (t) => new Date(t * 1000).toISOString().slice(0, 10));
const WHOLE: DayWindow = { from: null, to: null };

/** A memo over a cache, counting the reads that reached it. */
function counted(store: Store, entries?: number) {
  const memo = createSeriesMemo(entries);
  const series = store.data['fund-valuations'];
  const reads: DayWindow[] = [];
  const read = (id: number, window: DayWindow) =>
    memo.read('fund-valuations', id, series.range(id), window, (w) => {
      reads.push(w);
      return readSeries(series, id, { from: w.from ?? undefined, to: w.to ?? undefined });
    });
  return { memo, read, reads, series };
}

describe('cutWindow', () => {
  it('cuts the days a read of the window gives, for any window', async () => {
    const store = Store.open(':memory:');
    const stored = ['2020-01-02', '2020-01-03', '2020-01-06', '2020-02-10', '2021-12-31', '2022-01-03'];
    store.data['fund-valuations'].upsert(
      7,
      stored.map((d, i) => valuation(d, i + 1)),
    );
    const whole = await readSeries(store.data['fund-valuations'], 7);
    const day = fc.constantFrom(null, '2019-12-31', ...stored, '2020-01-04', '2020-01-05', '2021-06-30', '2030-01-01');
    await fc.assert(
      fc.asyncProperty(day, day, async (from, to) => {
        const read = await readSeries(store.data['fund-valuations'], 7, { from: from ?? undefined, to: to ?? undefined });
        expect(plain(cutWindow(whole, { from, to }))).toEqual(plain(read));
      }),
    );
    store.close();
  });

  it('gives copies: what a caller does with them never changes the series kept', () => {
    const whole = { time: new Float64Array([0, 86_400]), columns: { value: new Float64Array([1, 2]) } };
    const cut = cutWindow(whole, WHOLE);
    cut.columns.value[0] = 99;
    expect(whole.columns.value[0]).toBe(1);
  });
});

describe('the series memo', () => {
  it('reads a whole series once, then cuts windows from it while nothing was written', async () => {
    const store = Store.open(':memory:');
    const { read, reads, series } = counted(store);
    series.upsert(7, [valuation('2024-01-02', 1), valuation('2024-01-03', 2), valuation('2024-01-04', 3)]);
    expect(days(await read(7, WHOLE))).toEqual(['2024-01-02', '2024-01-03', '2024-01-04']);
    expect(days(await read(7, { from: '2024-01-03', to: null }))).toEqual(['2024-01-03', '2024-01-04']);
    expect(days(await read(7, WHOLE))).toHaveLength(3);
    expect(reads).toEqual([WHOLE]);
    store.close();
  });

  it('reads again once a write to the series is announced: a revised day shows at once', async () => {
    const store = Store.open(':memory:');
    const { memo, read, reads, series } = counted(store);
    series.upsert(7, [valuation('2024-01-02', 1), valuation('2024-01-03', 2)]);
    series.upsert(8, [valuation('2024-01-02', 1)]);
    await read(7, WHOLE);
    await read(8, WHOLE);
    series.upsert(7, [valuation('2024-01-03', 2.5)]); // the same days, one value revised
    memo.written('fund-valuations', '7');
    expect(Array.from((await read(7, WHOLE)).columns.value ?? [])).toEqual([1, 2.5]);
    await read(8, WHOLE); // another fund's write leaves this one kept
    expect(reads).toHaveLength(3);
    memo.written('fund-valuations', ''); // the whole dataset: every fund's
    await read(8, WHOLE);
    expect(reads).toHaveLength(4);
    store.close();
  });

  it('reads again when the cache holds other days than it kept, announced or not', async () => {
    const store = Store.open(':memory:');
    const { read, reads, series } = counted(store);
    series.upsert(7, [valuation('2024-01-02', 1), valuation('2024-01-03', 2)]);
    await read(7, WHOLE);
    series.upsert(7, [valuation('2024-01-04', 3)]); // a refresh that failed after this page: no announcement
    expect(days(await read(7, WHOLE))).toEqual(['2024-01-02', '2024-01-03', '2024-01-04']);
    expect(reads).toHaveLength(2);
    store.close();
  });

  it('does not keep a whole read a write was announced during', async () => {
    const store = Store.open(':memory:');
    const memo = createSeriesMemo();
    const series = store.data['fund-valuations'];
    series.upsert(7, [valuation('2024-01-02', 1)]);
    let reads = 0;
    const read = () =>
      memo.read('fund-valuations', 7, series.range(7), WHOLE, async () => {
        reads++;
        const columns = await readSeries(series, 7);
        memo.written('fund-valuations', '7'); // committed between two slices
        return columns;
      });
    await read();
    await read();
    expect(reads).toBe(2);
    store.close();
  });

  it('keeps a few series, the least recently read dropped first; a window it does not hold is read as asked', async () => {
    const store = Store.open(':memory:');
    const { read, reads, series } = counted(store, 2);
    for (const id of [1, 2, 3]) series.upsert(id, [valuation('2024-01-02', id)]);
    await read(1, { from: '2024-01-01', to: null }); // a window: read as asked, not kept
    await read(1, WHOLE);
    await read(2, WHOLE);
    await read(1, WHOLE); // 1 is now the most recent
    await read(3, WHOLE); // drops 2
    await read(1, WHOLE);
    await read(2, WHOLE);
    expect(reads).toEqual([{ from: '2024-01-01', to: null }, WHOLE, WHOLE, WHOLE, WHOLE]);
    store.close();
  });
});
