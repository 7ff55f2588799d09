// The network floor of a full offline sync: every list and every child list of the dataset
// registry fetched from the demo market by a client that only downloads (parses JSON for the
// paging and the ids, validates and stores nothing), 6 requests in flight like the real client.
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import PQueue from 'p-queue';
import { endpoints } from '../../src-main/api/endpoints';
import { DATASET_NAMES, DATASETS, parentDataset } from '../../src-main/store/datasets';

export interface DownloadFloor {
  seconds: number;
  requests: number;
  bytes: number;
}

/** The BACKGROUND_NICE of src-main/worker/background-priority.ts, for a whole process. */
const SYNC_NICE = 10;

interface Page {
  meta?: { total_pages?: number | string };
  data?: Array<{ id?: unknown }>;
}

export async function downloadEverything(baseUrl: string, token: string): Promise<DownloadFloor> {
  const queue = new PQueue({ concurrency: 6 });
  let requests = 0;
  let bytes = 0;
  const get = async (path: string, query: string): Promise<Page | unknown[]> => {
    const { res, body } = (await queue.add(async () => {
      // A reset connection is tried again, as the real client's retries would.
      for (let attempt = 1; ; attempt++) {
        try {
          const res = await fetch(`${baseUrl}${path}${query}`, { headers: { Authorization: `Bearer ${token}` } });
          const body = await res.text();
          return { res, body };
        } catch (err) {
          if (attempt >= 3) throw err;
        }
      }
    })) as { res: Response; body: string };
    requests++;
    bytes += Buffer.byteLength(body);
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
    return JSON.parse(body) as Page | unknown[];
  };
  /** Every page of a list; the records' ids. */
  const all = async (path: string): Promise<unknown[]> => {
    const first = await get(path, '?limit=1000');
    if (Array.isArray(first)) return first;
    const pages = Number(first.meta?.total_pages ?? 1);
    const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => get(path, `?limit=1000&page=${i + 2}`)));
    return [first, ...rest].flatMap((p) => (Array.isArray(p) ? p : (p.data ?? [])));
  };
  const start = performance.now();
  const lists = DATASET_NAMES.filter((d) => DATASETS[d].parent === null);
  const ids = new Map(
    await Promise.all(
      lists.map(async (list) => {
        const records = await all(endpoints[DATASETS[list].endpoint].path);
        return [list, records.map((r) => Number((r as { id?: unknown }).id))] as const;
      }),
    ),
  );
  await Promise.all(
    DATASET_NAMES.flatMap((dataset) => {
      const list = parentDataset(dataset);
      if (!list) return [];
      const endpoint = endpoints[DATASETS[dataset].endpoint];
      return (ids.get(list) ?? []).map((id) =>
        endpoint.shape === 'page' ? all(endpoint.path.replace('{id}', String(id))) : get(endpoint.path.replace('{id}', String(id)), ''),
      );
    }),
  );
  return { seconds: (performance.now() - start) / 1000, requests, bytes };
}

/**
 * The floor under the same scheduling as the sync it is set against. The app's sync and its demo
 * market run on threads that yield to the window (nice 10, background-priority.ts); a floor at
 * normal priority would, on a machine with other work, get several times their share of the cores
 * and measure the machine's other load as much as our code. So the market process (`marketPid`:
 * its serving thread, as the demo market's own thread is) and the download client run at nice 10
 * too; on an idle machine that changes nothing. Also answers the client thread's CPU time.
 */
export function downloadAtSyncPriority(
  baseUrl: string,
  token: string,
  marketPid: number,
): Promise<DownloadFloor & { clientCpuSeconds: number | null }> {
  try {
    os.setPriority(marketPid, SYNC_NICE);
  } catch {
    // a sandbox may refuse, as it may refuse the app's own threads
  }
  const entry = path.join(__dirname, 'download-floor-worker.ts');
  const worker = new Worker(`require('tsx/cjs/api').register(); require(${JSON.stringify(entry)});`, {
    eval: true,
    workerData: { baseUrl, token },
  });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (answer: { floor: DownloadFloor; cpuSeconds: number | null } | { error: string }) => {
      void worker.terminate();
      if ('error' in answer) reject(new Error(answer.error));
      else resolve({ ...answer.floor, clientCpuSeconds: answer.cpuSeconds });
    });
  });
}
