// MGMT: board of directors over executive management, terms running today first.
import type { JSX } from 'solid-js';
import type { BoardMember } from '../../../../src-main/ipc/contract';
import { useApp } from '../../platform/context';
import { DataTable, type Column } from '../../components/table';
import { TitledPanel } from '../../components/TitledPanel';
import { todayIso } from '../../format/days';
import { orderMandates, type Mandate } from './mandates';
import { useShareCode, useShareList, type ShareList } from '../../data/use-share';
import { msg, t } from '../../i18n';
import '../../styles/security-screens.css';

const COLUMNS: Column<Mandate<BoardMember>>[] = [
  { id: 'title', header: msg('Title'), value: (m) => m.title },
  { id: 'name', header: msg('Name'), value: (m) => m.person?.name, width: 210 },
  { id: 'gender', header: msg('Sex'), value: (m) => m.person?.gender, width: 44, align: 'center', title: msg('Gender') },
  { id: 'from', header: msg('From'), value: (m) => m.from, kind: 'date' },
  { id: 'to', header: msg('To'), value: (m) => m.to, kind: 'date' },
  { id: 'renewed', header: msg('Renewed'), value: (m) => m.last_renew, kind: 'date', title: msg('Last renewal of the term') },
  { id: 'term', header: msg('Term'), value: (m) => (m.current ? t('current') : t('ended')), width: 70 },
];

function MandateTable(props: { title: string; list: ShareList<'share-board' | 'share-executives'>; exportName: string }): JSX.Element {
  const { locale } = useApp();
  const rows = () => orderMandates(props.list.rows(), todayIso());
  const current = () => rows().filter((m) => m.current).length;
  return (
    <TitledPanel
      title={props.title}
      aside={t('{current} current · {ended} ended', { current: current(), ended: rows().length - current() })}
    >
      <DataTable
        label={props.title}
        columns={COLUMNS}
        rows={rows()}
        rowKey={(m) => m.id ?? `${m.title}|${m.person?.name}`}
        exportName={props.exportName}
        locale={locale()}
        emptyText={props.list.emptyText()}
      />
    </TitledPanel>
  );
}

export function ManagementScreen(): JSX.Element {
  const code = useShareCode();
  const board = useShareList('share-board', 'Board members');
  const executives = useShareList('share-executives', 'Executives', false);
  return (
    <div class="share-screen mgmt">
      <MandateTable title={t('Board of directors')} list={board} exportName={`${code()}-board`} />
      <MandateTable title={t('Executive management')} list={executives} exportName={`${code()}-executives`} />
    </div>
  );
}
