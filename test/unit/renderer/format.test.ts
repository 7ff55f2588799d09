import { describe, expect, it } from 'vitest';
import {
  EM_DASH,
  formatAge,
  formatCompact,
  formatDate,
  formatDateTime,
  formatTime,
  formatInteger,
  formatNumber,
  formatPercent,
  formatSigned,
  formatSignedPercent,
  signClass,
} from '../../../src-renderer/src/format';

const ABSENT = [null, undefined, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
// Intl puts narrow/no-break spaces in some locales; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('absent values', () => {
  const numberFormatters = { formatNumber, formatInteger, formatPercent, formatSignedPercent, formatSigned, formatCompact };
  for (const [name, format] of Object.entries(numberFormatters)) {
    it(`${name} shows an em dash for null, undefined, NaN and ±Infinity`, () => {
      for (const value of ABSENT) expect(format(value)).toBe(EM_DASH);
      for (const value of ABSENT) expect(format(value, { locale: 'fr-FR' })).toBe(EM_DASH);
    });
  }
  it('dates show an em dash for absent, empty and invalid input', () => {
    for (const value of [null, undefined, '', '   ', 'not a date', '2026-02-30', '2026-13-01', Number.NaN, new Date(Number.NaN)]) {
      expect(formatDate(value)).toBe(EM_DASH);
      expect(formatDateTime(value)).toBe(EM_DASH);
      expect(formatAge(value, Date.UTC(2026, 0, 1))).toBe(EM_DASH);
    }
  });
  it('never prints 0, NaN, null or undefined for an absent value', () => {
    for (const value of ABSENT) {
      for (const text of [formatNumber(value), formatPercent(value), formatCompact(value)]) {
        expect(text).not.toMatch(/0|NaN|null|undefined|Infinity|∞/);
      }
    }
  });
  it('is "—" exactly (U+2014)', () => {
    expect(EM_DASH).toBe('\u2014');
  });
});

describe('numbers', () => {
  it('groups thousands and fixes the decimals (2 by default)', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.89');
    expect(formatNumber(1234.5)).toBe('1,234.50');
    expect(formatNumber(0)).toBe('0.00');
    expect(formatNumber(1234.5678, { decimals: 4 })).toBe('1,234.5678');
    expect(formatNumber(1234.5, { decimals: 0 })).toBe('1,235');
  });
  it('uses a true minus sign and never shows "−0.00"', () => {
    expect(formatNumber(-1234.5)).toBe('\u22121,234.50');
    expect(formatNumber(-0.0001)).toBe('0.00');
    expect(formatNumber(-0)).toBe('0.00');
  });
  it('formats integers', () => {
    expect(formatInteger(1234567)).toBe('1,234,567');
    expect(formatInteger(1234.6)).toBe('1,235');
    expect(formatInteger(-42)).toBe('\u221242');
  });
  it('follows the locale', () => {
    expect(plain(formatNumber(1234567.891, { locale: 'fr-FR' }))).toBe('1 234 567,89');
    expect(formatNumber(1234567.891, { locale: 'de-DE' })).toBe('1.234.567,89');
    expect(plain(formatInteger(10000, { locale: 'fr-FR' }))).toBe('10 000');
  });
  it('falls back to en-US for a malformed locale instead of throwing', () => {
    expect(formatNumber(1234.5, { locale: 'not a locale!' })).toBe('1,234.50');
  });
});

describe('percentages', () => {
  it('shows a ratio as a percentage', () => {
    expect(formatPercent(0.0123)).toBe('1.23%');
    expect(formatPercent(1)).toBe('100.00%');
    expect(formatPercent(12.345)).toBe('1,234.50%');
    expect(formatPercent(0.5, { decimals: 0 })).toBe('50%');
    expect(formatPercent(-0.0045)).toBe('\u22120.45%');
  });
  it('signs a change', () => {
    expect(formatSignedPercent(0.0123)).toBe('+1.23%');
    expect(formatSignedPercent(-0.0045)).toBe('\u22120.45%');
    expect(formatSignedPercent(0)).toBe('0.00%');
    expect(formatSignedPercent(-0.000001)).toBe('0.00%');
  });
  it('follows the locale', () => {
    expect(plain(formatPercent(0.0123, { locale: 'fr-FR' }))).toBe('1,23 %');
    expect(plain(formatSignedPercent(-0.0045, { locale: 'fr-FR' }))).toBe('\u22120,45 %');
    expect(plain(formatSignedPercent(0.0123, { locale: 'fr-FR' }))).toBe('+1,23 %');
  });
});

describe('signed and compact', () => {
  it('signs changes', () => {
    expect(formatSigned(1.5)).toBe('+1.50');
    expect(formatSigned(-1234.5)).toBe('\u22121,234.50');
    expect(formatSigned(0)).toBe('0.00');
    expect(formatSigned(0.123456, { decimals: 4 })).toBe('+0.1235');
  });
  it('abbreviates volumes and market caps', () => {
    expect(formatCompact(1_234_567)).toBe('1.2M');
    expect(formatCompact(3.4e9)).toBe('3.4B');
    expect(formatCompact(2.5e12)).toBe('2.5T');
    expect(formatCompact(12_345)).toBe('12.3K');
    expect(formatCompact(950)).toBe('950');
    expect(formatCompact(-3.4e9)).toBe('\u22123.4B');
    expect(formatCompact(1_250_000, { decimals: 2 })).toBe('1.25M');
  });
  it('abbreviates in the locale', () => {
    expect(plain(formatCompact(3.4e9, { locale: 'fr-FR' }))).toBe('3,4 Md');
  });
});

