// The exchange's trading calendar: weekdays minus public holidays. Holidays are what make the
// "occasional gaps" in the price history; weekends never appear.
import { addYears, dayOf, isWeekend, parseIsoDay, yearOf, type DayNumber } from '../dates';
import { createRng, deriveSeed } from '../random';

export interface TradingCalendar {
  /** Trading days, ascending. */
  days: Int32Array;
  /** The same days as YYYY-MM-DD, shared by every series to keep memory low. */
  iso: readonly string[];
  first: DayNumber;
  anchor: DayNumber;
}

/** Gregorian Easter Sunday (anonymous algorithm). */
function easterSunday(year: number): DayNumber {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayOf(year, month, day);
}

function holidaysOf(seed: number, year: number): Set<DayNumber> {
  const fixed: Array<[number, number]> = [
    [1, 1],
    [5, 1],
    [8, 7],
    [8, 15],
    [11, 1],
    [11, 15],
    [12, 25],
  ];
  const days = new Set(fixed.map(([m, d]) => dayOf(year, m, d)));
  const easter = easterSunday(year);
  days.add(easter + 1);
  days.add(easter + 39); // Ascension
  days.add(easter + 50); // Whit Monday
  // Lunar holidays (Korité, Tabaski, Maouloud) drift through the solar year; a seeded pick
  // keeps them plausible without an Islamic-calendar table.
  const rng = createRng(deriveSeed(seed, 'holidays', year));
  for (let i = 0; i < 3; i++) days.add(dayOf(year, 1, 1) + rng.int(0, 364));
  return days;
}

export function buildCalendar(seed: number, anchorDate: string, yearsBack: number): TradingCalendar {
  const anchor = parseIsoDay(anchorDate);
  const first = addYears(anchor, -yearsBack);
  const days: number[] = [];
  let holidays = holidaysOf(seed, yearOf(first));
  let holidayYear = yearOf(first);
  for (let d = first; d <= anchor; d++) {
    const y = yearOf(d);
    if (y !== holidayYear) {
      holidays = holidaysOf(seed, y);
      holidayYear = y;
    }
    if (!isWeekend(d) && !holidays.has(d)) days.push(d);
  }
  const typed = Int32Array.from(days);
  const iso = days.map((d) => new Date(d * 86_400_000).toISOString().slice(0, 10));
  return { days: typed, iso, first, anchor };
}
