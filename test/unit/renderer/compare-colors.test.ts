// CMP: a line's colour belongs to what it compares, not to its place in the list: removing one
// leaves the others theirs, and the next one added takes the colour left free.
import { describe, expect, it } from 'vitest';
import {
  colorSlots,
  comparePrefsOf,
  comparePrefsPatch,
  withColors,
  withCompared,
  type Compared,
} from '../../../src-renderer/src/chart/compare-list';
import { mergeChartPrefs } from '../../../src-renderer/src/chart/chart-prefs';

const share = (id: number, code: string): Compared => ({ kind: 'share', id, code, title: code });

describe('CMP colours', () => {
  it('keeps each line its colour when another is removed, and gives the freed one to the next', () => {
    let list: readonly Compared[] = [];
    for (const s of [share(1, 'A'), share(2, 'B'), share(3, 'C')]) list = withCompared(list, s);
    expect(colorSlots(list)).toEqual([0, 1, 2]);
    list = list.filter((c) => c.code !== 'B');
    expect(colorSlots(list)).toEqual([0, 2]);
    list = withCompared(list, share(4, 'D'));
    expect(list.map((c) => c.code)).toEqual(['A', 'C', 'D']);
    expect(colorSlots(list)).toEqual([0, 2, 1]);
  });

  it('keeps the colours with the stored list', () => {
    const list = withCompared(withCompared([share(1, 'A'), { ...share(3, 'C'), color: 5 }], share(2, 'B')), share(4, 'D'));
    const stored = mergeChartPrefs(null, comparePrefsPatch(null, 'p1', { range: '1Y', list }, ['p1']));
    expect(colorSlots(comparePrefsOf(stored, 'p1').list)).toEqual([0, 5, 1, 2]);
  });

  it('gives a list saved before colours were kept its colours in order, and a repeated one a free colour', () => {
    expect(colorSlots(withColors([share(1, 'A'), share(2, 'B')]))).toEqual([0, 1]);
    expect(colorSlots([{ ...share(1, 'A'), color: 1 }, { ...share(2, 'B'), color: 1 }, share(3, 'C')])).toEqual([1, 0, 2]);
    const full = withColors([share(1, 'A')]);
    expect(withColors(full)).toBe(full);
  });
});
