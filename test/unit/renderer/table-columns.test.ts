import { describe, expect, it } from 'vitest';
import {
  cellAlign,
  cellText,
  cellTone,
  type Column,
  columnTrack,
  fitColumns,
  minimumWidth,
  moveColumn,
  rawText,
  reconcileOrder,
  sameFit,
} from '../../../src-renderer/src/components/table/columns';

type R = { v: number | string | null | undefined };
const col = (extra: Partial<Column<R>>): Column<R> => ({ id: 'v', header: 'V', value: (r) => r.v, ...extra });
const text = (c: Column<R>, v: R['v'], locale = 'en-US') => cellText(c, { v }, locale);

describe('cellText', () => {
  it('formats every kind', () => {
    expect(text(col({}), 'SNTS')).toBe('SNTS');
    expect(text(col({ kind: 'number' }), 1234.5)).toBe('1,234.50');
    expect(text(col({ kind: 'number', decimals: 4 }), 1.5)).toBe('1.5000');
    expect(text(col({ kind: 'integer' }), 1234567)).toBe('1,234,567');
    expect(text(col({ kind: 'percent' }), 0.0123)).toBe('1.23%');
    expect(text(col({ kind: 'signed-percent' }), -0.0045)).toBe('\u22120.45%');
    expect(text(col({ kind: 'signed' }), 2)).toBe('+2.00');
    expect(text(col({ kind: 'compact' }), 1_234_567)).toBe('1.2M');
    expect(text(col({ kind: 'date' }), '2026-11-20')).toBe('2026-11-20');
    expect(text(col({ kind: 'number' }), '42.5')).toBe('42.50');
  });
  it('shows an em dash for every absent value of every kind', () => {
    const kinds = ['text', 'number', 'integer', 'percent', 'signed-percent', 'signed', 'compact', 'date', 'datetime'] as const;
    for (const kind of kinds) {
      for (const v of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY, '', '  ']) expect(text(col({ kind }), v)).toBe('—');
    }
  });
  it('follows the locale', () => {
    expect(text(col({ kind: 'number' }), 1234.5, 'de-DE')).toBe('1.234,50');
  });
});

describe('cellTone', () => {
  it('colours only when asked, by the displayed value', () => {
    expect(cellTone(col({ kind: 'signed' }), { v: 1 })).toBeNull();
    expect(cellTone(col({ kind: 'signed', colorBySign: true }), { v: 1 })).toBe('up');
    expect(cellTone(col({ kind: 'signed', colorBySign: true }), { v: -1 })).toBe('down');
    expect(cellTone(col({ kind: 'signed', colorBySign: true }), { v: 0.001 })).toBe('flat'); // shows "0.00"
    expect(cellTone(col({ kind: 'signed-percent', colorBySign: true }), { v: 0.0001 })).toBe('up'); // shows "+0.01%"
    expect(cellTone(col({ kind: 'signed-percent', colorBySign: true }), { v: null })).toBe('flat');
  });
});

describe('layout helpers', () => {
  it('aligns numbers right, text and dates left, unless told', () => {
    expect(cellAlign(col({ kind: 'number' }) as Column<unknown>)).toBe('right');
    expect(cellAlign(col({}) as Column<unknown>)).toBe('left');
    expect(cellAlign(col({ kind: 'date' }) as Column<unknown>)).toBe('left');
    expect(cellAlign(col({ kind: 'number', align: 'center' }) as Column<unknown>)).toBe('center');
  });
  it('turns widths into grid tracks', () => {
    expect(columnTrack(col({ width: 80 }) as Column<unknown>)).toBe('80px');
    expect(columnTrack(col({}) as Column<unknown>)).toBe('minmax(120px, 1fr)');
    expect(minimumWidth([col({ width: 80 }), col({})] as Column<unknown>[])).toBe(200);
  });
  it('lets a name column narrow to its minWidth before the table scrolls sideways; others keep their width', () => {
    expect(columnTrack(col({ width: 210, minWidth: 96 }) as Column<unknown>)).toBe('minmax(96px, 210px)');
    expect(columnTrack(col({ minWidth: 90 }) as Column<unknown>)).toBe('minmax(90px, 1fr)');
    expect(columnTrack(col({ width: 122 }) as Column<unknown>)).toBe('122px');
    expect(minimumWidth([col({ width: 210, minWidth: 96 }), col({ width: 92, kind: 'number' })] as Column<unknown>[])).toBe(188);
  });
  it('exports raw text', () => {
    // A "%" column's text is in percent points, as shown (2.47 %: 2.47), without the float noise of × 100.
    expect(rawText(col({ kind: 'percent' }), { v: 0.0123 })).toBe('1.23');
    expect(rawText(col({ kind: 'signed-percent' }), { v: 0.0247 })).toBe('2.47');
    expect(rawText(col({ kind: 'signed-percent' }), { v: 0.07 })).toBe('7');
    expect(rawText(col({}), { v: null })).toBe('');
  });
});

