import { parseArgs } from 'node:util';
import { sourceKey } from '../../core/data-source';
import { AlertWriteError, applyAlertWrite } from '../../alerts/rule-writes';
import { alertGrammar } from '../../shared/alerts/grammar';
import type { AlertFiring, AlertRule, AlertTarget, AlertWrite } from '../../shared/alerts/types';
import type { Store } from '../../store/store';
import { openCache } from '../cache-options';
import { CliError } from '../cli-error';
import { exportFormat, writeRecords } from '../format/records';
import { findSecurity } from '../security-arg';

const USAGE = `market-terminal alerts add SECURITY CONDITION | list | remove RULE-ID | fired [--since DATE] [--format json|ndjson|csv] [--db FILE]`;
const GRAMMAR = `a share: ${alertGrammar('share')}; a fund: the same on nav; calendar:CC[:IMPORTANCE] or event:ID: ${alertGrammar('calendar')}`;

/** What a rule watches, as the command line names it: a share or fund, `calendar:US[:HIGH]`, or `event:ID`. */
function readTarget(store: Store, text: string): AlertTarget {
  const calendar = /^calendar:([a-z]{2,3})(?::(low|medium|high|holiday))?$/i.exec(text);
  if (calendar) {
    const importance = (['LOW', 'MEDIUM', 'HIGH', 'HOLIDAY'] as const).find((level) => level === calendar[2]?.toUpperCase()) ?? 'HIGH';
    return { kind: 'calendar', country: (calendar[1] ?? '').toUpperCase(), importance };
  }
  const event = /^event:(\d+)$/i.exec(text);
  if (event) {
    const id = Number(event[1]);
    const record = store.data.events.get(id);
    if (record === null) throw new CliError(`no cached event has the id ${id} ("market-terminal sync" fills the cache)`);
    return { kind: 'event', id, code: [record.zone?.code, record.title].filter(Boolean).join(' ') };
  }
  const { kind, id, code } = findSecurity(store, text);
  return { kind, id, code };
}

const targetName = (target: AlertTarget) => (target.kind === 'calendar' ? `calendar:${target.country}:${target.importance}` : target.code);

const ruleRow = (rule: AlertRule) => ({
  id: rule.id,
  kind: rule.target.kind,
  security: targetName(rule.target),
  condition: rule.condition,
  enabled: rule.enabled,
  createdAt: rule.createdAt,
});

const firingRow = (f: AlertFiring) => ({
  rule: f.rule,
  security: f.security.code,
  condition: f.condition,
  day: f.day,
  value: f.value ?? f.note,
  firedAt: f.firedAt,
});

/** One firing as `market-terminal sync` prints it after its summary. */
export function firingLine(f: AlertFiring): string {
  return `alert ${f.rule ?? '-'}: ${f.security.code} ${f.condition} on ${f.day} (${f.value ?? f.note ?? '—'})`;
}

/** A day YYYY-MM-DD (a real date) or a full ISO time, for --since. */
function readSince(value: string | undefined): string {
  if (value === undefined) return '';
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(Date.parse(value)))
    throw new CliError(`--since must be a date YYYY-MM-DD, got "${value}"`);
  return value.length === 10 ? value : new Date(value).toISOString();
}

function write(store: Store, source: string, change: AlertWrite): AlertRule | null {
  try {
    return applyAlertWrite(store, source, change);
  } catch (err) {
    if (err instanceof AlertWriteError)
      throw new CliError(err.reason === 'condition' ? `${err.message}\n\nConditions: ${GRAMMAR}` : err.message);
    throw err;
  }
}

/** `market-terminal alerts …`: the rules (add, list, remove) and the firings log, from the command line. */
export function alertsCommand(args: string[]): number {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { format: { type: 'string', default: 'json' }, since: { type: 'string' }, db: { type: 'string' } },
  });
  const [action, ...rest] = positionals;
  const format = exportFormat(values.format);
  const since = readSince(values.since);
  if (action !== 'add' && action !== 'list' && action !== 'remove' && action !== 'fired') throw new CliError(`alerts takes: ${USAGE}`);
  const [first, ...conditionWords] = rest;
  if (action === 'add' && (!first || !conditionWords.length)) throw new CliError(`alerts add takes a security and a condition; ${GRAMMAR}`);
  if (action === 'remove' && !/^\d+$/.test(first ?? '')) throw new CliError(`alerts remove takes a rule id (see "alerts list")`);

  const { store, source } = openCache(values.db);
  try {
    const print = (rows: Record<string, unknown>[]) => {
      const chunks: string[] = [];
      writeRecords(rows, format, (chunk) => chunks.push(chunk), process.stdout.isTTY === true);
      process.stdout.write(chunks.join(''));
    };
    switch (action) {
      case 'add': {
        const target = readTarget(store, first ?? '');
        const rule = write(store, sourceKey(source), { op: 'add', target, condition: conditionWords.join(' ') });
        process.stdout.write(`${rule?.id ?? ''}\n`);
        return 0;
      }
      case 'remove':
        write(store, sourceKey(source), { op: 'remove', id: Number(first) });
        return 0;
      case 'list':
        print(store.alerts.rules().map(ruleRow));
        return 0;
      case 'fired':
        print(store.alerts.firings(since, Number.MAX_SAFE_INTEGER).map(firingRow));
        return 0;
    }
  } finally {
    store.close();
  }
}
