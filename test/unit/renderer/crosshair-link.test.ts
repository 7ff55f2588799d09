import { describe, expect, it } from 'vitest';
import {
  indexOnOrBefore,
  joinGroup,
  shareDay,
  shareRange,
  toggleRangeFollow,
  type LinkedChart,
} from '../../../src-renderer/src/chart/crosshair-link';
import { chartCommand, type KeyPress } from '../../../src-renderer/src/chart/keys';
import { imageSize } from '../../../src-renderer/src/chart/image-layout';

const days = ['2024-01-02', '2024-01-03', '2024-01-05', '2024-01-08'];
const at = (i: number) => days[i] ?? '';

function recorder(): LinkedChart & { days: (string | null)[]; ranges: string[] } {
  const seen = { days: [] as (string | null)[], ranges: [] as string[] };
  return {
    ...seen,
    showDay: (day) => seen.days.push(day),
    showRange: (range) => seen.ranges.push(`${range.from}..${range.to}`),
  };
}

describe('linked crosshairs', () => {
  it('a day maps to its own bar, or the nearest earlier one; none before the first', () => {
    expect(indexOnOrBefore(days.length, at, '2024-01-03')).toBe(1);
    expect(indexOnOrBefore(days.length, at, '2024-01-04')).toBe(1); // a holiday: the day before
    expect(indexOnOrBefore(days.length, at, '2024-01-07')).toBe(2);
    expect(indexOnOrBefore(days.length, at, '2025-01-01')).toBe(3);
    expect(indexOnOrBefore(days.length, at, '2023-12-31')).toBeNull();
    expect(indexOnOrBefore(0, at, '2024-01-03')).toBeNull();
  });

  it('a day reaches the other charts of the group only, never the sender or another group', () => {
    const [a, b, other] = [recorder(), recorder(), recorder()];
    const leave = [joinGroup('amber', a), joinGroup('amber', b), joinGroup('blue', other)];
    shareDay('amber', a, '2024-01-03');
    shareDay('amber', a, null);
    shareDay(null, a, '2024-01-05'); // an unlinked pane tells no one
    expect(a.days).toEqual([]);
    expect(b.days).toEqual(['2024-01-03', null]);
    expect(other.days).toEqual([]);
    leave.forEach((f) => f());
    shareDay('amber', a, '2024-01-08');
    expect(b.days).toHaveLength(2); // left the group
  });

  it('the visible range follows only in a group that asked for it', () => {
    const [a, b] = [recorder(), recorder()];
    const leave = [joinGroup('green', a), joinGroup('green', b)];
    shareRange('green', a, { from: '2024-01-02', to: '2024-01-05' });
    expect(b.ranges).toEqual([]);
    expect(toggleRangeFollow('green')).toBe(true);
    shareRange('green', a, { from: '2024-01-02', to: '2024-01-05' });
    expect(b.ranges).toEqual(['2024-01-02..2024-01-05']);
    expect(toggleRangeFollow('green')).toBe(false);
    leave.forEach((f) => f());
  });
});

describe('chart pictures', () => {
  const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...mods,
  });

  it('Ctrl+C copies and Ctrl+S saves the chart; f makes the range follow', () => {
    expect(chartCommand(press('c', { ctrlKey: true }))).toEqual({ type: 'copy-image' });
    expect(chartCommand(press('s', { metaKey: true }))).toEqual({ type: 'save-image' });
    expect(chartCommand(press('c'))).toEqual({ type: 'mode' });
    expect(chartCommand(press('f'))).toEqual({ type: 'follow-range' });
  });

  it('is as wide as the chart bitmap and taller by its caption, in device pixels', () => {
    expect(imageSize(800, 600, 1, 2)).toEqual({ width: 800, height: 600 + 16 + 3 * 18 });
    expect(imageSize(1600, 1200, 2, 2)).toEqual({ width: 1600, height: 1200 + 2 * (16 + 3 * 18) });
  });
});
