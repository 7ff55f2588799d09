// The company diary as a trader reads it: what is coming (soonest first), then what happened
// (latest first). An event dated today is still upcoming.
import type { DiaryEntry } from '../../../src-main/ipc/contract';
import { dayOf } from '../format/days';

type When = 'Upcoming' | 'Past' | 'Undated';
export type DiaryRow<T> = T & { when: When };

export function orderDiary<T extends Pick<DiaryEntry, 'date'>>(rows: readonly T[], today: string): DiaryRow<T>[] {
  const upcoming: DiaryRow<T>[] = [];
  const past: DiaryRow<T>[] = [];
  const undated: DiaryRow<T>[] = [];
  for (const row of rows) {
    const day = dayOf(row.date);
    if (day === null) undated.push({ ...row, when: 'Undated' });
    else if (day >= today) upcoming.push({ ...row, when: 'Upcoming' });
    else past.push({ ...row, when: 'Past' });
  }
  // Full date-times order two events of one day by their hour.
  upcoming.sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''));
  past.sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
  return [...upcoming, ...past, ...undated];
}
