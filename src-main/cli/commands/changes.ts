import { parseArgs } from 'node:util';
import { DATASET_NAMES, isDatasetName, type DatasetName } from '../../store/datasets';
import type { ChangeRow } from '../../store/types';
import { openCache } from '../cache-options';
import { CliError } from '../cli-error';
import { complain } from '../complain';
import { writeRecords, type ExportFormat } from '../format/records';

const FORMATS: readonly ExportFormat[] = ['json', 'ndjson', 'csv'];
const KINDS = ['added', 'removed', 'changed', 'baseline'] as const;

/** `--since`: 'last', a day (from its local midnight) or an ISO time; as the journal compares it. */
function sinceOf(text: string): string {
  if (text === 'last') return 'last';
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const time = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])).getTime() : Date.parse(text);
  if (!/^\d{4}-\d{2}-\d{2}/.test(text) || Number.isNaN(time))
    throw new CliError(`--since must be last, a date (YYYY-MM-DD) or an ISO time, got "${text}"`);
  return new Date(time).toISOString();
}

/** One line on what a sync run recorded, e.g. `Changes: 7 (2 added, 1 removed, 4 changed)`. */
export function changeSummary(counts: Partial<Record<ChangeRow['change'], number>>): string {
  const total = KINDS.reduce((sum, kind) => sum + (counts[kind] ?? 0), 0);
  if (total === 0) return 'Changes: none.';
  const parts = KINDS.filter((kind) => counts[kind]).map((kind) =>
    kind === 'baseline' ? `${counts[kind]} first seen` : `${counts[kind]} ${kind}`,
  );
  return `Changes: ${total} (${parts.join(', ')}); "market-terminal changes" lists them.`;
}

/** A CSV cell holds a value: a whole record (added/removed) is written as its JSON, not as columns. */
const cellValue = (value: unknown) => (value !== null && typeof value === 'object' ? JSON.stringify(value) : value);

/**
 * `market-terminal changes [--since last|DATE|ISO-TIME] [--dataset D,...] [--id ID] [--format json|ndjson|csv] [--db FILE]`:
 * the change journal, oldest first.
 */
export function changesCommand(args: string[]): number {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      since: { type: 'string', default: 'last' },
      dataset: { type: 'string' },
      id: { type: 'string' },
      format: { type: 'string', default: 'json' },
      db: { type: 'string' },
    },
  });
  if (positionals.length) throw new CliError(`changes takes no argument "${positionals[0]}"; see --dataset and --id`);
  const since = sinceOf(values.since);
  const datasets =
    values.dataset
      ?.split(',')
      .map((d) => d.trim())
      .filter(Boolean) ?? [];
  const unknown = datasets.filter((d) => !isDatasetName(d));
  if (unknown.length) throw new CliError(`unknown dataset ${unknown.join(', ')}; one of: ${DATASET_NAMES.join(', ')}`);
  const format = values.format as ExportFormat;
  if (!FORMATS.includes(format)) throw new CliError(`--format must be one of ${FORMATS.join(', ')}`);
  const id = values.id === undefined ? undefined : Number(values.id);
  if (id !== undefined && !Number.isInteger(id)) throw new CliError(`--id must be a whole number, got "${values.id}"`);

  const { store } = openCache(values.db);
  try {
    const rows = store.journal.list({ since, datasets: datasets as DatasetName[], id });
    const records = mapRows(rows, (r): Record<string, unknown> =>
      format === 'csv' ? { ...r, before: cellValue(r.before), after: cellValue(r.after) } : { ...r },
    );
    const out: string[] = [];
    // Read on a terminal, what the service sent must not drive it (as in export).
    const count = writeRecords(records, format, (chunk) => out.push(chunk), process.stdout.isTTY === true);
    process.stdout.write(out.join(''));
    if (count === 0) complain(since === 'last' ? 'the latest sync changed nothing' : `no changes recorded since ${since}`);
    return 0;
  } finally {
    store.close();
  }
}

function* mapRows<T, U>(rows: Iterable<T>, map: (row: T) => U): Generator<U> {
  for (const row of rows) yield map(row);
}
