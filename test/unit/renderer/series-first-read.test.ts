// A chart's first read on an old offline cache is one read: the renderer asks for "the last N
// days cached" (main knows the last day), and the question the known day then asks is cut from
// that answer: the same days and values a read of it would give.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SeriesRead } from '../../../src-main/ipc/contract';
import { readSeries, readWindow } from '../../../src-main/core/series-read';
import { Store } from '../../../src-main/store/store';
import { RANGE_KEYS, readStart } from '../../../src-renderer/src/chart/ranges';
import { coveredRead, firstReadDays, type SeriesQuery } from '../../../src-renderer/src/data/series-cover';

const DAY_MS = 86_400_000;
const TODAY = '2026-11-26';
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Fund 7's NAVs: every day from `first` to `last`. */
function cacheOf(first: string, last: string) {
  const store = Store.open(':memory:');
  const days = Math.round((Date.parse(last) - Date.parse(first)) / DAY_MS) + 1;
  store.data['fund-valuations'].upsert(
    7,
    Array.from({ length: days }, (_, i) => ({
      date: `${iso(Date.parse(first) + i * DAY_MS)}T00:00:00.000`,
      value: i,
      net_assets: null,
      parts: null,
    })),
  );
  return store;
}

/** data.series as main answers it (without the freshness members). */
async function read(store: Store, query: SeriesQuery): Promise<SeriesRead> {
  const series = store.data['fund-valuations'];
  const window = readWindow(query.lastDays === undefined ? undefined : series.range(7)?.last, query);
  const columns = await readSeries<string>(series, 7, { from: window.from ?? undefined, to: window.to ?? undefined });
  return { ...columns, range: series.range(7), window, asOf: null, stale: false };
}

const plain = (r: SeriesRead) => ({ time: Array.from(r.time), value: Array.from(r.columns.value ?? []) });

describe('the first read of a range', () => {
  it('reads the last N days main has, however long ago its last day', async () => {
    const store = cacheOf('2019-01-01', '2023-06-30');
    const answer = await read(store, { lastDays: 30 });
    expect(answer.window).toEqual({ from: '2023-06-01', to: null });
    expect(answer.time).toHaveLength(30);
  });

  it('holds every day the range then asks for, whatever the last cached day and the range', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...RANGE_KEYS.filter((r) => r !== 'MAX')),
        fc.constantFrom(0, 200),
        fc.integer({ min: 0, max: 3000 }),
        async (range, lookback, daysOld) => {
          const last = iso(Date.parse('2026-11-25') - daysOld * DAY_MS);
          const old = cacheOf('2000-01-01', last);
          const lastDays = firstReadDays(range, lookback, TODAY);
          expect(lastDays).not.toBeNull();
          const first = await read(old, { lastDays: lastDays ?? 0 });
          // What the chart asks once it knows the last day: answered from the first read, as main would.
          const known: SeriesQuery = { from: readStart(range, first.range?.last ?? TODAY, lookback) ?? '' };
          const cut = coveredRead(first, known);
          expect(cut).not.toBeNull();
          expect(plain(cut as SeriesRead)).toEqual(plain(await read(old, known)));
          old.close();
        },
      ),
      { numRuns: 60 },
    );
  });

  it('is read again when the answer does not hold it: an earlier start, an end, or a count of days', async () => {
    const store = cacheOf('2020-01-01', '2020-12-31');
    const answer = await read(store, { from: '2020-06-01' });
    expect(coveredRead(answer, { from: '2020-05-31' })).toBeNull();
    expect(coveredRead(answer, {})).toBeNull();
    expect(coveredRead(answer, { from: '2020-07-01', to: '2020-08-01' })).toBeNull();
    expect(coveredRead(answer, { lastDays: 10 })).toBeNull();
    expect(coveredRead(answer, { from: '2020-07-01' })?.time[0]).toBe(Date.parse('2020-07-01') / 1000);
  });
});
