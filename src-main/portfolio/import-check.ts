// Which imported rows the portfolio can take: replayed in date order with what it already holds,
// a row that sells more than is held then is bad. A stored sale that a new, earlier sale would
// leave short is blamed on that new sale (the latest one before it, of the same security).
import { firstFailure, securityKey } from './ledger';
import type { CsvRow } from './transactions-csv';
import type { BadRow, TransactionDraft } from './types';

type Entry = TransactionDraft & { row: CsvRow | null };

/** The rows that can be applied after `existing` (in file order), and the bad ones. */
export function checkImport(existing: readonly TransactionDraft[], rows: readonly CsvRow[]): { good: CsvRow[]; bad: BadRow[] } {
  let entries: Entry[] = [...existing.map((t) => ({ ...t, row: null })), ...rows.map((row) => ({ ...row.draft, row }))];
  const bad: BadRow[] = [];
  for (;;) {
    const failure = firstFailure(entries);
    if (failure === null) break;
    const culprit = failure.at.row ?? blame(entries, failure.at);
    if (culprit === null) throw new Error(`the stored transactions do not replay: ${failure.reason}`); // they were checked when stored
    bad.push({
      line: culprit.line,
      reason: failure.at.row === null ? `it leaves a stored transaction short: ${failure.reason}` : failure.reason,
    });
    entries = entries.filter((e) => e.row !== culprit);
  }
  bad.sort((a, b) => a.line - b.line);
  return { good: entries.flatMap((e) => (e.row ? [e.row] : [])), bad };
}

/** The latest imported row of the same security dated on or before `stored`. */
function blame(entries: readonly Entry[], stored: Entry): CsvRow | null {
  const key = securityKey(stored);
  const before = entries.filter((e) => e.row !== null && securityKey(e) === key && e.day <= stored.day);
  return before.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : (a.row?.line ?? 0) - (b.row?.line ?? 0))).at(-1)?.row ?? null;
}
