// A series for the window, read in slices with a turn of the event loop between them once a turn
// has taken its share. A whole history (3,000 days at 1×, 5,000 at 10×) read in one go held the
// thread that answers the window for tens of milliseconds while the sync's writer filled the WAL,
// and every other request and event waited behind it; a slice takes about a millisecond at rest,
// so an uncontended read still finishes in one turn. A read its caller cancelled stops at the
// next slice.
import type { Series } from '../store/series';
import type { SeriesColumns } from '../store/types';

/** Days read per slice. */
const SLICE_DAYS = 1000;
/** Reading time after which the next slice waits for the next turn (well under a 16 ms frame). */
const TURN_BUDGET_MS = 6;

export interface SliceOptions {
  sliceDays?: number;
  budgetMs?: number;
  /** Lets other work run (the next turn of the event loop). */
  pause?: () => Promise<void>;
  /** The caller no longer waits: no further slice is read (the read rejects with the signal's reason). */
  signal?: AbortSignal;
}

const DAY_SECONDS = 86_400;
/** The day after a series time (UTC midnight seconds), as the store's YYYY-MM-DD. */
const dayAfter = (time: number) => new Date((time + DAY_SECONDS) * 1000).toISOString().slice(0, 10);
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The days a read asks for, as days: `from`/`to` as given (null: open), or the last `lastDays` days up to `lastDay`. */
export function readWindow(
  lastDay: string | undefined,
  { from, to, lastDays }: { from?: string | undefined; to?: string | undefined; lastDays?: number | undefined },
): { from: string | null; to: string | null } {
  if (lastDays === undefined) return { from: from ?? null, to: to ?? null };
  if (lastDay === undefined) return { from: null, to: null };
  return { from: new Date(Date.parse(lastDay) - (lastDays - 1) * DAY_SECONDS * 1000).toISOString().slice(0, 10), to: null };
}

/** Slices read one after another, as one series. */
function joinSlices<N extends string>(slices: readonly [SeriesColumns<N>, ...SeriesColumns<N>[]]): SeriesColumns<N> {
  const [first] = slices;
  if (slices.length === 1) return first;
  const length = slices.reduce((sum, s) => sum + s.time.length, 0);
  const join = (part: (s: SeriesColumns<N>) => Float64Array) => {
    const joined = new Float64Array(length);
    let at = 0;
    for (const s of slices) {
      joined.set(part(s), at);
      at += s.time.length;
    }
    return joined;
  };
  return {
    time: join((s) => s.time),
    columns: Object.fromEntries((Object.keys(first.columns) as N[]).map((f) => [f, join((s) => s.columns[f])])) as Record<N, Float64Array>,
  };
}

/** Days `from` to `to` (inclusive; open when absent) of one parent's series, `sliceDays` at a time. */
export async function readSeries<N extends string>(
  series: Pick<Series<unknown, N>, 'typedSlice'>,
  parentId: number,
  range: { from?: string | undefined; to?: string | undefined } = {},
  { sliceDays = SLICE_DAYS, budgetMs = TURN_BUDGET_MS, pause = nextTurn, signal }: SliceOptions = {},
): Promise<SeriesColumns<N>> {
  const to = range.to ?? '9999-99-99';
  let turnStart = performance.now();
  let slice = series.typedSlice(parentId, range.from ?? '0000-00-00', to, sliceDays);
  const slices: [SeriesColumns<N>, ...SeriesColumns<N>[]] = [slice];
  for (;;) {
    const last = slice.time[slice.time.length - 1];
    if (slice.time.length < sliceDays || last === undefined || !Number.isFinite(last)) break;
    if (performance.now() - turnStart >= budgetMs) {
      await pause();
      turnStart = performance.now();
    }
    signal?.throwIfAborted();
    slice = series.typedSlice(parentId, dayAfter(last), to, sliceDays);
    slices.push(slice);
  }
  return joinSlices(slices);
}
