// Studies on a chart: an oscillator gets a pane of its own, held as its object, and removing one
// study removes its pane and no other (indexes shift when a pane above goes); warm-up values are
// whitespace points (no value), never 0. The library is replaced by a recorder of panes and series.
import type * as Charts from 'lightweight-charts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { parseStudySpec } from '../../../src-main/shared/studies/spec';
import type { DrawnStudy, StudyPref } from '../../../src-renderer/src/chart/studies';
import { recorded } from './fake-chart';

vi.mock('lightweight-charts', async (importOriginal) => (await import('./fake-chart')).fakeCharts(await importOriginal<typeof Charts>()));

beforeAll(() => {
  vi.stubGlobal('getComputedStyle', () => ({ getPropertyValue: () => '' }));
  vi.stubGlobal('requestAnimationFrame', () => 0);
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
});

const days = ['2026-01-05', '2026-01-06', '2026-01-07'].map((time) => ({ time }));
const drawn = (spec: string, values: (number | null)[][]): DrawnStudy => {
  const parsed = parseStudySpec(spec);
  const pref: StudyPref = { spec, color: 'teal' };
  return { pref, spec: parsed, lines: values.map((v, o) => ({ output: `out${o}` as 'sma', values: v })) };
};
const rsi = drawn('rsi:14', [[null, 40, 60]]);
const atr = drawn('atr:14', [[null, null, 2]]);
const sma = drawn('sma:2', [[null, 10.5, 11]]);

interface StudyLayer {
  draw(studies: readonly DrawnStudy[], feed: () => unknown): unknown;
  panes(): { paneIndex(): number }[];
}
interface BaseChart {
  feed(frame: { key: string; points: readonly { time: string; close?: number }[] }): unknown;
}

const CHART_BASE = '../../../src-renderer/src/chart/chart-base';
const STUDY_LAYER = '../../../src-renderer/src/chart/study-layer';

async function chartWithStudies() {
  // Loaded by paths the node type check does not follow: the modules are DOM code (the renderer's config checks them).
  const { createBaseChart } = (await import(/* @vite-ignore */ CHART_BASE)) as {
    createBaseChart: (host: object, options: object) => BaseChart;
  };
  const { createStudyLayer } = (await import(/* @vite-ignore */ STUDY_LAYER)) as {
    createStudyLayer: (base: BaseChart, format: (study: DrawnStudy, value: number) => string) => StudyLayer;
  };
  const chart = createBaseChart({ dataset: {} }, { onHover: () => undefined });
  const studies = createStudyLayer(chart, (_s, v) => String(v));
  const drawOn = (points: readonly { time: string; close?: number }[], list: DrawnStudy[]) =>
    studies.draw(list, () => chart.feed({ key: 'BOAF:1Y', points }));
  const draw = (list: DrawnStudy[]) => drawOn(days, list);
  return { studies, draw, drawOn };
}

describe('studies on a chart', () => {
  it('draws an overlay on the price pane and each oscillator in a pane of its own', async () => {
    const { draw } = await chartWithStudies();
    draw([sma, rsi, atr]);
    expect(recorded.panes).toHaveLength(3);
    expect(recorded.panes[0]?.series).toHaveLength(1);
    expect(recorded.panes.slice(1).map((p) => p.series.length)).toEqual([1, 1]);
  });

  it('removes the pane of a study that goes, and only it, whatever its index was', async () => {
    const { draw, studies } = await chartWithStudies();
    draw([rsi, atr]);
    const atrPane = recorded.panes[2];
    draw([atr]);
    // RSI's pane went: ATR's pane is now at index 1 and still holds ATR.
    expect(recorded.panes).toHaveLength(2);
    expect(recorded.panes[1]).toBe(atrPane);
    expect(studies.panes().map((p) => p.paneIndex())).toEqual([1]);
    draw([]);
    expect(recorded.panes).toHaveLength(1);
  });

  it('draws warm-up as whitespace points, never 0', async () => {
    const { draw } = await chartWithStudies();
    draw([rsi]);
    expect(recorded.panes[1]?.series[0]?.data).toEqual([
      { time: '2026-01-05' },
      { time: '2026-01-06', value: 40 },
      { time: '2026-01-07', value: 60 },
    ]);
  });

  it('redraws a study whose values changed over the same bars (more history read)', async () => {
    const { draw } = await chartWithStudies();
    draw([rsi]);
    draw([drawn('rsi:14', [[null, 41, 61]])]);
    expect(recorded.panes[1]?.series[0]?.data.map((p) => p.value)).toEqual([undefined, 41, 61]);
  });

  it('updates a study with the bars a new day revised and added, without sending it whole again', async () => {
    const { drawOn } = await chartWithStudies();
    const bars = days.map((d, i) => ({ ...d, close: 10 + i }));
    drawOn(bars, [sma]);
    const line = recorded.panes[0]?.series.at(-1);
    const sent = line?.sets;
    // The last day's close revised, a new day after it: the average moves on both.
    const next = [...bars.slice(0, 2), { time: '2026-01-07', close: 13 }, { time: '2026-01-08', close: 14 }];
    drawOn(next, [drawn('sma:2', [[null, 10.5, 12, 13.5]])]);
    expect(line?.sets).toBe(sent);
    expect(line?.data.map((p) => p.value)).toEqual([undefined, 10.5, 12, 13.5]);
  });

  it('scales an oscillator in its own pane (it is kept out of no scale there)', async () => {
    const { draw } = await chartWithStudies();
    draw([rsi, sma]);
    expect(recorded.panes[1]?.series[0]?.options.autoscaleInfoProvider).toBeUndefined();
    // An SMA is a price: it joins the price scale too.
    expect(recorded.panes[0]?.series[0]?.options.autoscaleInfoProvider).toBeUndefined();
  });

  it('sizes an oscillator pane by its height', async () => {
    const { draw } = await chartWithStudies();
    draw([{ ...rsi, pref: { ...rsi.pref, height: 0.8 } }]);
    expect(recorded.panes[1]?.stretch).toBe(0.8);
  });
});
