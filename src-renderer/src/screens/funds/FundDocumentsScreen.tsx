// DOCS for a fund: its documents (prospectus, reports), opened through the guarded link path.
import { Show, type JSX } from 'solid-js';
import { useApp } from '../../platform/context';
import { useDataset } from '../../data/use-data';
import { emptyListText } from '../../data/list-state';
import { DocumentsTable } from '../../components/DocumentsTable';
import { FundHeadline } from './FundHeadline';
import { fundCode } from '../../commands/fund-ref';
import { missingSecurityText } from '../../data/data-state';
import { useFund } from '../../data/use-fund';
import '../../styles/security-screens.css';

export function FundDocumentsScreen(): JSX.Element {
  const { offline, cacheState } = useApp();
  const { id, fund, loaded } = useFund(false);
  const docs = useDataset('fund-documents', id);
  // While another fund's list is being read (a linked pane switched), keep only this fund's rows.
  const rows = () => (docs()?.records ?? []).filter((d) => d.fund_id === id());
  return (
    <Show when={fund()} fallback={<div class="screen-empty">{missingSecurityText('fund', loaded(), offline())}</div>}>
      {(f) => (
        <div class="share-screen">
          <FundHeadline fund={f()} />
          <DocumentsTable
            rows={rows()}
            dated={false}
            exportName={`${fundCode(f())}-documents`}
            emptyText={emptyListText(docs(), cacheState(), 'Documents', 'fund')}
          />
        </div>
      )}
    </Show>
  );
}
