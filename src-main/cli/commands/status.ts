import { parseArgs } from 'node:util';
import type { DataSourceSetting } from '../../core/data-source';
import { readPolicyOverrides } from '../../core/preferences';
import { refusedRecords } from '../../core/refused-records';
import { isDatasetName } from '../../store/datasets';
import type { Store } from '../../store/store';
import { datasetSummaries } from '../../sync/dataset-summary';
import { FreshnessPolicy } from '../../sync/freshness-policy';
import { openCache } from '../cache-options';
import { CliError } from '../cli-error';
import { terminalSafe } from '../format/terminal-safe';

/** The source a cache belongs to, as the status bar names it (the demo market, or the service's URL). */
const sourceName = (source: DataSourceSetting) => (source.kind === 'demo' ? 'the demo market (DEMO)' : source.baseUrl);

function age(iso: string | null, now: number): string {
  if (!iso) return 'never';
  const s = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (s < 90) return `${s}s ago`;
  if (s < 5400) return `${Math.round(s / 60)}m ago`;
  if (s < 129_600) return `${Math.round(s / 3600)}h ago`;
  return `${Math.round(s / 86_400)}d ago`;
}

/** Columns padded to their widest cell; the first `left` columns left-aligned, the rest right. */
function table(header: string[], rows: string[][], left: number): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i < left ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)];
}

function summary(store: Store, source: DataSourceSetting): string[] {
  const now = Date.now();
  // The user's refresh policy from the settings, as the app applies it.
  const policy = new FreshnessPolicy(readPolicyOverrides(store.settings));
  const rows = datasetSummaries(store, policy, now).map((s) => [
    s.dataset,
    String(s.records),
    String(s.requests),
    String(s.errors),
    String(s.rejected),
    age(s.oldest, now),
    s.requests === 0 ? '—' : s.stale ? 'stale' : 'fresh',
  ]);
  const out = [
    `Cache of ${sourceName(source)}: ${store.file} (${(store.sizeBytes() / 1048576).toFixed(1)} MiB)`,
    '',
    ...table(['DATASET', 'RECORDS', 'REQUESTS', 'ERRORS', 'REJECTED', 'OLDEST', 'STATE'], rows, 1),
  ];
  const errors = store.freshness
    .all()
    .filter((f) => f.outcome === 'error')
    .slice(0, 10);
  if (errors.length)
    out.push(
      '',
      'Last errors:',
      // The key and the message come from the cache, the message often from the service's answer.
      ...errors.map(
        (e) => `  ${e.dataset}${e.key ? ` ${terminalSafe(e.key)}` : ''} (${age(e.fetchedAt, now)}): ${terminalSafe(e.error ?? '')}`,
      ),
    );
  const refused = refusedRecords(store, undefined, 1);
  if (refused.total) {
    out.push(
      '',
      `${refused.total} refused records kept: ${refused.counts.map((c) => `${c.dataset} ${c.count}`).join(', ')}.`,
      'List them with `market-terminal status --rejects [DATASET]`, or open DQ in the terminal.',
    );
  }
  return out;
}

/** Every kept refused record (of one dataset), newest first: when, where, which field, why, what was sent. */
function rejectsList(store: Store, dataset: string | undefined): string[] {
  if (dataset !== undefined && !isDatasetName(dataset)) throw new CliError(`unknown dataset "${dataset}"; see market-terminal help`);
  const { records } = refusedRecords(store, dataset);
  if (!records.length) return [dataset ? `No refused records kept for ${dataset}.` : 'No refused records kept.'];
  // Every cell is what the service sent or the cache holds: shown safely, one line each.
  const rows = records.map((r) =>
    [r.at, r.dataset ?? r.endpoint, r.parent ?? '', r.recordId ?? '', r.field || '(record)', r.reason, r.excerpt ?? ''].map((cell) =>
      terminalSafe(cell),
    ),
  );
  return table(['WHEN', 'DATASET', 'PARENT', 'ID', 'FIELD', 'REASON', 'RAW'], rows, 7);
}

/** `market-terminal status [--db FILE] [--rejects [DATASET]]`: what is cached per dataset, how fresh, last errors, refused records. */
export function statusCommand(args: string[]): number {
  let parsed;
  try {
    parsed = parseArgs({ args, options: { db: { type: 'string' }, rejects: { type: 'boolean' } }, allowPositionals: true, strict: true });
  } catch (err) {
    throw new CliError(err instanceof Error ? err.message : String(err));
  }
  const { values, positionals } = parsed;
  if (positionals.length > (values.rejects ? 1 : 0)) throw new CliError(`unexpected argument "${positionals.at(-1) ?? ''}"`);
  const { store, source } = openCache(values.db);
  try {
    const out = values.rejects ? rejectsList(store, positionals[0]) : summary(store, source);
    process.stdout.write(`${out.join('\n')}\n`);
    return 0;
  } finally {
    store.close();
  }
}
