// EV: one economic event in full — every field, its source through the guarded link path — and its
// release history: actual against forecast over time, the surprise of each release (raw and
// standardised), the beat rate, the forecasters' bias and the revisions.
import { createMemo, Show, type JSX } from 'solid-js';
import type { CalendarEvent } from '../../../../src-main/ipc/contract';
import { useApp } from '../../platform/context';
import { eventTimeText, placeEvent } from '../../calendar/event-time';
import { categoryOf, periodOf } from '../../calendar/event-words';
import { parseFigure, surprise } from '../../calendar/figures';
import { prefsStore } from '../../calendar/prefs-store';
import { releaseStats, type Release } from '../../calendar/release-history';
import { ColumnChart } from '../../components/ColumnChart';
import { LineChart } from '../../chart/LineChart';
import { createLinkOpener, ExternalLinkButton, LinkStatus } from '../../components/ExternalLink';
import { FactsGrid } from '../../components/FactsGrid';
import { DataTable, type Column } from '../../components/table';
import { TitledPanel } from '../../components/TitledPanel';
import { useDataset } from '../../data/use-data';
import { changeOf, useLatestChanges } from '../../data/use-latest-changes';
import { formatCompact, formatNumber, formatPercent, formatSigned } from '../../format';
import { usePane } from '../../workspace/pane-context';
import { msg, t } from '../../i18n';
import { importanceWord } from '../../calendar/importance';
import { emptyListText } from '../../data/list-state';
import { actualTone, dayLabel, importanceText, zoneText } from './calendar-columns';
import './calendar.css';

/** Surprise bars shown: the last year of a monthly indicator, readable in half a pane. */
const BARS = 12;

/** Surprises are shown in the figure's own unit: K/M/B amounts compactly, percent points as such. */
function figureText(value: number | null, percent: boolean, locale: string, signed = false): string {
  if (value === null) return '—';
  const abs = Math.abs(value);
  const [scaled, suffix] =
    abs >= 1e9 ? [value / 1e9, 'B'] : abs >= 1e6 ? [value / 1e6, 'M'] : abs >= 1e3 ? [value / 1e3, 'K'] : [value, ''];
  const text = signed ? formatSigned(scaled, { decimals: 2, locale }) : formatNumber(scaled, { decimals: 2, locale });
  return `${text}${suffix}${percent ? t(' pp') : ''}`;
}

/** The importance as a word in the UI language (the facts grid's "Impact"). */
const impactText = (event: CalendarEvent): string | null => (event.importance ? importanceWord(event.importance) : null);

