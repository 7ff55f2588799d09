// The value history's columns as the LineChart's points by day (NaN: no value that day, a gap).
import type { ValueHistory } from '../../../../src-main/ipc/contract';
import type { LineDef } from '../../chart/LineChart';
import { timeToDay } from '../../format/days';
import { t } from '../../i18n';

function pointsOf(history: ValueHistory, column: Float64Array, scale: number): LineDef['points'] {
  return Array.from(history.time, (time, i) => {
    const value = column[i] ?? Number.NaN;
    return { day: timeToDay(time), value: Number.isFinite(value) ? value * scale : null };
  });
}

export function valueLine(history: ValueHistory): LineDef {
  return {
    name: t('Value ({currency})', { currency: history.currency ?? t('no currency') }),
    color: 'accent',
    points: pointsOf(history, history.columns.value, 1),
  };
}

/** In percent, as the axis reads it. */
export function returnLine(history: ValueHistory): LineDef {
  return { name: t('Cumulative return, % (TWR)'), color: 'text', points: pointsOf(history, history.columns.cumulativeReturn, 100) };
}
