import { describe, expect, it } from 'vitest';
import { draftInput, draftOf, type DraftFields } from '../../../src-renderer/src/screens/portfolio/transaction-draft';

const boaf = { kind: 'share' as const, id: 7, code: 'BOAF', title: 'Bank of Africa' };
const fields = (change: Partial<DraftFields>): DraftFields => ({
  security: boaf,
  day: '2024-02-15',
  side: 'buy',
  quantity: '10',
  price: '5000',
  fees: '',
  ...change,
});

describe("PORT's transaction form", () => {
  it('sends what the side has: a dividend is a cash amount, a split a ratio, fees only when typed', () => {
    expect(draftInput(fields({ side: 'dividend', quantity: '3', price: '2400' }))).toEqual({
      input: { day: '2024-02-15', side: 'dividend', security: { kind: 'share', id: 7 }, quantity: null, price: '2400' },
    });
    expect(draftInput(fields({ side: 'split', quantity: '2', price: '99', fees: '0,5' }))).toEqual({
      input: { day: '2024-02-15', side: 'split', security: { kind: 'share', id: 7 }, quantity: '2', price: null, fees: '0,5' },
    });
  });

  it('says what is missing instead of sending it', () => {
    expect(draftInput(fields({ security: null }))).toEqual({ error: 'Pick a share or fund' });
    expect(draftInput(fields({ day: '15/02/2024x' }))).toEqual({ error: 'Type the day as YYYY-MM-DD' });
    expect(draftInput(fields({ side: 'sell', quantity: ' ' }))).toEqual({ error: 'Type the quantity' });
    expect(draftInput(fields({ side: 'fee', price: '' }))).toEqual({ error: 'Type the amount' });
  });

  it('puts a stored transaction back in the form, no fees as an empty field', () => {
    const stored = {
      id: 1,
      portfolioId: 1,
      day: '2024-01-10',
      side: 'split' as const,
      kind: 'share' as const,
      code: 'BOAF',
      title: 'Bank of Africa',
      currency: 'XOF',
      quantity: '2',
      price: null,
      fees: '0',
    };
    expect(draftOf(stored, boaf)).toEqual({ security: boaf, day: '2024-01-10', side: 'split', quantity: '2', price: '', fees: '' });
  });
});
