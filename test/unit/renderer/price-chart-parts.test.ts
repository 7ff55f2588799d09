import { describe, expect, it } from 'vitest';
import { chartSeries, type Bar } from '../../../src-renderer/src/chart/candles';
import { dayTime } from '../../../src-renderer/src/chart/chart-time';
import { timeToDay } from '../../../src-renderer/src/format/days';
import { chartPrefsOf, DEFAULT_CHART_PREFS } from '../../../src-renderer/src/chart/chart-prefs';
import { withAlpha } from '../../../src-renderer/src/chart/color';
import { diaryEvents, dividendEvents, placeEvents } from '../../../src-renderer/src/chart/events';
import { chartCommand, rangeForKey } from '../../../src-renderer/src/chart/keys';
import { legendAt } from '../../../src-renderer/src/chart/legend';

const bars: Bar[] = ['2026-01-05', '2026-01-06', '2026-01-07', '2026-01-08', '2026-01-09', '2026-01-12'].map((day, i) => ({
  time: dayTime(day),
  open: 10,
  high: 12,
  low: 9,
  close: 10 + i,
  volume: 100 * i,
  variation: i === 0 ? null : 0.01,
}));

describe('chart events', () => {
  const events = [
    ...diaryEvents([
      { date: '2026-01-10T18:00:00', title: 'Résultats <annuels> & "dividende"' },
      { date: '2026-01-06', title: '  ' },
      { date: null, title: 'Undated' },
      { date: '2027-06-01', title: 'Future AGM' },
    ]),
    ...dividendEvents(
      [
        { dividend_payment_date: '2026-01-07T00:00:00', dividend_per_share: 450, fiscal_year: '2024-12-31' },
        { dividend_payment_date: null, dividend_per_share: 10, fiscal_year: '2023-12-31' },
        { dividend_payment_date: '2025-07-01', dividend_per_share: null, fiscal_year: null },
      ],
      (v) => v.toFixed(0),
    ),
  ];

  it('reads diary days and dividend payment days, with their texts', () => {
    expect(events.map((e) => [e.day, e.kind, e.text])).toEqual([
      ['2026-01-10', 'diary', 'Résultats <annuels> & "dividende"'],
      ['2026-01-06', 'diary', 'Company event'],
      ['2027-06-01', 'diary', 'Future AGM'],
      ['2026-01-07', 'dividend', 'Dividend paid 450 per share (FY 2024)'],
      ['2025-07-01', 'dividend', 'Dividend paid'],
    ]);
  });

  it('puts events on their trading day or the next, oldest first, and leaves out those off the chart', () => {
    const placed = placeEvents(events, bars);
    expect(placed.map((e) => [e.day, timeToDay(e.time), e.index])).toEqual([
      ['2026-01-06', '2026-01-06', 1],
      ['2026-01-07', '2026-01-07', 2],
      ['2026-01-10', '2026-01-12', 5], // a Saturday: shown on Monday
    ]);
    expect(placeEvents(events, [])).toEqual([]);
  });

  it('shows the events of the bar in the legend', () => {
    const series = chartSeries(bars, null);
    const placed = placeEvents(events, bars);
    expect(legendAt(series, placed, 5)?.events.map((e) => e.text)).toEqual(['Résultats <annuels> & "dividende"']);
  });
});

describe('legendAt', () => {
  const series = chartSeries(bars, null);

  it('describes the hovered bar, or the last bar without a hover', () => {
    expect(legendAt(series, [], 2)).toMatchObject({ bar: { time: dayTime('2026-01-07'), close: 12 }, hovered: true });
    expect(legendAt(series, [], null)).toMatchObject({ bar: { time: dayTime('2026-01-12') }, hovered: false });
    expect(legendAt(series, [], 99)).toMatchObject({ bar: { time: dayTime('2026-01-12') }, hovered: false });
  });

  it('is empty without bars', () => {
    expect(legendAt(chartSeries([], null), [], null)).toBeNull();
  });
});

describe('chart keys', () => {
  const press = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }> = {}) => ({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...mods,
  });

  it('maps 1–8 to the quick ranges, not with a modifier (Alt+1 links panes)', () => {
    expect(rangeForKey(press('1'))).toBe('1M');
    expect(rangeForKey(press('4'))).toBe('YTD');
    expect(rangeForKey(press('8'))).toBe('MAX');
    expect(rangeForKey(press('9'))).toBeNull();
    expect(rangeForKey(press('1', { altKey: true }))).toBeNull();
  });

  it('maps toggles, pan, zoom, cursor and reset', () => {
    expect(chartCommand(press('c'))).toEqual({ type: 'mode' });
    expect(chartCommand(press('l'))).toEqual({ type: 'scale' });
    expect(chartCommand(press('m'))).toEqual({ type: 'averages' });
    expect(chartCommand(press('ArrowLeft'))).toEqual({ type: 'pan', direction: -1 });
    expect(chartCommand(press('ArrowRight', { shiftKey: true }))).toEqual({ type: 'cursor', step: 1 });
    expect(chartCommand(press('+'))).toEqual({ type: 'zoom', direction: 1 });
    expect(chartCommand(press('ArrowDown'))).toEqual({ type: 'zoom', direction: -1 });
    expect(chartCommand(press('Home'))).toEqual({ type: 'reset' });
  });

  it('leaves other keys and chords to the workspace', () => {
    expect(chartCommand(press('q'))).toBeNull();
    expect(chartCommand(press('ArrowLeft', { altKey: true }))).toBeNull();
    expect(chartCommand(press('k', { ctrlKey: true }))).toBeNull();
    expect(chartCommand(press('Tab'))).toBeNull();
  });
});

describe('chart prefs and colours', () => {
  it('reads back what was saved, and defaults for anything else', () => {
    expect(chartPrefsOf({ range: 'MAX', mode: 'line', log: true })).toEqual({ range: 'MAX', mode: 'line', log: true });
    expect(chartPrefsOf(null)).toEqual(DEFAULT_CHART_PREFS);
    expect(chartPrefsOf('{not json')).toEqual(DEFAULT_CHART_PREFS);
    expect(chartPrefsOf({ range: '2Y', mode: 'area', log: 'yes' })).toEqual(DEFAULT_CHART_PREFS);
  });

  it('fades hex colours and leaves others alone', () => {
    expect(withAlpha('#22c55e', 0.5)).toBe('rgba(34, 197, 94, 0.5)');
    expect(withAlpha('#fff', 0.25)).toBe('rgba(255, 255, 255, 0.25)');
    expect(withAlpha('rgb(1, 2, 3)', 0.5)).toBe('rgb(1, 2, 3)');
  });
});
