import { parseArgs } from 'node:util';
import { closeOnly, STUDIES, STUDY_KINDS, studyUsage } from '../../shared/studies/catalogue';
import { computeStudy, type StudyBars } from '../../shared/studies/compute';
import { formatStudySpec, parseStudySpec, StudySpecError, type StudySpec } from '../../shared/studies/spec';
import type { Store } from '../../store/store';
import { openCache } from '../cache-options';
import { CliError } from '../cli-error';
import { complain } from '../complain';
import { exportFormat, writeRecords } from '../format/records';
import { findSecurity, type NamedSecurity } from '../security-arg';

const USAGE = 'market-terminal study SECURITY SPEC [--from DATE] [--to DATE] [--format json|ndjson|csv] [--db FILE]';

function readSpec(text: string): StudySpec {
  try {
    return parseStudySpec(text);
  } catch (err) {
    if (err instanceof StudySpecError) throw new CliError(err.message);
    throw err;
  }
}

/** A `--from`/`--to` day: YYYY-MM-DD, a real date. */
function readDay(flag: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
  if (!valid) throw new CliError(`--${flag} must be a date YYYY-MM-DD, got "${value}"`);
  return value;
}

/** Every cached day of the security, oldest first, and its bars: a share's history, a fund's NAVs (closes). */
function cachedBars(store: Store, security: NamedSecurity): { days: string[]; bars: StudyBars } {
  if (security.kind === 'fund') {
    const navs = store.data['fund-valuations'].columns(security.id);
    return { days: navs.day, bars: { close: navs.value } };
  }
  const history = store.data['share-history'].columns(security.id);
  return {
    days: history.day,
    bars: { close: history.closing_price, high: history.upper, low: history.lower, volume: history.volume },
  };
}

/**
 * `market-terminal study SECURITY SPEC …`: a study's values per cached day, oldest first. The study
 * runs over the whole cached history, then the days are cut to --from/--to, so a day's value does
 * not depend on the range asked for. The spec may be one word (`macd:12,26,9`) or several (`macd 12 26 9`).
 */
export function studyCommand(args: string[]): number {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { from: { type: 'string' }, to: { type: 'string' }, format: { type: 'string', default: 'json' }, db: { type: 'string' } },
  });
  const [name, ...specWords] = positionals;
  if (!name || !specWords.length)
    throw new CliError(`study takes a security and a study: ${USAGE}; studies: ${STUDY_KINDS.map(studyUsage).join(', ')}`);
  const spec = readSpec(specWords.join(' '));
  const format = exportFormat(values.format);
  const from = readDay('from', values.from) ?? '0000-00-00';
  const to = readDay('to', values.to) ?? '9999-99-99';
  if (from > to) throw new CliError(`--from (${from}) is after --to (${to})`);

  const { store } = openCache(values.db);
  try {
    const security = findSecurity(store, name);
    if (security.kind === 'fund' && !closeOnly(spec.kind))
      throw new CliError(
        `${formatStudySpec(spec)} needs ${STUDIES[spec.kind].needs.join(', ')}; ${security.code} is a fund (NAVs only): ${STUDY_KINDS.filter(closeOnly).join(', ')} apply`,
      );
    const { days, bars } = cachedBars(store, security);
    const lines = computeStudy(spec, bars);
    const rows: Record<string, string | number | null>[] = [];
    for (let i = 0; i < days.length; i++) {
      const day = days[i] as string;
      if (day < from || day > to) continue;
      const row: Record<string, string | number | null> = { day };
      for (const line of lines) row[line.output] = line.values[i] ?? null;
      rows.push(row);
    }
    const chunks: string[] = [];
    writeRecords(rows, format, (chunk) => chunks.push(chunk), process.stdout.isTTY === true);
    process.stdout.write(chunks.join(''));
    if (days.length === 0)
      complain(
        `nothing cached for ${security.code}'s ${security.kind === 'fund' ? 'NAVs' : 'price history'}; run "market-terminal sync" first`,
      );
    return 0;
  } finally {
    store.close();
  }
}
