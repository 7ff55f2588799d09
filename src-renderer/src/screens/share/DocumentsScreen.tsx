// DOCS for a share: the company's published documents, newest first.
import type { JSX } from 'solid-js';
import { DocumentsTable } from '../../components/DocumentsTable';
import { useShareCode, useShareList } from '../../data/use-share';
import '../../styles/security-screens.css';

export function DocumentsScreen(): JSX.Element {
  const code = useShareCode();
  const list = useShareList('share-documents', 'Documents');
  const rows = () => [...list.rows()].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
  return (
    <div class="share-screen">
      <DocumentsTable rows={rows()} dated exportName={`${code()}-documents`} emptyText={list.emptyText()} />
    </div>
  );
}
