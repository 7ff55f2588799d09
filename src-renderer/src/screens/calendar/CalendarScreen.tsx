// CAL: the economic calendar. Events grouped by day in the display zone, the NOW line between the
// past and the coming releases, a countdown to the next one, and filters that persist. Enter opens
// the event (EV). Reads the cache, so it works offline.
import { createMemo, createSignal, Show, type JSX } from 'solid-js';
import { useApp } from '../../app/context';
import { dayRange, applyFilter, zonesOf } from '../../calendar/filters';
import type { PlacedEvent } from '../../calendar/event-time';
import { useNow } from '../../calendar/clock';
import { countdown, nextRelease } from '../../calendar/ticker-items';
import { zoneAbbreviation, zoneFor } from '../../calendar/time-zones';
import { DataTable, type DataTableApi } from '../../components/table';
import { usePane } from '../../workspace/pane-context';
import { eventColumns, zoneText } from './calendar-columns';
import { CalendarFilterBar } from './CalendarFilterBar';
import { CALENDAR_KEY_HINT, calendarKey } from './calendar-keys';
import { eventRef } from './event-ref';
import { useCalendar } from './use-calendar';
import './calendar.css';

export function CalendarScreen(): JSX.Element {
  const { locale } = useApp();
  const pane = usePane();
  const cal = useCalendar();
  const now = useNow();
  const today = createMemo(() => cal.today(now()));
  const range = createMemo(() => dayRange(cal.filter(), today()));
  const rows = createMemo(() => applyFilter(cal.placed(), cal.filter(), today()).sort((a, b) => (a.day ?? '').localeCompare(b.day ?? '') || (a.at ?? -Infinity) - (b.at ?? -Infinity) || a.event.id - b.event.id));
  const zones = createMemo(() => zonesOf(cal.read()?.records ?? []));
  const columns = createMemo(() => eventColumns(locale()));
  const next = createMemo(() => nextRelease(rows(), now()));
  const display = () => cal.prefs().calendar.displayZone;
  const zoneNote = () => (display() === 'event' ? "times in each event's own zone" : `times in ${zoneFor(display(), null)} (${zoneAbbreviation(zoneFor(display(), null), now())})`);
  const [filtersOpen, setFiltersOpen] = createSignal(false);
  let table: DataTableApi | undefined;
  let root!: HTMLDivElement;
  let panel: HTMLElement | undefined;

  /** The first release still to come: the NOW line sits above it (today's all-day events are behind it). */
  const nowKey = createMemo(() => {
    const t = now();
    const day = today();
    const first = rows().find((p) => (p.at !== null ? p.at >= t : (p.day ?? '') > day));
    return first ? String(first.event.id) : null;
  });
  const rowClass = (p: PlacedEvent) => {
    const i = firstOfDay().has(p.event.id);
    const classes = [i ? 'cal-day-start' : 'cal-day-more'];
    if (p.event.importance === 'HOLIDAY') classes.push('cal-holiday');
    if (p.event.importance === 'HIGH') classes.push('cal-high');
    if (String(p.event.id) === nowKey()) classes.push('cal-now');
    if (p.event.id === next()?.event.id) classes.push('cal-next');
    return classes.join(' ');
  };
  const firstOfDay = createMemo(() => {
    const ids = new Set<number>();
    let day: string | null = null;
    for (const p of rows()) {
      if (p.day !== day) ids.add(p.event.id);
      day = p.day;
    }
    return ids;
  });

  const focusTable = () => root.querySelector<HTMLElement>('[role="grid"]')?.focus();
  const jumpToNow = () => {
    const key = nowKey() ?? (rows().length ? String(rows().at(-1)?.event.id) : null);
    if (key) table?.select(key);
    focusTable();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.defaultPrevented || (e.target instanceof HTMLInputElement && !e.altKey)) return;
    const action = calendarKey(e, cal.filter());
    if (!action) return;
    e.preventDefault();
    e.stopPropagation();
    if (action.type === 'filter') cal.setFilter(action.filter);
    else if (action.type === 'now') jumpToNow();
    else {
      setFiltersOpen(true);
      queueMicrotask(() => panel?.querySelector<HTMLElement>('input, button')?.focus());
    }
  };

  return (
    <div ref={root} class="cal" onKeyDown={onKeyDown}>
      <CalendarFilterBar
        filter={cal.filter()}
        onChange={cal.setFilter}
        zones={zones()}
        range={range()}
        open={filtersOpen()}
        onClose={() => {
          setFiltersOpen(false);
          focusTable();
        }}
        panelRef={(el) => (panel = el)}
      />
      <p class="cal-status" role="status">
        <Show when={next()} fallback={<span class="muted">No coming release in this selection</span>}>
          {(p) => (
            <span>
              <span class="cal-badge">NEXT</span> {zoneText(p())} {p().event.title} <strong class="cal-countdown">in {countdown((p().at as number) - now())}</strong>
            </span>
          )}
        </Show>
        <span class="muted"> · {zoneNote()}</span>
      </p>
      <DataTable
        label="Economic calendar"
        columns={columns()}
        rows={rows()}
        rowKey={(p) => String(p.event.id)}
        rowClass={rowClass}
        api={(api) => (table = api)}
        onOpen={(p) => pane.openSecurity(eventRef(p.event), 'EV')}
        exportName="calendar"
        locale={locale()}
        emptyText={cal.emptyText()}
      />
      <p class="cal-hint muted">{CALENDAR_KEY_HINT}</p>
    </div>
  );
}
