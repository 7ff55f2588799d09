// The whole series last read for a few securities, kept in memory until the sync writes to it.
// A trader's screens read the same history one after another (GP in a new pane, HP beside it, the
// tear sheet, GP again after DES), and turning a whole history into columns is thousands of rows
// (5–10 ms at 1×) on the thread that answers the window. A series kept is dropped when its write is
// announced (before the screens hear of it, so their read again finds the new days), and is only
// served while its first day, last day and count are still what the cache says: a write that was
// never announced (a refresh that failed half-way) is not served past either.
import { indexAfterDay, indexOfDay } from '../shared/series-days';
import type { DayRange } from '../store/series';
import type { SeriesColumns } from '../store/types';

/** Series kept, the least recently read dropped first: a few screens' worth, at most a few MiB. */
const ENTRIES = 8;

/** Days from..to (YYYY-MM-DD, inclusive; null: open). */
export interface DayWindow {
  from: string | null;
  to: string | null;
}

/**
 * The days of `window` cut from a whole series, as copies: a view would carry the whole buffer
 * through Electron's structured clone, and the memo's arrays must never change under it.
 */
export function cutWindow<N extends string>(whole: SeriesColumns<N>, { from, to }: DayWindow): SeriesColumns<N> {
  const start = from === null ? 0 : indexOfDay(whole.time, from);
  const end = to === null ? whole.time.length : indexAfterDay(whole.time, to);
  const cut = (column: Float64Array) => column.slice(start, Math.max(start, end));
  return {
    time: cut(whole.time),
    columns: Object.fromEntries(Object.entries<Float64Array>(whole.columns).map(([field, column]) => [field, cut(column)])) as Record<
      N,
      Float64Array
    >,
  };
}

export interface SeriesMemo {
  /**
   * The days of `window` of one parent's series: cut from the whole series when the memo holds it
   * with this `range` (the cache's now), else `read` of the window. A whole read (an open window)
   * is kept, unless a write to the series was announced while it was read.
   */
  read<N extends string>(
    dataset: string,
    id: number,
    range: DayRange | null,
    window: DayWindow,
    read: (window: DayWindow) => Promise<SeriesColumns<N>>,
  ): Promise<SeriesColumns<N>>;
  /** A write to a dataset was committed: one parent's series (`key`), or every one ('' ). */
  written(dataset: string, key: string): void;
}

interface Kept {
  dataset: string;
  key: string;
  range: string;
  columns: SeriesColumns;
}

export function createSeriesMemo(entries = ENTRIES): SeriesMemo {
  // Insertion order is recency: a series read is moved to the end.
  const kept = new Map<string, Kept>();
  // Counts announced writes: a read that saw one pass is not kept.
  let writes = 0;
  return {
    async read<N extends string>(
      dataset: string,
      id: number,
      range: DayRange | null,
      window: DayWindow,
      read: (window: DayWindow) => Promise<SeriesColumns<N>>,
    ) {
      const at = `${dataset}\u0000${id}`;
      const stamp = JSON.stringify(range);
      const held = kept.get(at);
      kept.delete(at);
      if (held?.range === stamp) {
        kept.set(at, held);
        // Kept by the whole read of this dataset below, whose columns are N's.
        return cutWindow(held.columns as SeriesColumns<N>, window);
      }
      const before = writes;
      const columns = await read(window);
      if (window.from !== null || window.to !== null || writes !== before) return columns;
      kept.set(at, { dataset, key: String(id), range: stamp, columns });
      for (const oldest of kept.keys()) {
        if (kept.size <= entries) break;
        kept.delete(oldest);
      }
      return cutWindow(columns, window);
    },
    written(dataset, key) {
      writes++;
      for (const [at, series] of kept) if (series.dataset === dataset && (key === '' || series.key === key)) kept.delete(at);
    },
  };
}
