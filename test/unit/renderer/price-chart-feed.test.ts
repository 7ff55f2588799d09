// GP's chart calls setData only for what changed: a refetch with the same bars draws nothing, a
// revised last bar or a new one goes through update(), another range is set whole. The library is
// replaced by a recorder (no canvas under Node) that logs each series' setData and update calls,
// over a time scale that moves as the library's does.
import type * as Charts from 'lightweight-charts';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { shiftDays } from '../../../src-renderer/src/chart/ranges';
import { dayToTime } from '../../../src-renderer/src/format/days';

interface Call {
  series: number;
  method: 'setData' | 'update';
  points: number;
}
const calls: Call[] = [];
/** The id of the next series added (from 0 in each test: the candles). */
let nextSeries = 0;
const PRICE_CHART = '../../../src-renderer/src/chart/price-chart';

/** Stands in for every chart object the chart does not inspect: any member is a no-op call. */
const inert: object = new Proxy(() => inert, { get: (_, key) => (key === 'then' ? undefined : inert), apply: () => inert });

type Range = { from: number; to: number };
const RIGHT_OFFSET = 3; // chart-base's timeScale.rightOffset

/**
 * The visible logical range as lightweight-charts 5 moves it (seen in Chromium): fitContent shows
 * bars 0 … last plus the right offset; bars added at the right while the last one is in view keep
 * that offset, so the range slides right by as many bars (shiftVisibleRangeOnNewBar).
 */
class TimeScaleModel {
  bars = 0;
  range: Range | null = null;
  readonly listeners = new Set<() => void>();
  show(range: Range): void {
    this.range = range;
    this.listeners.forEach((listener) => listener());
  }
  grow(bars: number): void {
    const added = bars - this.bars;
    const lastInView = this.range !== null && this.bars - 1 <= this.range.to;
    this.bars = bars;
    if (added > 0 && this.range && lastInView) this.show({ from: this.range.from + added, to: this.range.to + added });
  }
  api() {
    return {
      fitContent: () => this.show({ from: 0, to: this.bars - 1 + RIGHT_OFFSET }),
      getVisibleLogicalRange: () => this.range,
      setVisibleLogicalRange: (range: Range) => this.show(range),
      width: () => 800,
      subscribeVisibleLogicalRangeChange: (listener: () => void) => this.listeners.add(listener),
      unsubscribeVisibleLogicalRangeChange: (listener: () => void) => this.listeners.delete(listener),
    };
  }
}
let timeScale = new TimeScaleModel();

const withInert = <T extends object>(target: T): T => new Proxy(target, { get: (t, key) => (key in t ? t[key as keyof T] : inert) });

vi.mock('lightweight-charts', async (importOriginal) => {
  const series = () => {
    const id = nextSeries++;
    const times = new Set<number>();
    return withInert({
      setData: (data: { time: number }[]) => {
        calls.push({ series: id, method: 'setData', points: data.length });
        times.clear();
        for (const point of data) times.add(point.time);
        timeScale.grow(Math.max(timeScale.bars, times.size));
      },
      update: (point: { time: number }) => {
        calls.push({ series: id, method: 'update', points: 1 });
        times.add(point.time);
        timeScale.grow(Math.max(timeScale.bars, times.size));
      },
    });
  };
  return {
    ...(await importOriginal<typeof Charts>()),
    createSeriesMarkers: () => inert,
    createChart: () => withInert({ addSeries: series, panes: () => [inert, inert], timeScale: () => withInert(timeScale.api()) }),
  };
});

beforeAll(() => {
  vi.stubGlobal('getComputedStyle', () => ({ getPropertyValue: () => '' }));
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
    frames.set(++lastFrame, callback);
    return lastFrame;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
});
/** Animation-frame callbacks waiting for the next frame (the chart reports its view from the frame after a feed). */
const frames = new Map<number, () => void>();
let lastFrame = 0;
function nextFrame(): void {
  const due = [...frames.values()];
  frames.clear();
  for (const callback of due) callback();
}
beforeEach(() => {
  calls.splice(0);
  frames.clear();
  nextSeries = 0;
  timeScale = new TimeScaleModel();
});

interface Bar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number | null;
  variation: number | null;
}
const bar = (day: number, close = 10 + day): Bar => ({
  time: Date.UTC(2026, 0, day) / 1000,
  ...{ open: 10, high: 40, low: 5, close, volume: 100, variation: null },
});
const frame = (key: string, bars: Bar[]) => ({ key, series: { bars, studies: [] }, events: [] });

