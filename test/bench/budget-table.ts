// The growth table: each figure beside its floor (measured in the same run), its budget, and
// PASS or OVER. Budgets are judged, never asserted: the bench prints, a person reads.

interface Budget {
  /** What is compared with the limit: the value itself, or value ÷ floor. */
  of: 'value' | 'ratio';
  op: '<' | '<=' | '>=';
  limit: number;
}

export interface Measured {
  name: string;
  value: number;
  unit: string;
  floor?: { value: number; what: string };
  budget?: Budget;
  /** The figure when its issue was filed, on this machine, in what the budget judges (the value, or × floor). */
  today?: number;
  note?: string;
}

export type Verdict = 'PASS' | 'OVER' | '';

/** The value over its floor: how far above the bare cost the real path is. */
function ratioOf(m: Measured): number | null {
  return m.floor && m.floor.value > 0 && Number.isFinite(m.value) ? m.value / m.floor.value : null;
}

export function verdictOf(m: Measured): Verdict {
  if (!m.budget) return '';
  const x = m.budget.of === 'ratio' ? ratioOf(m) : m.value;
  if (x === null || !Number.isFinite(x)) return 'OVER';
  const { op, limit } = m.budget;
  return (op === '<' ? x < limit : op === '<=' ? x <= limit : x >= limit) ? 'PASS' : 'OVER';
}

function budgetText(b: Budget | undefined, unit: string): string {
  if (!b) return '';
  return b.of === 'ratio' ? `${b.op} ${b.limit}x floor` : `${b.op} ${formatNumber(b.limit)} ${unit}`;
}

/** Three significant digits at most, thousands grouped: 0.0123, 1.23, 12.3, 1,234. */
function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return '—';
  const a = Math.abs(n);
  if (a >= 100) return Math.round(n).toLocaleString('en-US');
  if (a >= 10) return n.toFixed(1);
  if (a >= 1) return n.toFixed(2);
  return n === 0 ? '0' : n.toPrecision(2);
}

/** The rows of one scale's table, as aligned text lines. */
export function formatTable(title: string, rows: readonly Measured[]): string[] {
  const cells = rows.map((m) => {
    const ratio = ratioOf(m);
    return [
      m.name,
      `${formatNumber(m.value)} ${m.unit}`,
      m.floor ? `${formatNumber(m.floor.value)} ${m.unit} (${m.floor.what})` : '',
      ratio === null ? '' : `${formatNumber(ratio)}x`,
      m.today === undefined ? '' : m.budget?.of === 'ratio' ? `${formatNumber(m.today)}x` : `${formatNumber(m.today)} ${m.unit}`,
      budgetText(m.budget, m.unit),
      verdictOf(m),
      m.note ?? '',
    ];
  });
  const header = ['figure', 'value', 'floor (same run)', 'x floor', 'when filed', 'budget', 'verdict', 'note'];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: readonly string[]) =>
    c
      .map((text, i) => (i === 1 || i === 3 || i === 4 ? text.padStart(widths[i] ?? 0) : text.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [title, line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)];
}

/** p-th percentile (nearest rank) of a list of numbers. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((sorted.length * p) / 100) - 1))] as number;
}
