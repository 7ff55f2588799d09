// A security's documents (DOCS for shares and funds): Enter opens one through the link guard
// (main checks the host); the line above says what happened.
import type { JSX } from 'solid-js';
import { useApp } from '../platform/context';
import { msg, t } from '../i18n';
import { createLinkOpener, LinkStatus } from './ExternalLink';
import { DataTable, type Column } from './table';
import { TitledPanel } from './TitledPanel';

export interface DocumentRow {
  name: string | null;
  path: string | null;
  /** Funds' documents carry no date. */
  date?: string | null;
}

/** The file part of a document URL ("…/shared/documents/x.pdf" → "x.pdf"). */
const fileName = (path: string | null) => path?.split(/[?#]/)[0]?.split('/').filter(Boolean).at(-1) ?? null;

const NAME_COLUMNS: Column<DocumentRow>[] = [
  { id: 'name', header: msg('Document'), value: (d) => d.name },
  { id: 'file', header: msg('File'), value: (d) => fileName(d.path), width: 260 },
];
const DATED_COLUMNS: Column<DocumentRow>[] = [{ id: 'date', header: msg('Date'), value: (d) => d.date, kind: 'date' }, ...NAME_COLUMNS];

export function DocumentsTable(props: {
  rows: readonly DocumentRow[];
  dated: boolean;
  exportName: string;
  emptyText: string;
}): JSX.Element {
  const { client, locale } = useApp();
  const opener = createLinkOpener(client);
  return (
    <>
      <p class="share-summary">
        <LinkStatus opener={opener} hint={t('⏎ opens the selected document')} />
      </p>
      <TitledPanel title={t('Documents')} aside={t('{count} documents', { count: props.rows.length })}>
        <DataTable
          label={t('Documents')}
          columns={props.dated ? DATED_COLUMNS : NAME_COLUMNS}
          rows={props.rows}
          rowKey={(d) => d.path ?? `${d.date ?? ''}|${d.name ?? ''}`}
          onOpen={(d) => void opener.open(d.path, d.name ?? fileName(d.path) ?? t('the document'))}
          exportName={props.exportName}
          locale={locale()}
          emptyText={props.emptyText}
        />
      </TitledPanel>
    </>
  );
}
