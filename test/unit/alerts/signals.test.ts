// Where each kind of series condition fires, on fixed series whose crossings are known by hand.
import { describe, expect, it } from 'vitest';
import { parseAlertCondition } from '../../../src-main/shared/alerts/grammar';
import { seriesSignals } from '../../../src-main/shared/alerts/signals';
import { computeStudy } from '../../../src-main/shared/studies/compute';
import { parseStudySpec } from '../../../src-main/shared/studies/spec';

const signals = (kind: 'share' | 'fund', text: string, close: (number | null)[], from = 0) => {
  const condition = parseAlertCondition(kind, text);
  if (condition.type !== 'series') throw new Error('a series condition was expected');
  return seriesSignals(condition, close, from);
};
const bars = (kind: 'share' | 'fund', text: string, close: (number | null)[], from = 0) =>
  signals(kind, text, close, from).map((s) => s.index);

//                0    1    2    3    4    5    6    7    8    9
const CLOSE = [90, 95, 101, 104, 99, 100, 102, 98, 97, 103];

describe('series signals', () => {
  it('"above" fires on the first bar it holds after one where it did not (a bar at the level is not above)', () => {
    expect(bars('share', 'close above 100', CLOSE)).toEqual([2, 6, 9]);
    expect(signals('share', 'close above 100', CLOSE).map((s) => s.value)).toEqual([101, 102, 103]);
  });

  it('"below" likewise', () => {
    expect(bars('share', 'close below 100', CLOSE)).toEqual([4, 7]);
  });

  it('"crosses" fires only when the last bar off the level was on the other side', () => {
    expect(bars('share', 'close crosses above 100', CLOSE)).toEqual([2, 6, 9]); // 99 → 100 → 102 crosses (bar 6)
    expect(bars('share', 'close crosses below 100', CLOSE)).toEqual([4, 7]);
    // 101, 100, 102: touching the level and leaving it upwards is "above" again, not a cross.
    expect(bars('share', 'close crosses above 100', [99, 101, 100, 102])).toEqual([1]);
    expect(bars('share', 'close above 100', [99, 101, 100, 102])).toEqual([1, 3]);
  });

  it('a first bar fires nothing (nothing became true), and only bars from `from` on are reported', () => {
    expect(bars('share', 'close above 100', [105, 106])).toEqual([]);
    expect(bars('share', 'close above 100', CLOSE, 5)).toEqual([6, 9]);
  });

  it('a bar without a close is skipped: the bar before it is the last one with a close', () => {
    expect(bars('share', 'close crosses above 100', [99, null, 101, null, 102])).toEqual([2]);
  });

  it('"change" is day over day in %, from the last close', () => {
    const close = [100, 101, 107.06, 113.4836, 100, 94, null, 100];
    // +1 %, +6 % (fires), +6 % again (still true: no new firing), −11.9 %, −6 %, then +6.4 % over the gap.
    expect(bars('share', 'change above 5%', close)).toEqual([2, 7]);
    expect(signals('share', 'change above 5%', close)[0]?.value).toBeCloseTo(6, 8);
    expect(bars('share', 'change below -5%', close)).toEqual([4]);
  });

  it('"crosses sma:N" compares the close with the chart\'s SMA of the same bars', () => {
    const close = [10, 10, 7, 13, 12, 9, 8, 11, 12];
    // sma:3 from bar 2: 9, 10, 10.67, 11.33, 9.67, 9.33, 10.33 — close below it at 2, above at 3, below at 5, above at 7.
    expect(bars('share', 'close crosses above sma:3', close)).toEqual([3, 7]);
    expect(bars('share', 'close crosses below sma:3', close)).toEqual([5]);
    expect(signals('share', 'close crosses above sma:3', close).map((s) => s.value)).toEqual([13, 11]);
  });

  it('"crosses ema:N" uses the chart\'s EMA (seeded with the SMA of its first N)', () => {
    const close = [10, 10, 7, 13, 12, 9, 8, 11, 12];
    const ema = computeStudy(parseStudySpec('ema:3'), { close })[0]?.values ?? [];
    const expected: number[] = [];
    for (let i = 1; i < close.length; i++) {
      const [a, b] = [ema[i - 1], ema[i]];
      if (a != null && b != null && (close[i - 1] ?? 0) < a && (close[i] ?? 0) > b) expected.push(i);
    }
    expect(expected).toContain(3);
    expect(bars('fund', 'nav crosses above ema:3', close)).toEqual(expected);
  });

  it('"rsi:N above X" fires when the chart\'s RSI enters the zone; its value is the RSI', () => {
    const close = [10, 11, 12, 13, 14, 13, 12, 11, 12, 13, 14, 15, 16];
    const rsi = computeStudy(parseStudySpec('rsi:3'), { close })[0]?.values ?? [];
    const fired = signals('share', 'rsi:3 above 70', close);
    const expected = rsi.flatMap((v, i) => {
      const before = rsi.slice(0, i).findLast((x) => x !== null);
      return v !== null && before != null && v > 70 && before <= 70 ? [i] : [];
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(fired.map((s) => s.index)).toEqual(expected);
    expect(fired[0]?.value).toBe(rsi[fired[0]?.index ?? 0]);
    expect(bars('share', 'rsi:3 below 30', close)).toEqual(
      rsi.flatMap((v, i) => {
        const before = rsi.slice(0, i).findLast((x) => x !== null);
        return v !== null && before != null && v < 30 && before >= 30 ? [i] : [];
      }),
    );
  });
});
