import { describe, expect, it } from 'vitest';
import { DEFAULT_UI_PREFS } from '../../../../src-main/ipc/ui-prefs';
import { applyFilter, dayRange } from '../../../../src-renderer/src/calendar/filters';
import { placeEvent } from '../../../../src-renderer/src/calendar/event-time';
import type { KeyLike } from '../../../../src-renderer/src/commands/keymap';
import { calendarKey, stepImportance } from '../../../../src-renderer/src/screens/calendar/calendar-keys';
import { companyRows, eventRows, mergeAgenda } from '../../../../src-renderer/src/screens/calendar/agenda-rows';
import { event } from './fixtures';

const filter = DEFAULT_UI_PREFS.calendar.filter;
const key = (k: string, extra: Partial<KeyLike> = {}): KeyLike => ({
  key: k,
  code: '',
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...extra,
});

describe('calendar keys and filters', () => {
  it('steps importance: "MEDIUM and up", then exactly HIGH, and back; holidays keep their toggle', () => {
    const up = stepImportance(filter, 1);
    expect(up.importance).toEqual(['MEDIUM', 'HIGH', 'HOLIDAY']);
    expect(stepImportance(up, 1).importance).toEqual(['HIGH', 'HOLIDAY']);
    expect(stepImportance(stepImportance(up, 1), 1).importance).toEqual(['HIGH', 'HOLIDAY']);
    expect(stepImportance({ ...filter, importance: ['HIGH'] }, -1).importance).toEqual(['MEDIUM', 'HIGH']);
  });

  it('maps digits to ranges, "." to now, Alt+F to the filters, and leaves letters to the command line', () => {
    expect(calendarKey(key('1'), filter)).toEqual({ type: 'filter', filter: { ...filter, range: 'today' } });
    expect(calendarKey(key('0'), filter)).toEqual({ type: 'filter', filter: { ...filter, range: 'all' } });
    expect(calendarKey(key('.'), filter)).toEqual({ type: 'now' });
    expect(calendarKey(key('ƒ', { altKey: true, code: 'KeyF' }), filter)).toEqual({ type: 'filters' });
    expect(calendarKey(key('m'), filter)).toBeNull();
    expect(calendarKey(key('1', { ctrlKey: true }), filter)).toBeNull();
  });

  it('computes week ranges from Monday', () => {
    // 2026-11-18 is a Wednesday.
    expect(dayRange({ ...filter, range: 'this-week' }, '2026-11-18')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(dayRange({ ...filter, range: 'next-week' }, '2026-11-22')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('filters by text, zone, category and exact importance', () => {
    const placed = [
      event({ title: 'NFP', importance: 'HIGH', date: '2026-11-18' }),
      event({ title: 'IPC', importance: 'MEDIUM', date: '2026-11-18', zone: { code: 'EU', currency: 'EUR', name: 'Zone euro' } }),
      event({ title: 'Noël', importance: 'HOLIDAY', date: '2026-11-19', hour: null, category: { id: 9, label: 'ferié' } }),
    ].map((e) => placeEvent(e, 'UTC'));
    const titles = (f: typeof filter) => applyFilter(placed, f, '2026-11-18').map((p) => p.event.title);
    expect(titles(filter)).toEqual(['NFP', 'IPC', 'Noël']);
    expect(titles({ ...filter, importance: ['HIGH'] })).toEqual(['NFP']);
    expect(titles({ ...filter, zones: ['EU'] })).toEqual(['IPC']);
    expect(titles({ ...filter, categories: [9] })).toEqual(['Noël']);
    expect(titles({ ...filter, text: 'euro' })).toEqual(['IPC']);
    expect(titles({ ...filter, range: 'today' })).toEqual(['NFP', 'IPC']);
  });
});

describe('agenda', () => {
  it('merges events and the company diary day by day, keeping company days as published', () => {
    const placed = [event({ title: 'NFP', date: '2026-11-18', hour: '14:30' })].map((e) => placeEvent(e, 'UTC'));
    const share = { id: 7, code: 'BOAF', title: 'BOA France' };
    const diary = [
      { share, entry: { id: 'a', structure_id: null, structure_name: null, title: 'AGM', description: null, date: '2026-11-18 09:00:00' } },
      { share, entry: { id: 'b', structure_id: null, structure_name: null, title: 'Dividend', description: null, date: '2026-11-17' } },
      { share, entry: { id: 'c', structure_id: null, structure_name: null, title: 'Old', description: null, date: '2020-01-01' } },
    ];
    const rows = mergeAgenda([...eventRows(placed), ...companyRows(diary, filter, '2026-11-18')]);
    expect(rows.map((r) => [r.day, r.time, r.kind === 'company' ? r.company.entry.title : r.placed.event.title])).toEqual([
      ['2026-11-17', null, 'Dividend'],
      ['2026-11-18', '09:00', 'AGM'],
      ['2026-11-18', '13:30', 'NFP'],
    ]);
  });
});
