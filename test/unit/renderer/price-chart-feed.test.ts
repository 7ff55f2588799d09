// GP's chart calls setData only for what changed: a refetch with the same bars draws nothing, a
// revised last bar or a new one goes through update(), another range is set whole. The library is
// replaced by a recorder (no canvas under Node) that logs each series' setData and update calls.
import type * as Charts from 'lightweight-charts';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

interface Call {
  series: number;
  method: 'setData' | 'update';
  points: number;
}
const calls: Call[] = [];
const PRICE_CHART = '../../../src-renderer/src/screens/chart/chart-lifecycle';

/** Stands in for every chart object the chart does not inspect: any member is a no-op call. */
const inert: object = new Proxy(() => inert, { get: (_, key) => (key === 'then' ? undefined : inert), apply: () => inert });

vi.mock('lightweight-charts', async (importOriginal) => {
  let next = 0;
  const series = () => {
    const id = next++;
    return new Proxy(
      {
        setData: (data: unknown[]) => calls.push({ series: id, method: 'setData', points: data.length }),
        update: () => calls.push({ series: id, method: 'update', points: 1 }),
      },
      { get: (target, key) => (key in target ? target[key as keyof typeof target] : inert) },
    );
  };
  return {
    ...(await importOriginal<typeof Charts>()),
    createSeriesMarkers: () => inert,
    createChart: () =>
      new Proxy(
        { addSeries: series, panes: () => [inert, inert] },
        { get: (target, key) => (key in target ? target[key as keyof typeof target] : inert) },
      ),
  };
});

beforeAll(() => {
  vi.stubGlobal('getComputedStyle', () => ({ getPropertyValue: () => '' }));
  vi.stubGlobal('requestAnimationFrame', () => 0);
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
});
beforeEach(() => void calls.splice(0));

interface Bar {
  time: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number | null;
  variation: number | null;
}
const bar = (day: number, close = 10 + day): Bar => ({
  time: `2026-01-${String(day).padStart(2, '0')}`,
  ...{ open: 10, high: 40, low: 5, close, volume: 100, variation: null },
});
const frame = (key: string, bars: Bar[]) => ({ key, series: { bars, averages: [[], [], []] }, events: [] });

type Feed = (f: ReturnType<typeof frame>) => { kind: string };
async function priceChart(): Promise<Feed> {
  // Loaded by a path the node type check does not follow: the module is DOM code (the renderer's config checks it).
  const { createPriceChart } = (await import(/* @vite-ignore */ PRICE_CHART)) as {
    createPriceChart: (host: object, options: object) => { feed: Feed };
  };
  const host = { dataset: {} };
  const chart = createPriceChart(host, { price: String, volume: String, onHover: () => undefined });
  return (f) => chart.feed(f);
}

describe('GP chart feed', () => {
  it('sets the shown series whole for a new range, and leaves hidden ones alone', async () => {
    const feed = await priceChart();
    expect(feed(frame('BOAF:1Y', [bar(1), bar(2), bar(3)]))).toEqual({ kind: 'set' });
    // Candles and volume are shown; the close line and the averages are hidden and not fed.
    expect(calls).toHaveLength(2);
    expect(calls.every((c) => c.method === 'setData' && c.points === 3)).toBe(true);
  });

  it('draws nothing for a refetch with the same bars', async () => {
    const feed = await priceChart();
    feed(frame('BOAF:1Y', [bar(1), bar(2), bar(3)]));
    calls.splice(0);
    expect(feed(frame('BOAF:1Y', [bar(1), bar(2), bar(3)]))).toEqual({ kind: 'none' });
    expect(calls).toEqual([]);
  });

  it('updates a revised last bar and an appended one, without setData', async () => {
    const feed = await priceChart();
    feed(frame('BOAF:1Y', [bar(1), bar(2), bar(3)]));
    calls.splice(0);
    expect(feed(frame('BOAF:1Y', [bar(1), bar(2), bar(3, 99), bar(4)]))).toEqual({ kind: 'update', from: 2 });
    expect(calls.map((c) => c.method)).toEqual(['update', 'update', 'update', 'update']); // 2 bars × candles, volume
  });

  it('sets everything again for another range or a corrected older bar', async () => {
    const feed = await priceChart();
    feed(frame('BOAF:1Y', [bar(1), bar(2), bar(3)]));
    calls.splice(0);
    feed(frame('BOAF:1Y', [bar(1, 50), bar(2), bar(3)]));
    expect(calls.map((c) => c.method)).toEqual(['setData', 'setData']);
    calls.splice(0);
    feed(frame('BOAF:MAX', [bar(1, 50), bar(2), bar(3)]));
    expect(calls.map((c) => c.method)).toEqual(['setData', 'setData']);
  });
});
