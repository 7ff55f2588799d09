import type { CalendarEvent } from '../../../../src-main/ipc/contract';
import type { KeyedEvent } from '../../../../src-renderer/src/calendar/event-time';

let nextId = 1;
export function event(over: Partial<Omit<CalendarEvent, 'id'>> & { id?: number }): KeyedEvent {
  return {
    id: nextId++,
    title: 'IPC (a/a)',
    date: '2026-11-20',
    hour: '14:30',
    period: 'oct.',
    importance: 'MEDIUM',
    category: { id: 2, label: 'inflation' },
    zone: { code: 'US', currency: 'USD', name: 'États-Unis' },
    source: { name: 'BLS', link: 'https://www.bls.gov' },
    previous: null,
    current: null,
    prevision: null,
    comment: null,
    ...over,
  };
}
