// The line above a table: quick filter, row count, hidden-columns switch, messages, key hint, CSV and xlsx.
import { Show, type JSX } from 'solid-js';
import { t } from '../../i18n';
import { forgetTyping } from '../forget-typing';

export interface TableToolbarProps {
  label: string;
  query: string;
  onQuery: (text: string) => void;
  filterRef: (input: HTMLInputElement) => void;
  onFilterFocus: () => void;
  onFilterKeyDown: (event: KeyboardEvent) => void;
  count: string;
  /** Headers of the columns a narrow pane hides. */
  hidden: readonly string[];
  allColumns: boolean;
  onToggleColumns: () => void;
  /** A transient message (copied, exported), or null. */
  flash: string | null;
  hint: string;
  onExport: (format: 'csv' | 'xlsx') => void;
}

export function TableToolbar(props: TableToolbarProps): JSX.Element {
  const hiddenList = () => props.hidden.join(', ');
  return (
    <div class="dt-toolbar" role="toolbar" aria-label={t('{label} tools', { label: props.label })}>
      <label class="dt-filter" classList={{ 'dt-filter-active': props.query !== '' }}>
        <span class="dt-key" aria-hidden="true">
          /
        </span>
        <input
          ref={(input) => props.filterRef(input)}
          type="text"
          class="dt-filter-input"
          placeholder={t('Filter')}
          spellcheck={false}
          autocomplete="off"
          aria-label={t('Filter {label}', { label: props.label })}
          value={props.query}
          onInput={(event) => props.onQuery(event.currentTarget.value)}
          onFocus={() => props.onFilterFocus()}
          onKeyDown={(event) => props.onFilterKeyDown(event)}
          onFocusOut={(event) => {
            // A list filtered all day would keep every edit in Chromium's undo stack (see
            // forget-typing). Left, its typing is forgotten; after this task, once the focus has landed.
            const input = event.currentTarget;
            setTimeout(() => forgetTyping(input));
          }}
        />
      </label>
      <span class="dt-count">{props.count}</span>
      <Show when={props.hidden.length > 0 || props.allColumns}>
        <button
          type="button"
          class="dt-button dt-more"
          classList={{ 'dt-more-hidden': !props.allColumns }}
          aria-label={
            props.allColumns
              ? t('Showing every column: fit the pane (key *)')
              : t('{count} more columns: {columns} (key *)', { count: props.hidden.length, columns: hiddenList() })
          }
          title={
            props.allColumns
              ? t('Every column, scrolling sideways: * fits the pane again')
              : t('Hidden at this width: {columns}. * shows them', { columns: hiddenList() })
          }
          onClick={() => props.onToggleColumns()}
        >
          {props.allColumns ? t('‹ fit') : t('+{count} cols', { count: props.hidden.length })}
        </button>
      </Show>
      <span class="dt-flash" role="status">
        {props.flash ?? ''}
      </span>
      <span class="dt-spacer" />
      <span class="dt-hint" aria-hidden="true">
        {props.hint}
      </span>
      <button
        type="button"
        class="dt-button"
        aria-label={t('Export CSV: {label}', { label: props.label })}
        title={t('Save the visible rows as CSV (Ctrl+S)')}
        onClick={() => props.onExport('csv')}
      >
        CSV
      </button>
      <button
        type="button"
        class="dt-button"
        aria-label={t('Export xlsx: {label}', { label: props.label })}
        title={t('Save the visible rows as an Excel workbook (Ctrl+Shift+S)')}
        onClick={() => props.onExport('xlsx')}
      >
        XLSX
      </button>
    </div>
  );
}
