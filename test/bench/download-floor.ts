// The network floor of a full offline sync: every list and every child list of the dataset
// registry fetched from the demo market by a client that only downloads (parses JSON for the
// paging and the ids, validates and stores nothing), 6 requests in flight like the real client.
import PQueue from 'p-queue';
import { endpoints } from '../../src-main/api/endpoints';
import { DATASET_NAMES, DATASETS, parentDataset } from '../../src-main/store/datasets';

export interface DownloadFloor {
  seconds: number;
  requests: number;
  bytes: number;
}

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
