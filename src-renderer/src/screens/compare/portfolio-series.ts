// A portfolio as a CMP line: its time-weighted return as a growth index, 1 + the cumulative return.
// CMP divides every series by its value on the anchor day, and a chained TWR divides the same way:
// (1 + R(t)) ÷ (1 + R(anchor)) − 1 is the return from the anchor to t, money put in or taken out
// left out. The raw value would not do: it jumps with every deposit.
import type { ValueHistory } from '../../../../src-main/ipc/contract';
import { asDayTime, type DayTime } from '../../chart/chart-time';

export interface GrowthIndex {
  times: DayTime[];
  values: number[];
}

/** Days with a finite, positive index (a total loss leaves nothing to rebase on). */
export function twrIndex(history: Pick<ValueHistory, 'time' | 'columns'>): GrowthIndex {
  const times: DayTime[] = [];
  const values: number[] = [];
  history.time.forEach((time, i) => {
    const growth = 1 + (history.columns.cumulativeReturn[i] ?? Number.NaN);
    if (Number.isFinite(growth) && growth > 0) {
      times.push(asDayTime(time));
      values.push(growth);
    }
  });
  return { times, values };
}
