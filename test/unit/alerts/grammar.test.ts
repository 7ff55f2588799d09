// The condition language: every form of the issue is read and normalised, and what cannot be read
// is refused with a message naming the grammar of its kind of target.
import { describe, expect, it } from 'vitest';
import {
  AlertConditionError,
  checkAlertCondition,
  normaliseAlertCondition,
  parseAlertCondition,
} from '../../../src-main/shared/alerts/grammar';

describe('alert conditions', () => {
  it.each([
    ['share', 'close above 26000', 'close above 26000'],
    ['share', '  Close   BELOW 25,5'.replace(',', '.'), 'close below 25.5'],
    ['share', 'close crosses above 26000', 'close crosses above 26000'],
    ['share', 'close crosses below 1e3'.replace('1e3', '1000'), 'close crosses below 1000'],
    ['share', 'change above 5%', 'change above 5%'],
    ['share', 'change below -3 %', 'change below -3%'],
    ['share', 'change above 2', 'change above 2%'],
    ['share', 'close crosses above sma:50', 'close crosses above sma:50'],
    ['share', 'close crosses below EMA(20)', 'close crosses below ema:20'],
    ['share', 'close crosses above sma 50', 'close crosses above sma:50'],
    ['share', 'rsi:14 above 70', 'rsi:14 above 70'],
    ['share', 'rsi below 30', 'rsi:14 below 30'],
    ['share', 'rsi 9 below 30', 'rsi:9 below 30'],
    ['fund', 'nav above 105.5', 'nav above 105.5'],
    ['fund', 'nav crosses below ema:10', 'nav crosses below ema:10'],
    ['fund', 'rsi:14 above 70', 'rsi:14 above 70'],
    ['calendar', 'actual released', 'actual released'],
    ['calendar', 'Released', 'actual released'],
    ['calendar', 'due in 15 min', 'due in 15 min'],
    ['event', 'due in 5m', 'due in 5 min'],
  ] as const)('%s "%s" reads as "%s"', (kind, text, normal) => {
    expect(normaliseAlertCondition(kind, text)).toBe(normal);
    // The normal form reads back to itself.
    expect(normaliseAlertCondition(kind, normal)).toBe(normal);
  });

  it.each([
    ['share', '', /no condition given/],
    ['share', 'close at 26000', /no "above", "below" or "crosses"/],
    ['share', 'nav above 100', /a share has no "nav" \(use "close"\)/],
    ['fund', 'close above 100', /a fund has no "close" \(use "nav"\)/],
    ['share', 'close above lots', /the level must be a number, sma:N or ema:N, got "lots"/],
    ['share', 'close above', /needs a level/],
    ['share', 'change crosses above 5%', /not crossed/],
    ['share', 'close crosses above macd', /the level must be a number, sma:N or ema:N, got "macd"/],
    ['share', 'macd above 3', /macd cannot be used here \(only rsi, sma, ema\)/],
    ['share', 'close crosses above sma:0', /sma: N must be a whole number/],
    ['share', 'rsi:14 above sma:20', /a study is compared with a number/],
    ['share', 'volume above 3', /cannot be used here|unknown study/],
    ['calendar', 'close above 3', /cannot read/],
    ['calendar', 'due in 0 min', /from 1 to 1440/],
  ] as const)('%s "%s" is refused', (kind, text, message) => {
    expect(() => parseAlertCondition(kind, text)).toThrow(AlertConditionError);
    expect(() => parseAlertCondition(kind, text)).toThrow(message);
    // Every refusal names the grammar of its kind.
    expect(() => parseAlertCondition(kind, text)).toThrow(kind === 'calendar' ? /"actual released" \| "due in N min"/ : /rsi:N above X/);
  });

  it('checks a line as it is typed: the normal form, or the error and the grammar', () => {
    expect(checkAlertCondition('share', 'close crosses above SMA:50')).toEqual({ ok: true, condition: 'close crosses above sma:50' });
    const bad = checkAlertCondition('fund', 'nav above');
    expect(bad.ok).toBe(false);
    expect(bad).toMatchObject({ grammar: expect.stringContaining('"nav crosses above sma:N"') });
  });
});