type Feed = (f: ReturnType<typeof frame>) => { kind: string };
interface Chart {
  feed: Feed;
  base: { zoom(direction: -1 | 1): void };
}
async function priceChart(onView: (view: { whole: boolean } | null) => void = () => undefined): Promise<Chart> {
  // Loaded by a path the node type check does not follow: the module is DOM code (the renderer's config checks it).
  const { createPriceChart } = (await import(/* @vite-ignore */ PRICE_CHART)) as {
    createPriceChart: (host: object, options: object) => Chart;
  };
  const host = { dataset: {} };
  return createPriceChart(host, { price: String, volume: String, onHover: () => undefined, onView });
}

describe('GP chart feed', () => {
  it('sets the shown series whole for a new range, and leaves hidden ones alone', async () => {
    const { feed } = await priceChart();
    expect(feed(frame('BOAF:1Y', [bar(1), bar(2), bar(3)]))).toEqual({ kind: 'set' });
    // The candles are set whole and the volume pane's scale gets its two ends (the bars are painted
    // from the candles' own points); the close line is hidden and not fed.
    expect(calls).toEqual([
      { series: 0, method: 'setData', points: 3 },
      { series: 2, method: 'setData', points: 2 },
    ]);
  });

  it('draws nothing for a refetch with the same bars', async () => {
    const { feed } = await priceChart();
    feed(frame('BOAF:1Y', [bar(1), bar(2), bar(3)]));
    calls.splice(0);
    expect(feed(frame('BOAF:1Y', [bar(1), bar(2), bar(3)]))).toEqual({ kind: 'none' });
    expect(calls).toEqual([]);
  });

  it('updates a revised last bar and an appended one, without setData', async () => {
    const { feed } = await priceChart();
    feed(frame('BOAF:1Y', [bar(1), bar(2), bar(3)]));
    calls.splice(0);
    expect(feed(frame('BOAF:1Y', [bar(1), bar(2), bar(3, 99), bar(4)]))).toEqual({ kind: 'update', from: 2 });
    // The 2 bars of the candles, and the new end of the volume pane's scale.
    expect(calls.map((c) => [c.series, c.method])).toEqual([
      [0, 'update'],
      [0, 'update'],
      [2, 'update'],
    ]);
  });

  it('sets everything again for another range or a corrected older bar', async () => {
    const { feed } = await priceChart();
    feed(frame('BOAF:1Y', [bar(1), bar(2), bar(3)]));
    calls.splice(0);
    feed(frame('BOAF:1Y', [bar(1, 50), bar(2), bar(3)]));
    expect(calls.map((c) => c.method)).toEqual(['setData', 'setData']);
    calls.splice(0);
    feed(frame('BOAF:MAX', [bar(1, 50), bar(2), bar(3)]));
    expect(calls.map((c) => c.method)).toEqual(['setData', 'setData']);
  });
});

describe('GP range button', () => {
  const days = (n: number) => Array.from({ length: n }, (_, i) => ({ ...bar(1), time: dayToTime(shiftDays('2025-01-01', i)) }));
  async function watched() {
    let view: { whole: boolean } | null = null;
    const chart = await priceChart((v) => (view = v));
    return { chart, whole: () => view?.whole };
  }

  it('stays lit when a refresh appends a bar to a chart showing its whole range', async () => {
    const { chart, whole } = await watched();
    chart.feed(frame('BOAF:1Y', days(250)));
    nextFrame();
    expect(whole()).toBe(true);
    expect(chart.feed(frame('BOAF:1Y', days(251)))).toEqual({ kind: 'update', from: 250 });
    nextFrame();
    expect(whole()).toBe(true);
    // A backfill of the newest days (set whole, same range) keeps it lit too.
    chart.feed(frame('BOAF:1Y', days(270)));
    nextFrame();
    expect(whole()).toBe(true);
  });

  it('stays unlit, and keeps the zoom, when a bar is appended to a zoomed chart', async () => {
    const { chart, whole } = await watched();
    chart.feed(frame('BOAF:1Y', days(250)));
    nextFrame();
    chart.base.zoom(1);
    expect(whole()).toBe(false);
    const zoomed = timeScale.range;
    chart.feed(frame('BOAF:1Y', days(251)));
    nextFrame();
    expect(whole()).toBe(false);
    expect(timeScale.range).toEqual({ from: (zoomed?.from ?? 0) + 1, to: (zoomed?.to ?? 0) + 1 }); // follows the last bar
  });
});
