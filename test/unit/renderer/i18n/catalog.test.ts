// The French catalog covers every word the renderer marks for translation, and holds nothing else:
// a `t('…')`, `tp(n, '…', '…')` or `msg('…')` without its French entry would show English in a
// French UI; an entry nobody reads is dead weight that drifts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FR } from '../../../../src-renderer/src/i18n/fr';
import { CALENDAR } from '../../../../src-renderer/src/i18n/fr/calendar';
import { CHARTS } from '../../../../src-renderer/src/i18n/fr/charts';
import { COMMANDS } from '../../../../src-renderer/src/i18n/fr/commands';
import { COMMON } from '../../../../src-renderer/src/i18n/fr/common';
import { LISTS } from '../../../../src-renderer/src/i18n/fr/lists';
import { SECURITIES } from '../../../../src-renderer/src/i18n/fr/securities';
import { SHELL } from '../../../../src-renderer/src/i18n/fr/shell';

const SRC = path.resolve(__dirname, '../../../../src-renderer/src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'i18n' ? [] : sources(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

const LITERAL = String.raw`(['"\`])((?:\\.|(?!\1)[^\\])*)\1`;
/** `t(` or `msg(` (not `.t(`, `set(`), then a literal. */
const SINGLE = new RegExp(String.raw`(?<![\w.$])(?:t|msg)\(\s*` + LITERAL, 'g');
/** `tp(count, 'one', 'other'`. */
const PLURAL = /(?<![\w.$])tp\(\s*[^,]+,\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1\s*,\s*(['"`])((?:\\.|(?!\3)[^\\])*)\3/g;
/** A call whose text is not a literal: a variable is fine (translated where it was marked), a template with ${} is not. */
const INTERPOLATED = /(?<![\w.$])(?:t|msg|tp)\([^)]*`[^`]*\$\{/;

const unescape = (text: string): string => text.replace(/\\(['"`\\])/g, '$1');

function marked(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sources(SRC)) {
    const text = readFileSync(file, 'utf8');
    const where = path.relative(SRC, file);
    for (const m of text.matchAll(SINGLE)) found.set(unescape(m[2] ?? ''), where);
    for (const m of text.matchAll(PLURAL)) {
      found.set(unescape(m[2] ?? ''), where);
      found.set(unescape(m[4] ?? ''), where);
    }
  }
  return found;
}

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

describe('the French catalog', () => {
  const words = marked();

  it('finds the words marked for translation', () => {
    expect(words.size).toBeGreaterThan(10);
    expect(words.get('never fetched')).toBe(path.join('format', 'as-of.ts'));
  });

  it('has every marked word', () => {
    const missing = [...words].filter(([word]) => FR[word] === undefined).map(([word, file]) => `${file}: ${word}`);
    expect(missing).toEqual([]);
  });

  it('holds only words the code marks', () => {
    expect(Object.keys(FR).filter((word) => !words.has(word))).toEqual([]);
  });

  it('keeps each entry’s placeholders and never leaves one empty', () => {
    const wrong = Object.entries(FR).filter(([en, fr]) => fr.trim() === '' || placeholders(en).join() !== placeholders(fr).join());
    expect(wrong).toEqual([]);
  });

  it('says a word the same way in every part of the app', () => {
    const parts = { COMMON, SHELL, COMMANDS, SECURITIES, CHARTS, CALENDAR, LISTS };
    const seen = new Map<string, { fr: string; part: string }>();
    const clashes: string[] = [];
    for (const [part, catalog] of Object.entries(parts)) {
      for (const [en, fr] of Object.entries(catalog)) {
        const before = seen.get(en);
        if (before && before.fr !== fr) clashes.push(`${en}: ${before.part} "${before.fr}" ≠ ${part} "${fr}"`);
        seen.set(en, { fr, part });
      }
    }
    expect(clashes).toEqual([]);
  });

  it('is given literal text, never text built with ${…} (it could not be found in the catalog)', () => {
    const built = sources(SRC).filter((file) => INTERPOLATED.test(readFileSync(file, 'utf8')));
    expect(built.map((file) => path.relative(SRC, file))).toEqual([]);
  });
});
