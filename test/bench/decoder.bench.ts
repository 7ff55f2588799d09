// Issue 14 item 3: decode (JSON.parse + envelope + per-record validation) of the two kinds of long
// pages, share history and fund valuations, each against JSON.parse alone on the same bytes, with
// the fast parsers and with zod alone (the reference they must agree with).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { z } from 'zod';
import * as fileByFile from '../../src-main/api/schemas';
import { startSimulator } from '../../src-main/simulator';
import { pairedMedianMs, type Figure } from './figures';

type Schemas = typeof fileByFile;

const PAGE = 2500;
const SCHEMAS_ENTRY = path.resolve(__dirname, '../../src-main/api/schemas/index.ts');

/**
 * The decoder as the app runs it: bundled into one scope (electron-vite bundles main and its
 * workers), where a call to a coercer is a plain call. tsx, which runs the bench, compiles each
 * file to CommonJS on its own, so there every call into another module first reads an export
 * getter; that costs the valuations page about 0.15x more, shown in its own row.
 */
async function bundledSchemas(): Promise<Schemas> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mt-bench-decoder-'));
  try {
    const outfile = path.join(dir, 'schemas.mjs');
    await build({ entryPoints: [SCHEMAS_ENTRY], outfile, bundle: true, platform: 'node', format: 'esm', logLevel: 'warning' });
    return (await import(pathToFileURL(outfile).href)) as Schemas;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The sync's work on a page: the list envelope (hand-checked, as the client does), then every record. */
function decoder(schemas: Schemas, schema: z.ZodType<unknown, unknown>, bytes: string, dataset: string) {
  return () => {
    const envelope = schemas.safeParseListEnvelope(JSON.parse(bytes));
    if (!envelope.success) throw envelope.error;
    schemas.parseRecords(schema, envelope.data.data, { dataset });
  };
}

export async function decoderFigures(): Promise<Figure[]> {
  const bundled = await bundledSchemas();
  const sim = await startSimulator({ seed: 42, limitCap: 5000 });
  try {
    const get = async (path: string) =>
      (await fetch(`${sim.baseUrl}${path}?limit=${PAGE}`, { headers: { Authorization: `Bearer ${sim.token}` } })).text();
    // Short pages take more turns: the same few seconds, a steadier median.
    const pages = [
      { name: 'history', schema: 'sharePriceSchema', runs: 200, bytes: await get(`/v1/shares/historic/${sim.dataset.shares[0]?.id}`) },
      { name: 'valuations', schema: 'fundValuationSchema', runs: 1000, bytes: await get(`/v1/funds/vl/${sim.dataset.funds[0]?.id}`) },
    ] as const;
    return pages.flatMap(({ name, schema, runs, bytes }) => {
      const records = (JSON.parse(bytes) as { data: unknown[] }).data.length;
      const parse = () => void JSON.parse(bytes);
      const timed = (schemas: Schemas) => pairedMedianMs(parse, decoder(schemas, schemas[schema], bytes, name), runs);
      const note = ([parseOnly, decode]: [number, number]) =>
        `${decode.toFixed(3)} vs ${parseOnly.toFixed(3)} ms; medians of ${runs}, timed in turns`;
      const asRun = timed(bundled);
      const tsx = timed(fileByFile);
      const reference: z.ZodType<unknown, unknown> = fileByFile[schema];
      const [zodParseOnly, zod] = pairedMedianMs(
        parse,
        () => {
          for (const raw of fileByFile.listEnvelopeSchema.parse(JSON.parse(bytes)).data) fileByFile.checkRecord(reference, raw, 'zod');
        },
        20,
        3,
      );
      return [
        { name: `${name} page: records`, value: records, unit: 'records' },
        {
          name: `${name}: decode / JSON.parse`,
          value: asRun[1] / asRun[0],
          unit: 'x',
          note: `budget ≤ 1.5x, bundled as the app runs it (${note(asRun)})`,
        },
        { name: `${name}: decode, file by file (tsx)`, value: tsx[1] / tsx[0], unit: 'x', note: `(${note(tsx)})` },
        { name: `${name}: zod alone / JSON.parse`, value: zod / zodParseOnly, unit: 'x', note: 'the reference path, for scale' },
      ];
    });
  } finally {
    await sim.close();
  }
}
