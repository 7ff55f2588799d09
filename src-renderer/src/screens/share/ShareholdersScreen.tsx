// HDS: who owns the company. The capital as one bar (declared holders, then the remainder to
// 100 %), and the holders with their voting rights as served.
import { Show, type JSX } from 'solid-js';
import type { Shareholder } from '../../../../src-main/ipc/contract';
import { useApp } from '../../platform/context';
import { StackedBar, type BarSegment } from '../../components/StackedBar';
import { DataTable, type Column } from '../../components/table';
import { TitledPanel } from '../../components/TitledPanel';
import { formatPercent } from '../../format';
import { fromPercent } from '../../format/figures';
import { holdingsOf } from './holdings';
import { useShareCode, useShareList } from '../../data/use-share';
import { msg, t } from '../../i18n';
import '../../styles/security-screens.css';

const COLUMNS: Column<Shareholder>[] = [
  { id: 'name', header: msg('Shareholder'), value: (h) => h.name, width: 380 },
  {
    id: 'share',
    header: msg('Capital'),
    value: (h) => fromPercent(h.share),
    kind: 'percent',
    width: 90,
    title: msg('Share of the capital held'),
  },
  { id: 'voting', header: msg('Voting rights'), value: (h) => h.voting_rights, width: 120, align: 'right' },
];

export function ShareholdersScreen(): JSX.Element {
  const { locale } = useApp();
  const code = useShareCode();
  const list = useShareList('share-shareholders', 'Shareholders');
  const holdings = () => holdingsOf(list.rows());
  const rows = () => [...list.rows()].sort((a, b) => (b.share ?? -1) - (a.share ?? -1));
  const segments = (): BarSegment[] =>
    holdings().parts.map((part) => ({
      label: part.name,
      value: part.share,
      text: formatPercent(fromPercent(part.share), { locale: locale() }),
      rest: part.rest,
    }));
  const declared = () => formatPercent(fromPercent(holdings().declared), { locale: locale() });

  return (
    <div class="share-screen">
      <div class="hds-bar">
        <TitledPanel title={t('Share of capital')} aside={t('declared holders {share}', { share: declared() })}>
          <Show when={segments().length > 0} fallback={<p class="share-note">{list.emptyText()}</p>}>
            <StackedBar segments={segments()} total={holdings().total} label={t('Share of capital')} />
          </Show>
        </TitledPanel>
      </div>
      <TitledPanel title={t('Shareholders')} aside={t('{count} declared', { count: rows().length })}>
        <DataTable
          label={t('Shareholders')}
          columns={COLUMNS}
          rows={rows()}
          rowKey={(h) => h.name ?? ''}
          exportName={`${code()}-shareholders`}
          locale={locale()}
          emptyText={list.emptyText()}
        />
      </TitledPanel>
    </div>
  );
}