export function EventScreen(): JSX.Element {
  const { client, locale, offline, cacheState } = useApp();
  const pane = usePane();
  const prefs = prefsStore(client).prefs;
  const id = () => pane.screen().security?.id;
  const read = useDataset('events', id);
  const history = useDataset('event-history', id, false);
  const changes = useLatestChanges('events', id);
  const event = createMemo(() => read()?.records.find((e) => e.id === id()));
  const releases = createMemo<CalendarEvent[]>(() => {
    const e = event();
    const past = (history()?.records ?? []).filter((h) => h.event_id === id());
    return e ? [...past, e] : past;
  });
  const stats = createMemo(() => releaseStats(releases()));
  const percent = createMemo(() => releases().some((r) => parseFigure(r.current)?.percent === true));
  const placed = createMemo(() => {
    const e = event();
    return e ? placeEvent(e, prefs().calendar.displayZone) : null;
  });
  const when = () => {
    const p = placed();
    return p ? `${dayLabel(p.day, locale())} ${eventTimeText(p)}` : null;
  };
  const opener = createLinkOpener(client);
  const missingText = () => {
    const r = read();
    if (r === undefined) return t('Reading the cache…');
    if (r.asOf === null)
      return offline()
        ? t('The calendar is not cached yet, and the data source is offline.')
        : t('Fetching the calendar… (not cached yet)');
    return t('No event {id} in the cached calendar.', { id: id() ?? '' });
  };
  // The axis in the table's units: 273K, not 273000.00; percent figures with their sign.
  const axisText = (value: number) => `${formatCompact(value, { locale: locale() })}${percent() ? '%' : ''}`;
  const revisedBy = createMemo(() => new Map(stats().revisions.map((r) => [r.event.id, r.to])));

  const columns = createMemo<Column<Release>[]>(() => [
    { id: 'date', header: msg('Date'), value: (r) => r.event.date, kind: 'date' },
    { id: 'period', header: msg('Period'), value: (r) => periodOf(r.event), width: 84 },
    { id: 'actual', header: msg('Actual'), value: (r) => r.event.current, width: 76, align: 'right', tone: (r) => actualTone(r) },
    { id: 'forecast', header: msg('Forecast'), value: (r) => r.event.prevision, width: 76, align: 'right' },
    { id: 'previous', header: msg('Previous'), value: (r) => r.event.previous, width: 76, align: 'right' },
    {
      id: 'surprise',
      header: msg('Surprise'),
      value: (r) => (r.surprise === null ? null : figureText(r.surprise, percent(), locale(), true)),
      width: 88,
      align: 'right',
      tone: (r) => (r.beat === null ? null : r.surprise === 0 ? 'flat' : r.beat ? 'up' : 'down'),
    },
    {
      id: 'z',
      header: msg('Std. dev.'),
      value: (r) => r.zScore,
      kind: 'signed',
      width: 80,
      title: msg('Surprise in standard deviations of the earlier surprises'),
    },
    {
      id: 'revised',
      header: msg('Revised to'),
      value: (r) => revisedBy().get(r.event.id) ?? null,
      width: 84,
      align: 'right',
      title: msg('What the next release reported as this one'),
    },
  ]);
  const lines = createMemo(() => [
    {
      name: t('Actual'),
      color: 'accent' as const,
      points: stats().releases.map((r) => ({ day: (r.event.date ?? '').slice(0, 10), value: r.actual })),
    },
    {
      name: t('Forecast'),
      color: 'muted' as const,
      dashed: true,
      points: stats().releases.map((r) => ({ day: (r.event.date ?? '').slice(0, 10), value: r.forecast })),
    },
  ]);
  const bars = createMemo(() =>
    stats()
      .releases.filter((r) => r.surprise !== null)
      .slice(-BARS)
      .map((r) => ({
        label: (r.event.date ?? '').slice(2, 7),
        value: r.zScore ?? null,
        text: r.zScore === null ? '·' : formatNumber(r.zScore, { decimals: 1, locale: locale() }),
      })),
  );

  return (
    <div class="ev">
      <Show when={event()} fallback={<div class="screen-empty">{missingText()}</div>}>
        {(e) => (
          <>
            <header class="ev-head">
              <span class="cal-imp" classList={{ 'cal-imp-holiday': e().importance === 'HOLIDAY' }}>
                {importanceText({ event: e() })}
              </span>
              <strong class="ev-title">{e().title}</strong>
              <span class="muted">{periodOf(e()) ?? ''}</span>
            </header>
            <div class="ev-top">
              <FactsGrid
                columns={2}
                label={t('Event')}
                facts={[
                  {
                    label: t('When'),
                    change: changeOf(changes(), 'date', 'hour', 'period'),
                    value: when(),
                    title: placed()?.zone,
                  },
                  {
                    label: t('Zone'),
                    change: changeOf(changes(), 'zone.code', 'zone.name', 'zone.currency'),
                    value: `${zoneText({ event: e() })} ${e().zone?.name ?? ''} · ${e().zone?.currency ?? '—'}`,
                  },
                  { label: t('Category'), change: changeOf(changes(), 'category.label'), value: categoryOf(e()) },
                  {
                    label: t('Impact'),
                    change: changeOf(changes(), 'importance'),
                    value: impactText(e()),
                    title: t('Importance (expected volatility)'),
                  },
                  {
                    label: t('Actual'),
                    change: changeOf(changes(), 'current'),
                    value: e().current,
                    numeric: true,
                    tone: actualTone({ event: e() }),
                  },
                  { label: t('Forecast'), change: changeOf(changes(), 'prevision'), value: e().prevision, numeric: true },
                  { label: t('Previous'), change: changeOf(changes(), 'previous'), value: e().previous, numeric: true },
                  {
                    label: t('Surprise'),
                    value: (() => {
                      const s = surprise(e().current, e().prevision);
                      return s === null ? null : figureText(s, parseFigure(e().current)?.percent ?? false, locale(), true);
                    })(),
                    numeric: true,
                  },
                  {
                    label: t('Source'),
                    change: changeOf(changes(), 'source.name', 'source.link'),
                    node: e().source?.link ? (
                      <ExternalLinkButton
                        url={e().source?.link as string}
                        text={e().source?.name ?? e().source?.link ?? ''}
                        label={e().source?.name ?? t('the source')}
                        opener={opener}
                      />
                    ) : undefined,
                    value: e().source?.name,
                  },
                  { label: t('Comment'), change: changeOf(changes(), 'comment'), value: e().comment },
                ]}
              />
              <FactsGrid
                label={t('Release record')}
                facts={[
                  { label: t('Releases'), value: String(stats().releases.length) },
                  {
                    label: t('Beat rate'),
                    value:
                      stats().beatRate === null
                        ? null
                        : t('{rate} of {count}', {
                            rate: formatPercent(stats().beatRate, { decimals: 0, locale: locale() }),
                            count: stats().compared,
                          }),
                    title: t('Share of releases better than the forecast for this indicator'),
                  },
                  {
                    label: t('Mean surprise'),
                    value: stats().meanSurprise === null ? null : figureText(stats().meanSurprise, percent(), locale(), true),
                    title: t('Forecast bias: the mean of actual − forecast'),
                  },
                  { label: t('Revisions'), value: String(stats().revisions.length) },
                ]}
              />
            </div>
            <LinkStatus opener={opener} />
            <Show when={stats().revisions.length > 0}>
              <p class="ev-revisions">
                <span class="cal-badge">{t('REVISED')}</span>{' '}
                {stats()
                  .revisions.slice(-3)
                  .map((r) => `${(r.event.date ?? '').slice(0, 10)}: ${r.from} → ${r.to}`)
                  .join(' · ')}
              </p>
            </Show>
            <Show when={stats().releases.some((r) => r.actual !== null || r.forecast !== null)}>
              <div class="ev-charts">
                <LineChart label={t('Actual against forecast')} lines={lines()} format={axisText} />
                <div class="ev-bars">
                  <span class="cal-subtitle">{t('Surprise in std. dev. of earlier surprises')}</span>
                  <ColumnChart label={t('Standardised surprise of each release')} data={bars()} />
                </div>
              </div>
            </Show>
            <TitledPanel title={t('Release history')} aside={t('{count} releases', { count: stats().releases.length })}>
              <DataTable
                label={t('Release history')}
                columns={columns()}
                rows={[...stats().releases].reverse()}
                rowKey={(r) => String(r.event.id)}
                exportName={`event-${e().id}-history`}
                locale={locale()}
                emptyText={emptyListText(history(), cacheState(), msg('Release history'))}
              />
            </TitledPanel>
          </>
        )}
      </Show>
    </div>
  );
}