describe('column order', () => {
  it('keeps a user order, appends new columns, drops vanished ones', () => {
    expect(reconcileOrder([], ['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(reconcileOrder(['c', 'a', 'b'], ['a', 'b', 'c'])).toEqual(['c', 'a', 'b']);
    expect(reconcileOrder(['c', 'a', 'b'], ['a', 'c', 'd'])).toEqual(['c', 'a', 'd']);
  });
  it('moves a column by one place, clamped', () => {
    expect(moveColumn(['a', 'b', 'c'], 1, -1)).toEqual({ order: ['b', 'a', 'c'], index: 0 });
    expect(moveColumn(['a', 'b', 'c'], 1, 1)).toEqual({ order: ['a', 'c', 'b'], index: 2 });
    expect(moveColumn(['a', 'b', 'c'], 2, 1)).toEqual({ order: ['a', 'b', 'c'], index: 2 });
    expect(moveColumn(['a', 'b', 'c'], 5, 1)).toEqual({ order: ['a', 'b', 'c'], index: 5 });
  });
});

describe('fitColumns', () => {
  // HP's shape: date, open/high/low (priority 3), close and variation (none: never hidden), volume (2).
  const hp: Column<R>[] = [
    col({ id: 'day', kind: 'date' }), // 92
    col({ id: 'open', kind: 'number', priority: 3 }), // 96 each
    col({ id: 'high', kind: 'number', priority: 3 }),
    col({ id: 'low', kind: 'number', priority: 3 }),
    col({ id: 'close', kind: 'number' }),
    col({ id: 'volume', kind: 'integer', width: 110, priority: 2 }),
    col({ id: 'variation', kind: 'signed-percent' }),
  ];
  const ids = (list: readonly Column<R>[]) => list.map((c) => c.id);

  it('shows every column when they fit', () => {
    expect(fitColumns(hp, minimumWidth(hp as Column<unknown>[]))).toEqual({ shown: hp, hidden: [] });
  });
  it('hides the least important first, rightmost of equals, keeping the declared order', () => {
    expect(ids(fitColumns(hp, 600).shown)).toEqual(['day', 'open', 'high', 'close', 'volume', 'variation']);
    const narrow = fitColumns(hp, 400);
    expect(ids(narrow.shown)).toEqual(['day', 'close', 'volume', 'variation']);
    expect(ids(narrow.hidden)).toEqual(['open', 'high', 'low']);
  });
  it('then the volume; never the first column or one without a priority, however narrow', () => {
    expect(ids(fitColumns(hp, 300).shown)).toEqual(['day', 'close', 'variation']);
    expect(ids(fitColumns(hp, 10).shown)).toEqual(['day', 'close', 'variation']);
    const plain = [col({ id: 'a', priority: 3 }), col({ id: 'b' })];
    expect(ids(fitColumns(plain, 10).shown)).toEqual(['a', 'b']);
  });
  it('a resize within the same fit is the same fit (the rows keep their cells); one across a column is not', () => {
    expect(sameFit(fitColumns(hp, 600), fitColumns(hp, 620))).toBe(true);
    expect(sameFit(fitColumns(hp, 600), fitColumns(hp, 400))).toBe(false);
    expect(sameFit(fitColumns(hp, 10_000), { shown: hp.slice(1), hidden: [] })).toBe(false);
  });
  it('drops a column rather than squeeze a name: FUNDS keeps its name at full width while a return can go', () => {
    const funds = [
      col({ id: 'name', width: 210, minWidth: 96 }),
      col({ id: 'nav', kind: 'number' }),
      col({ id: 'r1m', kind: 'number', priority: 2 }),
    ];
    expect(ids(fitColumns(funds, 310).shown)).toEqual(['name', 'nav']);
  });
});
