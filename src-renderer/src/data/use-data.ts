// Reading cached data in a screen: the cache answers at once, the pane shows its as-of, and the
// screen updates itself when the sync lands fresher data (a `data.updated` push for its dataset).
import { createEffect, createResource, onCleanup, type Accessor, type Resource } from 'solid-js';
import type {
  DataRead,
  DatasetName,
  DataUpdated,
  ListDataset,
  MethodInput,
  SeriesDataset,
  SeriesField,
  SeriesRead,
} from '../../../src-main/ipc/contract';
import { useApp } from '../platform/context';
import { coveredRead, type SeriesQuery } from './series-cover';
import { mergeTail, tailQuery } from './series-tail';
import { usePane } from '../workspace/pane-context';

/** Source key of a read of a whole top-level dataset. */
const ALL = 'all' as const;

/** The days of a read of a dataset kept by day (events), inclusive. */
export type DayWindow = NonNullable<MethodInput<'data.read'>['days']>;

/** Makes a read the pane's as-of (its header's "fetched …" and staleness). */
function reportAsOf(pane: ReturnType<typeof usePane>, data: Resource<{ asOf: string | null; stale: boolean } | undefined>): void {
  createEffect(() => data() && pane.setAsOf(data()?.asOf ?? null, data()?.stale ?? false));
}

/**
 * A signal per read: a new read aborts the one before it (nobody waits for that answer any more,
 * and main stops reading it), and leaving aborts the last.
 */
function supersede(): () => AbortSignal {
  let current: AbortController | null = null;
  onCleanup(() => current?.abort());
  return () => {
    current?.abort();
    current = new AbortController();
    return current.signal;
  };
}

/** Refetch when the sync updates this dataset (for this parent, or the whole list). */
function onUpdate(dataset: DatasetName, key: () => string, refetch: (update: DataUpdated) => void): void {
  const { client } = useApp();
  onCleanup(client.on('data.updated', (u) => u.dataset === dataset && (u.key === '' || u.key === key()) && refetch(u)));
}

/**
 * Records of a dataset (for child datasets, of one parent; for top-level datasets with an id, that
 * record). `report` (default true) makes this read the pane's as-of.
 */
export function useDataset<D extends ListDataset>(dataset: D, id?: Accessor<number | undefined>, report = true): Resource<DataRead<D>> {
  const { client } = useApp();
  // Outside a pane (the ticker) a read reports no as-of.
  const pane = report ? usePane() : undefined;
  const signal = supersede();
  // The source is a primitive: a new object on every layout change would refetch for nothing.
  const [data, { refetch }] = createResource(
    (): number | typeof ALL => id?.() ?? ALL,
    (key) => client.call('data.read', { dataset, ...(typeof key === 'number' ? { id: key } : {}) }, { signal: signal() }),
  );
  onUpdate(
    dataset,
    () => String(id?.() ?? ''),
    () => void refetch(),
  );
  if (pane) reportAsOf(pane, data);
  return data;
}

/**
 * Records of a dataset kept by day (events) whose day is in a window (null: every day): what the
 * ticker, the alerts and a calendar of one week need, instead of the whole calendar. `report`
 * (default false: the ticker lives outside panes) makes this read the pane's as-of.
 */
export function useDays<D extends ListDataset>(dataset: D, days: Accessor<DayWindow | null>, report = false): Resource<DataRead<D>> {
  const { client } = useApp();
  const pane = report ? usePane() : undefined;
  const [data, { refetch }] = createResource(
    (): DayWindow | typeof ALL => days() ?? ALL,
    (window) => client.call('data.read', { dataset, ...(window === ALL ? {} : { days: window }) }),
  );
  onUpdate(
    dataset,
    () => '',
    () => void refetch(),
  );
  if (pane) reportAsOf(pane, data);
  return data;
}

/**
 * A per-day series as columns, for a range of days (or the last days cached). A new range that
 * the last answer holds whole (and no update came since) is cut from it instead of read again; an
 * update that says its first day written reads only from there (see series-tail.ts).
 */
export function useSeries<D extends SeriesDataset>(
  dataset: D,
  id: Accessor<number>,
  range: Accessor<SeriesQuery> = () => ({}),
  report = true,
): Resource<SeriesRead<SeriesField<D>>> {
  const { client } = useApp();
  const pane = usePane();
  const signal = supersede();
  let last: { id: number; read: SeriesRead<SeriesField<D>> } | null = null;
  const [data, { refetch, mutate }] = createResource<SeriesRead<SeriesField<D>>, string>(
    () => JSON.stringify({ id: id(), ...range() }),
    (key, { refetching }) => {
      const query = JSON.parse(key) as SeriesQuery & { id: number };
      const covered = !refetching && last?.id === query.id ? coveredRead(last.read, query) : null;
      // Settled as a promise, as a read is: its screens follow the resource's state, which a value
      // returned at once would leave 'ready' from the last answer, so they would not look again.
      if (covered) return Promise.resolve(covered);
      return client.call('data.series', { dataset, ...query }, { signal: signal() }).then((read) => {
        last = { id: query.id, read };
        return read;
      });
    },
  );
  const readAll = () => {
    last = null;
    void refetch();
  };
  onUpdate(
    dataset,
    () => String(id()),
    // eslint-disable-next-line solid/reactivity -- a push handler: it reads the answer as it stands when the push comes
    (update) => {
      // Only a settled answer can take a tail: one on its way is read whole again.
      const held = data.state === 'ready' ? data() : undefined;
      const tail = held && tailQuery(held, update.from);
      if (!held || !tail) return readAll();
      const asked = id();
      const cancel = signal();
      client.call('data.series', { dataset, id: asked, ...tail }, { signal: cancel }).then(
        // eslint-disable-next-line solid/reactivity -- the answer's handler: it looks at the answer shown once, when the tail comes
        (read) => {
          // Another read (a new range, a share) since: this tail belongs to an answer gone.
          if (data.state !== 'ready' || data() !== held) return;
          const merged = mergeTail(held, read, tail.from);
          last = { id: asked, read: merged };
          mutate(() => merged);
        },
        // Superseded by another read: nothing to do; failed: read it whole as before.
        () => cancel.aborted || readAll(),
      );
    },
  );
  if (report) reportAsOf(pane, data);
  return data;
}
