// The one table of the app: every list (prices, sync state, functions, workspaces…) is a
// DataTable. Virtualised, keyboard-first, sortable, filterable, copyable, exportable.
import { createVirtualizer } from '@tanstack/solid-virtual';
import {
  createEffect,
  createMemo,
  createSelector,
  createSignal,
  For,
  on,
  onCleanup,
  onMount,
  Show,
  untrack,
  useContext,
  type JSX,
} from 'solid-js';
import { DEFAULT_LOCALE, formatInteger } from '../../format';
import '../../styles/table.css';
import {
  type Column,
  cellAlign,
  cellText,
  cellTone,
  columnTrack,
  fitColumns,
  isAbsent,
  minimumWidth,
  moveColumn,
  reconcileOrder,
} from './columns';
import { csvFileName, toCsv, toTsv } from './csv';
import { filterRows, queryTerms, rowHaystack } from './filter';
import { type NavCommand, type NavState, reduceKey } from './keyboard';
import { ariaSort, cycleSort, type SortState, sortRows } from './sort';
import { PaneContext } from '../../workspace/pane-context';
import { recallView, rememberView } from '../../workspace/view-memory';

export interface DataTableProps<Row> {
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
  /** File name stem of the CSV export (default: the label). */
  exportName?: string;
  /** BCP 47 locale for numbers and text sorting (default 'en-US'). */
  locale?: string;
  /** Shown when there are no rows at all (default "No rows"). */
  emptyText?: string;
  /** Focus the grid when it mounts. */
  autofocus?: boolean;
  /** Extra classes of a body row (e.g. the first row of a day, a holiday). */
  rowClass?: (row: Row) => string | undefined;
  /** Lets the owner move the selection (e.g. "jump to now"). */
  api?: (api: DataTableApi) => void;
}

export interface DataTableApi {
  /** Selects the row with this key and scrolls it into view; false when no visible row has it. */
  select(key: string): boolean;
}

/** Fixed row height (px): dense, and what the virtualiser and paging count with. */
const ROW_HEIGHT = 20;
/** Height of the sticky header row (px). CSS reads both from custom properties set here. */
const HEADER_HEIGHT = 22;
const FLASH_MS = 2500;

let instances = 0;

