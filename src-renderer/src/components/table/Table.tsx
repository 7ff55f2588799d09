// The table view, a plain component: rows, columns, header, toolbar and what the keys do, with no
// knowledge of panes. Virtualised, keyboard-first, sortable, filterable, copyable, exportable.
// Screens use DataTable, which connects it to the pane's memory.
import { createVirtualizer } from '@tanstack/solid-virtual';
import { createEffect, createMemo, createSignal, For, on, onCleanup, onMount, Show, untrack, type JSX } from 'solid-js';
import { DEFAULT_LOCALE, formatInteger } from '../../format';
import '../../styles/table.css';
import type { TableView } from '../../workspace/view-memory';
import {
  type Column,
  type ColumnFit,
  cellAlign,
  cellText,
  cellTone,
  columnTrack,
  fitColumns,
  isAbsent,
  minimumWidth,
  moveColumn,
  reconcileOrder,
  sameFit,
} from './columns';
import { toCsv, toTsv } from './csv';
import { filterRows, queryTerms, rowHaystack } from './filter';
import { filterInputKey, keyHint, type NavCommand, type NavState, reduceKey } from './keyboard';
import { createSelection } from './selection';
import { ariaSort, cycleSort, type SortState, sortRows } from './sort';
import { TableToolbar } from './TableToolbar';
import { type SheetProvenance, tableToSheet } from './sheet';
import { exportFileName } from './file-name';
import { copyText, saveFile } from './transfer';
import { xlsxBlob } from './xlsx';
import { HEADER_HEIGHT, jumpTop, keepRowInPlace, pageRows, revealColumnLeft, revealRowTop, ROW_HEIGHT, rowOffset } from './viewport';
import { t, tp } from '../../i18n';

export interface TableProps<Row> {
  /** Accessible name of the grid (aria-label); also names the filter input and the export. */
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /** A stable, unique key per row: the selection follows it through sorting, filtering and updates. */
  rowKey: (row: Row) => string;
  /** Enter or double-click on a row. */
  onOpen?: (row: Row) => void;
  /** What Enter does, in the hint line (default "open"); shown only when the table has onOpen. */
  openHint?: string;
  /** Whether Enter does something on this row (default: every row, when onOpen is set). */
  canOpen?: (row: Row) => boolean;
  /** The selected row changed (keyboard, mouse, or because the old one went away). */
  onSelect?: (row: Row) => void;
  initialSort?: SortState;
  /** File name stem of the CSV and xlsx exports (default: the label). */
  exportName?: string;
  /** BCP 47 locale for numbers and text sorting (default 'en-US'). */
  locale?: string;
  /** Shown when there are no rows at all (default "No rows"). */
  emptyText?: string;
  /** Focus the grid when it mounts, if focus is still on a box around it (its pane, while it loaded). */
  autofocus?: boolean;
  /** Extra classes of a body row (e.g. the first row of a day, a holiday). */
  rowClass?: (row: Row) => string | undefined;
  /** Lets the owner move the selection (e.g. "jump to now"). */
  api?: (api: DataTableApi) => void;
  /** The row the list opens on (a time list: the one nearest now); the first row otherwise. */
  startKey?: () => string | null;
  /** Where the selection goes when a filter hides its row (a time list: the nearest in time); its neighbour otherwise. */
  nearestTo?: (gone: Row, rows: readonly Row[]) => number;
}

/** Where the table starts from and what it hands back when it goes (its owner keeps it). */
export interface TableMemory {
  /** How the user left this table before: filter, sort, cursor, column order, scroll. */
  restore?: TableView;
  /** The table is going: how the user leaves it. */
  onLeave?: (view: TableView) => void;
  /** When and where the rows were fetched, for an xlsx's "as of" line (default: unknown). */
  provenance?: () => SheetProvenance;
}

