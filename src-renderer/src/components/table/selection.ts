// The table's selection, held by row key so it survives sorting, filtering and live updates.
import { type Accessor, createEffect, createMemo, createSelector, createSignal, on, untrack } from 'solid-js';

export interface SelectionOptions<Row> {
  /** The displayed rows (filtered, sorted), in order. */
  rows: Accessor<readonly Row[]>;
  rowKey: (row: Row) => string;
  /** The key selected at creation (a restored view), or null. */
  initialKey: string | null;
  /** Told each time the selected row changes (not at creation). */
  onSelect: (row: Row) => void;
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
    const row = options.rows()[at];
    setKey(row === undefined ? null : options.rowKey(row));
  };

  // The selected row went away (filtered out, removed by an update): select its neighbour. With
  // no rows left the key is kept, so clearing a filter that matched nothing restores the selection.
  createEffect(() => {
    const at = index();
    const count = options.rows().length;
    if (at >= 0) lastIndex = at;
    else if (count > 0 && untrack(key) !== null) untrack(() => selectIndex(Math.min(Math.max(lastIndex, 0), count - 1)));
  });
  createEffect(
    on(
      key,
      (current) => {
        if (current === null) return;
        const row = untrack(() => options.rows()[index()]);
        if (row !== undefined) options.onSelect(row);
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
  };
}
