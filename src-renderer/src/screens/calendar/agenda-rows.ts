// AGENDA's rows: economic events (holidays included) and the company diary of the shares in the
// user's watchlists, merged into one day-by-day list. Company dates carry no zone: their day is
// kept as published, like the calendar's date-only events.
import type { DiaryEntry } from '../../../../src-main/ipc/contract';
import type { CalendarFilter } from '../../../../src-main/ipc/contract';
import type { PlacedEvent } from '../../calendar/event-time';
import { dayRange } from '../../calendar/filters';
import { dayOf } from '../../format/days';

export interface CompanyEntry {
  share: { id: number; code: string; title: string };
  entry: DiaryEntry;
}

export type AgendaRow =
  | { kind: 'event'; key: string; day: string; time: string | null; at: number | null; placed: PlacedEvent }
  | { kind: 'company'; key: string; day: string; time: string | null; at: null; company: CompanyEntry };

const TIME = /[T ](\d{2}:\d{2})/;

export function companyRows(entries: readonly CompanyEntry[], filter: CalendarFilter, today: string): AgendaRow[] {
  const { from, to } = dayRange(filter, today);
  const terms = filter.text.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const out: AgendaRow[] = [];
  for (const c of entries) {
    const day = dayOf(c.entry.date);
    if (!day || (from && day < from) || (to && day > to)) continue;
    const hay = `${c.share.code} ${c.share.title} ${c.entry.title ?? ''} ${c.entry.description ?? ''}`.toLocaleLowerCase();
    if (!terms.every((t) => hay.includes(t))) continue;
    const time = TIME.exec(c.entry.date ?? '')?.[1] ?? null;
    // A midnight time is how a date-only entry is often stored: shown as all day.
    out.push({
      kind: 'company',
      key: `c:${c.share.id}:${c.entry.id ?? ''}:${c.entry.date ?? ''}:${c.entry.title ?? ''}`,
      day,
      time: time === '00:00' ? null : time,
      at: null,
      company: c,
    });
  }
  return out;
}

export function eventRows(placed: readonly PlacedEvent[]): AgendaRow[] {
  return placed.map((p) => ({ kind: 'event', key: `e:${p.event.id}`, day: p.day as string, time: p.time, at: p.at, placed: p }));
}

/** Day by day; within a day all-day entries first, then by time (company entries by their hour). */
export function mergeAgenda(rows: readonly AgendaRow[]): AgendaRow[] {
  return [...rows].sort((a, b) => a.day.localeCompare(b.day) || (a.time ?? '').localeCompare(b.time ?? '') || a.key.localeCompare(b.key));
}
