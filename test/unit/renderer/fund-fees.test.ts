// Fee texts as numbers: only plain percentages, so sorting FUNDS by fee never rests on a guess.
import { describe, expect, it } from 'vitest';
import { feePercent } from '../../../src-renderer/src/data/fund-fees';

describe('fees', () => {
  it('read a plain percentage as a number and nothing else', () => {
    expect(feePercent('2,5 %')).toBe(2.5);
    expect(feePercent('1.50%')).toBe(1.5);
    expect(feePercent('0%')).toBe(0);
    expect(feePercent('20% au-delà de 5%')).toBeNull();
    expect(feePercent('')).toBeNull();
    expect(feePercent(null)).toBeNull();
  });
});
