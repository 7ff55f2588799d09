import { parseArgs } from 'node:util';
import { readPolicyOverrides } from '../../core/preferences';
import { datasetSummaries } from '../../sync/dataset-summary';
import { FreshnessPolicy } from '../../sync/freshness-policy';
import { openCache } from '../cache-options';

function age(iso: string | null, now: number): string {
  if (!iso) return 'never';
  const s = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (s < 90) return `${s}s ago`;
  if (s < 5400) return `${Math.round(s / 60)}m ago`;
  if (s < 129_600) return `${Math.round(s / 3600)}h ago`;
  return `${Math.round(s / 86_400)}d ago`;
}

/** `market-terminal status [--db FILE]`: what is cached per dataset, how fresh, last errors. */
export function statusCommand(args: string[]): number {
  const { values } = parseArgs({ args, options: { db: { type: 'string' } } });
  const store = openCache(values.db);
  try {
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
    const header = ['DATASET', 'RECORDS', 'REQUESTS', 'ERRORS', 'REJECTED', 'OLDEST', 'STATE'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
    const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
    const out = [`Cache ${store.file} (${(store.sizeBytes() / 1048576).toFixed(1)} MiB)`, '', line(header), ...rows.map(line)];
    const errors = store.freshness.all().filter((f) => f.outcome === 'error').slice(0, 10);
    if (errors.length) out.push('', 'Last errors:', ...errors.map((e) => `  ${e.dataset}${e.key ? ` ${e.key}` : ''} (${age(e.fetchedAt, now)}): ${e.error}`));
    const rejects = store.rejects.recent(5);
    if (rejects.length) out.push('', 'Recently rejected records:', ...rejects.map((r) => `  ${r.dataset} id=${r.recordId ?? '?'} ${r.path || '(record)'}: ${r.reason}`));
    process.stdout.write(`${out.join('\n')}\n`);
    return 0;
  } finally {
    store.close();
  }
}
