// AUD: the company's statutory auditors.
import type { JSX } from 'solid-js';
import type { ShareAuditor } from '../../../../src-main/ipc/contract';
import { useApp } from '../../platform/context';
import { DataTable, type Column } from '../../components/table';
import { TitledPanel } from '../../components/TitledPanel';
import { useShareCode, useShareList } from '../../data/use-share';
import '../../styles/security-screens.css';

const COLUMNS: Column<ShareAuditor>[] = [
  { id: 'name', header: 'Auditor', value: (a) => a.name },
  { id: 'type', header: 'Appointment', value: (a) => a.type },
  { id: 'phone', header: 'Phone', value: (a) => a.phone, width: 170 },
  { id: 'address', header: 'Address', value: (a) => a.address },
];

export function AuditorsScreen(): JSX.Element {
  const { locale } = useApp();
  const code = useShareCode();
  const list = useShareList('share-auditors', 'Auditors');
  return (
    <div class="share-screen">
      <TitledPanel title="Auditors" aside={`${list.rows().length} appointed`}>
        <DataTable
          label="Auditors"
          columns={COLUMNS}
          rows={list.rows()}
          rowKey={(a) => a.id ?? a.name ?? ''}
          exportName={`${code()}-auditors`}
          locale={locale()}
          emptyText={list.emptyText()}
        />
      </TitledPanel>
    </div>
  );
}
