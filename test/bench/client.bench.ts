// Issue figures for the market data client: parse+validate of a 2,500-bar history page against
// JSON.parse alone on the same bytes, and the simulator's request rate through the real client.
import { HttpClient } from '../../src-main/api/http/http-client';
import { listEnvelopeSchema, parseRecords, sharePriceSchema } from '../../src-main/api/schemas';
import { startSimulator } from '../../src-main/simulator';
import { medianMs, type Figure } from './figures';

export async function clientFigures(): Promise<Figure[]> {
  const sim = await startSimulator({ seed: 42, limitCap: 5000 });
  try {
    const shareId = sim.dataset.shares[0]?.id;
    const response = await fetch(`${sim.baseUrl}/v1/shares/historic/${shareId}?limit=2500`, {
      headers: { Authorization: `Bearer ${sim.token}` },
    });
    const bytes = await response.text();
    const bars = (JSON.parse(bytes) as { data: unknown[] }).data.length;

    const parseOnly = medianMs(() => void JSON.parse(bytes));
    const parseAndValidate = medianMs(() => {
      const page = listEnvelopeSchema.parse(JSON.parse(bytes));
      parseRecords(sharePriceSchema, page.data, { dataset: 'shareHistory' });
    });

    const http = new HttpClient({ baseUrl: sim.baseUrl, token: sim.token, concurrency: 6 });
    const requests = 2000;
    await http.getJson('/v1/shares', { limit: 20 }); // warm the connection pool
    const start = performance.now();
    await Promise.all(Array.from({ length: requests }, (_, i) => http.getJson('/v1/shares', { limit: 20, page: (i % 3) + 1 })));
    const seconds = (performance.now() - start) / 1000;

    return [
      { name: `history page: bars`, value: bars, unit: 'bars' },
      { name: 'JSON.parse alone', value: parseOnly, unit: 'ms' },
      { name: 'JSON.parse + envelope + records', value: parseAndValidate, unit: 'ms' },
      { name: 'parse+validate throughput', value: bars / (parseAndValidate / 1000), unit: 'records/s' },
      { name: 'parse+validate / JSON.parse', value: parseAndValidate / parseOnly, unit: 'x', note: 'budget ≤ 1.5x' },
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
