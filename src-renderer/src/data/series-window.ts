// A per-day series (a share's prices, a fund's NAVs) over a chosen range, read from the cache (and
// re-read when the sync lands more). The range counts back from the series' last day, which is
// only known after a first read; that day is pinned for as long as the security and range stay
// the same, so a new day extends the window instead of sliding it (the chart can then update()
// instead of setData()). The range sets the first view, not a wall: a chart panned or zoomed
// out past its first day asks for earlier days (`extend`), read as the view reaches them.
import { createComputed, createMemo, createSignal, untrack, type Accessor, type Resource } from 'solid-js';
import type { SeriesDataset, SeriesRead } from '../../../src-main/ipc/contract';
import { msg, t } from '../i18n';
import { useSeries } from './use-data';
import { firstReadDays, type SeriesQuery } from './series-cover';
import { daysBetween, todayIso } from '../format/days';
import { rowsFromColumns, type PriceRow } from '../chart/candles';
import { rangeStart, readStart, shiftDays, type RangeKey } from '../chart/ranges';

/** A quick range, or two days typed in (either may be open). */
export type HistorySelection = { range: RangeKey } | { from: string | null; to: string | null };

export interface HistoryWindow<Row = PriceRow> {
  /** Every row read, oldest first (with the look-back before `from`). */
  rows: Row[];
  /** First and last day of the selection (null: open). */
  from: string | null;
  to: string | null;
  /** First day shown: `from`, or earlier once the view asked for the days before it (null: open). */
  since: string | null;
  /** Days the series has in the cache at all (null: none yet). */
  cached: SeriesRead['range'];
  asOf: string | null;
  /** The selection this answer is for ("BOAF 1Y" → key). */
  key: string;
}

export interface HistoryReader<Row = PriceRow> {
  read: Resource<SeriesRead>;
  /** The latest complete answer for the current security; null until the first one. */
  history: Accessor<HistoryWindow<Row> | null>;
  /**
   * Shows the days before those shown (another range's length of them), when the cache has any
   * and the last such ask has been answered.
   */
  extend: () => void;
}

/** A pinned anchor is dropped when the series' end moves further than this (a backfill landed). */
const REPIN_AFTER_DAYS = 7;

/** Fewest calendar days one `extend` adds (a short range, or YTD in January, would creep). */
const MIN_EXTEND_DAYS = 31;

const selectionKey = (id: number, s: HistorySelection) => ('range' in s ? `${id}:${s.range}` : `${id}:${s.from ?? ''}..${s.to ?? ''}`);

/** A share's price history (GP, HP). */
export function useHistoryWindow(
  id: Accessor<number>,
  selection: Accessor<HistorySelection>,
  lookbackDays: Accessor<number | null>,
): HistoryReader {
  // The last answer's rows: a tail merged into it (a new bar) makes rows for the new days only.
  let last: { read: SeriesRead; rows: PriceRow[] } | null = null;
  return useSeriesWindow('share-history', id, selection, lookbackDays, (read) => {
    const rows = rowsFromColumns(read, last);
    last = { read, rows };
    return rows;
  });
}

/**
 * `lookbackDays`: how many calendar days before the range to read as well (the chart's studies
 * need them; a table needs none); null: the whole history (a study whose value on a day depends on
 * every day before it). `toRows` turns the columns read into the screen's rows.
 */
