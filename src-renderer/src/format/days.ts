// Every day and time helper of the renderer, in one place.
// Days are 'YYYY-MM-DD' text: the service's dates carry no zone and compare correctly as text.
// "Today" is the user's local calendar day (todayIso), everywhere: the command line, the
// calendar's windows and the charts agree. Series times are each day's 00:00 UTC in seconds.

import { language, msg, t } from '../i18n';
import { dateTimeFormat, EM_DASH } from './cache';

/** An ISO 8601 date ("2026-11-20") or timestamp, epoch milliseconds, or a Date. */
export type DateInput = string | number | Date | null | undefined;

export interface DateOptions {
  /** BCP 47 tag, default 'en-US'. Only used by style 'locale' (ISO is the same everywhere). */
  locale?: string;
  /**
   * 'iso' ("2026-11-20", what an English terminal shows and every export writes), 'locale' (Intl
   * medium date). Default: the UI language's day, ISO in English, "20/11/2026" in French.
   */
  style?: 'iso' | 'locale';
  /** IANA zone for timestamps (default: the machine's). Plain dates are never shifted. */
  timeZone?: string;
}

export interface DateTimeOptions extends DateOptions {
  /** Show seconds ("14:30:05"). Default false. */
  seconds?: boolean;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** A calendar date without a time: kept as is, never moved across midnight by a time zone. */
function plainDate(text: string): Parts | null {
  const match = DATE_ONLY.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day, hour: 0, minute: 0, second: 0 };
}

/** A typed day as the app writes days ("2026-11-20"), or null when it is not a real day. */
export function isoDay(text: string): string | null {
  const parts = plainDate(text.trim());
  return parts ? isoDate(parts) : null;
}

/** Epoch milliseconds for any accepted input, or null when it is absent or unparseable. */
export function toEpochMs(value: DateInput): number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isFinite(value.getTime()) ? value.getTime() : null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim();
  if (text === '') return null;
  const plain = plainDate(text);
  if (plain) return Date.UTC(plain.year, plain.month - 1, plain.day);
  if (DATE_ONLY.test(text)) return null; // "2026-02-30": shaped like a date, but not one
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? ms : null;
}

