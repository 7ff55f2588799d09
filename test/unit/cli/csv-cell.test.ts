// `export --format csv` cells: spreadsheet formulas defused in every form, numbers left as numbers.
import { describe, expect, it } from 'vitest';
import { csvCell } from '../../../src-main/cli/format/records';

describe('csvCell', () => {
  it('defuses formulas a number-looking start used to let through', () => {
    expect(csvCell("-1+1+cmd|' /C calc'!A0")).toBe(`'-1+1+cmd|' /C calc'!A0`);
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('＝1+1')).toBe("'＝1+1");
  });

  it('defuses a cell led by a line break, and quotes it', () => {
    expect(csvCell('\n=1+1')).toBe(`"'\n=1+1"`);
  });

  it('leaves plain numbers, as numbers or as text, untouched', () => {
    expect(csvCell(-1.5)).toBe('-1.5');
    expect(csvCell('-1.5')).toBe('-1.5');
    expect(csvCell('+3')).toBe('+3');
    expect(csvCell('1e5')).toBe('1e5');
  });
});
