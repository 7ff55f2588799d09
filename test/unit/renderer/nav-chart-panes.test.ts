// The NAV chart's lower panes: net assets and parts must each have a scale that draws labels. The
// library is replaced by a recorder (no canvas under Node); what is checked is where each series
// goes: parts once sat on a left scale of the net assets pane, which drew no labels.
import type * as Charts from 'lightweight-charts';
import { beforeAll, describe, expect, it, vi } from 'vitest';

interface Added {
  type: unknown;
  options: { priceScaleId?: string; title?: string; lastValueVisible?: boolean };
  pane: number;
}
const added: Added[] = [];
const NAV_CHART = '../../../src-renderer/src/chart/nav-chart';

/** Stands in for every chart object the NAV chart does not inspect: any member is a no-op call. */
const inert: object = new Proxy(() => inert, { get: (_, key) => (key === 'then' ? undefined : inert), apply: () => inert });

vi.mock('lightweight-charts', async (importOriginal) => ({
  ...(await importOriginal<typeof Charts>()),
  createChart: () =>
    new Proxy(
      {
        addSeries: (type: unknown, options: Added['options'], pane = 0) => {
          added.push({ type, options, pane });
          return inert;
        },
        panes: () => [inert, inert, inert, inert],
      },
      { get: (target, key) => (key in target ? target[key as keyof typeof target] : inert) },
    ),
}));

beforeAll(() => {
  vi.stubGlobal('getComputedStyle', () => ({ getPropertyValue: () => '' }));
});

describe('NAV chart panes', () => {
  it('puts net assets and parts in a pane each, on the right scale that carries labels, named on it', async () => {
    const { HistogramSeries, LineSeries } = await import('lightweight-charts');
    // Loaded by a path the node type check does not follow: the module is DOM code (the renderer's config checks it).
    const { createNavChart } = (await import(/* @vite-ignore */ NAV_CHART)) as {
      createNavChart: (host: object, options: Record<string, (v: number) => unknown>) => unknown;
    };
    const format = (v: number) => String(v);
    createNavChart({ dataset: {} }, { price: format, amount: format, percent: format, onHover: () => undefined });
    const lower = added.filter((a) => a.pane > 0);
    const assets = lower.find((a) => a.type === HistogramSeries);
    const parts = lower.find((a) => a.type === LineSeries);
    expect(assets?.options).toMatchObject({ title: 'Net assets' });
    expect(parts?.options).toMatchObject({ title: 'Parts' });
    expect(assets?.pane).not.toBe(parts?.pane);
    for (const a of [assets, parts]) {
      expect(a?.options.priceScaleId ?? 'right').toBe('right');
      expect(a?.options.lastValueVisible ?? true).toBe(true);
    }
  });
});
