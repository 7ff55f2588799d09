import { describe, expect, it } from 'vitest';
import { typedColumns } from '../fixtures/typed-columns';
import { barsFromRows, chartSeries, firstOnOrAfter, rowsFromColumns } from '../../../src-renderer/src/chart/candles';
import { dayTime } from '../../../src-renderer/src/chart/chart-time';
import { timeToDay } from '../../../src-renderer/src/format/days';

// Typed columns as data.series sends them (null → NaN).
const read = typedColumns({
  day: ['2026-01-05', '2026-01-06', '2026-01-07', '2026-01-07', '2026-01-06', '2026-01-08', '2026-01-09'],
  opening_price: [10, null, 11, 99, 99, 12, Number.NaN],
  upper: [11, 12, 12, 99, 99, 13, 14],
  lower: [9, 10, 10, 99, 99, 11, 12],
  closing_price: [10.5, 11, 11.5, 99, 99, 12.6, Number.POSITIVE_INFINITY],
  volume: [1000, 2000, null, 99, 99, 4000, 5000],
  variation: [null, 0.047619, 0.045455, 99, 99, null, 0.01],
});

describe('rowsFromColumns', () => {
  const rows = rowsFromColumns(read);

  it('keeps one row per day, oldest first, dropping repeated and out-of-order days', () => {
    expect(rows.map((r) => timeToDay(r.time))).toEqual(['2026-01-05', '2026-01-06', '2026-01-07', '2026-01-08', '2026-01-09']);
  });

  it('turns nulls, NaN and infinities into null, never NaN', () => {
    expect(rows[1]?.open).toBeNull();
    expect(rows[4]?.open).toBeNull();
    expect(rows[4]?.close).toBeNull();
    expect(rows[2]?.volume).toBeNull();
    for (const row of rows) for (const value of Object.values(row)) expect(Number.isNaN(value)).toBe(false);
  });

  it('works a missing variation out of the previous close, and leaves the first one absent', () => {
    expect(rows[0]?.variation).toBeNull();
    expect(rows[3]?.variation).toBeCloseTo(12.6 / 11.5 - 1, 10);
    expect(rows[1]?.variation).toBe(0.047619);
  });

  it('takes the rows of a previous read for the days it holds alike, and makes the rest as a fresh read would', () => {
    const before = typedColumns({ day: ['2026-01-05', '2026-01-06', '2026-01-07'], closing_price: [10, 11, 12], volume: [1, 2, 3] });
    const after = typedColumns({
      day: ['2026-01-05', '2026-01-06', '2026-01-07', '2026-01-08'],
      closing_price: [10, 11, 13, 14],
      volume: [1, 2, 3, 4],
    });
    const held = rowsFromColumns(before);
    const rows = rowsFromColumns(after, { read: before, rows: held });
    expect(rows).toEqual(rowsFromColumns(after));
    expect(rows.map((row, i) => row === held[i])).toEqual([true, true, false, false]); // the 7th's close was revised
    // A previous read with a dropped day does not line up with its rows: all made again.
    expect(rowsFromColumns(read, { read, rows })).toEqual(rowsFromColumns(read));
  });

  it('reads missing columns as absent values', () => {
    expect(rowsFromColumns(typedColumns({ day: ['2026-01-05'] }))).toEqual([
      { time: dayTime('2026-01-05'), open: null, high: null, low: null, close: null, volume: null, variation: null },
    ]);
  });
});

describe('barsFromRows', () => {
  it('keeps only days with open, high, low and close', () => {
    const bars = barsFromRows(rowsFromColumns(read));
    expect(bars.map((b) => timeToDay(b.time))).toEqual(['2026-01-05', '2026-01-07', '2026-01-08']);
    expect(bars[1]).toEqual({ time: dayTime('2026-01-07'), open: 11, high: 12, low: 10, close: 11.5, volume: null, variation: 0.045455 });
    for (const bar of bars) for (const k of ['open', 'high', 'low', 'close'] as const) expect(Number.isFinite(bar[k])).toBe(true);
  });
});

describe('chartSeries', () => {
  const bars = Array.from({ length: 30 }, (_, i) => ({
    time: dayTime(`2026-01-${String(i + 1).padStart(2, '0')}`),
    open: i,
    high: i,
    low: i,
    close: i,
    volume: null,
    variation: null,
  }));

  it('cuts the bars at the first day of the range and computes studies over the bars before it', () => {
    const s = chartSeries(bars, '2026-01-25', [
      { spec: 'sma:20', color: 'amber' },
      { spec: 'sma:50', color: 'blue' },
    ]);
    expect(s.bars.map((b) => timeToDay(b.time))).toEqual([
      '2026-01-25',
      '2026-01-26',
      '2026-01-27',
      '2026-01-28',
      '2026-01-29',
      '2026-01-30',
    ]);
    const [sma20, sma50] = s.studies.map((study) => study.lines[0]?.values ?? []);
    // SMA 20 at the 25th (index 24) averages closes 5..24
    expect(sma20?.[0]).toBeCloseTo(14.5, 10);
    // Warm-up is null (drawn as nothing), never 0.
    expect(sma50?.every((v) => v === null)).toBe(true);
    for (const values of [sma20, sma50]) expect(values).toHaveLength(s.bars.length);
  });

  it('shows everything for an open range, and nothing for a range after the last bar', () => {
    expect(chartSeries(bars, null).bars).toHaveLength(30);
    expect(chartSeries(bars, '2026-02-10').bars).toHaveLength(0);
  });

  it('finds the first bar on or after a day, between bars too', () => {
    expect(firstOnOrAfter(bars, dayTime('2025-12-31'))).toBe(0);
    expect(firstOnOrAfter(bars, dayTime('2026-01-10'))).toBe(9);
    expect(firstOnOrAfter(bars, dayTime('2026-01-10') + 1)).toBe(10);
    expect(firstOnOrAfter(bars, dayTime('2026-03-01'))).toBe(30);
  });
});