export interface DataTableApi {
  /** Selects the row with this key and scrolls it into view; false when no visible row has it. */
  select(key: string): boolean;
  /** The selected row's key, the one a list opens on included (which onSelect does not report). */
  selectedKey(): string | null;
}

const FLASH_MS = 2500;

let instances = 0;

export function Table<Row>(props: TableProps<Row> & TableMemory): JSX.Element {
  const uid = `dt${++instances}`;
  const locale = () => props.locale || DEFAULT_LOCALE;
  const saved = untrack(() => props.restore);

  let grid: HTMLDivElement | undefined;
  let header: HTMLDivElement | undefined;
  let filterInput: HTMLInputElement | undefined;

  // ---- columns: declared order, rearranged by the user with < and > ----
  const [order, setOrder] = createSignal<string[]>(saved?.order ?? []);
  const columnsById = createMemo(() => new Map(props.columns.map((column) => [column.id, column])));
  const columns = createMemo<Column<Row>[]>(() => {
    const byId = columnsById();
    const ids = reconcileOrder(
      order(),
      props.columns.map((column) => column.id),
    );
    return ids.map((id) => byId.get(id)).filter((column): column is Column<Row> => column !== undefined);
  });
  // A narrow pane shows the columns that fit, by priority, and says how many it hid; `*` (or the
  // "+N cols" button) shows them all, scrolling sideways.
  // No columns until the grid's width is known (its first resize report, before the first paint):
  // rows are made once with the columns that fit, not with all of them and then cut down.
  const [width, setWidth] = createSignal<number | null>(null);
  const [allColumns, setAllColumns] = createSignal(false);
  const fitted = createMemo(
    (): ColumnFit<Row> => {
      const known = width();
      if (allColumns()) return { shown: columns(), hidden: [] };
      return known === null ? { shown: [], hidden: [] } : fitColumns(columns(), known);
    },
    undefined,
    // A resize that shows the same columns changes nothing downstream (every row's cells).
    { equals: sameFit<Row> },
  );
  const shown = () => fitted().shown;
  // A table that gets shorter (the ticker's lines land, a pane above grows) keeps the selected row
  // in view if it was: the keyboard's place never slides out of sight by itself.
  let lastHeight = 0;
  const onResize = () => {
    if (!grid) return;
    setWidth(grid.clientWidth);
    const height = grid.clientHeight;
    const index = selection.index();
    if (height < lastHeight && index >= 0 && revealRowTop(grid.scrollTop, lastHeight, index) === grid.scrollTop) revealRow(index);
    lastHeight = height;
  };
  onMount(() => {
    if (!grid) return;
    if (typeof ResizeObserver === 'undefined') return setWidth(Number.POSITIVE_INFINITY);
    const observer = new ResizeObserver(onResize);
    observer.observe(grid);
    onCleanup(() => observer.disconnect());
  });
  const [col, setCol] = createSignal(saved?.col ?? 0);
  const currentCol = () => Math.min(Math.max(0, col()), shown().length - 1);

  // ---- rows: filter, then sort ----
  const [query, setQuery] = createSignal(saved?.query ?? '');
  const [sort, setSort] = createSignal<SortState | null>(saved ? saved.sort : untrack(() => props.initialSort ?? null));
  const filtering = createMemo(() => queryTerms(query()).length > 0);
  // Search texts (every cell formatted) are costly for 10,000 rows: built only while a filter is
  // in use (pre-built when the filter input gets focus) and cached per row object, so a live
  // update of a few rows reformats only those.
  const haystackCache = createMemo(() => {
    void props.columns;
    void locale();
    return new WeakMap<object, string>();
  });
  const haystackOf = (row: Row): string => {
    if (typeof row !== 'object' || row === null) return rowHaystack(row, props.columns, locale());
    const cache = haystackCache();
    let text = cache.get(row);
    if (text === undefined) {
      text = rowHaystack(row, props.columns, locale());
      cache.set(row, text);
    }
    return text;
  };
  const haystacks = createMemo(() => (filtering() ? props.rows.map(haystackOf) : null));
  const warmSearch = () =>
    setTimeout(() => {
      for (const row of untrack(() => props.rows)) haystackOf(row);
    }, 0);
  const filtered = createMemo<readonly Row[]>(() => {
    const texts = haystacks();
    return texts ? filterRows(props.rows, columns(), query(), locale(), texts) : props.rows;
  });
  const visible = createMemo<readonly Row[]>(() => {
    const state = sort();
    const column = state ? columnsById().get(state.column) : undefined;
    return column && state ? sortRows(filtered(), column, state.direction, locale()) : filtered();
  });

  const selection = createSelection<Row>({
    rows: visible,
    rowKey: (row) => props.rowKey(row),
    initialKey: saved?.selectedKey ?? null,
    onSelect: (row) => props.onSelect?.(row),
    startKey: () => props.startKey?.() ?? null,
    nearestTo: (gone, rows) => props.nearestTo?.(gone, rows) ?? -1,
  });

  // ---- virtualisation ----
  const virtualizer = createVirtualizer<HTMLDivElement, HTMLDivElement>({
    get count() {
      return visible().length;
    },
    getScrollElement: () => (grid?.isConnected ? grid : null),
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    scrollMargin: HEADER_HEIGHT,
  });

  // Solid may mount this component before its nodes are inserted in the document; virtual-core
  // then finds no window to observe the grid's size with and shows no rows. So the grid only
  // counts as the scroll element once connected, and the virtualizer looks again a frame later.
  onMount(() => {
    const frame = requestAnimationFrame(() => virtualizer._willUpdate());
    onCleanup(() => cancelAnimationFrame(frame));
  });

  /** Scroll so row `index` is fully visible below the sticky header. */
  const revealRow = (index: number) => {
    if (grid && index >= 0) grid.scrollTop = revealRowTop(grid.scrollTop, grid.clientHeight, index);
  };
  // The selection is always in view: the row a list opens on (nearest now may be far down), the one
  // it moves to when a filter hides its row, and its place after a re-read (other ranges, more rows
  // before it). A move by key has revealed it already: this is a no-op then.
  createEffect(
    on([selection.key, selection.index], ([, index]) => {
      requestAnimationFrame(() => revealRow(index));
    }),
  );
  const revealCol = (index: number) => {
    const cell = header?.querySelectorAll<HTMLElement>('[role="columnheader"]')[index];
    if (grid && cell) grid.scrollLeft = revealColumnLeft(grid.scrollLeft, grid.clientWidth, cell.offsetLeft, cell.offsetWidth);
  };
  const pageSize = () => (grid ? pageRows(grid.clientHeight) : 10);

  // ---- transient toolbar message (copied, exported) ----
  const [flash, setFlash] = createSignal<string | null>(null);
  let flashTimer: ReturnType<typeof setTimeout> | undefined;
  const say = (text: string) => {
    setFlash(text);
    clearTimeout(flashTimer);
    flashTimer = setTimeout(() => setFlash(null), FLASH_MS);
  };
  onCleanup(() => clearTimeout(flashTimer));

  // ---- actions ----
  const toggleSort = (column: Column<Row> | undefined) => {
    if (!column || column.sortable === false) return;
    // The cursor row keeps its place on screen (or, if it was out of view, comes to the middle).
    const offset = grid ? rowOffset(grid.scrollTop, selection.index()) : null;
    setSort((current) => cycleSort(current, column.id));
    // A list the user has not moved in shows the top of the new order, its first row selected.
    if (selection.restartIfUntouched()) return revealRow(selection.index());
    const after = selection.index();
    if (!grid || after < 0) return;
    grid.scrollTop = keepRowInPlace(offset, grid.clientHeight, after);
    revealRow(after);
  };

  const setFilter = (text: string) => {
    // A filter typed in a list the user has not moved in selects its first match; else the selected
    // row stays, and the first match takes over only if it is filtered out.
    const fresh = selection.untouched();
    selection.preferFirst();
    setQuery(text);
    if (fresh) selection.selectIndex(0);
    else selection.selectFirstIfNone();
    revealRow(selection.index());
  };

  // eslint-disable-next-line solid/reactivity -- the owner takes the table's API once, at creation
  props.api?.({
    selectedKey: () => selection.key(),
    select(key) {
      const index = selection.indexOf(key);
      if (index === undefined) return false;
      selection.selectIndex(index);
      if (grid) grid.scrollTop = jumpTop(index, pageSize());
      return true;
    },
  });

  const extraClasses = (row: Row | undefined): Record<string, boolean> => {
    const names = row === undefined ? undefined : props.rowClass?.(row);
    return names
      ? Object.fromEntries(
          names
            .split(' ')
            .filter(Boolean)
            .map((name) => [name, true]),
        )
      : {};
  };

  const focusGrid = () => {
    grid?.focus({ preventScroll: true });
    revealRow(selection.index());
  };

  const exported = (rows: readonly Row[]) =>
    say(tp(rows.length, 'Exported {n} row', 'Exported {n} rows', { n: formatInteger(rows.length, { locale: locale() }) }));
  const exportCsv = () => {
    const rows = visible();
    saveFile(
      exportFileName(props.exportName ?? props.label, 'csv'),
      new Blob([toCsv(rows, columns())], { type: 'text/csv;charset=utf-8' }),
    );
    exported(rows);
  };
  // Every column, hidden ones too, in the user's order: the workbook is the table, not the pane's width.
  const exportXlsx = async () => {
    const rows = visible();
    const provenance = props.provenance?.() ?? { asOf: null, source: 'unknown' };
    const name = exportFileName(props.exportName ?? props.label, 'xlsx');
    try {
      saveFile(name, await xlsxBlob([tableToSheet(props.label, rows, columns(), provenance)]));
      exported(rows);
    } catch (error) {
      say(t('Export failed: {error}', { error: error instanceof Error ? error.message : String(error) }));
    }
  };
  const exportAs = (format: 'csv' | 'xlsx') => (format === 'csv' ? exportCsv() : void exportXlsx());

  const copySelected = (withHeader: boolean) => {
    const row = selection.row();
    if (row === undefined) return;
    void copyText(toTsv([row], columns(), withHeader)).then((copied) =>
      say(copied ? (withHeader ? t('Copied row with header') : t('Copied row')) : t('Copy failed')),
    );
  };

  const run = (command: NavCommand, before: NavState) => {
    switch (command.type) {
      case 'open': {
        const row = selection.row();
        if (row !== undefined && (!props.canOpen || props.canOpen(row))) props.onOpen?.(row);
        return;
      }
      case 'sort':
        return toggleSort(shown()[currentCol()]);
      case 'all-columns':
        return setAllColumns((all) => !all);
      case 'filter':
        filterInput?.focus();
        filterInput?.select();
        return;
      case 'clear-filter':
        return setFilter('');
      case 'export':
        return exportAs(command.format);
      case 'copy':
        return copySelected(command.withHeader);
      case 'move-column': {
        // Past its shown neighbour: hidden columns keep their places.
        const ids = columns().map((column) => column.id);
        const from = ids.indexOf(shown()[before.col]?.id ?? '');
        const to = ids.indexOf(shown()[before.col + command.delta]?.id ?? '');
        if (from >= 0 && to >= 0) setOrder(moveColumn(ids, from, to - from).order);
        return revealCol(currentCol());
      }
    }
  };

  const navState = (): NavState => ({
    row: selection.index(),
    col: currentCol(),
    rowCount: visible().length,
    colCount: shown().length,
    pageSize: pageSize(),
    filtering: query() !== '',
  });

  const onGridKeyDown = (event: KeyboardEvent) => {
    if (event.target !== grid || event.isComposing) return;
    const before = navState();
    const result = reduceKey(before, event);
    if (!result.handled) return;
    event.preventDefault();
    event.stopPropagation();
    if (result.state.row !== before.row) {
      selection.selectIndex(result.state.row);
      revealRow(result.state.row);
    }
    if (result.state.col !== before.col) {
      setCol(result.state.col);
      revealCol(result.state.col);
    }
    if (result.command) run(result.command, before);
  };

  const onFilterKeyDown = (event: KeyboardEvent) => {
    const action = event.isComposing ? null : filterInputKey(event);
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    if (action === 'clear') setFilter('');
    else selection.selectFirstIfNone();
    focusGrid();
  };

  const onGridFocus = (event: FocusEvent) => {
    if (event.target === grid && selection.selectFirstIfNone()) revealRow(0);
  };

  // Rows can land long after the screen opened: the grid takes the focus only from the box that
  // held it meanwhile (its pane), never from where the trader has gone since (the command line).
  onMount(() => {
    const holder = document.activeElement;
    if (props.autofocus && grid && holder !== document.body && holder?.contains(grid)) grid.focus({ preventScroll: true });
  });

  // A restored cursor is scrolled back to where it was once its row is there (data may land later).
  let restoreScroll = saved?.scrollTop;
  createEffect(() => {
    const index = selection.index();
    if (restoreScroll === undefined || index < 0) return;
    const top = restoreScroll;
    restoreScroll = undefined;
    requestAnimationFrame(() => {
      if (!grid) return;
      grid.scrollTop = top;
      revealRow(index);
    });
  });
  onCleanup(() =>
    props.onLeave?.({
      query: query(),
      sort: sort(),
      selectedKey: selection.key(),
      order: order(),
      col: col(),
      scrollTop: grid?.scrollTop ?? 0,
    }),
  );

  const hint = () => {
    const row = selection.row();
    return keyHint(Boolean(props.onOpen && (row === undefined || !props.canOpen || props.canOpen(row))), props.openHint);
  };

  // One expression, never a literal object: the compiler would inline constant entries into the
  // template as a style="" attribute, which the renderer's CSP (style-src 'self') blocks.
  const rootStyle = (): JSX.CSSProperties => ({
    '--dt-columns': tracks(),
    '--dt-min-width': `${minimumWidth(shown() as Column<unknown>[])}px`,
    '--dt-row-height': `${ROW_HEIGHT}px`,
    '--dt-header-height': `${HEADER_HEIGHT}px`,
  });
  const tracks = () =>
    shown()
      .map((column) => columnTrack(column as Column<unknown>))
      .join(' ');
  const cellId = (row: number, column: number) => `${uid}-r${row}-c${column}`;
  const activeDescendant = () => {
    const index = selection.index();
    if (index < 0 || shown().length === 0) return undefined;
    const rendered = virtualizer.getVirtualItems().some((item) => item.index === index);
    return rendered ? cellId(index, currentCol()) : undefined;
  };
  const countText = () => {
    const shown = visible().length;
    const total = props.rows.length;
    const fmt = (n: number) => formatInteger(n, { locale: locale() });
    if (filtering()) return t('{shown} of {total}', { shown: fmt(shown), total: fmt(total) });
    return tp(total, '{n} row', '{n} rows', { n: fmt(total) });
  };

  return (
    <div class="dt" style={rootStyle()}>
      <TableToolbar
        label={props.label}
        query={query()}
        onQuery={setFilter}
        filterRef={(input) => (filterInput = input)}
        onFilterFocus={warmSearch}
        onFilterKeyDown={onFilterKeyDown}
        count={countText()}
        hidden={fitted().hidden.map((column) => t(column.header))}
        allColumns={allColumns()}
        onToggleColumns={() => setAllColumns((all) => !all)}
        flash={flash()}
        hint={hint()}
        onExport={exportAs}
      />
      <div class="dt-frame">
        <div
          ref={grid}
          class="dt-grid"
          role="grid"
          tabindex="0"
          aria-label={props.label}
          aria-rowcount={visible().length + 1}
          aria-colcount={shown().length}
          aria-readonly="true"
          aria-activedescendant={activeDescendant()}
          onKeyDown={onGridKeyDown}
          onFocus={onGridFocus}
        >
          <div ref={header} class="dt-head" role="rowgroup">
            <div class="dt-row dt-header-row" role="row" aria-rowindex={1}>
              <For each={shown()}>
                {(column, j) => {
                  const sortable = () => column.sortable !== false;
                  const direction = () => {
                    const state = sort();
                    return state && state.column === column.id ? state.direction : null;
                  };
                  return (
                    <div
                      role="columnheader"
                      aria-colindex={j() + 1}
                      aria-sort={sortable() ? ariaSort(sort(), column.id) : undefined}
                      title={column.title === undefined ? undefined : t(column.title)}
                      class={`dt-cell dt-hcell dt-align-${cellAlign(column as Column<unknown>)}`}
                      classList={{ 'dt-sortable': sortable(), 'dt-sorted': direction() !== null, 'dt-current-col': j() === currentCol() }}
                      onMouseDown={(event) => event.button === 0 && setCol(j())}
                      onClick={() => toggleSort(column)}
                    >
                      <span class="dt-htext">{t(column.header)}</span>
                      <span class="dt-sort-mark" aria-hidden="true">
                        {direction() === 'asc' ? '▲' : direction() === 'desc' ? '▼' : ''}
                      </span>
                    </div>
                  );
                }}
              </For>
            </div>
          </div>
          <div class="dt-body" role="rowgroup" style={{ height: `${virtualizer.getTotalSize()}px` }}>
            <For each={virtualizer.getVirtualItems()}>
              {(item) => {
                const row = () => visible()[item.index];
                return (
                  <div
                    role="row"
                    aria-rowindex={item.index + 2}
                    aria-selected={selection.isSelected(item.index) ? 'true' : 'false'}
                    class="dt-row dt-body-row"
                    classList={{ ...extraClasses(row()), 'dt-odd': item.index % 2 === 1, 'dt-selected': selection.isSelected(item.index) }}
                    style={{ transform: `translateY(${item.start - HEADER_HEIGHT}px)` }}
                    onMouseDown={(event) => event.button === 0 && selection.selectIndex(item.index)}
                    onDblClick={() => {
                      const value = row();
                      if (value !== undefined) props.onOpen?.(value);
                    }}
                  >
                    <For each={shown()}>
                      {(column, j) => {
                        const value = () => {
                          const r = row();
                          return r === undefined ? undefined : column.value(r);
                        };
                        const text = createMemo(() => {
                          const r = row();
                          return r === undefined ? '' : cellText(column, r, locale());
                        });
                        const tone = () => {
                          const r = row();
                          return r === undefined ? null : cellTone(column, r);
                        };
                        return (
                          <div
                            id={cellId(item.index, j())}
                            role="gridcell"
                            aria-colindex={j() + 1}
                            class={`dt-cell dt-align-${cellAlign(column as Column<unknown>)}`}
                            classList={{
                              'dt-up': tone() === 'up',
                              'dt-down': tone() === 'down',
                              'dt-absent': isAbsent(value()),
                              'dt-current': selection.isSelected(item.index) && j() === currentCol(),
                            }}
                            title={(column.kind ?? 'text') === 'text' ? text() : undefined}
                            onMouseDown={(event) => event.button === 0 && setCol(j())}
                          >
                            {text()}
                          </div>
                        );
                      }}
                    </For>
                  </div>
                );
              }}
            </For>
          </div>
        </div>
        <Show when={visible().length === 0}>
          <div class="dt-empty">
            {props.rows.length === 0 ? (props.emptyText ?? t('No rows')) : t('No rows match “{query}”', { query: query().trim() })}
          </div>
        </Show>
      </div>
    </div>
  );
}
