// The shadow series that alert lines and drawings ride on lends them the price scale: it carries
// the first and last points with a value and the days marked on it, not a copy of every bar (the
// library keeps ~300 bytes a point, twice per chart). A new bar moves its end by one update.
import type * as Charts from 'lightweight-charts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { recorded, type FakeSeries } from './fake-chart';

vi.mock('lightweight-charts', async (importOriginal) => (await import('./fake-chart')).fakeCharts(await importOriginal<typeof Charts>()));

beforeAll(() => {
  vi.stubGlobal('getComputedStyle', () => ({ getPropertyValue: () => '' }));
  vi.stubGlobal('requestAnimationFrame', () => 0);
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
});

interface Day {
  time: number;
  close: number | null;
}
interface BaseChart {
  feed(frame: { key: string; points: readonly Day[] }): unknown;
}
interface AlertLines {
  set(lines: readonly { price: number; title: string; rising: boolean }[], marks: readonly { time: number; text: string }[]): void;
}

const DAY = 86_400;
const days = (n: number, close: (i: number) => number | null = (i) => 100 + i / 10): Day[] =>
  Array.from({ length: n }, (_, i) => ({ time: 1_600_000_000 + i * DAY, close: close(i) }));

const CHART_BASE = '../../../src-renderer/src/chart/chart-base';
const PRICE_CHART = '../../../src-renderer/src/chart/price-chart';
const ALERT_LINES = '../../../src-renderer/src/chart/alert-lines';

async function chartWithAlertLines() {
  // Loaded by paths the node type check does not follow: the modules are DOM code (the renderer's config checks them).
  const { createBaseChart } = (await import(/* @vite-ignore */ CHART_BASE)) as {
    createBaseChart: (host: object, options: object) => BaseChart;
  };
  const { attachAlertLines } = (await import(/* @vite-ignore */ ALERT_LINES)) as {
    attachAlertLines: (base: BaseChart, value: (d: Day) => number | null, format: (p: number) => string) => AlertLines;
  };
  const base = createBaseChart({ dataset: {} }, { onHover: () => undefined });
  const lines = attachAlertLines(base, (d) => d.close, String);
  const shadow = recorded.panes[0]?.series[0] as FakeSeries;
  return { base, lines, shadow };
}

describe('the shadow series under alert lines and drawings', () => {
  it('carries the first and the last day of 3,000, not all of them', async () => {
    const { base, shadow } = await chartWithAlertLines();
    const frame = days(3000);
    base.feed({ key: 'BOAF:MAX', points: frame });
    expect(shadow.data.map((p) => p.time)).toEqual([frame[0]?.time, frame[2999]?.time]);
    expect(shadow.data.map((p) => p.value)).toEqual([100, 399.9]);
  });

  it('carries the days a rule fired on, so their markers are drawn', async () => {
    const { base, lines, shadow } = await chartWithAlertLines();
    const frame = days(3000);
    base.feed({ key: 'BOAF:MAX', points: frame });
    const fired = frame[1234]?.time as number;
    lines.set([], [{ time: fired, text: 'ALRT 1' }]);
    expect(shadow.data.map((p) => p.time)).toEqual([frame[0]?.time, fired, frame[2999]?.time]);
    expect(shadow.markers.map((m) => m.time)).toEqual([fired]);
  });

  it('rules set again with the same marks send nothing to the library', async () => {
    const { base, lines, shadow } = await chartWithAlertLines();
    base.feed({ key: 'BOAF:MAX', points: days(3000) });
    const sets = shadow.sets;
    lines.set([], []); // a chart without alerts, as GP's are told once its rules are read
    lines.set([{ price: 150, title: 'ALRT 1', rising: true }], []);
    expect(shadow.sets).toBe(sets);
  });

  it('a new bar moves its end by an update, not a new copy', async () => {
    const { base, shadow } = await chartWithAlertLines();
    const frame = days(3001);
    base.feed({ key: 'BOAF:MAX', points: frame.slice(0, 3000) });
    const sets = shadow.sets;
    base.feed({ key: 'BOAF:MAX', points: frame });
    expect(shadow.sets).toBe(sets);
    expect(shadow.data.at(-1)?.time).toBe(frame[3000]?.time);
  });

  it('its ends are the first and last days with a value', async () => {
    const { base, shadow } = await chartWithAlertLines();
    const frame = days(10, (i) => (i < 2 || i > 7 ? null : i));
    base.feed({ key: 'NAV:MAX', points: frame });
    expect(shadow.data).toEqual([
      { time: frame[2]?.time, value: 2 },
      { time: frame[7]?.time, value: 7 },
    ]);
  });
});

describe("GP's chart", () => {
  it('keeps one copy of its 3,000 days, the candles: the volume pane holds its two ends', async () => {
    const { createPriceChart } = (await import(/* @vite-ignore */ PRICE_CHART)) as {
      createPriceChart: (host: object, options: object) => { feed(frame: object): unknown };
    };
    const chart = createPriceChart({ dataset: {} }, { onHover: () => undefined });
    const bars = days(3000).map((d) => ({ time: d.time, open: 1, high: 2, low: 0.5, close: 1.5, volume: 10, variation: null }));
    chart.feed({ key: 'BOAF:MAX', series: { bars, studies: [] }, events: [] });
    expect(recorded.panes.map((pane) => pane.series.map((s) => s.data.length))).toEqual([[3000, 0], [2]]);
  });
});

describe('the hover', () => {
  it('follows the pointer, not the crosshair the library re-fires where it stood after new data', async () => {
    const { createBaseChart } = (await import(/* @vite-ignore */ CHART_BASE)) as {
      createBaseChart: (host: object, options: object) => BaseChart;
    };
    const hovers: (number | null)[] = [];
    const base = createBaseChart({ dataset: {} }, { onHover: (index: number | null) => hovers.push(index) });
    base.feed({ key: 'BOAF:1M', points: days(20) });
    const move = recorded.crosshair as (param: object) => void;
    move({ time: 1, logical: 16, point: { x: 300, y: 40 }, sourceEvent: { clientX: 300 } });
    move({ time: 1, logical: 12, point: { x: 300, y: 40 } }); // re-fired by the library: no pointer event
    move({}); // the pointer left
    expect(hovers).toEqual([16, null]);
  });
});