export function useSeriesWindow<Row>(
  dataset: SeriesDataset,
  id: Accessor<number>,
  selection: Accessor<HistorySelection>,
  lookbackDays: Accessor<number | null>,
  toRows: (read: SeriesRead) => Row[],
): HistoryReader<Row> {
  const [latest, setLatest] = createSignal<{ id: number; last: string } | null>(null);
  const [pinned, setPinned] = createSignal<{ key: string; last: string } | null>(null);
  const key = () => selectionKey(id(), selection());
  // Calendar days shown before the range, for the selection they were asked for.
  const [earlier, setEarlier] = createSignal<{ key: string; days: number }>({ key: '', days: 0 });
  const earlierDays = () => (earlier().key === key() ? earlier().days : 0);
  const anchor = () => {
    const pin = pinned();
    if (pin && pin.key === key()) return pin.last;
    const seen = latest();
    return seen && seen.id === id() ? seen.last : todayIso();
  };
  const query = createMemo(
    (): SeriesQuery => {
      const s = selection();
      if (!('range' in s)) return { ...(s.from ? { from: s.from } : {}), ...(s.to ? { to: s.to } : {}) };
      const days = lookbackDays();
      // The last day not known yet: main counts back from it (the next question is cut from this
      // answer). The whole history (days null) needs no last day.
      const seen = latest();
      const lastDays = days === null || pinned()?.key === key() || seen?.id === id() ? null : firstReadDays(s.range, days, todayIso());
      if (lastDays !== null) return { lastDays };
      const from = days === null ? null : readStart(s.range, anchor(), days + earlierDays());
      return from ? { from } : {};
    },
    undefined,
    // The same question (a new object) must not read again.
    { equals: (a, b) => a.from === b.from && a.to === b.to && a.lastDays === b.lastDays },
  );
  // The resource still holds the previous answer, as 'ready', for a moment after the question
  // changed (until its own computation has run): remember what was last asked, so an answer is
  // only used for the share and range it was read for.
  let asked: { id: number; query: ReturnType<typeof query> } | null = null;
  const read = useSeries(dataset, id, () => {
    asked = { id: id(), query: query() };
    return asked.query;
  });
  const answer = (): SeriesRead | undefined => {
    if (read.state !== 'ready' || asked === null || asked.id !== id() || asked.query !== query()) return undefined;
    return read();
  };

  // Learn the series' last day from each answer; pin it for this selection.
  createComputed(() => {
    const last = answer()?.range?.last;
    if (!last) return;
    const k = key();
    untrack(() => {
      setLatest({ id: id(), last });
      const pin = pinned();
      if (!pin || pin.key !== k || Math.abs(daysBetween(pin.last, last)) > REPIN_AFTER_DAYS) setPinned({ key: k, last });
    });
  });

  // Only answers to the current question count: while another share or range is being read the
  // previous window stays (no flash of emptiness, no half-right frame).
  const history = createMemo<HistoryWindow<Row> | null>((previous) => {
    const current = answer();
    if (!current) return previous;
    const s = selection();
    const from = 'range' in s ? rangeStart(s.range, anchor()) : s.from;
    const to = 'range' in s ? null : s.to;
    const since = from === null ? null : shiftDays(from, -earlierDays());
    return { rows: toRows(current), from, to, since, cached: current.range, asOf: current.asOf, key: key() };
  }, null);

  const extend = () => {
    const shown = history();
    const first = shown?.cached?.first;
    const s = selection();
    // Only a range's window (typed days are the user's own), with cached days before it, once
    // the last extension's answer is in.
    if (!('range' in s) || !shown || shown.key !== key() || !first || shown.since === null || first >= shown.since) return;
    if (answer() === undefined) return;
    const step = Math.max(MIN_EXTEND_DAYS, shown.from === null ? 0 : daysBetween(shown.from, anchor()));
    setEarlier({ key: key(), days: earlierDays() + step });
  };

  return { read, history, extend };
}

/** What an empty chart or table says: still reading or fetching, nothing at all, or nothing in range. */
export function emptyHistoryText(
  history: HistoryWindow<unknown> | null,
  offline: boolean,
  what: { values: string; history: string; owner: string } = { values: msg('prices'), history: msg('price history'), owner: msg('share') },
): string {
  // The words may come marked (msg) by the caller: said here in the UI language.
  const [values, past, owner] = [t(what.values), t(what.history), t(what.owner)];
  if (history?.cached) return t('No {values} for this range', { values });
  if (history && history.asOf !== null) return t('No {history} for this {owner}', { history: past, owner });
  const sentence = `${past[0]?.toUpperCase() ?? ''}${past.slice(1)}`;
  return offline
    ? t('{history} not cached yet, and the data source is offline', { history: sentence })
    : t('Fetching {history}…', { history: past });
}
