// AGENDA: the trader's week in one list — economic events and holidays (with the calendar's
// filters) and the company diary of every share in the watchlists — day by day, with the same
// keys as CAL. Enter opens the event (EV) or the company's diary (EVT).
import { createMemo, createResource, onCleanup, Show, type JSX } from 'solid-js';
import { msg, t, tp } from '../../i18n';
import { importanceWord } from '../../calendar/importance';
import { useApp } from '../../platform/context';
import { useNow } from '../../platform/clock';
import { dayStarts, eventTimeText, nearestInTime } from '../../calendar/event-time';
import { applyFilter } from '../../calendar/filters';
import { DataTable, type Column } from '../../components/table';
import type { SecurityRef } from '../../commands/refs';
import { useFollowCursor } from '../../workspace/follow-cursor';
import { usePane } from '../../workspace/pane-context';
import { useDataset } from '../../data/use-data';
import { shareCode } from '../../commands/share-ref';
import { byCode } from '../../watchlists/watchlist-rows';
import { watchlistStore } from '../../watchlists/watchlist-store';
import { companyRows, eventRows, mergeAgenda, type AgendaRow, type CompanyEntry } from './agenda-rows';
import { actualTone, DAY_COLUMN_WIDTH, dayLabel, importanceText, zoneText } from './calendar-columns';
import { calendarKeyHint } from './calendar-keys';
import { useCalendarControls } from './CalendarControls';
import { eventRef } from '../../calendar/event-ref';
import { useCalendar } from './use-calendar';
import './calendar.css';

export function AgendaScreen(): JSX.Element {
  const { client, locale } = useApp();
  const pane = usePane();
  const cal = useCalendar();
  const lists = watchlistStore(client);
  const now = useNow(30_000);
  const today = createMemo(() => cal.today(now()));
  // Watchlists are the user's, kept across data sources: their shares are found by code in this
  // source's cache (an id saved under another source names another share here).
  const cachedShares = useDataset('shares', undefined, false);
  const shares = createMemo(() => {
    const byItsCode = byCode(cachedShares()?.records ?? [], shareCode);
    const seen = new Map<number, { id: number; code: string; title: string }>();
    for (const list of lists.lists())
      for (const item of list.items) {
        const id = item.kind === 'share' ? byItsCode.get(item.code.toUpperCase())?.id : null;
        if (id != null) seen.set(id, { id, code: item.code, title: item.title });
      }
    return [...seen.values()];
  });
  const [diary, { refetch }] = createResource(shares, async (list) => {
    const reads = await Promise.all(
      list.map(async (share) => ({ share, read: await client.call('data.read', { dataset: 'share-diary', id: share.id }) })),
    );
    return reads.flatMap(({ share, read }): CompanyEntry[] => read.records.map((entry) => ({ share, entry })));
  });
  onCleanup(client.on('data.updated', (u) => u.dataset === 'share-diary' && void refetch()));

  const rows = createMemo(() =>
    mergeAgenda([...eventRows(applyFilter(cal.placed(), cal.filter(), today())), ...companyRows(diary() ?? [], cal.filter(), today())]),
  );
  const firstOfDay = createMemo(() =>
    dayStarts(
      rows(),
      (r) => r.day,
      (r) => r.key,
    ),
  );
  // Company entries carry no instant: today's count as behind the line, like all-day events.
  const nowKey = createMemo(() => rows().find((r) => (r.at !== null ? r.at >= now() : r.day > today()))?.key ?? null);
  const columns = createMemo<Column<AgendaRow>[]>(() => [
    { id: 'day', header: msg('Day'), value: (r) => dayLabel(r.day, locale()), width: DAY_COLUMN_WIDTH, sortable: false },
    { id: 'time', header: msg('Time'), value: (r) => (r.kind === 'event' ? eventTimeText(r.placed) : (r.time ?? t('all day'))), width: 96 },
    {
      id: 'kind',
      header: msg('Type'),
      value: (r) => (r.kind === 'company' ? t('CORP') : r.placed.event.importance === 'HOLIDAY' ? importanceWord('HOLIDAY') : t('ECO')),
      width: 64,
    },
    { id: 'who', header: msg('Zone / share'), value: (r) => (r.kind === 'company' ? r.company.share.code : zoneText(r.placed)), width: 96 },
    {
      id: 'title',
      header: msg('Event'),
      value: (r) => (r.kind === 'company' ? (r.company.entry.title ?? r.company.entry.description) : r.placed.event.title),
    },
    { id: 'importance', header: msg('Imp.'), value: (r) => (r.kind === 'event' ? importanceText(r.placed) : ''), width: 64 },
    {
      id: 'actual',
      header: msg('Actual'),
      value: (r) => (r.kind === 'event' ? r.placed.event.current : null),
      width: 72,
      align: 'right',
      tone: (r) => (r.kind === 'event' ? actualTone(r.placed) : null),
    },
    {
      id: 'forecast',
      header: msg('Forecast'),
      value: (r) => (r.kind === 'event' ? r.placed.event.prevision : null),
      width: 72,
      align: 'right',
    },
  ]);
  // eslint-disable-next-line solid/reactivity -- the hook takes the accessors and reads them in its key handler
  const controls = useCalendarControls(cal, today, nowKey);
  const rowRef = (r: AgendaRow): SecurityRef =>
    r.kind === 'event'
      ? eventRef(r.placed.event)
      : { kind: 'share', id: r.company.share.id, code: r.company.share.code, title: r.company.share.title };
  const open = (r: AgendaRow) => pane.openSecurity(rowRef(r), r.kind === 'event' ? 'EV' : 'EVT');
  const follow = useFollowCursor(rowRef);
  const rowClass = (r: AgendaRow) =>
    [
      firstOfDay().has(r.key) ? 'cal-day-start' : 'cal-day-more',
      r.kind === 'company' ? 'cal-company' : '',
      r.kind === 'event' && r.placed.event.importance === 'HOLIDAY' ? 'cal-holiday' : '',
      r.key === nowKey() ? 'cal-now' : '',
    ].join(' ');

  return (
    <div ref={controls.root} class="cal" onKeyDown={(e) => controls.onKeyDown(e)}>
      <controls.FilterBar />
      <p class="cal-status" role="status">
        <Show
          when={shares().length > 0}
          fallback={<span class="muted">{t('No shares in your watchlists: add some (Alt+W) to see their company diary here.')}</span>}
        >
          <span class="muted">
            {tp(
              shares().length,
              'Economic events and holidays, with the company diary of {count} watchlist share',
              'Economic events and holidays, with the company diary of {count} watchlist shares',
            )}
          </span>
        </Show>
      </p>
      <DataTable
        label={t('Agenda')}
        columns={columns()}
        rows={rows()}
        rowKey={(r) => r.key}
        rowClass={rowClass}
        api={controls.table}
        startKey={controls.nowKey}
        nearestTo={nearestInTime}
        onOpen={open}
        onSelect={follow}
        exportName="agenda"
        locale={locale()}
        emptyText={cal.emptyText()}
      />
      <p class="cal-hint muted">{calendarKeyHint()}</p>
    </div>
  );
}
