// Labels of the charts' time axis. The library's default labels a day tick with its bare day of
// the month ("1", "3", "2"), which reads as noise on a daily chart: a day says its month too,
// a month its name, a year its number, in the app's locale.
import { TickMarkType, type BusinessDay, type Time } from 'lightweight-charts';

/** The UTC date of a chart time: a 'YYYY-MM-DD' string, a business day or epoch seconds. */
function utcDate(time: Time): Date | null {
  if (typeof time === 'number') return Number.isFinite(time) ? new Date(time * 1000) : null;
  if (typeof time === 'string') {
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(time);
    return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  }
  const day: BusinessDay = time;
  return new Date(Date.UTC(day.year, day.month - 1, day.day));
}

const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formats.set(key, found);
  }
  return found;
}

/** The label of a tick on a daily time axis ("2025", "Feb", "3 Feb"); null: the library's own. */
export function tickLabel(time: Time, type: TickMarkType, locale: string): string | null {
  const date = utcDate(time);
  if (!date || Number.isNaN(date.getTime())) return null;
  switch (type) {
    case TickMarkType.Year:
      return format(locale, { year: 'numeric' }).format(date);
    case TickMarkType.Month:
      return format(locale, { month: 'short' }).format(date);
    case TickMarkType.DayOfMonth:
      return format(locale, { day: 'numeric', month: 'short' }).format(date);
    default:
      return null;
  }
}
