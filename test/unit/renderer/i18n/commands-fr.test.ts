// In French, the command line's errors, the screens' hint lines and what a function needs read in
// French; the README's key table, generated from the same key map, stays English.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { groupName, targetNames, targetWords } from '../../../../src-renderer/src/commands/functions';
import { hintLine, keysInLanguage, scopeName, shortcutRows } from '../../../../src-renderer/src/commands/keymap';
import type { SecurityRef } from '../../../../src-renderer/src/commands/refs';
import { resolveCommand, type CommandLookup } from '../../../../src-renderer/src/commands/resolve-command';
import { setLanguage } from '../../../../src-renderer/src/i18n';
import { keysSection, README, readmeKeysSection } from '../../../docs/readme-keys';

const cache: SecurityRef[] = [
  { kind: 'share', id: 1, code: 'BOAF', title: 'Bank of Africa Senegal' },
  { kind: 'fund', id: 7, code: 'SOGA', title: 'Sogebourse Actions' },
];
const lookup: CommandLookup = {
  find: (query) => Promise.resolve(cache.find((s) => s.code === query.trim().toUpperCase()) ?? null),
  securities: () => Promise.resolve(cache),
};

describe('the commands in French', () => {
  beforeEach(() => setLanguage('fr'));
  afterEach(() => setLanguage('en'));

  it('says what a function needs and where a key works in French', () => {
    expect(targetWords('DES')).toBe('une action ou un fonds');
    expect(targetWords('NAV')).toBe('un fonds');
    expect(targetNames(['none', 'event', 'country'])).toBe('—, événement, pays');
    expect(groupName('Market')).toBe('Marché');
    expect(scopeName('Command line')).toBe('Ligne de commande');
    expect(scopeName('GP')).toBe('GP');
    const split = shortcutRows().find((row) => row.description === 'Split the pane: new pane to the right (unlinked)');
    expect(keysInLanguage(split?.keys ?? '')).toBe('Alt+\\  ou  Alt+V');
    expect(keysInLanguage('any letter')).toBe('toute lettre');
  });

  it('gives the screens French hint lines, the keys as they are', () => {
    expect(hintLine('WL pick')).toBe('↑↓ choisir · Enter ajoute · Esc annule');
  });

  it('explains a command it cannot run in French', async () => {
    expect(await resolveCommand('NAV BOAF', lookup)).toMatchObject({ error: 'NAV ne s’applique pas à BOAF (une action)' });
    expect(await resolveCommand('ZZZZZZZZ', lookup)).toMatchObject({ error: 'Rien dans le cache ne correspond à « ZZZZZZZZ »' });
    const notAFunction = await resolveCommand('BOAF GQ', lookup);
    expect('error' in notAFunction && notAFunction.error).toMatch(
      /^« GQ » n’est pas une fonction \(BOAF est Bank of Africa Senegal\) : BOAF accepte DES, GP,/,
    );
  });

  it('keeps the README’s key table English', () => {
    expect(readmeKeysSection(readFileSync(README, 'utf8'))).toBe(keysSection());
  });
});
