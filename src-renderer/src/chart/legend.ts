// What a chart's legend says for one point: the point under the crosshair, or the last one.
import { formatCompact, formatDate, formatInteger, formatSignedPercent, signClass } from '../format';
import { timeToDay } from '../format/days';
import { t, tp } from '../i18n';
import type { Bar, ChartSeries } from './candles';
import type { DayTime } from './chart-time';
import type { PlacedEvent } from './events';
import type { NavPoint } from './nav-points';
import { studyLabel, type DrawnStudy, type StudyColor } from './studies';

export interface LegendModel {
  bar: Bar;
  /** The bar's index in the series (the studies' values are read there). */
  index: number;
  /** Events placed on that bar. */
  events: PlacedEvent[];
  /** True for the bar under the crosshair, false for the default (last) bar. */
  hovered: boolean;
}

/** The legend for bar `index` (null: the last bar); null when there are no bars. */
export function legendAt(series: ChartSeries, events: readonly PlacedEvent[], index: number | null): LegendModel | null {
  const i = index !== null && index >= 0 && index < series.bars.length ? index : series.bars.length - 1;
  const bar = series.bars[i];
  if (bar === undefined) return null;
  return {
    bar,
    index: i,
    events: events.filter((event) => event.index === i),
    hovered: i === index,
  };
}

/** A value of the legend line: a named figure, or the change on the previous point (coloured by sign). */
export type LegendItem = { label: string; value: string; class?: string } | { change: string; sign: string; title: string };

/** A study in the legend: its name and parameters, its values at the point, in its colour. */
export interface LegendStudy {
  /** Its spec (`rsi:14`): what the legend's edit and remove buttons name. */
  spec: string;
  label: string;
  /** Each output's value, formatted (blank during warm-up). */
  values: string;
  color: StudyColor;
  selected: boolean;
}

/** What the legend over a chart shows, formatted: the day, its figures, its studies and the events of that day. */
export interface LegendLine {
  /** The point's day, as read ('YYYY-MM-DD'). */
  time: string;
  hovered: boolean;
  items: readonly LegendItem[];
  studies?: readonly LegendStudy[];
  events: readonly PlacedEvent[];
}

/** The studies' part of the legend at point `index`; `selected`: the spec the study keys act on. */
export function legendStudies(
  studies: readonly DrawnStudy[],
  index: number,
  format: (study: DrawnStudy, value: number) => string,
  selected: string | null,
): LegendStudy[] {
  return studies.map((study) => ({
    spec: study.pref.spec,
    label: studyLabel(study.spec),
    values: study.lines
      .map((line) => {
        const value = line.values[index];
        return typeof value === 'number' ? format(study, value) : '–';
      })
      .join(' '),
    color: study.pref.color,
    selected: study.pref.spec === selected,
  }));
}

const changeItem = (ratio: number | null, title: string, locale: string): LegendItem => ({
  change: formatSignedPercent(ratio, { locale }),
  sign: signClass(ratio, 4),
  title,
});

/** GP's line: open, high, low, close, variation, volume (the studies are added by the screen). */
export function priceLegendLine(model: LegendModel | null, price: (value: number | null) => string, locale: string): LegendLine | null {
  if (!model) return null;
  const { bar } = model;
  return {
    time: timeToDay(bar.time),
    hovered: model.hovered,
    items: [
      { label: t('O'), value: price(bar.open) },
      { label: t('H'), value: price(bar.high) },
      { label: t('L'), value: price(bar.low) },
      { label: t('C'), value: price(bar.close) },
      changeItem(bar.variation, t('Variation on the previous close'), locale),
      { label: 'Vol', value: formatCompact(bar.volume, { locale }) },
    ],
    events: model.events,
  };
}

/** NAV's line: NAV, change, net assets, parts and (when its pane is shown) drawdown. */
export function navLegendLine(
  model: { point: NavPoint; hovered: boolean } | null,
  price: (value: number | null) => string,
  locale: string,
  drawdown: boolean,
): LegendLine | null {
  if (!model) return null;
  const { point } = model;
  return {
    time: timeToDay(point.time),
    hovered: model.hovered,
    items: [
      { label: t('NAV'), value: price(point.value) },
      changeItem(point.change, t('Change on the previous NAV'), locale),
      { label: t('Assets'), value: formatCompact(point.netAssets, { locale, decimals: 2 }) },
      { label: 'Parts', value: formatCompact(point.parts, { locale, decimals: 2 }) },
      ...(drawdown ? [{ label: 'DD', value: formatSignedPercent(point.drawdown, { locale }) }] : []),
    ],
    events: [],
  };
}

/** The days a chart's points span and how many there are, e.g. "2024-01-02 → 2025-01-02 · 251 bars". */
export function spanLabel(points: readonly { time: DayTime }[], kind: 'bars' | 'NAVs', locale: string): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return '';
  const count = formatInteger(points.length, { locale });
  const noun =
    kind === 'bars'
      ? tp(points.length, '{count} bar', '{count} bars', { count })
      : tp(points.length, '{count} NAV', '{count} NAVs', { count });
  return `${formatDate(timeToDay(first.time))} → ${formatDate(timeToDay(last.time))} · ${noun}`;
}
