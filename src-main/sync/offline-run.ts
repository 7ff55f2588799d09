// "Make available offline": every dataset for every share, fund, event and country, in one run
// that reports progress, can be cancelled, and picks up where it stopped after a restart or a kill
// (requests already fetched since the run began are not fetched again). What the freshness policy
// still calls fresh is skipped unless the run is forced, so pressing O again soon costs nothing.
import { z } from 'zod';
import { DATASET_NAMES, DATASETS, parentDataset, type DatasetName } from '../store/datasets';
import type { Store } from '../store/store';
import { PRIORITY, type JobResult, type SyncEngine } from './sync-engine';
import type { OfflineProgress } from './types';

export type { OfflineProgress } from './types';

const RUN_KEY = 'sync.offline-run';
const REPORT_EVERY_MS = 250;
const SUBMIT_WINDOW = 12;
const runRecordSchema = z.object({ startedAt: z.string(), state: z.enum(['running', 'done', 'cancelled', 'failed']) });

/** A run began and did not finish (killed, or cancelled to be resumed later). */
export function wasInterrupted(store: Store): boolean {
  return store.settings.get(RUN_KEY, runRecordSchema.nullable(), null)?.state === 'running';
}

export interface OfflineRunOptions {
  /** Restrict the run to these datasets (their parent lists are fetched too when needed). */
  only?: readonly DatasetName[];
  /** Fetch every request, fresh or not (otherwise fresh ones are skipped and counted). */
  force?: boolean;
  signal?: AbortSignal;
  onProgress?(progress: OfflineProgress): void;
  now?: () => number;
}

export async function runOffline(engine: SyncEngine, store: Store, options: OfflineRunOptions = {}): Promise<OfflineProgress> {
  const now = options.now ?? Date.now;
  const previous = store.settings.get(RUN_KEY, runRecordSchema.nullable(), null);
  // An interrupted run resumes: what it already fetched stays fetched.
  const startedAt = previous?.state === 'running' ? previous.startedAt : new Date(now()).toISOString();
  store.settings.set(RUN_KEY, { startedAt, state: 'running' });

  // The whole run is one sync run for the change journal, however its jobs overlap.
  const run = store.journal.hold(new Date(now()));
  const wanted = new Set<DatasetName>(options.only?.length ? options.only : DATASET_NAMES);
  const lists = DATASET_NAMES.filter((d) => DATASETS[d].parent === null);
  const children = DATASET_NAMES.filter((d) => wanted.has(d) && DATASETS[d].parent !== null);
  const neededLists = lists.filter((l) => wanted.has(l) || children.some((c) => parentDataset(c) === l));

  const progress: OfflineProgress = {
    state: 'running',
    startedAt,
    done: 0,
    total: neededLists.length,
    failed: 0,
    skipped: 0,
    etaSeconds: null,
    error: null,
  };
  const began = now();
  let paceFrom = 0; // tasks skipped as already fetched do not count towards the pace
  let lastReport = Number.NEGATIVE_INFINITY;
  const report = () => {
    // At most a few reports a second: thousands of small requests must not flood the listeners.
    if (progress.done < progress.total && now() - lastReport < REPORT_EVERY_MS) return;
    lastReport = now();
    const fetched = progress.done - paceFrom;
    const elapsed = (now() - began) / 1000;
    progress.etaSeconds = fetched > 0 ? Math.round((elapsed / fetched) * (progress.total - progress.done)) : null;
    options.onProgress?.({ ...progress });
  };
  const fetchedThisRun = (dataset: DatasetName, key: string) => {
    const f = store.freshness.get(dataset, key);
    return f !== null && f.outcome !== 'error' && f.fetchedAt >= startedAt;
  };
  const fresh = (dataset: DatasetName, key: string) => !options.force && !engine.asOf(dataset, key).stale;
  const submitted: Array<[DatasetName, string]> = [];
  const onAbort = () => submitted.forEach(([d, k]) => engine.cancel(d, k));
  options.signal?.addEventListener('abort', onAbort, { once: true });

  const task = async (dataset: DatasetName, key: string): Promise<void> => {
    if (options.signal?.aborted || progress.error || authError !== null) return;
    const resumed = fetchedThisRun(dataset, key);
    if (resumed || fresh(dataset, key)) {
      if (!resumed) progress.skipped++;
      progress.done++;
      paceFrom++;
      return report();
    }
    submitted.push([dataset, key]);
    const result: JobResult = await engine.refresh(dataset, key, PRIORITY.background);
    if (result.outcome === 'cancelled') return;
    progress.done++;
    if (result.outcome === 'error') progress.failed++;
    report();
  };

  let authError: string | null = null;
  const stopOnAuth = engine.onAuthFailure((message) => {
    authError = message;
    onAbort();
  });
  // Refused before this run began: the engine sends nothing more, so the run fails at once.
  if (engine.stoppedByAuth !== null) {
    authError = engine.stoppedByAuth;
    onAbort();
  }
  try {
    report();
    await Promise.all(neededLists.map((list) => task(list, '')));
    const childTasks = children.flatMap((dataset) => {
      const list = parentDataset(dataset);
      return (list ? store.data[list].ids() : []).map((id) => [dataset, String(id)] as const);
    });
    progress.total += childTasks.length;
    report();
    // A few runners pull tasks in turn: handing thousands of jobs to the engine at once would
    // block the thread that serves the UI while they are created (the engine runs 4 at a time anyway).
    let next = 0;
    const runner = async () => {
      while (next < childTasks.length) {
        const [dataset, key] = childTasks[next++] as (typeof childTasks)[number];
        await task(dataset, key);
        // Resuming skips thousands of finished tasks without any I/O: let the loop breathe.
        if (next % 200 === 0) await new Promise((resolve) => setImmediate(resolve));
      }
    };
    await Promise.all(Array.from({ length: SUBMIT_WINDOW }, runner));
  } finally {
    run.release();
    stopOnAuth();
    options.signal?.removeEventListener('abort', onAbort);
  }

  if (authError) {
    progress.state = 'failed';
    progress.error = authError;
  } else if (options.signal?.aborted) progress.state = 'cancelled';
  else progress.state = 'done';
  // A cancelled run stays resumable; a finished or failed one does not.
  store.settings.set(RUN_KEY, { startedAt, state: progress.state === 'cancelled' ? 'running' : progress.state });
  progress.etaSeconds = progress.state === 'done' ? 0 : null;
  options.onProgress?.({ ...progress });
  return progress;
}