describe('signClass', () => {
  it('classifies by sign', () => {
    expect(signClass(1.2)).toBe('up');
    expect(signClass(-0.01)).toBe('down');
    expect(signClass(0)).toBe('flat');
    expect(signClass(-0)).toBe('flat');
  });
  it('treats absent as flat', () => {
    for (const value of ABSENT) expect(signClass(value)).toBe('flat');
  });
  it('with decimals, classifies what is displayed', () => {
    expect(signClass(0.004, 2)).toBe('flat');
    expect(signClass(-0.004, 2)).toBe('flat');
    expect(signClass(0.005, 2)).toBe('up');
    expect(signClass(-0.006, 2)).toBe('down');
  });
});

describe('dates', () => {
  it('keeps a plain date as ISO, whatever the locale and time zone', () => {
    expect(formatDate('2026-11-20')).toBe('2026-11-20');
    expect(formatDate('2026-11-20', { locale: 'fr-FR' })).toBe('2026-11-20');
    expect(formatDate('2026-01-01', { timeZone: 'America/Los_Angeles' })).toBe('2026-01-01');
  });
  it('shows a timestamp as its date in the requested zone', () => {
    expect(formatDate('2026-11-20T23:30:00Z', { timeZone: 'UTC' })).toBe('2026-11-20');
    expect(formatDate('2026-11-20T23:30:00Z', { timeZone: 'Asia/Tokyo' })).toBe('2026-11-21');
    expect(formatDate(Date.UTC(2026, 10, 20, 12), { timeZone: 'UTC' })).toBe('2026-11-20');
    expect(formatDate(new Date(Date.UTC(2026, 10, 20, 12)), { timeZone: 'UTC' })).toBe('2026-11-20');
  });
  it('has a locale style on request', () => {
    expect(formatDate('2026-11-20', { style: 'locale', locale: 'en-US' })).toBe('Nov 20, 2026');
    expect(formatDate('2026-11-20', { style: 'locale', locale: 'fr-FR' })).toBe('20 nov. 2026');
  });
  it('formats date and time in ISO style', () => {
    expect(formatDateTime('2026-11-20T14:30:05Z', { timeZone: 'UTC' })).toBe('2026-11-20 14:30');
    expect(formatDateTime('2026-11-20T14:30:05Z', { timeZone: 'UTC', seconds: true })).toBe('2026-11-20 14:30:05');
    expect(formatDateTime('2026-11-20T14:30:05+01:00', { timeZone: 'UTC' })).toBe('2026-11-20 13:30');
    expect(formatDateTime('2026-11-20')).toBe('2026-11-20');
    expect(formatDateTime('2026-11-20T00:05:00Z', { timeZone: 'Europe/Paris' })).toBe('2026-11-20 01:05');
  });
  it('uses the machine zone without one (no crash on a bad zone either)', () => {
    const local = new Date(2026, 10, 20, 9, 7);
    expect(formatDateTime(local)).toBe('2026-11-20 09:07');
    expect(formatDateTime(local, { timeZone: 'Not/AZone' })).toBe('2026-11-20 09:07');
  });
});

describe('formatAge', () => {
  const now = Date.UTC(2026, 10, 20, 12, 0, 0);
  const ago = (ms: number) => new Date(now - ms).toISOString();
  it('says how long ago, compactly', () => {
    expect(formatAge(ago(2_000), now)).toBe('just now');
    expect(formatAge(ago(45_000), now)).toBe('45s ago');
    expect(formatAge(ago(3 * 60_000 + 20_000), now)).toBe('3m ago');
    expect(formatAge(ago(5 * 3_600_000), now)).toBe('5h ago');
    expect(formatAge(ago(30 * 3_600_000), now)).toBe('30h ago');
    expect(formatAge(ago(12 * 86_400_000), now)).toBe('12d ago');
    expect(formatAge(ago(120 * 86_400_000), now)).toBe('4mo ago');
    expect(formatAge(ago(3 * 365 * 86_400_000), now)).toBe('3y ago');
    expect(formatAge(ago(59 * 86_400_000), now)).toBe('59d ago');
  });
  it('is never negative: a time ahead of the clock (skew between machines) is "just now"', () => {
    expect(formatAge(new Date(now + 3 * 60_000), new Date(now))).toBe('just now');
    expect(formatAge(new Date(now + 2 * 86_400_000), now)).toBe('just now');
  });
});

describe('formatTime', () => {
  const at = Date.UTC(2026, 10, 20, 13, 5, 3);
  it('carries its zone, whichever zone is asked for', () => {
    expect(formatTime(at, { timeZone: 'UTC' })).toBe('13:05 UTC');
    expect(formatTime(at, { timeZone: 'UTC', seconds: true })).toBe('13:05:03 UTC');
    expect(formatTime(at, { timeZone: 'America/New_York' })).toBe('08:05 EST');
    expect(formatTime(at, { timeZone: 'Europe/Paris' })).toBe('14:05 GMT+1');
  });
  it('falls back to the machine zone for an unknown one, and to a dash for no time', () => {
    expect(formatTime(at, { timeZone: 'Not/AZone' })).toBe(formatTime(at));
    expect(formatTime(at)).toMatch(/^\d\d:\d\d \S+$/);
    expect(formatTime(null)).toBe(EM_DASH);
  });
});