export function DataTable<Row>(props: DataTableProps<Row>): JSX.Element {
  const uid = `dt${++instances}`;
  const locale = () => props.locale || DEFAULT_LOCALE;

  let grid: HTMLDivElement | undefined;
  let header: HTMLDivElement | undefined;
  let filterInput: HTMLInputElement | undefined;

  // In a pane, the table comes back as it was left when history returns to this place.
  const pane = useContext(PaneContext);
  const place = pane?.screen();
  const saved =
    place && pane
      ? recallView(
          place,
          pane.paneId,
          untrack(() => props.label),
        )
      : undefined;

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
  const [width, setWidth] = createSignal(Number.POSITIVE_INFINITY);
  const [allColumns, setAllColumns] = createSignal(false);
  const fitted = createMemo(() => (allColumns() ? { shown: columns(), hidden: [] } : fitColumns(columns(), width())));
  const shown = () => fitted().shown;
  onMount(() => {
    if (!grid || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => grid && setWidth(grid.clientWidth));
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
  const indexByKey = createMemo(() => {
    const map = new Map<string, number>();
    visible().forEach((row, index) => {
      const key = props.rowKey(row);
      if (!map.has(key)) map.set(key, index);
    });
    return map;
  });

  // ---- selection: by key, so it survives sorting, filtering and live updates ----
  const [selectedKey, setSelectedKey] = createSignal<string | null>(saved?.selectedKey ?? null);
  const selectedIndex = createMemo(() => {
    const key = selectedKey();
    return key === null ? -1 : (indexByKey().get(key) ?? -1);
  });
  const isSelected = createSelector(selectedIndex);
  let lastIndex = -1;

  const selectIndex = (index: number) => {
    const row = visible()[index];
    setSelectedKey(row === undefined ? null : props.rowKey(row));
  };

  // The selected row went away (filtered out, removed by an update): select its neighbour. With
  // no rows left the key is kept, so clearing a filter that matched nothing restores the selection.
  createEffect(() => {
    const index = selectedIndex();
    const count = visible().length;
    if (index >= 0) lastIndex = index;
    else if (count > 0 && untrack(selectedKey) !== null) untrack(() => selectIndex(Math.min(Math.max(lastIndex, 0), count - 1)));
  });
  createEffect(
    on(
      selectedKey,
      (key) => {
        if (key === null || !props.onSelect) return;
        const row = untrack(() => visible()[selectedIndex()]);
        if (row !== undefined) props.onSelect(row);
      },
      { defer: true },
    ),
  );

  // ---- virtualisation ----
  const headerHeight = () => HEADER_HEIGHT;
  const virtualizer = createVirtualizer<HTMLDivElement, HTMLDivElement>({
    get count() {
      return visible().length;
    },
    getScrollElement: () => (grid?.isConnected ? grid : null),
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    get scrollMargin() {
      return headerHeight();
    },
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
    if (!grid || index < 0) return;
    const head = headerHeight();
    const top = head + index * ROW_HEIGHT;
    const bottom = top + ROW_HEIGHT;
    if (top < grid.scrollTop + head) grid.scrollTop = top - head;
    else if (bottom > grid.scrollTop + grid.clientHeight) grid.scrollTop = bottom - grid.clientHeight;
  };
  const revealCol = (index: number) => {
    const cell = header?.querySelectorAll<HTMLElement>('[role="columnheader"]')[index];
    if (!grid || !cell) return;
    const left = cell.offsetLeft;
    const right = left + cell.offsetWidth;
    if (left < grid.scrollLeft) grid.scrollLeft = left;
    else if (right > grid.scrollLeft + grid.clientWidth) grid.scrollLeft = right - grid.clientWidth;
  };
  const pageSize = () => (grid ? Math.max(1, Math.floor((grid.clientHeight - headerHeight()) / ROW_HEIGHT) - 1) : 10);

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
    const before = selectedIndex();
    const offset = grid && before >= 0 ? before * ROW_HEIGHT - grid.scrollTop : null;
    setSort((current) => cycleSort(current, column.id));
    const after = selectedIndex();
    if (!grid || after < 0) return;
    const inView = offset !== null && offset >= 0 && offset + ROW_HEIGHT <= grid.clientHeight - headerHeight();
    grid.scrollTop = Math.max(0, after * ROW_HEIGHT - (inView ? offset : Math.floor((grid.clientHeight - headerHeight()) / 2)));
    revealRow(after);
  };

  const setFilter = (text: string) => {
    lastIndex = 0; // if the selected row is filtered out, the first match takes over
    setQuery(text);
    if (selectedIndex() < 0 && visible().length > 0) selectIndex(0);
    revealRow(selectedIndex());
  };

  // eslint-disable-next-line solid/reactivity -- the owner takes the table's API once, at creation
  props.api?.({
    select(key) {
      const index = indexByKey().get(key);
      if (index === undefined) return false;
      selectIndex(index);
      // Towards the top of the view, so what follows the row is visible too.
      if (grid) grid.scrollTop = Math.max(0, index * ROW_HEIGHT - Math.floor(pageSize() / 3) * ROW_HEIGHT);
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
    revealRow(selectedIndex());
  };

  const exportCsv = () => {
    const rows = visible();
    const blob = new Blob([toCsv(rows, columns())], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = csvFileName(props.exportName ?? props.label);
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
    say(`Exported ${formatInteger(rows.length, { locale: locale() })} ${rows.length === 1 ? 'row' : 'rows'}`);
  };

  const copySelected = (withHeader: boolean) => {
    const row = visible()[selectedIndex()];
    if (row === undefined) return;
    const text = toTsv([row], columns(), withHeader);
    const done = () => say(withHeader ? 'Copied row with header' : 'Copied row');
    const fallback = () => (legacyCopy(text) ? done() : say('Copy failed'));
    if (navigator.clipboard?.writeText) navigator.clipboard.writeText(text).then(done, fallback);
    else fallback();
  };

  const run = (command: NavCommand, before: NavState) => {
    switch (command.type) {
      case 'open': {
        const row = visible()[selectedIndex()];
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
        return exportCsv();
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
    row: selectedIndex(),
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
      selectIndex(result.state.row);
      revealRow(result.state.row);
    }
    if (result.state.col !== before.col) {
      setCol(result.state.col);
      revealCol(result.state.col);
    }
    if (result.command) run(result.command, before);
  };

  const onFilterKeyDown = (event: KeyboardEvent) => {
    if (event.isComposing) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setFilter('');
      focusGrid();
    } else if (event.key === 'Enter' || event.key === 'ArrowDown') {
      event.preventDefault();
      event.stopPropagation();
      if (selectedIndex() < 0 && visible().length > 0) selectIndex(0);
      focusGrid();
    }
  };

  const onGridFocus = (event: FocusEvent) => {
    if (event.target === grid && selectedIndex() < 0 && visible().length > 0) {
      selectIndex(0);
      revealRow(0);
    }
  };

  onMount(() => {
    if (props.autofocus) grid?.focus({ preventScroll: true });
  });

  // A restored cursor is scrolled back to where it was once its row is there (data may land later).
  let restoreScroll = saved?.scrollTop;
  createEffect(() => {
    const index = selectedIndex();
    if (restoreScroll === undefined || index < 0) return;
    const top = restoreScroll;
    restoreScroll = undefined;
    requestAnimationFrame(() => {
      if (!grid) return;
      grid.scrollTop = top;
      revealRow(index);
    });
  });
  onCleanup(() => {
    if (place && pane)
      rememberView(place, pane.paneId, props.label, {
        query: query(),
        sort: sort(),
        selectedKey: selectedKey(),
        order: order(),
        col: col(),
        scrollTop: grid?.scrollTop ?? 0,
      });
  });

  /** The keys this table answers, without promising an Enter its rows cannot do. */
  const hint = () => {
    const row = visible()[selectedIndex()];
    const opens = props.onOpen && (row === undefined || !props.canOpen || props.canOpen(row));
    return ['↑↓ move', opens ? `⏎ ${props.openHint ?? 'open'}` : '', '= sort', '< > move col', '/ filter', '^C copy', '^S save']
      .filter(Boolean)
      .join(' · ');
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
    const index = selectedIndex();
    if (index < 0 || shown().length === 0) return undefined;
    const rendered = virtualizer.getVirtualItems().some((item) => item.index === index);
    return rendered ? cellId(index, currentCol()) : undefined;
  };
  const countText = () => {
    const shown = visible().length;
    const total = props.rows.length;
    const fmt = (n: number) => formatInteger(n, { locale: locale() });
    if (filtering()) return `${fmt(shown)} of ${fmt(total)}`;
    return `${fmt(total)} ${total === 1 ? 'row' : 'rows'}`;
  };

  return (
    <div class="dt" style={rootStyle()}>
      <div class="dt-toolbar" role="toolbar" aria-label={`${props.label} tools`}>
        <label class="dt-filter" classList={{ 'dt-filter-active': query() !== '' }}>
          <span class="dt-key" aria-hidden="true">
            /
          </span>
          <input
            ref={filterInput}
            type="text"
            class="dt-filter-input"
            placeholder="Filter"
            spellcheck={false}
            autocomplete="off"
            aria-label={`Filter ${props.label}`}
            value={query()}
            onInput={(event) => setFilter(event.currentTarget.value)}
            onFocus={warmSearch}
            onKeyDown={onFilterKeyDown}
          />
        </label>
        <span class="dt-count">{countText()}</span>
        <Show when={fitted().hidden.length > 0 || allColumns()}>
          <button
            type="button"
            class="dt-button dt-more"
            classList={{ 'dt-more-hidden': !allColumns() }}
            aria-label={
              allColumns()
                ? 'Showing every column: fit the pane (key *)'
                : `${fitted().hidden.length} more columns: ${fitted()
                    .hidden.map((c) => c.header)
                    .join(', ')} (key *)`
            }
            title={
              allColumns()
                ? 'Every column, scrolling sideways: * fits the pane again'
                : `Hidden at this width: ${fitted()
                    .hidden.map((c) => c.header)
                    .join(', ')}. * shows them`
            }
            onClick={() => setAllColumns((all) => !all)}
          >
            {allColumns() ? '‹ fit' : `+${fitted().hidden.length} cols`}
          </button>
        </Show>
        <span class="dt-flash" role="status">
          {flash() ?? ''}
        </span>
        <span class="dt-spacer" />
        <span class="dt-hint" aria-hidden="true">
          {hint()}
        </span>
        <button
          type="button"
          class="dt-button"
          aria-label={`Export CSV: ${props.label}`}
          title="Save the visible rows as CSV (Ctrl+S)"
          onClick={exportCsv}
        >
          CSV
        </button>
      </div>
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
                      title={column.title}
                      class={`dt-cell dt-hcell dt-align-${cellAlign(column as Column<unknown>)}`}
                      classList={{ 'dt-sortable': sortable(), 'dt-sorted': direction() !== null, 'dt-current-col': j() === currentCol() }}
                      onMouseDown={(event) => event.button === 0 && setCol(j())}
                      onClick={() => toggleSort(column)}
                    >
                      <span class="dt-htext">{column.header}</span>
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
                    aria-selected={isSelected(item.index) ? 'true' : 'false'}
                    class="dt-row dt-body-row"
                    classList={{ ...extraClasses(row()), 'dt-odd': item.index % 2 === 1, 'dt-selected': isSelected(item.index) }}
                    style={{ transform: `translateY(${item.start - headerHeight()}px)` }}
                    onMouseDown={(event) => event.button === 0 && selectIndex(item.index)}
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
                              'dt-current': isSelected(item.index) && j() === currentCol(),
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
          <div class="dt-empty">{props.rows.length === 0 ? (props.emptyText ?? 'No rows') : `No rows match “${query().trim()}”`}</div>
        </Show>
      </div>
    </div>
  );
}

/** Clipboard fallback where the async API is refused: a synthetic copy event. */
function legacyCopy(text: string): boolean {
  const onCopy = (event: ClipboardEvent) => {
    event.clipboardData?.setData('text/plain', text);
    event.preventDefault();
  };
  document.addEventListener('copy', onCopy);
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    document.removeEventListener('copy', onCopy);
  }
}
