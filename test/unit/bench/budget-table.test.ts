// The bench's verdicts and options: what a reader of `npm run bench` relies on.
import { describe, expect, it } from 'vitest';
import { parseBenchArgs } from '../../bench/bench-options';
import { formatTable, percentile, verdictOf, type Measured } from '../../bench/budget-table';

const row = (value: number, extra: Partial<Measured> = {}): Measured => ({ name: 'figure', value, unit: 'ms', ...extra });

describe('bench verdicts', () => {
  it('judges the value, or its ratio to the floor, against the budget', () => {
    expect(verdictOf(row(99, { budget: { of: 'value', op: '<', limit: 100 } }))).toBe('PASS');
    expect(verdictOf(row(100, { budget: { of: 'value', op: '<', limit: 100 } }))).toBe('OVER');
    expect(verdictOf(row(15, { floor: { value: 10, what: 'raw' }, budget: { of: 'ratio', op: '<=', limit: 1.5 } }))).toBe('PASS');
    expect(verdictOf(row(16, { floor: { value: 10, what: 'raw' }, budget: { of: 'ratio', op: '<=', limit: 1.5 } }))).toBe('OVER');
    expect(verdictOf(row(4, { floor: { value: 10, what: 'bare' }, budget: { of: 'ratio', op: '>=', limit: 0.5 } }))).toBe('OVER');
    expect(verdictOf(row(12))).toBe('');
  });

  it('never passes a figure it could not measure', () => {
    expect(verdictOf(row(Number.NaN, { budget: { of: 'value', op: '<', limit: 100 } }))).toBe('OVER');
    expect(verdictOf(row(5, { floor: { value: 0, what: 'none' }, budget: { of: 'ratio', op: '<=', limit: 1.5 } }))).toBe('OVER');
  });

  it('prints each figure on one line beside its floor, ratio, the figure when its issue was filed, budget and verdict', () => {
    const lines = formatTable('Growth at 1x', [
      row(120, { name: 'GP', floor: { value: 60, what: 'at rest' }, today: 175, budget: { of: 'value', op: '<', limit: 150 } }),
      row(5, {
        name: 'sync',
        unit: 's',
        floor: { value: 2.5, what: 'download' },
        today: 2.82,
        budget: { of: 'ratio', op: '<=', limit: 2 },
      }),
      row(0.5, { name: 'search' }),
    ]);
    expect(lines[0]).toBe('Growth at 1x');
    expect(lines[1]).toMatch(/^figure\s+value\s+floor \(same run\)\s+x floor\s+when filed\s+budget\s+verdict\s+note$/);
    expect(lines[3]).toMatch(/^GP\s+120 ms\s+60\.0 ms \(at rest\)\s+2\.00x\s+175 ms\s+< 150 ms\s+PASS$/);
    expect(lines[4]).toMatch(/^sync\s+5\.00 s\s+2\.50 s \(download\)\s+2\.00x\s+2\.82x\s+<= 2x floor\s+PASS$/);
    expect(lines[5]).toMatch(/^search\s+0\.50 ms$/);
  });

  it('takes the nearest-rank percentile', () => {
    const values = Array.from({ length: 20 }, (_, i) => 20 - i);
    expect(percentile(values, 50)).toBe(10);
    expect(percentile(values, 95)).toBe(19);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBeNaN();
  });
});

describe('bench options', () => {
  it('defaults to 1x and 10x, in full', () => {
    expect(parseBenchArgs([])).toEqual({ scales: [1, 10], quick: false, growthOnly: false });
  });
  it('takes scales, --quick and --growth-only', () => {
    expect(parseBenchArgs(['--scale', '1, 100', '--quick', '--growth-only'])).toEqual({ scales: [1, 100], quick: true, growthOnly: true });
  });
  it('refuses a bad scale, a repeated one and unknown options', () => {
    expect(() => parseBenchArgs(['--scale', '0'])).toThrow(/--scale must be a whole number from 1 to 100/);
    expect(() => parseBenchArgs(['--scale', '10,10'])).toThrow(/twice/);
    expect(() => parseBenchArgs(['--fast'])).toThrow(/Unknown option/);
  });
});
