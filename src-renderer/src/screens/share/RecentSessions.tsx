// DES: the latest sessions of the share, newest first.
import type { JSX } from 'solid-js';
import type { SharePrice } from '../../../../src-main/ipc/contract';
import { useApp } from '../../platform/context';
import { SectionHeader } from '../../components/SectionHeader';
import { DataTable, type Column } from '../../components/table';
import { decimalsFor } from '../../format/figures';
import { newestFirst } from '../../data/share-overview';
import { msg, t } from '../../i18n';

export function RecentSessions(props: { sessions: readonly SharePrice[]; emptyText: string; code: string }): JSX.Element {
  const { locale } = useApp();
  const rows = () => newestFirst(props.sessions);
  const columns = (): Column<SharePrice>[] => {
    const decimals = decimalsFor(props.sessions.map((p) => p.closing_price ?? p.day_price));
    return [
      { id: 'date', header: msg('Date'), value: (p) => p.price_date, kind: 'date' },
      { id: 'close', header: msg('Close'), value: (p) => p.closing_price ?? p.day_price, kind: 'number', decimals, width: 90 },
      { id: 'variation', header: msg('Chg'), value: (p) => p.variation, kind: 'signed-percent', colorBySign: true, width: 80 },
      { id: 'volume', header: msg('Volume'), value: (p) => p.volume, kind: 'integer', width: 90 },
    ];
  };
  return (
    <div class="des-block des-sessions" role="group" aria-label={t('Recent sessions')}>
      <SectionHeader title={t('Recent sessions')} />
      <div class="des-sessions-table">
        <DataTable
          label={t('Recent sessions')}
          columns={columns()}
          rows={rows()}
          rowKey={(p) => p.price_date ?? p.id ?? ''}
          exportName={`${props.code}-sessions`}
          locale={locale()}
          emptyText={props.emptyText}
        />
      </div>
    </div>
  );
}
