// Issue 14 item 3: decode (JSON.parse + envelope + per-record validation) of the two kinds of long
// pages, share history and fund valuations, each against JSON.parse alone on the same bytes, with
// the fast parsers and with zod alone (the reference they must agree with).
import type { z } from 'zod';
import {
  checkRecord,
  fundValuationSchema,
  listEnvelopeSchema,
  parseRecords,
  safeParseListEnvelope,
  sharePriceSchema,
} from '../../src-main/api/schemas';
import { startSimulator } from '../../src-main/simulator';
import { medianMs, pairedMedianMs, type Figure } from './figures';

const PAGE = 2500;

export async function decoderFigures(): Promise<Figure[]> {
  const sim = await startSimulator({ seed: 42, limitCap: 5000 });
  try {
    const get = async (path: string) =>
      (await fetch(`${sim.baseUrl}${path}?limit=${PAGE}`, { headers: { Authorization: `Bearer ${sim.token}` } })).text();
    const pages: { name: string; schema: z.ZodType<unknown, unknown>; bytes: string }[] = [
      { name: 'history', schema: sharePriceSchema, bytes: await get(`/v1/shares/historic/${sim.dataset.shares[0]?.id}`) },
      { name: 'valuations', schema: fundValuationSchema, bytes: await get(`/v1/funds/vl/${sim.dataset.funds[0]?.id}`) },
    ];
    return pages.flatMap(({ name, schema, bytes }) => {
      const records = (JSON.parse(bytes) as { data: unknown[] }).data.length;
      // The sync's work on a page: envelope (hand-checked, as the client does), then every record.
      const decode = () => {
        const envelope = safeParseListEnvelope(JSON.parse(bytes));
        if (!envelope.success) throw envelope.error;
        parseRecords(schema, envelope.data.data, { dataset: name });
      };
      const [parseOnly, fast] = pairedMedianMs(() => void JSON.parse(bytes), decode);
      const zod = medianMs(() => {
        for (const raw of listEnvelopeSchema.parse(JSON.parse(bytes)).data) checkRecord(schema, raw, 'zod');
      }, 10);
      return [
        { name: `${name} page: records`, value: records, unit: 'records' },
        {
          name: `${name}: decode / JSON.parse`,
          value: fast / parseOnly,
          unit: 'x',
          note: `budget ≤ 1.5x (${fast.toFixed(2)} vs ${parseOnly.toFixed(2)} ms; medians of 200, timed in turns)`,
        },
        { name: `${name}: zod alone / JSON.parse`, value: zod / parseOnly, unit: 'x', note: 'the reference path, for scale' },
      ];
    });
  } finally {
    await sim.close();
  }
}
