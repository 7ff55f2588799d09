import { describe, expect, it } from 'vitest';
import { keptFormatters, numberFormat } from '../../../src-renderer/src/format/cache';

describe('formatter cache', () => {
  it('keeps a bounded number of formatters however many options a long session asks for', () => {
    for (let integer = 1; integer <= 21; integer++)
      for (let fraction = 0; fraction <= 20; fraction++)
        numberFormat('en-US', { minimumIntegerDigits: integer, minimumFractionDigits: fraction, maximumFractionDigits: fraction });
    expect(keptFormatters()).toBeLessThanOrEqual(200);
  });

  it('hands back the same formatter for the same locale and options, and one used often stays kept', () => {
    const often = numberFormat('fr-FR', { maximumFractionDigits: 2 });
    for (let i = 0; i < 300; i++) {
      numberFormat('en-US', { minimumIntegerDigits: (i % 21) + 1, maximumFractionDigits: i % 20, minimumFractionDigits: i % 20 });
      expect(numberFormat('fr-FR', { maximumFractionDigits: 2 })).toBe(often);
    }
  });
});
