import { describe, expect, it } from 'vitest';
import { methods } from '../../../../src-main/ipc/contract';
import { DEFAULT_UI_PREFS, type CalendarFilter } from '../../../../src-main/ipc/ui-prefs';
import { placeEvent } from '../../../../src-renderer/src/calendar/event-time';
import { applyFilter, daysToRead, zonesOf } from '../../../../src-renderer/src/calendar/filters';
import { addDays } from '../../../../src-renderer/src/format/days';
import { event } from './fixtures';

describe('the days CAL reads for its filter', () => {
  // Events at both ends of every day for five weeks, in zones far east and far west.
  const all = Array.from({ length: 35 }, (_, d) => addDays('2026-11-02', d)).flatMap((date) =>
    ['US', 'JP', 'AU', 'GB'].flatMap((code) =>
      ['00:15', '11:00', '23:45', null].map((hour) => event({ date, hour, importance: 'HIGH', zone: { code, currency: '', name: code } })),
    ),
  );
  const base: CalendarFilter = { ...DEFAULT_UI_PREFS.calendar.filter, importance: ['HIGH'] };
  const filters: CalendarFilter[] = [
    { ...base, range: 'today' },
    { ...base, range: 'this-week' },
    { ...base, range: 'next-week' },
    { ...base, range: 'custom', from: '2026-11-18', to: '2026-11-24' },
    { ...base, range: 'custom', from: '2026-11-27', to: null },
    { ...base, range: 'custom', from: null, to: '2026-11-05' },
  ];
  const zones = ['UTC', 'event', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];
  const todays = ['2026-11-16', '2026-11-18', '2026-11-22'];
  /** What the core answers for a window: the events whose own day is in it. */
  const inWindow = (window: { from: string; to: string } | null) =>
    window ? all.filter((e) => (e.date ?? '') >= window.from && (e.date ?? '') <= window.to) : all;
  const shown = (events: typeof all, filter: CalendarFilter, zone: string, today: string) =>
    applyFilter(
      events.map((e) => placeEvent(e, zone)),
      filter,
      today,
    ).map((p) => p.event.id);

  it('holds every event the filter shows, in any display zone', () => {
    for (const filter of filters)
      for (const zone of zones)
        for (const today of todays) {
          const window = daysToRead(filter, today);
          expect(window).not.toBeNull();
          expect(shown(inWindow(window), filter, zone, today)).toEqual(shown(all, filter, zone, today));
        }
  });

  it('is no wider than it must be: a day tighter at either end loses events', () => {
    const filter = { ...base, range: 'this-week' as const };
    const today = '2026-11-18';
    const window = daysToRead(filter, today);
    if (!window) throw new Error('a week has a window');
    const everyZone = (w: { from: string; to: string }) => zones.flatMap((zone) => shown(inWindow(w), filter, zone, today));
    const full = zones.flatMap((zone) => shown(all, filter, zone, today));
    expect(everyZone({ ...window, from: addDays(window.from, 1) })).not.toEqual(full);
    expect(everyZone({ ...window, to: addDays(window.to, -1) })).not.toEqual(full);
  });

  it('reads the whole calendar for "all dates", and open ends as days the contract accepts', () => {
    expect(daysToRead({ ...base, range: 'all' }, '2026-11-18')).toBeNull();
    for (const filter of filters) {
      const days = daysToRead(filter, '2026-11-18');
      expect(methods['data.read'].input.safeParse({ dataset: 'events', days }).success).toBe(true);
    }
  });
});

describe('the zone picker', () => {
  it('offers the zones of the events read, and keeps a chosen zone with no events in the range', () => {
    const events = [
      event({ zone: { code: 'US', currency: 'USD', name: 'États-Unis' } }),
      event({ zone: { code: 'JP', currency: 'JPY', name: 'Japon' } }),
    ];
    expect(zonesOf(events, ['GB', 'US'])).toEqual([
      { code: 'GB', name: '', currency: '' },
      { code: 'JP', name: 'Japon', currency: 'JPY' },
      { code: 'US', name: 'États-Unis', currency: 'USD' },
    ]);
  });
});
