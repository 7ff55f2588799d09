import { describe, expect, it } from 'vitest';
import { groupByDay, placeEvent } from '../../../../src-renderer/src/calendar/event-time';
import { instantOf, isTimeZone, localTimeZone, wallClock, zoneFor } from '../../../../src-renderer/src/calendar/time-zones';
import { event } from './fixtures';

describe('event times in the display zone', () => {
  it('reads the service hours as Paris time, DST included', () => {
    expect(new Date(instantOf('2026-11-20', '14:30', 'Europe/Paris') as number).toISOString()).toBe('2026-11-20T13:30:00.000Z');
    expect(new Date(instantOf('2026-07-03', '14:30', 'Europe/Paris') as number).toISOString()).toBe('2026-07-03T12:30:00.000Z');
  });

  it('puts an event at 23:30 UTC on the next day in Tokyo and on the same day in New York', () => {
    // 00:30 Paris on the 21st (winter) is 23:30 UTC on the 20th.
    const e = event({ date: '2026-11-21', hour: '00:30' });
    expect(placeEvent(e, 'UTC')).toMatchObject({ day: '2026-11-20', time: '23:30' });
    expect(placeEvent(e, 'Asia/Tokyo')).toMatchObject({ day: '2026-11-21', time: '08:30' });
    expect(placeEvent(e, 'America/New_York')).toMatchObject({ day: '2026-11-20', time: '18:30' });
  });

  it("shows an event in its own region's zone on request", () => {
    const e = event({ date: '2026-11-21', hour: '00:30', zone: { code: 'JP', currency: 'JPY', name: 'Japon' } });
    expect(placeEvent(e, 'event')).toMatchObject({ day: '2026-11-21', time: '08:30', zone: 'Asia/Tokyo' });
    expect(zoneFor('event', 'XX')).toBe('Europe/Paris');
    expect(zoneFor('Not/AZone', 'US')).toBe(zoneFor('local', 'US'));
  });

  it('never moves holidays and date-only events across zones', () => {
    const holiday = event({ date: '2026-11-26', hour: '23:30', importance: 'HOLIDAY', title: 'Thanksgiving' });
    const dateOnly = event({ date: '2026-11-26', hour: null });
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC']) {
      expect(placeEvent(holiday, zone)).toMatchObject({ day: '2026-11-26', time: null, at: null });
      expect(placeEvent(dateOnly, zone)).toMatchObject({ day: '2026-11-26', time: null, at: null });
    }
  });

  it('groups by display day, all-day events first, then by time', () => {
    const late = event({ date: '2026-11-21', hour: '00:30', title: 'late' });
    const holiday = event({ date: '2026-11-20', hour: null, importance: 'HOLIDAY', title: 'holiday' });
    const morning = event({ date: '2026-11-20', hour: '08:00', title: 'morning' });
    const groups = groupByDay([late, morning, holiday].map((e) => placeEvent(e, 'UTC')));
    expect(groups.map((g) => [g.day, g.items.map((p) => p.event.title)])).toEqual([['2026-11-20', ['holiday', 'morning', 'late']]]);
    expect(groupByDay([late].map((e) => placeEvent(e, 'Asia/Tokyo')))[0]?.day).toBe('2026-11-21');
  });

  it('gives the wall clock of an instant in a zone', () => {
    expect(wallClock(Date.UTC(2026, 10, 20, 23, 30), 'Asia/Kolkata')).toEqual({ day: '2026-11-21', time: '05:00' });
  });
});

describe('the zones, remembered', () => {
  it('tells a zone from a typo, and asks again for each new name', () => {
    expect(isTimeZone('Asia/Tokyo')).toBe(true);
    expect(isTimeZone('Asia/Tokio')).toBe(false);
    expect(isTimeZone('Asia/Tokyo')).toBe(true);
  });

  it("follows a change of the machine's zone within a minute", () => {
    const before = process.env.TZ;
    const t = Date.now() + 10 * 60_000; // past whatever earlier reads remembered
    try {
      process.env.TZ = 'Asia/Tokyo';
      expect(localTimeZone(t)).toBe('Asia/Tokyo');
      process.env.TZ = 'America/New_York';
      expect(localTimeZone(t + 30_000)).toBe('Asia/Tokyo'); // remembered: one Intl object per minute, not per event
      expect(localTimeZone(t + 61_000)).toBe('America/New_York');
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
      localTimeZone(t + 200_000); // the machine's own zone again for what runs next
    }
  });
});
