import { describe, expect, it } from 'vitest';
import { closest, editDistance } from '../../../src-renderer/src/commands/fuzzy';
import { resolveCommand, type CommandLookup } from '../../../src-renderer/src/commands/resolve-command';
import type { SecurityRef } from '../../../src-renderer/src/commands/refs';

const cache: SecurityRef[] = [
  { kind: 'share', id: 1, code: 'BOAF', title: 'Bank of Africa Senegal' },
  { kind: 'share', id: 2, code: 'SNTS', title: 'Sonatel' },
  { kind: 'share', id: 3, code: 'CBAT', title: 'Cote d Ivoire Batteries' },
  { kind: 'fund', id: 7, code: 'SOGA', title: 'Sogebourse Actions' },
];

/** Like the command line's lookup over the search index: an exact code, else every word prefixes a code or a name word. */
const lookup: CommandLookup = {
  find: (query) => {
    const words = query.trim().toUpperCase().split(/\s+/);
    const exact = cache.find((s) => s.code === query.trim().toUpperCase());
    const prefix = cache.find((s) => words.every((w) => [s.code, ...s.title.toUpperCase().split(' ')].some((t) => t.startsWith(w))));
    return Promise.resolve(exact ?? prefix ?? null);
  },
  securities: () => Promise.resolve(cache),
};

describe('fuzzy matching', () => {
  it('counts a swap of two letters as one edit', () => {
    expect(editDistance('BAOF', 'BOAF')).toBe(1);
    expect(editDistance('SNTS', 'SNTS')).toBe(0);
    expect(editDistance('GPP', 'GP')).toBe(1);
    expect(editDistance('', 'ABC')).toBe(3);
  });

  it('finds what is a typo away, closest first, and nothing for a word too short to guess', () => {
    const codes = cache.map((s) => s.code);
    expect(closest('BAOF', codes, (c) => [c])).toEqual(['BOAF']);
    expect(closest('sonatl', cache, (s) => [s.code, s.title]).map((s) => s.code)).toEqual(['SNTS']);
    expect(closest('ZZZZ', codes, (c) => [c])).toEqual([]);
    expect(closest('BO', codes, (c) => [c])).toEqual([]);
  });
});

describe('reading a command', () => {
  it.each([
    ['BOAF GP', 'GP', 'BOAF'],
    ['GP BOAF', 'GP', 'BOAF'],
    ['gp sonatel', 'GP', 'SNTS'],
    ['BOAF', 'DES', 'BOAF'],
    ['SOGA NAV', 'NAV', 'SOGA'],
    ['NAV SOGA', 'NAV', 'SOGA'],
  ])('%s → %s %s', async (text, fn, code) => {
    expect(await resolveCommand(text, lookup)).toMatchObject({ screen: { fn, security: { code } }, command: `${code} ${fn}` });
  });

  it('says a word is not a function when the security exists, with the function probably meant', async () => {
    const zzz = await resolveCommand('BOAF ZZZ', lookup);
    expect(zzz).toMatchObject({
      error: expect.stringMatching(/^"ZZZ" is not a function \(BOAF is Bank of Africa Senegal\): BOAF takes DES, GP/),
    });
    const gpp = await resolveCommand('BOAF GPP', lookup);
    expect(gpp).toMatchObject({
      error: expect.stringContaining('did you mean BOAF GP?'),
      corrections: [{ fn: 'GP', security: { code: 'BOAF' } }],
    });
  });

  it('offers the security probably meant, keeping the function typed', async () => {
    const result = await resolveCommand('BAOF GP', lookup);
    expect(result).toMatchObject({
      error: 'Nothing in the cache matches "BAOF": did you mean BOAF (Bank of Africa Senegal)?',
      corrections: [{ fn: 'GP', security: { code: 'BOAF' } }],
    });
    // Funds too, and a function that does not apply to the correction falls back to its default.
    expect(await resolveCommand('SGOA GP', lookup)).toMatchObject({ corrections: [{ fn: 'DES', security: { code: 'SOGA' } }] });
  });

  it('offers the function probably meant for a bare word', async () => {
    expect(await resolveCommand('MTK', lookup)).toMatchObject({
      error: expect.stringContaining('did you mean MKT?'),
      corrections: [{ fn: 'MKT' }],
    });
  });

  it('does not read a function first when it does not apply, and says what does not', async () => {
    expect(await resolveCommand('NAV BOAF', lookup)).toMatchObject({ error: 'NAV does not apply to BOAF (a share)' });
    expect(await resolveCommand('SNTS NAV', lookup)).toMatchObject({ error: 'NAV does not apply to SNTS (a share)' });
    expect(await resolveCommand('zzzzqq GP', lookup)).toMatchObject({ error: 'Nothing in the cache matches "zzzzqq"', corrections: [] });
  });
});
