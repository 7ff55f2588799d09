// What the command line prints from the service or the cache cannot drive the terminal: control
// and bidi characters show as escapes, long values are cut with a marker.
import { describe, expect, it } from 'vitest';
import { CELL_CAP, terminalJson, terminalSafe } from '../../../src-main/cli/format/terminal-safe';

describe('terminalSafe', () => {
  it('leaves ordinary text alone, accents and emoji included', () => {
    expect(terminalSafe('Sénégal — 📈 SNTS "a,b"')).toBe('Sénégal — 📈 SNTS "a,b"');
    expect(terminalSafe('C:\\data\\cache.db')).toBe('C:\\data\\cache.db');
  });

  it.each([
    ['\x1b[2J\x1b[H', '\\x1b[2J\\x1b[H'],
    ['\x1b]52;c;ZWNobyBwd25lZA==\x07', '\\x1b]52;c;ZWNobyBwd25lZA==\\x07'],
    ['a\x00b', 'a\\x00b'],
    ['ok\rFAKE', 'ok\\x0dFAKE'],
    ['two\nlines\tand tab', 'two\\x0alines\\x09and tab'],
    ['del\x7f', 'del\\x7f'],
    ['c1 \x9b31m \x9d0;t\x9c', 'c1 \\x9b31m \\x9d0;t\\x9c'],
    ['\u202egnp.exe', '\\u{202e}gnp.exe'],
    ['\u2066x\u2069 \u2028', '\\u{2066}x\\u{2069} \\u{2028}'],
  ])('escapes %j', (text, shown) => {
    expect(terminalSafe(text)).toBe(shown);
  });

  it('cuts a long value with a marker saying how much is left out', () => {
    const shown = terminalSafe('x'.repeat(10_000));
    expect(shown).toBe(`${'x'.repeat(CELL_CAP)}… [+${10_000 - CELL_CAP} chars]`);
    expect(terminalSafe('abcdef', 4)).toBe('abcd… [+2 chars]');
    expect(terminalSafe('abcd', 4)).toBe('abcd');
  });

  it('counts escapes in the cap and never splits an escape or a surrogate pair', () => {
    expect(terminalSafe('\x1b\x1b\x1b', 10)).toBe('\\x1b\\x1b… [+1 chars]');
    expect(terminalSafe('ab📈📈', 3)).toBe('ab… [+2 chars]');
    const escapes = terminalSafe('\x1b'.repeat(10_000));
    expect(escapes.length).toBeLessThan(CELL_CAP + 30);
    expect(escapes).not.toContain('\x1b');
  });
});

describe('terminalJson', () => {
  it('is the same data, with what JSON leaves raw escaped', () => {
    const record = { id: '\x1b[2J', name: 'a\x9bb\u202ec\x7f', n: -1.5, nested: { x: '\x07' } };
    const json = terminalJson(record);
    // eslint-disable-next-line no-control-regex -- control characters are what must not be left
    expect(json).not.toMatch(/[\x00-\x1f\x7f-\x9f\u202e]/);
    expect(JSON.parse(json)).toEqual(record);
  });

  it('cuts long strings, marking the cut', () => {
    const parsed = JSON.parse(terminalJson({ raw: 'y'.repeat(10_000) }, 100)) as { raw: string };
    expect(parsed.raw).toBe(`${'y'.repeat(100)}… [+9900 chars]`);
  });
});
