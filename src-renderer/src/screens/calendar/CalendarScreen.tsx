// CAL: the economic calendar. Events grouped by day in the display zone, the NOW line between the
// past and the coming releases, a countdown to the next one, and filters that persist. Enter opens
// the event (EV). Reads the cache, so it works offline.
import { createMemo, Show, type JSX } from 'solid-js';
import { useApp } from '../../platform/context';
import { t } from '../../i18n';
import { applyFilter } from '../../calendar/filters';
import { dayStarts, nearestInTime, type PlacedEvent } from '../../calendar/event-time';
import { useNow } from '../../platform/clock';
import { countdown, nextRelease } from '../../calendar/ticker-items';
import { zoneAbbreviation, zoneFor } from '../../calendar/time-zones';
import { DataTable } from '../../components/table';
import { useFollowCursor } from '../../workspace/follow-cursor';
import { usePane } from '../../workspace/pane-context';
import { toRegionCode } from '../../calendar/region-code';
import { eventColumns, zoneText } from './calendar-columns';
import { calendarKeyHint } from './calendar-keys';
import { useCalendarControls } from './CalendarControls';
import { eventRef } from '../../calendar/event-ref';
import { useCalendar } from './use-calendar';
import './calendar.css';

export function CalendarScreen(): JSX.Element {
  const { locale } = useApp();
  const pane = usePane();
  const follow = useFollowCursor((p: PlacedEvent) => eventRef(p.event));
  // Opened on a country (CTRY's Alt+C, a linked CTRY): that zone, in this pane only.
  const cal = useCalendar(true, () => {
    const security = pane.screen().security;
    return security?.kind === 'country' ? toRegionCode(security.code) : null;
  });
  const now = useNow();
  const today = createMemo(() => cal.today(now()));
  const rows = createMemo(() =>
    applyFilter(cal.placed(), cal.filter(), today()).sort(
      (a, b) => (a.day ?? '').localeCompare(b.day ?? '') || (a.at ?? -Infinity) - (b.at ?? -Infinity) || a.event.id - b.event.id,
    ),
  );
  const columns = createMemo(() => eventColumns(locale()));
  const next = createMemo(() => nextRelease(rows(), now()));
  const display = () => cal.prefs().calendar.displayZone;
  const zoneNote = () =>
    display() === 'event'
      ? t("times in each event's own zone")
      : t('times in {zone} ({abbreviation})', {
          zone: zoneFor(display(), null),
          abbreviation: zoneAbbreviation(zoneFor(display(), null), now()),
        });
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
  const firstOfDay = createMemo(() =>
    dayStarts(
      rows(),
      (p) => p.day,
      (p) => p.event.id,
    ),
  );

  // "." selects the first coming release, or the last row when everything shown is past.
  // eslint-disable-next-line solid/reactivity -- the hook takes the accessors and reads them in its key handler
  const controls = useCalendarControls(cal, today, () => nowKey() ?? (rows().length ? String(rows().at(-1)?.event.id) : null));

  return (
    <div ref={controls.root} class="cal" onKeyDown={(e) => controls.onKeyDown(e)}>
      <controls.FilterBar />
      <p class="cal-status" role="status">
        <Show when={next()} fallback={<span class="muted">{t('No coming release in this selection')}</span>}>
          {(p) => (
            <span>
              <span class="cal-badge">{t('NEXT|release')}</span> {zoneText(p())} {p().event.title}{' '}
              <strong class="cal-countdown">{t('in {time}', { time: countdown((p().at as number) - now()) })}</strong>
            </span>
          )}
        </Show>
        <span class="muted"> · {zoneNote()}</span>
      </p>
      <DataTable
        label={t('Economic calendar')}
        columns={columns()}
        rows={rows()}
        rowKey={(p) => String(p.event.id)}
        rowClass={rowClass}
        api={controls.table}
        startKey={controls.nowKey}
        nearestTo={nearestInTime}
        onOpen={(p) => pane.openSecurity(eventRef(p.event), 'EV')}
        onSelect={follow}
        exportName="calendar"
        locale={locale()}
        emptyText={cal.emptyText()}
      />
      <p class="cal-hint muted">{calendarKeyHint()}</p>
    </div>
  );
}
