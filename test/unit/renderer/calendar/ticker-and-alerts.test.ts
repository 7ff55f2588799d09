import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dueAlerts } from '../../../../src-renderer/src/calendar/alert-schedule';
import { countdown, tickerItems } from '../../../../src-renderer/src/calendar/ticker-items';
import { upcomingWindow } from '../../../../src-renderer/src/calendar/upcoming-window';
import type { AlertRule } from '../../../../src-main/shared/alerts/types';
import { event } from './fixtures';

describe('ticker order', () => {
  it('keeps the next seven days, most important first within a day, holidays included', () => {
    const now = Date.UTC(2026, 10, 20, 9, 0); // 10:00 Paris
    const events = [
      event({ title: 'past', date: '2026-11-19', hour: '14:30', importance: 'HIGH' }),
      event({ title: 'low', date: '2026-11-20', hour: '11:00', importance: 'LOW' }),
      event({ title: 'high-late', date: '2026-11-20', hour: '20:00', importance: 'HIGH' }),
      event({ title: 'high-early', date: '2026-11-20', hour: '14:30', importance: 'HIGH' }),
      event({ title: 'holiday', date: '2026-11-21', hour: null, importance: 'HOLIDAY' }),
      event({ title: 'medium', date: '2026-11-21', hour: '08:00', importance: 'MEDIUM' }),
      event({ title: 'day 7', date: '2026-11-26', hour: '08:00', importance: 'LOW' }),
      event({ title: 'day 8', date: '2026-11-27', hour: '08:00', importance: 'HIGH' }),
    ];
    expect(tickerItems(events, now, 'UTC').map((p) => p.event.title)).toEqual([
      'high-early',
      'high-late',
      'low',
      'holiday',
      'medium',
      'day 7',
    ]);
  });

  it('keeps a release of the last hour and drops older ones', () => {
    const now = Date.UTC(2026, 10, 20, 14, 0);
    const events = [event({ title: 'just', hour: '14:30', current: '3%' }), event({ title: 'old', hour: '11:00', current: '3%' })];
    expect(tickerItems(events, now, 'UTC').map((p) => p.event.title)).toEqual(['just']);
  });

  it('formats countdowns', () => {
    expect(countdown(125 * 60_000)).toBe('2h 05m');
    expect(countdown(270_000)).toBe('4m 30s');
    expect(countdown(12_000)).toBe('12s');
    expect(countdown(-5)).toBe('0s');
  });
});

describe('clock warnings of "due in N min" rules (fake clock)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  const nfp = event({ id: 77, title: 'NFP', date: '2026-11-20', hour: '14:30', importance: 'HIGH', prevision: '140K' });
  const release = Date.UTC(2026, 10, 20, 13, 30);
  let ids = 0;
  const rule = (target: AlertRule['target'], condition: string, enabled = true): AlertRule => ({
    id: ++ids,
    target,
    condition,
    enabled,
    createdAt: '2026-11-01T00:00:00.000Z',
  });
  const us = (condition: string, enabled = true) => rule({ kind: 'calendar', country: 'US', importance: 'HIGH' }, condition, enabled);

  function run(events: Parameters<typeof dueAlerts>[0], rules: AlertRule[]): { at: number; title: string }[] {
    const fired = new Set<string>();
    const log: { at: number; title: string }[] = [];
    const timer = setInterval(() => {
      for (const a of dueAlerts(events, rules, Date.now(), fired)) {
        fired.add(a.key);
        log.push({ at: Date.now(), title: a.title });
      }
    }, 1000);
    vi.advanceTimersByTime(40 * 60_000);
    clearInterval(timer);
    return log;
  }

  it('warns 15 and 5 minutes before a HIGH event of a watched country, once each', () => {
    vi.setSystemTime(release - 30 * 60_000);
    expect(run([nfp], [us('due in 15 min'), us('due in 5 min')])).toEqual([
      { at: release - 15 * 60_000, title: 'US NFP in 15 min' },
      { at: release - 5 * 60_000, title: 'US NFP in 5 min' },
    ]);
  });

  it('warns before one chosen event', () => {
    vi.setSystemTime(release - 30 * 60_000);
    expect(run([nfp], [rule({ kind: 'event', id: 77, code: 'US NFP' }, 'due in 10 min')])).toEqual([
      { at: release - 10 * 60_000, title: 'US NFP in 10 min' },
    ]);
  });

  it('says nothing for a rule that is off, other countries or importances, or rules main evaluates', () => {
    vi.setSystemTime(release - 30 * 60_000);
    expect(run([nfp], [us('due in 15 min', false)])).toEqual([]);
    expect(run([{ ...nfp, zone: { code: 'JP', currency: 'JPY', name: 'Japon' } }], [us('due in 15 min')])).toEqual([]);
    expect(run([{ ...nfp, importance: 'MEDIUM' }], [us('due in 15 min')])).toEqual([]);
    // A publication is found by main where the calendar lands: the window does not announce it too.
    expect(run([{ ...nfp, current: '150K' }], [us('actual released')])).toEqual([]);
    expect(run([nfp], [rule({ kind: 'share', id: 1, code: 'SNTS' }, 'close above 1')])).toEqual([]);
  });
});

describe('the window of days the ticker and the alerts read', () => {
  // Events at both ends of every day for three weeks, in zones far east and far west.
  const all = Array.from({ length: 21 }, (_, d) => `2026-11-${String(10 + d).padStart(2, '0')}`).flatMap((date) =>
    ['US', 'JP', 'AU', 'GB'].flatMap((code) =>
      ['00:15', '11:00', '23:45', null].map((hour) => event({ date, hour, importance: 'HIGH', zone: { code, currency: '', name: code } })),
    ),
  );
  /** What the core answers for the window: the events whose own day is in it. */
  const read = (now: number) => {
    const { from, to } = upcomingWindow(now);
    return all.filter((e) => (e.date ?? '') >= from && (e.date ?? '') <= to);
  };
  const instants = [0, 1, 5, 11, 13, 23].flatMap((h) => [0, 59].map((m) => Date.UTC(2026, 10, 20, h, m)));

  it('holds every event the ticker shows, in any display zone', () => {
    for (const now of instants)
      for (const zone of ['UTC', 'event', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'])
        expect(tickerItems(read(now), now, zone).map((p) => p.event.id)).toEqual(tickerItems(all, now, zone).map((p) => p.event.id));
  });

  it('holds every alert that is due', () => {
    const rules = ['US', 'JP', 'AU', 'GB'].flatMap((country, i) =>
      [24 * 60, 60, 15].map((minutes, j) => ({
        id: i * 3 + j,
        target: { kind: 'calendar' as const, country, importance: 'HIGH' as const },
        condition: `due in ${minutes} min`,
        enabled: true,
        createdAt: '2026-11-01T00:00:00.000Z',
      })),
    );
    for (const now of instants) {
      const { from, to } = upcomingWindow(now);
      const inWindow = all.filter((e) => (e.date ?? '') >= from && (e.date ?? '') <= to);
      expect(dueAlerts(inWindow, rules, now, new Set())).toEqual(dueAlerts(all, rules, now, new Set()));
    }
  });
});
