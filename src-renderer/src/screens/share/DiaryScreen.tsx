// EVT: the company diary. Coming events first (soonest first), then past ones (latest first),
// with a When column so the boundary stays visible however the table is filtered.
import { Show, type JSX } from 'solid-js';
import type { DiaryEntry } from '../../../../src-main/ipc/contract';
import { useApp } from '../../platform/context';
import { DataTable, type Column } from '../../components/table';
import { TitledPanel } from '../../components/TitledPanel';
import { formatDate } from '../../format';
import { dayOf, daysBetween, todayIso } from '../../format/days';
import { orderDiary, type DiaryRow } from '../../data/share-diary';
import { useShareCode, useShareList } from '../../data/use-share';
import { msg, t } from '../../i18n';
import '../../styles/security-screens.css';

const WHEN: Record<DiaryRow<DiaryEntry>['when'], string> = { Upcoming: msg('Upcoming'), Past: msg('Past'), Undated: msg('Undated') };

const COLUMNS: Column<DiaryRow<DiaryEntry>>[] = [
  { id: 'when', header: msg('When'), value: (e) => t(WHEN[e.when]).toUpperCase(), width: 84 },
  { id: 'date', header: msg('Date'), value: (e) => e.date, kind: 'datetime' },
  { id: 'title', header: msg('Event'), value: (e) => e.title },
  { id: 'description', header: msg('Description'), value: (e) => e.description },
];

export function DiaryScreen(): JSX.Element {
  const { locale } = useApp();
  const code = useShareCode();
  const list = useShareList('share-diary', 'Diary events');
  const rows = () => orderDiary(list.rows(), todayIso());
  const upcoming = () => rows().filter((e) => e.when === 'Upcoming');
  const next = () => upcoming()[0];
  const inDays = (date: string | null) => {
    const day = dayOf(date);
    const days = day === null ? null : daysBetween(todayIso(), day);
    return days === null ? '' : days === 0 ? t('today') : t('in {n} d', { n: days });
  };
  return (
    <div class="share-screen">
      <Show when={next()}>
        {(e) => (
          <p class="share-summary">
            <span class="share-badge">{t('NEXT')}</span> <strong>{formatDate(e().date)}</strong>{' '}
            <span class="muted">{inDays(e().date)}</span> {e().title ?? ''}
          </p>
        )}
      </Show>
      <TitledPanel
        title={t('Company diary')}
        aside={t('{upcoming} upcoming · {past} past', { upcoming: upcoming().length, past: rows().length - upcoming().length })}
      >
        <DataTable
          label={t('Company diary')}
          columns={COLUMNS}
          rows={rows()}
          rowKey={(e) => `${e.date}|${e.title}`}
          exportName={`${code()}-diary`}
          locale={locale()}
          emptyText={list.emptyText()}
        />
      </TitledPanel>
    </div>
  );
}
