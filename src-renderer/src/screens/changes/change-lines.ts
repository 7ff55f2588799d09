// CHG's rows from the journal's: each change named (which security, what, before → after), kept
// to the filters, then grouped by what it belongs to — the group with the newest change first,
// newest first inside a group. Pure, so grouping and filtering are unit-tested without a screen.
import type { DatasetName } from '../../../../src-main/ipc/contract';
import type { SecurityRef } from '../../commands/refs';
import { changeDirection, changeValueText, type ChangeRow } from '../../data/change-values';
import { formatInteger } from '../../format';
import { msg, t } from '../../i18n';
import { kindOf, subjectOf, type ChangeKind } from './change-kinds';

export interface ChangeLine {
  /** Unique within a read: the run, the record and the field. */
  key: string;
  row: ChangeRow;
  kind: ChangeKind;
  /** The security, fund, event or country; null for a whole list's first sync. */
  subject: SecurityRef | null;
  /** The group's name: "AIR · Airbus", or "All shares" for a list's baseline. */
  group: string;
  /** The first line of its group (the table draws a rule above it). */
  groupStart: boolean;
  /** The field that changed, or the record within its list (a day, a member). */
  item: string;
  change: string;
  before: string;
  after: string;
  direction: 'up' | 'down' | null;
}

export interface ChangeFilter {
  /** null: every kind. */
  kind: ChangeKind | null;
  /** null: every dataset. */
  dataset: DatasetName | null;
  /** Keys (`share:12`, `fund:3`) of the watched securities; null: every row. */
  watched: ReadonlySet<string> | null;
}

export const NO_FILTER: ChangeFilter = { kind: null, dataset: null, watched: null };

/** Finds a security, fund, event or country by id in the cache; null when it is not cached (any more). */
export type Resolve = (kind: SecurityRef['kind'], id: number) => SecurityRef | null;

const LIST_NAMES: Partial<Record<DatasetName, string>> = {
  shares: msg('All shares'),
  funds: msg('All funds'),
  events: msg('All events'),
  countries: msg('All countries'),
};

const CHANGE_WORDS: Readonly<Record<Exclude<ChangeRow['change'], 'baseline'>, string>> = {
  added: msg('added'),
  removed: msg('removed'),
  changed: msg('changed'),
};

function changeWord(row: ChangeRow, locale: string): string {
  if (row.change !== 'baseline') return t(CHANGE_WORDS[row.change]);
  return t('first seen ({count})', { count: typeof row.after === 'number' ? formatInteger(row.after, { locale }) : '?' });
}

function itemOf(row: ChangeRow): string {
  if (row.change === 'baseline') return row.key ?? '';
  return [row.key, row.field].filter((part): part is string => part !== null).join(' · ');
}

/** A removed record (an event the service withdrew) is no longer cached: its title is what the journal kept. */
function keptTitle(row: ChangeRow): string | null {
  const record = row.change === 'removed' && row.key === null ? row.before : null;
  return record !== null && typeof record === 'object' && 'title' in record && typeof record.title === 'string' ? record.title : null;
}

/** One journal row as CHG shows it. */
function lineOf(row: ChangeRow, resolve: Resolve, locale: string): Omit<ChangeLine, 'groupStart'> {
  const about = subjectOf(row);
  const subject = about
    ? (resolve(about.kind, about.id) ?? {
        kind: about.kind,
        id: about.id,
        code: `#${about.id}`,
        title: keptTitle(row) ?? `${about.kind} ${about.id}`,
      })
    : null;
  const baseline = row.change === 'baseline';
  return {
    key: `${row.at}|${row.dataset}|${row.id ?? ''}|${row.key ?? ''}|${row.field ?? ''}|${row.change}`,
    row,
    kind: kindOf(row),
    subject,
    group: subject ? `${subject.code} · ${subject.title}` : t(LIST_NAMES[row.dataset] ?? row.dataset),
    item: itemOf(row),
    change: changeWord(row, locale),
    before: baseline ? '' : changeValueText(row.before, locale),
    after: baseline ? '' : changeValueText(row.after, locale),
    direction: row.change === 'changed' ? changeDirection(row.before, row.after) : null,
  };
}

function kept(line: Omit<ChangeLine, 'groupStart'>, filter: ChangeFilter): boolean {
  if (filter.kind !== null && line.kind !== filter.kind) return false;
  if (filter.dataset !== null && line.row.dataset !== filter.dataset) return false;
  if (filter.watched === null) return true;
  return line.subject !== null && filter.watched.has(`${line.subject.kind}:${line.subject.id}`);
}

/** The journal's rows (oldest first, as read) as CHG's lines: filtered, grouped, newest first. */
export function changeLines(rows: readonly ChangeRow[], resolve: Resolve, filter: ChangeFilter, locale: string): ChangeLine[] {
  const groups = new Map<string, Omit<ChangeLine, 'groupStart'>[]>();
  for (const row of rows) {
    const line = lineOf(row, resolve, locale);
    if (!kept(line, filter)) continue;
    const group = line.subject ? `${line.subject.kind}:${line.subject.id}` : `list:${row.dataset}`;
    const members = groups.get(group);
    if (members) members.push(line);
    else groups.set(group, [line]);
  }
  // Newest first, groups by their newest change; the sorts are stable, so what one run changed
  // keeps the journal's order (dataset by dataset).
  const newest = (members: readonly { row: ChangeRow }[]) => members.reduce((at, line) => (line.row.at > at ? line.row.at : at), '');
  const ordered = [...groups.values()].sort((a, b) => newest(b).localeCompare(newest(a)));
  return ordered.flatMap((members) =>
    members.sort((a, b) => b.row.at.localeCompare(a.row.at)).map((line, i) => ({ ...line, groupStart: i === 0 })),
  );
}

/** How many rows each kind has (before the kind filter), for the chips. */
export function kindCounts(lines: readonly Pick<ChangeLine, 'kind'>[]): Map<ChangeKind, number> {
  const counts = new Map<ChangeKind, number>();
  for (const line of lines) counts.set(line.kind, (counts.get(line.kind) ?? 0) + 1);
  return counts;
}
