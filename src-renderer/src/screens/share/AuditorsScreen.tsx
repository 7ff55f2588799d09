// AUD: the company's statutory auditors.
import type { JSX } from 'solid-js';
import type { ShareAuditor } from '../../../../src-main/ipc/contract';
import { useApp } from '../../platform/context';
import { DataTable, type Column } from '../../components/table';
import { TitledPanel } from '../../components/TitledPanel';
import { useShareCode, useShareList } from '../../data/use-share';
import { msg, t } from '../../i18n';
import '../../styles/security-screens.css';

const COLUMNS: Column<ShareAuditor>[] = [
  { id: 'name', header: msg('Auditor'), value: (a) => a.name },
  { id: 'type', header: msg('Appointment'), value: (a) => a.type },
  { id: 'phone', header: msg('Phone'), value: (a) => a.phone, width: 170 },
  { id: 'address', header: msg('Address'), value: (a) => a.address },
];

export function AuditorsScreen(): JSX.Element {
  const { locale } = useApp();
  const code = useShareCode();
  const list = useShareList('share-auditors', 'Auditors');
  return (
    <div class="share-screen">
      <TitledPanel title={t('Auditors')} aside={t('{count} appointed', { count: list.rows().length })}>
        <DataTable
          label={t('Auditors')}
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
