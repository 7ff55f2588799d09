import { describe, expect, it } from 'vitest';
import type { Column } from '../../../src-renderer/src/components/table/columns';
import { ariaSort, cycleSort, sortRows } from '../../../src-renderer/src/components/table/sort';
import { column, ids, quotes } from './table-fixtures';

describe('sortRows', () => {
  it('sorts numbers numerically, nulls last in both directions', () => {
    expect(ids(sortRows(quotes, column('close'), 'asc'))).toEqual(['4', '2', '5', '1', '3']);
    expect(ids(sortRows(quotes, column('close'), 'desc'))).toEqual(['1', '2', '5', '4', '3']);
  });

  it('is stable for equal keys in both directions', () => {
    // rows 2 and 5 share close 99.1: original order (2 before 5) is kept either way
    const asc = ids(sortRows(quotes, column('close'), 'asc'));
    const desc = ids(sortRows(quotes, column('close'), 'desc'));
    expect(asc.indexOf('2')).toBeLessThan(asc.indexOf('5'));
    expect(desc.indexOf('2')).toBeLessThan(desc.indexOf('5'));
  });

  it('sorts text case-insensitively with natural numbers', () => {
    expect(ids(sortRows(quotes, column('symbol'), 'asc'))).toEqual(['5', '4', '2', '3', '1']); // A2 A10 aapl MSFT SNTS
    expect(ids(sortRows(quotes, column('symbol'), 'desc'))).toEqual(['1', '3', '2', '4', '5']);
  });

  it('puts absent text last', () => {
    expect(ids(sortRows(quotes, column('name'), 'asc')).at(-1)).toBe('3');
    expect(ids(sortRows(quotes, column('name'), 'desc')).at(-1)).toBe('3');
  });

  it('sorts dates chronologically, absent last', () => {
    expect(ids(sortRows(quotes, column('date'), 'asc'))).toEqual(['4', '2', '5', '1', '3']);
    expect(ids(sortRows(quotes, column('date'), 'desc'))).toEqual(['1', '5', '2', '4', '3']);
  });

  it('mixes plain dates and timestamps correctly', () => {
    type R = { d: string };
    const col: Column<R> = { id: 'd', header: 'D', value: (r) => r.d, kind: 'datetime' };
    const rows = [{ d: '2026-11-20T10:00:00Z' }, { d: '2026-11-20' }, { d: '2026-11-19T23:59:59Z' }, { d: 'garbage' }];
    expect(sortRows(rows, col, 'asc').map((r) => r.d)).toEqual(['2026-11-19T23:59:59Z', '2026-11-20', '2026-11-20T10:00:00Z', 'garbage']);
  });

  it('treats NaN, Infinity and empty strings as absent, and accepts numeric strings', () => {
    type R = { v: number | string | null };
    const col: Column<R> = { id: 'v', header: 'V', value: (r) => r.v, kind: 'number' };
    const rows: R[] = [{ v: Number.NaN }, { v: '10' }, { v: 2 }, { v: '' }, { v: Number.POSITIVE_INFINITY }, { v: -1 }];
    expect(sortRows(rows, col, 'desc').map((r) => r.v)).toEqual(['10', 2, -1, Number.NaN, '', Number.POSITIVE_INFINITY]);
  });

  it('does not touch its input and keeps the order without a column', () => {
    const copy = [...quotes];
    sortRows(quotes, column('close'), 'desc');
    expect(quotes).toEqual(copy);
    expect(ids(sortRows(quotes, undefined, 'asc'))).toEqual(ids(quotes));
  });

  it('sorts 10,000 rows quickly', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({ ...quotes[0]!, id: String(i), close: (i * 7919) % 10_007 }));
    const started = performance.now();
    const sorted = sortRows(rows, column('close'), 'asc');
    expect(performance.now() - started).toBeLessThan(500);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i - 1]!.close <= sorted[i]!.close).toBe(true);
  });
});

describe('cycleSort / ariaSort', () => {
  it('cycles ascending → descending → unsorted, and restarts on another column', () => {
    const asc = cycleSort(null, 'close');
    expect(asc).toEqual({ column: 'close', direction: 'asc' });
    const desc = cycleSort(asc, 'close');
    expect(desc).toEqual({ column: 'close', direction: 'desc' });
    expect(cycleSort(desc, 'close')).toBeNull();
    expect(cycleSort(desc, 'symbol')).toEqual({ column: 'symbol', direction: 'asc' });
  });
  it('maps to aria-sort values', () => {
    expect(ariaSort(null, 'close')).toBe('none');
    expect(ariaSort({ column: 'close', direction: 'asc' }, 'close')).toBe('ascending');
    expect(ariaSort({ column: 'close', direction: 'desc' }, 'close')).toBe('descending');
    expect(ariaSort({ column: 'close', direction: 'desc' }, 'symbol')).toBe('none');
  });
});
