import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { applyPortfolioWrite } from '../../core/portfolio-writes';
import { portfolioView } from '../../portfolio/portfolio-reads';
import type { ImportResult, Portfolio, PortfolioView } from '../../portfolio/types';
import type { Store } from '../../store/store';
import { openCache } from '../cache-options';
import { CliError } from '../cli-error';
import { complain } from '../complain';
import { writeRecords, type ExportFormat } from '../format/records';
import { terminalSafe, TEXT_CAP } from '../format/terminal-safe';

const FORMATS: readonly ExportFormat[] = ['json', 'ndjson', 'csv'];
/** The portfolio an import makes when there is none and none is named. */
const FIRST_PORTFOLIO = 'Main';

/**
 * `market-terminal portfolio import FILE [--portfolio NAME] [--skip-bad] [--db FILE]` and
 * `market-terminal portfolio show [--portfolio NAME] [--format json|ndjson|csv] [--db FILE]`.
 */
export function portfolioCommand(args: string[]): number {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      portfolio: { type: 'string' },
      'skip-bad': { type: 'boolean', default: false },
      format: { type: 'string', default: 'json' },
      db: { type: 'string' },
    },
  });
  const [action, ...rest] = positionals;
  if (action === 'import') {
    const [file, ...extra] = rest;
    if (!file || extra.length) throw new CliError('portfolio import takes one CSV file');
    let csv: string;
    try {
      csv = readFileSync(file, 'utf8');
    } catch (err) {
      throw new CliError(`cannot read ${file}: ${err instanceof Error ? err.message : String(err)}`);
    }
    return withStore(values.db, (store) => importFile(store, csv, values.portfolio, values['skip-bad']));
  }
  if (action === 'show') {
    if (rest.length) throw new CliError('portfolio show takes no file');
    const format = values.format as ExportFormat;
    if (!FORMATS.includes(format)) throw new CliError(`--format must be one of ${FORMATS.join(', ')}`);
    return withStore(values.db, (store) => show(store, values.portfolio, format));
  }
  throw new CliError('portfolio takes "import FILE" or "show"');
}

function withStore(db: string | undefined, work: (store: Store) => number): number {
  const { store } = openCache(db);
  try {
    return work(store);
  } finally {
    store.close();
  }
}

/** The one named (null when none has that name), else the only one (null when there is none). */
function choose(store: Store, named: string | undefined): Portfolio | null {
  if (named !== undefined) return store.portfolios.byName(named);
  const all = store.portfolios.list();
  if (all.length > 1)
    throw new CliError(`there are ${all.length} portfolios: name one with --portfolio (${all.map((p) => p.name).join(', ')})`);
  return all[0] ?? null;
}

function importFile(store: Store, csv: string, named: string | undefined, skipBad: boolean): number {
  const found = choose(store, named);
  const outcome = applyPortfolioWrite(store, {
    op: 'import',
    portfolio: found ? { id: found.id } : { name: named ?? FIRST_PORTFOLIO },
    csv,
    skipBad,
  });
  if (!outcome.ok) throw new CliError(outcome.message);
  // The writer answers an import with its ImportResult.
  const { imported, bad, portfolio } = outcome.value as ImportResult;
  const name = portfolio?.name ?? named ?? FIRST_PORTFOLIO;
  const safe = (text: string) => terminalSafe(text, TEXT_CAP);
  for (const row of bad) complain(`line ${row.line}: ${safe(row.reason)}`);
  if (bad.length && !skipBad) {
    complain(`nothing imported: ${bad.length} bad row${bad.length === 1 ? '' : 's'} (--skip-bad imports the others)`);
    return 1;
  }
  const skipped = bad.length ? `, ${bad.length} bad row${bad.length === 1 ? '' : 's'} skipped` : '';
  process.stdout.write(`imported ${imported} transaction${imported === 1 ? '' : 's'} into "${safe(name)}"${skipped}\n`);
  return 0;
}

/** One row per position, then one `total` row per currency. */
function rowsOf(view: PortfolioView): Record<string, unknown>[] {
  const positions = view.positions.map((p) => ({
    security: p.code,
    currency: p.currency,
    quantity: p.quantity,
    costBasis: p.costBasis,
    averageCost: p.averageCost,
    lastPrice: p.lastPrice,
    priceDay: p.priceDay,
    marketValue: p.marketValue,
    unrealized: p.unrealized,
    realized: p.realized,
    dividends: p.dividends,
  }));
  const totals = view.totals.map((t) => ({
    security: 'total',
    currency: t.currency,
    quantity: null,
    costBasis: t.costBasis,
    averageCost: null,
    lastPrice: null,
    priceDay: null,
    marketValue: t.marketValue,
    unrealized: t.unrealized,
    realized: t.realized,
    dividends: t.dividends,
    complete: t.complete,
    incomplete: t.complete ? null : t.reasons.join('; '),
  }));
  return [...positions, ...totals];
}

function show(store: Store, named: string | undefined, format: ExportFormat): number {
  const portfolio = choose(store, named);
  if (!portfolio) {
    const names = store.portfolios.list().map((p) => p.name);
    if (named === undefined)
      throw new CliError('there is no portfolio yet: import transactions with "market-terminal portfolio import FILE"');
    throw new CliError(`no portfolio is named "${named}"${names.length ? `; there are: ${names.join(', ')}` : ''}`);
  }
  const view = portfolioView(store, portfolio);
  let out = '';
  writeRecords(rowsOf(view), format, (chunk) => (out += chunk), process.stdout.isTTY === true);
  process.stdout.write(out);
  for (const total of view.totals)
    if (!total.complete) complain(`the ${total.currency ?? 'unknown-currency'} total is incomplete: ${total.reasons.join('; ')}`);
  return 0;
}
