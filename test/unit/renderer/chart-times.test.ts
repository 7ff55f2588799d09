// A chart's days travel as numbers from the read to lightweight-charts (issue 25, item 1): main
// reads them as seconds (unixepoch), and GP, NAV and CMP hand those very numbers to the library,
// with no 'YYYY-MM-DD' string made and parsed again per bar. The library is replaced by a recorder
// (no canvas under Node) that keeps what each series is given.
import type * as Charts from 'lightweight-charts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { typedColumns } from '../fixtures/typed-columns';
import { barsFromRows, chartSeries, rowsFromColumns } from '../../../src-renderer/src/chart/candles';
import { asDayTime } from '../../../src-renderer/src/chart/chart-time';
import { placeEvents } from '../../../src-renderer/src/chart/events';
import { navPoints, pointsFrom } from '../../../src-renderer/src/chart/nav-points';
import { rebase, unionTimes, type CompareInput } from '../../../src-renderer/src/chart/rebase';
import { addDays } from '../../../src-renderer/src/format/days';

/** Every point any series was given, by setData or update. */
const given: { time: unknown }[] = [];
/** Stands in for every chart object the charts do not inspect: any member is a no-op call. */
const inert: object = new Proxy(() => inert, { get: (_, key) => (key === 'then' ? undefined : inert), apply: () => inert });
const withInert = <T extends object>(target: T): T => new Proxy(target, { get: (t, key) => (key in t ? t[key as keyof T] : inert) });

vi.mock('lightweight-charts', async (importOriginal) => {
  const series = () =>
    withInert({
      setData: (data: { time: unknown }[]) => void given.push(...data),
      update: (point: { time: unknown }) => void given.push(point),
    });
  const timeScale = withInert({ getVisibleLogicalRange: () => ({ from: 0, to: 10 }), width: () => 800 });
  return {
    ...(await importOriginal<typeof Charts>()),
    createSeriesMarkers: () => inert,
    createChart: () => withInert({ addSeries: series, panes: () => [inert, inert, inert], timeScale: () => timeScale }),
  };
});

beforeAll(() => {
  vi.stubGlobal('getComputedStyle', () => ({ getPropertyValue: () => '' }));
  vi.stubGlobal('requestAnimationFrame', () => 0);
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
});
beforeEach(() => void given.splice(0));
afterEach(() => vi.restoreAllMocks());

const DAYS = 600;
const days = Array.from({ length: DAYS }, (_, i) => addDays('2022-01-03', i));
const prices = (k: number) => days.map((_, i) => 100 + k + (i % 17));
const read = typedColumns({
  day: days,
  opening_price: prices(0),
  upper: prices(5),
  lower: prices(-5),
  closing_price: prices(1),
  volume: days.map((_, i) => 1000 + i),
  variation: days.map(() => null),
  value: prices(2),
  net_assets: days.map(() => 1e9),
  parts: days.map(() => 1e6),
});
const from = days[100] as string;

/** Day strings made (toISOString) and parsed (Date.parse) while `run` runs. */
function dayStringWork(run: () => void): number {
  const made = vi.spyOn(Date.prototype, 'toISOString');
  const parsed = vi.spyOn(Date, 'parse');
  run();
  const work = made.mock.calls.length + parsed.mock.calls.length;
  made.mockRestore();
  parsed.mockRestore();
  return work;
}

/** The DOM-side charts, loaded by a path the node type check does not follow (the renderer's config checks them). */
async function load<T>(module: string): Promise<T> {
  return (await import(/* @vite-ignore */ `../../../src-renderer/src/chart/${module}`)) as T;
}
type Feed = (frame: object) => unknown;

describe('chart times', () => {
  it('GP: the candles, volume, studies and markers get the read’s seconds, no day string per bar', async () => {
    const { createPriceChart } = await load<{ createPriceChart: (host: object, options: object) => { feed: Feed } }>('price-chart');
    const chart = createPriceChart({ dataset: {} }, { price: String, volume: String, study: String, onHover: () => undefined });
    const work = dayStringWork(() => {
      const series = chartSeries(barsFromRows(rowsFromColumns(read)), from, [{ spec: 'sma:20', color: 'amber' }]);
      const events = placeEvents([{ day: days[200] as string, kind: 'diary', text: 'AGM' }], series.bars);
      chart.feed({ key: 'SNTS:MAX', series, events });
    });
    // Candles and the study's line: the range's bars each; the volume pane's scale its two ends.
    expect(given).toHaveLength(2 * (DAYS - 100) + 2);
    expect(given.every((p) => typeof p.time === 'number')).toBe(true);
    expect(given.slice(0, DAYS - 100).map((p) => p.time)).toEqual(Array.from(read.time.subarray(100)));
    // A handful (the range's first day, the event's, the first day in view), never one per bar.
    expect(work).toBeLessThan(10);
  });

  it('NAV: the line and its panes get the read’s seconds, no day string per point', async () => {
    const { createNavChart } = await load<{ createNavChart: (host: object, options: object) => { base: { feed: Feed } } }>('nav-chart');
    const chart = createNavChart(
      { dataset: {} },
      { price: String, amount: String, percent: String, study: String, onHover: () => undefined },
    );
    const work = dayStringWork(() => chart.base.feed({ key: 'FUND:MAX', points: pointsFrom(navPoints(read), from) }));
    expect(given.length).toBeGreaterThanOrEqual(DAYS - 100);
    expect(given.every((p) => typeof p.time === 'number')).toBe(true);
    expect(work).toBeLessThan(10);
  });

  it('CMP: the common axis and each line get the read’s seconds, no day string per point', () => {
    const input = (key: string): CompareInput => ({ key, times: Array.from(read.time, asDayTime), values: prices(3) });
    let axis: number[] = [];
    const work = dayStringWork(() => {
      const rebased = rebase([input('a'), input('b')], from, from);
      axis = unionTimes(rebased);
      given.push(...rebased.flatMap((r) => r.points));
    });
    expect(axis).toEqual(Array.from(read.time.subarray(100)));
    expect(given.every((p) => typeof p.time === 'number')).toBe(true);
    expect(work).toBeLessThan(10);
  });
});
