import { describe, expect, it } from 'vitest';
import { isRangeKey, rangeStart, RANGE_KEYS, readStart, shiftDays, shiftMonths } from '../../../src-renderer/src/chart/ranges';

describe('rangeStart', () => {
  const anchor = '2026-11-20';

  it('counts months back from the anchor, inclusive', () => {
    expect(rangeStart('1M', anchor)).toBe('2026-10-20');
    expect(rangeStart('3M', anchor)).toBe('2026-08-20');
    expect(rangeStart('6M', anchor)).toBe('2026-05-20');
    expect(rangeStart('1Y', anchor)).toBe('2025-11-20');
    expect(rangeStart('3Y', anchor)).toBe('2023-11-20');
    expect(rangeStart('5Y', anchor)).toBe('2021-11-20');
  });

  it('starts YTD on the first of January of the anchor year, and MAX nowhere', () => {
    expect(rangeStart('YTD', anchor)).toBe('2026-01-01');
    expect(rangeStart('YTD', '2027-01-04')).toBe('2027-01-01');
    expect(rangeStart('MAX', anchor)).toBeNull();
  });

  it('lands on the last day of a shorter month', () => {
    expect(rangeStart('1M', '2026-03-31')).toBe('2026-02-28');
    expect(rangeStart('1Y', '2024-02-29')).toBe('2023-02-28');
    expect(shiftMonths('2024-01-31', 1)).toBe('2024-02-29');
  });

  it('moves days across months and years in UTC', () => {
    expect(shiftDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(shiftDays('2026-03-29', 1)).toBe('2026-03-30'); // a DST weekend in Europe
  });

  it('refuses what is not a day', () => {
    expect(() => shiftDays('20/11/2026', 1)).toThrow(RangeError);
  });
});

describe('readStart', () => {
  it('reads a look-back before the range, from the first of that month', () => {
    expect(readStart('1Y', '2026-11-20', 330)).toBe('2024-12-01');
    expect(readStart('1M', '2026-11-20', 0)).toBe('2026-10-01');
    expect(readStart('MAX', '2026-11-20', 330)).toBeNull();
  });

  it('asks the same question when the anchor moves by a weekend', () => {
    expect(readStart('1Y', '2026-11-22', 330)).toBe(readStart('1Y', '2026-11-20', 330));
    expect(readStart('3M', '2026-11-23', 0)).toBe(readStart('3M', '2026-11-20', 0));
  });
});

describe('range keys', () => {
  it('are the eight quick ranges in key order', () => {
    expect(RANGE_KEYS).toEqual(['1M', '3M', '6M', 'YTD', '1Y', '3Y', '5Y', 'MAX']);
    expect(isRangeKey('YTD')).toBe(true);
    expect(isRangeKey('2Y')).toBe(false);
    expect(isRangeKey(null)).toBe(false);
  });
});
