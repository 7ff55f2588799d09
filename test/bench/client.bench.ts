// Issue figures for the market data client: the simulator's request rate through the real client
// (parse+validate of a history page against JSON.parse is in decoder.bench.ts).
import { HttpClient } from '../../src-main/api/http/http-client';
import { startSimulator } from '../../src-main/simulator';
import type { Figure } from './figures';

export async function clientFigures(): Promise<Figure[]> {
  const sim = await startSimulator({ seed: 42, limitCap: 5000 });
  try {
    const http = new HttpClient({ baseUrl: sim.baseUrl, token: sim.token, concurrency: 6 });
    const requests = 2000;
    await http.getJson('/v1/shares', { limit: 20 }); // warm the connection pool
    const start = performance.now();
    await Promise.all(Array.from({ length: requests }, (_, i) => http.getJson('/v1/shares', { limit: 20, page: (i % 3) + 1 })));
    const seconds = (performance.now() - start) / 1000;

    return [
      {
        name: 'simulator GET /v1/shares?limit=20',
        value: requests / seconds,
        unit: 'req/s',
        note: `${requests} requests, 6 in flight, keep-alive`,
      },
    ];
  } finally {
    await sim.close();
  }
}