function zonedParts(ms: number, timeZone: string | undefined): Parts {
  if (timeZone) {
    try {
      const format = dateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
      const parts: Record<string, number> = {};
      for (const part of format.formatToParts(ms)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
      return {
        year: parts.year ?? 0,
        month: parts.month ?? 0,
        day: parts.day ?? 0,
        hour: parts.hour ?? 0,
        minute: parts.minute ?? 0,
        second: parts.second ?? 0,
      };
    } catch {
      // Unknown zone: fall through to the machine's own.
    }
  }
  const d = new Date(ms);
  return {
    year: d.getFullYear(),
    month: d.getMonth() + 1,
    day: d.getDate(),
    hour: d.getHours(),
    minute: d.getMinutes(),
    second: d.getSeconds(),
  };
}

/** Parts of the input: plain dates as written, timestamps in the requested (or local) zone. */
function partsOf(value: DateInput, timeZone: string | undefined): { parts: Parts; dateOnly: boolean; ms: number } | null {
  if (typeof value === 'string') {
    const plain = plainDate(value.trim());
    if (plain) return { parts: plain, dateOnly: true, ms: Date.UTC(plain.year, plain.month - 1, plain.day) };
  }
  const ms = toEpochMs(value);
  if (ms === null) return null;
  return { parts: zonedParts(ms, timeZone), dateOnly: false, ms };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function isoDate(p: Parts): string {
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** The day as the UI language writes it: ISO in English, day/month/year in French. */
function shownDate(p: Parts, style: DateOptions['style']): string {
  return style === undefined && language() === 'fr' ? `${pad(p.day)}/${pad(p.month)}/${pad(p.year, 4)}` : isoDate(p);
}

/** "2026-11-20" (default) or, with style 'locale', e.g. "Nov 20, 2026". Absent/invalid → "—". */
export function formatDate(value: DateInput, options: DateOptions = {}): string {
  const parsed = partsOf(value, options.timeZone);
  if (!parsed) return EM_DASH;
  if (options.style === 'locale') {
    const { parts } = parsed;
    const utc = Date.UTC(parts.year, parts.month - 1, parts.day);
    return dateTimeFormat(options.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(utc);
  }
  return shownDate(parsed.parts, options.style);
}

/** "2026-11-20 14:30" (or with seconds); a plain date shows as the date alone. Absent → "—". */
export function formatDateTime(value: DateInput, options: DateTimeOptions = {}): string {
  const parsed = partsOf(value, options.timeZone);
  if (!parsed) return EM_DASH;
  const { parts, dateOnly } = parsed;
  if (options.style === 'locale') {
    if (dateOnly) return formatDate(value, options);
    try {
      return dateTimeFormat(options.locale, {
        dateStyle: 'medium',
        timeStyle: options.seconds ? 'medium' : 'short',
        hourCycle: 'h23',
        ...(options.timeZone ? { timeZone: options.timeZone } : {}),
      }).format(parsed.ms);
    } catch {
      // Unknown zone: the ISO form below.
    }
  }
  if (dateOnly) return shownDate(parts, options.style);
  const time = `${pad(parts.hour)}:${pad(parts.minute)}${options.seconds ? `:${pad(parts.second)}` : ''}`;
  return `${shownDate(parts, options.style)} ${time}`;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Unit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';
const SHORT: Record<Unit, string> = {
  second: msg('{n}s ago'),
  minute: msg('{n}m ago'),
  hour: msg('{n}h ago'),
  day: msg('{n}d ago'),
  month: msg('{n}mo ago'),
  year: msg('{n}y ago'),
};

/**
 * How long ago, in the UI language (whatever the number format): "just now", "45s ago", "3m ago",
 * "5h ago", "12d ago", "4mo ago", "2y ago"; in French "il y a 3 min". Never negative: a time ahead
 * of this clock (clock skew between machines) is "just now".
 */
export function formatAge(value: DateInput, now: number | Date): string {
  const then = toEpochMs(value);
  const nowMs = now instanceof Date ? now.getTime() : now;
  if (then === null || !Number.isFinite(nowMs)) return EM_DASH;
  const age = Math.max(0, nowMs - then);
  let unit: Unit;
  let amount: number;
  if (age < MINUTE) [unit, amount] = ['second', Math.floor(age / SECOND)];
  else if (age < HOUR) [unit, amount] = ['minute', Math.floor(age / MINUTE)];
  else if (age < 48 * HOUR) [unit, amount] = ['hour', Math.floor(age / HOUR)];
  else if (age < 60 * DAY) [unit, amount] = ['day', Math.floor(age / DAY)];
  else if (age < 730 * DAY) [unit, amount] = ['month', Math.floor(age / (30 * DAY))];
  else [unit, amount] = ['year', Math.floor(age / (365 * DAY))];
  if (unit === 'second' && amount < 5) return t('just now');
  return t(SHORT[unit], { n: amount });
}

/**
 * Time of day with its zone, the one way the app shows a clock time: "14:05 UTC", "09:30 EST",
 * "14:05:03 GMT+1" (with seconds). The zone is the machine's unless told. Absent/invalid → "—".
 */
export function formatTime(value: DateInput, options: { timeZone?: string; seconds?: boolean } = {}): string {
  const ms = toEpochMs(value);
  if (ms === null) return EM_DASH;
  const fields: Intl.DateTimeFormatOptions = {
    hour: '2-digit',
    minute: '2-digit',
    ...(options.seconds ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
    timeZoneName: 'short',
  };
  let format: Intl.DateTimeFormat;
  try {
    format = dateTimeFormat('en-US', options.timeZone ? { ...fields, timeZone: options.timeZone } : fields);
  } catch {
    format = dateTimeFormat('en-US', fields); // unknown zone: the machine's own
  }
  const parts = format.formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const clock = [part('hour'), part('minute'), ...(options.seconds ? [part('second')] : [])].join(':');
  return `${clock} ${part('timeZoneName')}`;
}

/** A moment as a trader reads it anywhere in the app: "2026-11-20 14:05 UTC" (the machine's zone). */
export function formatMoment(value: DateInput): string {
  const ms = toEpochMs(value);
  return ms === null ? EM_DASH : `${formatDate(ms)} ${formatTime(ms)}`;
}

const DAY_PREFIX = /^(\d{4}-\d{2}-\d{2})(?:$|[T ])/;

/** Today: the user's local calendar day on this machine, "YYYY-MM-DD". */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The day of a date or date-time text ("2026-11-20T18:00:00" → "2026-11-20"); null otherwise. */
export function dayOf(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  return DAY_PREFIX.exec(value.trim())?.[1] ?? null;
}

/** The day `n` days after `day` (before it when negative), both "YYYY-MM-DD". */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both "YYYY-MM-DD"): negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A series time (UTC seconds at midnight) → 'YYYY-MM-DD'. */
export function timeToDay(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' → a series time (UTC seconds at midnight), as main's columns hold it. */
export function dayToTime(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / 1000;
}
