// A chart's time is a number: UTC seconds at 00:00 of the day, as main reads it (unixepoch(day))
// and as lightweight-charts keeps it. Points carry it from the read to the library untouched; a
// 'YYYY-MM-DD' string is made only where a person reads the day (or a day is stored).
import type { UTCTimestamp } from 'lightweight-charts';
import { dayToTime } from '../format/days';

/** Seconds at 00:00 UTC of a day, branded as the library's time. */
export type DayTime = UTCTimestamp;

/** A time of a series read (already seconds at 00:00 UTC) as the chart's. */
export const asDayTime = (seconds: number): DayTime => seconds as DayTime;

/** A 'YYYY-MM-DD' day (a range's first day, an event's, a drawing's anchor) as the chart's time. */
export const dayTime = (day: string): DayTime => asDayTime(dayToTime(day));
