// CMP compares a portfolio by its time-weighted return: the TWR as a growth index that CMP's
// rebasing turns into the return from the anchor (not the value, which jumps with deposits); the
// line says which currency it is; the workspace keeps it by id, without a data source.
import { describe, expect, it } from 'vitest';
import type { ValueHistory } from '../../../src-main/ipc/contract';
import { currencyNote, nextCurrency } from '../../../src-main/shared/history-currency';
import { comparePrefsOf, comparePrefsPatch, type Compared } from '../../../src-renderer/src/chart/compare-list';
import { mergeChartPrefs } from '../../../src-renderer/src/chart/chart-prefs';
import { rebase } from '../../../src-renderer/src/chart/rebase';
import { twrIndex } from '../../../src-renderer/src/screens/compare/portfolio-series';

const at = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

// Day 1 buys 10 at 100 (value 1 000); day 2 the price is 110 (+10 %); day 3 buys 10 more at 110
// (value 2 200: the deposit, no performance); day 4 the price is 121 (+10 % again).
// TWR: 0, 0.10, 0.10, 0.21; the value: 1 000, 1 100, 2 200, 2 420.
const history: ValueHistory = {
  currency: 'XOF',
  currencies: ['XOF'],
  time: Float64Array.from(['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04'], at),
  columns: { value: Float64Array.from([1000, 1100, 2200, 2420]), cumulativeReturn: Float64Array.from([0, 0.1, 0.1, 0.21]) },
};

describe('a portfolio as a CMP line', () => {
  it('is 1 + its cumulative TWR by day', () => {
    const index = twrIndex(history);
    expect(index.times).toEqual(['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04'].map(at));
    expect(index.values.map((v) => Number(v.toFixed(12)))).toEqual([1, 1.1, 1.1, 1.21]);
  });

  it('rebased at an anchor gives the TWR from that day: the deposit is not performance', () => {
    const [line] = rebase([{ key: 'portfolio:1', ...twrIndex(history) }], '2024-01-02', '2024-01-02');
    // 1.21 / 1.10 − 1 = 10 % (its value went from 1 100 to 2 420: +120 %, a deposit mostly).
    expect(line?.change).toBeCloseTo(0.1, 12);
    expect(line?.points.map((p) => Number(p.value.toFixed(9)))).toEqual([100, 100, 110]);
  });

  it('leaves out days without a usable index (a total loss, a gap)', () => {
    const lost: ValueHistory = {
      ...history,
      columns: { ...history.columns, cumulativeReturn: Float64Array.from([0, Number.NaN, -1, 0.5]) },
    };
    expect(twrIndex(lost)).toEqual({ times: ['2024-01-01', '2024-01-04'].map(at), values: [1, 1.5] });
  });

  it('names its currency, and which of several', () => {
    expect(currencyNote({ currency: 'XOF', currencies: ['XOF'] })).toBe('XOF');
    expect(currencyNote({ currency: 'EUR', currencies: ['XOF', 'EUR'] })).toBe('EUR, 2 of 2 currencies');
    expect(currencyNote({ currency: null, currencies: [null] })).toBe('no currency');
    expect(nextCurrency({ currency: 'XOF', currencies: ['XOF', 'EUR'] })).toBe('EUR');
    expect(nextCurrency({ currency: 'EUR', currencies: ['XOF', 'EUR'] })).toBe('XOF');
    expect(nextCurrency({ currency: 'XOF', currencies: ['XOF'] })).toBe('XOF');
  });
});

describe('a compared portfolio in the workspace', () => {
  const share: Compared = { kind: 'share', id: 1, code: 'SNTS', title: 'Sonatel', source: 'demo' };
  const portfolio: Compared = { kind: 'portfolio', id: 3, code: 'Main', title: 'Main' };

  it('is kept by id with its chosen currency, next to shares, without a data source', () => {
    const inEur: Compared = { ...portfolio, currency: 'EUR' };
    const stored = mergeChartPrefs(null, comparePrefsPatch(null, 'p1', { range: '1Y', list: [share, portfolio, inEur] }, ['p1']));
    expect(comparePrefsOf(stored, 'p1').list).toEqual([share, portfolio, inEur]);
    const spread = { ...portfolio, source: 'demo' }; // what a caller may have spread in is not stored
    const again = mergeChartPrefs(null, comparePrefsPatch(null, 'p1', { range: '1Y', list: [spread] }, ['p1']));
    expect(comparePrefsOf(again, 'p1').list).toEqual([portfolio]);
  });

  it('refuses a stored portfolio line that is malformed', () => {
    const bad = { cmp: { lists: { p1: [{ kind: 'portfolio', id: -1, code: 'Main', title: 'Main' }] } } };
    expect(comparePrefsOf(bad, 'p1').list).toEqual([]);
  });
});
