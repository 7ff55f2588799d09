// RATE: agency credit ratings, as cards and as a table. Ratings in force first; expired ones
// after them, dimmed and flagged EXPIRED, with the days since expiry in red.
import { Show, type JSX } from 'solid-js';
import type { ShareRating } from '../../../../src-main/ipc/contract';
import { useApp } from '../../platform/context';
import { DataTable, type Column } from '../../components/table';
import { TitledPanel } from '../../components/TitledPanel';
import { todayIso } from '../../format/days';
import { RatingCards } from './RatingCards';
import { orderRatings, type RatingRow } from '../../data/share-ratings';
import { useShareCode, useShareList } from '../../data/use-share';
import { msg, t } from '../../i18n';
import '../../styles/security-screens.css';

const COLUMNS: Column<RatingRow<ShareRating>>[] = [
  { id: 'status', header: msg('Status'), value: (r) => (r.expired ? t('EXPIRED') : t('in force')), width: 80 },
  { id: 'agency', header: msg('Agency'), value: (r) => r.rating_agency },
  { id: 'long', header: msg('Long term'), value: (r) => r.long_term_note, width: 84, align: 'center' },
  { id: 'long-outlook', header: msg('LT outlook'), value: (r) => r.long_perspective, width: 140 },
  { id: 'short', header: msg('Short term'), value: (r) => r.short_term_note, width: 84, align: 'center' },
  { id: 'short-outlook', header: msg('ST outlook'), value: (r) => r.short_perspective, width: 140 },
  { id: 'expiry', header: msg('Expires'), value: (r) => r.expiration_date, kind: 'date' },
  {
    id: 'days',
    header: msg('Days left'),
    value: (r) => r.daysLeft,
    kind: 'integer',
    colorBySign: true,
    width: 80,
    title: msg('Days to expiry (negative: expired that many days ago)'),
  },
];

export function RatingsScreen(): JSX.Element {
  const { locale } = useApp();
  const code = useShareCode();
  const list = useShareList('share-ratings', 'Credit ratings');
  const rows = () => orderRatings(list.rows(), todayIso());
  const expired = () => rows().filter((r) => r.expired).length;
  return (
    <div class="share-screen">
      <Show when={rows().length > 0}>
        <RatingCards ratings={rows()} />
      </Show>
      <TitledPanel
        title={t('Credit ratings')}
        aside={t('{valid} in force · {expired} expired', { valid: rows().length - expired(), expired: expired() })}
      >
        <DataTable
          label={t('Credit ratings')}
          columns={COLUMNS}
          rows={rows()}
          rowKey={(r) => String(r.id ?? `${r.rating_agency}|${r.expiration_date}`)}
          exportName={`${code()}-ratings`}
          locale={locale()}
          emptyText={list.emptyText()}
        />
      </TitledPanel>
    </div>
  );
}
