// NAV's range and CMP's range and lists are stored with the workspace's chart preferences (through
// the contract, as GP's are), each chart writing only its own part.
import { describe, expect, it } from 'vitest';
import { comparePrefsOf, comparePrefsPatch, type Compared } from '../../../src-renderer/src/chart/compare-list';
import { chartPrefsOf, mergeChartPrefs } from '../../../src-renderer/src/chart/chart-prefs';
import { navRangeOf, navRangePatch } from '../../../src-renderer/src/screens/funds/nav-range';

const fund: Compared = { kind: 'fund', id: 7, code: 'AB294', title: 'FCP AB Capital Garanti 2026' };
const share: Compared = { kind: 'share', id: 1, code: 'SNTS', title: 'Sonatel' };
const gp = { range: 'MAX', mode: 'line', log: true } as const;

describe('fund chart preferences in the workspace', () => {
  it('keeps GP, NAV and CMP parts apart: a chart saving its part loses nobody else’s', () => {
    let stored = mergeChartPrefs(null, gp);
    stored = mergeChartPrefs(stored, navRangePatch('5Y'));
    stored = mergeChartPrefs(stored, comparePrefsPatch(stored, 'p2', { range: '3M', list: [fund, share] }, ['p1', 'p2']));
    stored = mergeChartPrefs(stored, gp); // GP saves again
    expect(chartPrefsOf(stored)).toEqual(gp);
    expect(navRangeOf(stored)).toBe('5Y');
    expect(comparePrefsOf(stored, 'p2')).toEqual({ range: '3M', list: [fund, share] });
    expect(comparePrefsOf(stored, 'p1')).toEqual({ range: '3M', list: [] }); // the range is CMP's, the list the pane's
  });

  it('keeps the data source each compared id belongs to, so a switch finds it again by code', () => {
    const fromDemo: Compared = { ...share, source: 'demo' };
    const stored = mergeChartPrefs(null, comparePrefsPatch(null, 'p1', { range: '1Y', list: [fromDemo, fund] }, ['p1']));
    expect(comparePrefsOf(stored, 'p1').list).toEqual([fromDemo, fund]);
  });

  it('keeps each pane’s list and drops the lists of closed panes', () => {
    let stored = mergeChartPrefs(null, comparePrefsPatch(null, 'p1', { range: '1Y', list: [fund] }, ['p1', 'p2']));
    stored = mergeChartPrefs(stored, comparePrefsPatch(stored, 'p2', { range: '1Y', list: [share] }, ['p1', 'p2']));
    expect(comparePrefsOf(stored, 'p1').list).toEqual([fund]);
    stored = mergeChartPrefs(stored, comparePrefsPatch(stored, 'p2', { range: '1Y', list: [share, fund] }, ['p2'])); // p1 closed
    expect(comparePrefsOf(stored, 'p1').list).toEqual([]);
    expect(comparePrefsOf(stored, 'p2').list).toEqual([share, fund]);
  });

  it('reads defaults from anything unreadable', () => {
    expect(navRangeOf(null)).toBe('1Y');
    expect(navRangeOf({ nav: { range: '2W' } })).toBe('1Y');
    expect(comparePrefsOf({ cmp: { range: 5, lists: { p1: [{ kind: 'bond', id: 1 }] } } }, 'p1')).toEqual({ range: '1Y', list: [] });
    expect(comparePrefsOf('{not json', 'p1')).toEqual({ range: '1Y', list: [] });
  });
});
