import { type Column, cellText, rawText } from './columns';

/**
 * Quick filter: every whitespace-separated term of the query must occur (case-insensitively) in
 * some displayed cell of the row. Number cells match both as shown ("1,234.50") and raw ("1234.5").
 */

/** Lower-case, one kind of space and minus, so "1 234" and "-1.2" match what a cell shows. */
export function normalizeForSearch(text: string): string {
  return text
    .toLocaleLowerCase()
    .replace(/[\u00a0\u202f\u2007]/g, ' ')
    .replace(/\u2212/g, '-');
}

export function queryTerms(query: string): string[] {
  return normalizeForSearch(query)
    .split(/\s+/)
    .filter((term) => term !== '');
}

/** The searchable text of a row: each cell's shown and raw text, separated so terms never span cells. */
export function rowHaystack<Row>(row: Row, columns: readonly Column<Row>[], locale: string): string {
  const parts: string[] = [];
  for (const column of columns) {
    const shown = cellText(column, row, locale);
    parts.push(shown);
    if (column.kind && column.kind !== 'text') {
      const raw = rawText(column, row);
      if (raw !== '' && raw !== shown) parts.push(raw);
    }
  }
  return normalizeForSearch(parts.join('\u0001'));
}

function matchesTerms(haystack: string, terms: readonly string[]): boolean {
  for (const term of terms) if (!haystack.includes(term)) return false;
  return true;
}

/**
 * Rows matching the query, in their original order. `haystacks` (from rowHaystack, same order
 * as rows) can be passed in so typing into the filter does not reformat every cell per key.
 */
export function filterRows<Row>(
  rows: readonly Row[],
  columns: readonly Column<Row>[],
  query: string,
  locale: string,
  haystacks?: readonly string[],
): Row[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [...rows];
  return rows.filter((row, index) => matchesTerms(haystacks?.[index] ?? rowHaystack(row, columns, locale), terms));
}
