import { dateTimeFormat, EM_DASH, relativeTimeFormat } from './cache';

/** An ISO 8601 date ("2026-11-20") or timestamp, epoch milliseconds, or a Date. */
export type DateInput = string | number | Date | null | undefined;

export interface DateOptions {
  /** BCP 47 tag, default 'en-US'. Only used by style 'locale' (ISO is the same everywhere). */
  locale?: string;
  /** 'iso' (default: "2026-11-20", what a terminal shows) or 'locale' (Intl medium date). */
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

/** "2026-11-20" (default) or, with style 'locale', e.g. "Nov 20, 2026". Absent/invalid → "—". */
export function formatDate(value: DateInput, options: DateOptions = {}): string {
  const parsed = partsOf(value, options.timeZone);
  if (!parsed) return EM_DASH;
  if (options.style === 'locale') {
    const { parts } = parsed;
    const utc = Date.UTC(parts.year, parts.month - 1, parts.day);
    return dateTimeFormat(options.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(utc);
  }
  return isoDate(parsed.parts);
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
  if (dateOnly) return isoDate(parts);
  const time = `${pad(parts.hour)}:${pad(parts.minute)}${options.seconds ? `:${pad(parts.second)}` : ''}`;
  return `${isoDate(parts)} ${time}`;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Unit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';
const SHORT: Record<Unit, string> = { second: 's', minute: 'm', hour: 'h', day: 'd', month: 'mo', year: 'y' };

/**
 * How long ago: "just now", "45s ago", "3m ago", "5h ago", "12d ago", "4mo ago", "2y ago"
 * ("in 3m" for the future). English is compact and fixed; other locales use Intl's narrow style.
 */
export function formatAge(value: DateInput, now: number | Date = Date.now(), options: { locale?: string } = {}): string {
  const then = toEpochMs(value);
  const nowMs = now instanceof Date ? now.getTime() : now;
  if (then === null || !Number.isFinite(nowMs)) return EM_DASH;
  const diff = nowMs - then;
  const abs = Math.abs(diff);
  let unit: Unit;
  let amount: number;
  if (abs < MINUTE) [unit, amount] = ['second', Math.floor(abs / SECOND)];
  else if (abs < HOUR) [unit, amount] = ['minute', Math.floor(abs / MINUTE)];
  else if (abs < 48 * HOUR) [unit, amount] = ['hour', Math.floor(abs / HOUR)];
  else if (abs < 60 * DAY) [unit, amount] = ['day', Math.floor(abs / DAY)];
  else if (abs < 730 * DAY) [unit, amount] = ['month', Math.floor(abs / (30 * DAY))];
  else [unit, amount] = ['year', Math.floor(abs / (365 * DAY))];

  const locale = options.locale || 'en-US';
  if (/^en(-|$)/i.test(locale)) {
    if (unit === 'second' && amount < 5) return 'just now';
    const text = `${amount}${SHORT[unit]}`;
    return diff >= 0 ? `${text} ago` : `in ${text}`;
  }
  if (unit === 'second' && amount < 5) return relativeTimeFormat(locale, { numeric: 'auto', style: 'narrow' }).format(0, 'second');
  return relativeTimeFormat(locale, { numeric: 'always', style: 'narrow' }).format(diff >= 0 ? -amount : amount, unit);
}
