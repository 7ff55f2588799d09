// Where a series condition fires, over a whole cached series: `above`/`below` on the first bar the
// condition holds after a bar where it did not, `crosses` on the bar that crosses. Studies come from
// the code the chart draws with, over the whole history (an EMA's or RSI's value depends on it).
// A bar lacking a value is skipped: the bar before it is the last one with a value (no gap invented).
import { computeStudy } from '../studies/compute';
import type { AlertCondition, SeriesLevel, SeriesSubject } from './grammar';

export interface Signal {
  /** Index of the bar in the series given. */
  index: number;
  /** The value that fired: the close (NAV), the change in %, or the study's value. */
  value: number;
}

type Values = ArrayLike<number | null>;
type SeriesCondition = Extract<AlertCondition, { type: 'series' }>;

const present = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

function studyValues(spec: Extract<SeriesSubject, { kind: 'study' }>['spec'], close: Values): (number | null)[] {
  return computeStudy(spec, { close })[0]?.values ?? [];
}

/** The subject per bar: the close, its change from the last close before it (in %), or a study. */
function subjectValues(subject: SeriesSubject, close: Values): (number | null)[] {
  if (subject.kind === 'price') return Array.from(close, (v) => (present(v) ? v : null));
  if (subject.kind === 'study') return studyValues(subject.spec, close);
  const out = new Array<number | null>(close.length).fill(null);
  let last: number | null = null;
  for (let i = 0; i < close.length; i++) {
    const v = close[i];
    if (!present(v)) continue;
    if (last !== null && last !== 0) out[i] = (v / last - 1) * 100;
    last = v;
  }
  return out;
}

function levelValues(level: SeriesLevel, close: Values): (number | null)[] | number {
  return level.kind === 'number' ? level.value : studyValues(level.spec, close);
}

/**
 * Every bar of the series where the condition fires, oldest first; only bars from index `from` on
 * are reported. A bar exactly at the level is neither above nor below: `above` fires on the bar
 * after it that is above, `crosses above` only when the last bar off the level was below.
 */
export function seriesSignals(condition: SeriesCondition, close: Values, from = 0): Signal[] {
  const subject = subjectValues(condition.subject, close);
  const level = levelValues(condition.level, close);
  const levelAt = (i: number) => (typeof level === 'number' ? level : level[i]);
  const out: Signal[] = [];
  let before: number | null = null; // the sign of (subject − level) on the last bar with both values
  let offLevel: number | null = null; // the same on the last bar that was not at the level
  for (let i = 0; i < close.length; i++) {
    const s = subject[i];
    const l = levelAt(i);
    if (!present(s) || !present(l)) continue;
    const side = Math.sign(s - l);
    if (i >= from && fires(condition.op, side, before, offLevel)) out.push({ index: i, value: s });
    before = side;
    if (side !== 0) offLevel = side;
  }
  return out;
}

function fires(op: SeriesCondition['op'], side: number, before: number | null, offLevel: number | null): boolean {
  if (before === null) return false; // no bar before it: nothing became true
  switch (op) {
    case 'above':
      return side > 0 && before <= 0;
    case 'below':
      return side < 0 && before >= 0;
    case 'crosses above':
      return side > 0 && offLevel !== null && offLevel < 0;
    case 'crosses below':
      return side < 0 && offLevel !== null && offLevel > 0;
  }
}
