// DOCS: the company's published documents, newest first. Enter opens one through the link
// guard (main checks the host); the line above says what happened.
import type { JSX } from 'solid-js';
import type { ShareDocument } from '../../../../src-main/ipc/contract';
import { useApp } from '../../app/context';
import { createLinkOpener, LinkStatus } from '../../components/ExternalLink';
import { DataTable, type Column } from '../../components/table';
import { TitledPanel } from '../../components/TitledPanel';
import { useShareCode, useShareList } from './use-share';
import './share-screens.css';

/** The file part of a document URL ("…/shared/documents/x.pdf" → "x.pdf"). */
const fileName = (path: string | null) => path?.split(/[?#]/)[0]?.split('/').filter(Boolean).at(-1) ?? null;

const COLUMNS: Column<ShareDocument>[] = [
  { id: 'date', header: 'Date', value: (d) => d.date, kind: 'date' },
  { id: 'name', header: 'Document', value: (d) => d.name },
  { id: 'file', header: 'File', value: (d) => fileName(d.path), width: 260 },
];

export function DocumentsScreen(): JSX.Element {
  const { client, locale } = useApp();
  const code = useShareCode();
  const list = useShareList('share-documents', 'Documents');
  const opener = createLinkOpener(client);
  const rows = () => [...list.rows()].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
  return (
    <div class="share-screen">
      <p class="share-summary">
        <LinkStatus opener={opener} hint="⏎ opens the selected document" />
      </p>
      <TitledPanel title="Documents" aside={`${rows().length} documents`}>
        <DataTable
          label="Documents"
          columns={COLUMNS}
          rows={rows()}
          rowKey={(d) => d.path ?? `${d.date}|${d.name}`}
          onOpen={(d) => void opener.open(d.path, d.name ?? fileName(d.path) ?? 'the document')}
          exportName={`${code()}-documents`}
          locale={locale()}
          emptyText={list.emptyText()}
        />
      </TitledPanel>
    </div>
  );
}
