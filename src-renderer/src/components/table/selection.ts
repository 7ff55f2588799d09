// The table's selection, held by row key so it survives sorting, filtering and live updates.
import { type Accessor, createEffect, createMemo, createSelector, createSignal, on, untrack } from 'solid-js';

export interface SelectionOptions<Row> {
  /** The displayed rows (filtered, sorted), in order. */
  rows: Accessor<readonly Row[]>;
  rowKey: (row: Row) => string;
  /** The key selected at creation (a restored view), or null. */
  initialKey: string | null;
  /** Told each time the selected row changes, the row a list opens on included (not a restored one). */
  onSelect: (row: Row) => void;
  /** The row a list opens on when nothing was selected (a time list: the one nearest now); else the first. */
  startKey?: Accessor<string | null>;
  /** Where the selection goes when its row is filtered out (a time list: the row nearest in time); else its neighbour. */
  nearestTo?: (gone: Row, rows: readonly Row[]) => number;
}

export interface Selection<Row> {
  key: Accessor<string | null>;
  /** Index of the selected row in the displayed rows; -1 when none is displayed. */
  index: Accessor<number>;
  row: () => Row | undefined;
  isSelected: (index: number) => boolean;
  /** The displayed index of the first row with this key. */
  indexOf(key: string): number | undefined;
  selectIndex(index: number): void;
  /** With nothing selected, the first row takes the selection; false when there is no row. */
  selectFirstIfNone(): boolean;
  /** The next time the selected row goes away, the first row takes over (a new filter). */
  preferFirst(): void;
  /** The row the list opened on is still the selection (the user has not moved): pick it again. */
  restartIfUntouched(): boolean;
  /** The selection is still the row the list opened on: the user has not moved. */
  untouched(): boolean;
}

export function createSelection<Row>(options: SelectionOptions<Row>): Selection<Row> {
  const indexByKey = createMemo(() => {
    const map = new Map<string, number>();
    options.rows().forEach((row, index) => {
      const key = options.rowKey(row);
      if (!map.has(key)) map.set(key, index);
    });
    return map;
  });
  const [key, setKey] = createSignal<string | null>(options.initialKey);
  const index = createMemo(() => {
    const current = key();
    return current === null ? -1 : (indexByKey().get(current) ?? -1);
  });
  let lastIndex = -1;

  const selectIndex = (at: number) => {
    quietKey = null;
    const row = options.rows()[at];
    setKey(row === undefined ? null : options.rowKey(row));
  };

  // The selected row went away (filtered out, removed by an update): select its neighbour. With
  // no rows left the key is kept, so clearing a filter that matched nothing restores the selection.
  let lastRow: Row | undefined;
  createEffect(() => {
    const at = index();
    const rows = options.rows();
    if (at >= 0) {
      lastIndex = at;
      lastRow = rows[at];
    } else if (rows.length > 0 && untrack(key) !== null)
      untrack(() => {
        const near = lastRow !== undefined && options.nearestTo ? options.nearestTo(lastRow, rows) : -1;
        selectIndex(near >= 0 ? near : Math.min(Math.max(lastIndex, 0), rows.length - 1));
      });
  });
  // A list opens with a row selected, so the first Enter acts and the first ↓ goes to the second
  // row. The owner is told (a monitor's follow-cursor lets that first notice pass, so opening a
  // list drives nothing). Until the user moves the pick is provisional: a new sort starts again
  // from the top, a typed filter selects its first match.
  let quietKey: string | null = null;
  // The key the owner was last told of: said once, whichever path selected it.
  let told: string | null = null;
  const tell = (row: Row, rowKey: string) => {
    told = rowKey;
    options.onSelect(row);
  };
  let opened = options.initialKey !== null;
  const pickStart = () => {
    const start = options.startKey?.() ?? null;
    const first = options.rows()[0];
    const picked = start !== null && indexByKey().has(start) ? start : first === undefined ? null : options.rowKey(first);
    quietKey = picked;
    setKey(picked);
    const row = picked === null ? undefined : options.rows()[indexByKey().get(picked) ?? -1];
    if (row !== undefined && picked !== null) tell(row, picked);
  };
  createEffect(() => {
    if (opened || options.rows().length === 0) return;
    opened = true;
    untrack(() => {
      if (key() === null) pickStart();
    });
  });
  createEffect(
    on(
      key,
      (current) => {
        if (current === null || current === told) return;
        const row = untrack(() => options.rows()[index()]);
        if (row !== undefined) tell(row, current);
      },
      { defer: true },
    ),
  );

  const isSelected = createSelector(index);
  return {
    key,
    index,
    row: () => options.rows()[index()],
    isSelected,
    indexOf: (wanted) => indexByKey().get(wanted),
    selectIndex,
    selectFirstIfNone() {
      if (index() >= 0 || options.rows().length === 0) return false;
      selectIndex(0);
      return true;
    },
    preferFirst() {
      lastIndex = 0;
    },
    untouched: () => quietKey !== null && key() === quietKey,
    restartIfUntouched() {
      if (quietKey === null || key() !== quietKey) return false;
      pickStart();
      return true;
    },
  };
}
