// What CAL and AGENDA share around their table: the filter bar (Alt+F), the calendar keys (date
// ranges, importance, "." to now) and focus going back to the table.
import { createMemo, createSignal, type Accessor, type JSX } from 'solid-js';
import { dayRange, zonesOf } from '../../calendar/filters';
import type { DataTableApi } from '../../components/table';
import { CalendarFilterBar } from './CalendarFilterBar';
import { calendarKey } from './calendar-keys';
import type { CalendarData } from './use-calendar';

export interface CalendarControls {
  /** The screen's root element (keys are listened to there). */
  root: (el: HTMLElement) => void;
  /** The table's API (for "jump to now"). */
  table: (api: DataTableApi) => void;
  onKeyDown: (e: KeyboardEvent) => void;
  FilterBar: () => JSX.Element;
  /** The row "." selects, and the one the table opens on. */
  nowKey: Accessor<string | null>;
}

/** `nowKey`: the row "." selects. */
export function useCalendarControls(cal: CalendarData, today: Accessor<string>, nowKey: Accessor<string | null>): CalendarControls {
  const [open, setOpen] = createSignal(false);
  // The zones of the events read (the range's), and those the filter holds, so each can be unset.
  const zones = createMemo(() => zonesOf(cal.read()?.records ?? [], cal.filter().zones));
  let root: HTMLElement | undefined;
  let table: DataTableApi | undefined;
  let panel: HTMLElement | undefined;
  const focusTable = () => root?.querySelector<HTMLElement>('[role="grid"]')?.focus();
  return {
    nowKey,
    root: (el) => (root = el),
    table: (api) => (table = api),
    onKeyDown: (e) => {
      if (e.defaultPrevented || (e.target instanceof HTMLInputElement && !e.altKey)) return;
      const action = calendarKey(e, cal.filter());
      if (!action) return;
      e.preventDefault();
      e.stopPropagation();
      if (action.type === 'filter') return cal.setFilter(action.filter);
      if (action.type === 'now') {
        const key = nowKey();
        if (key) table?.select(key);
        return focusTable();
      }
      setOpen(true);
      queueMicrotask(() => panel?.querySelector<HTMLElement>('input, button')?.focus());
    },
    FilterBar: () => (
      <CalendarFilterBar
        filter={cal.filter()}
        onChange={cal.setFilter}
        zones={zones()}
        range={dayRange(cal.filter(), today())}
        open={open()}
        onClose={() => {
          setOpen(false);
          focusTable();
        }}
        panelRef={(el) => (panel = el)}
      />
    ),
  };
}
