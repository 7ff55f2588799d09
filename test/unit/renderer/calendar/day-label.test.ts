import { describe, expect, it } from 'vitest';
import { nearestInTime } from '../../../../src-renderer/src/calendar/event-time';
import { dayLabel } from '../../../../src-renderer/src/screens/calendar/calendar-columns';

describe('a calendar day label', () => {
  const today = '2026-11-26';

  it('is the weekday, day and month near today', () => {
    expect(dayLabel('2026-11-21', 'en-US', today)).toBe('Sat, Nov 21');
    expect(dayLabel('2027-05-20', 'en-US', today)).toBe('Thu, May 20');
  });

  it('carries its year more than six months away, before or after today', () => {
    expect(dayLabel('2027-01-01', 'en-US', '2026-05-01')).toBe('Fri, Jan 01, 2027');
    expect(dayLabel('2025-11-21', 'en-US', today)).toBe('Fri, Nov 21, 2025');
    expect(dayLabel('2027-08-01', 'en-US', today)).toMatch(/2027/);
  });
});

describe('the row nearest in time', () => {
  const row = (day: string, at: number | null = null) => ({ day, at });

  it('is the closest moment, all-day rows at their day start', () => {
    const rows = [row('2026-01-05'), row('2026-11-20', Date.parse('2026-11-20T14:00:00Z')), row('2026-11-24')];
    expect(nearestInTime(row('2026-11-21', Date.parse('2026-11-21T08:00:00Z')), rows)).toBe(1);
    expect(nearestInTime(row('2026-11-23'), rows)).toBe(2);
    expect(nearestInTime(row('2026-11-23'), [])).toBe(-1);
  });
});
