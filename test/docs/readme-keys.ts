// The README's key tables, generated from the key-binding registry. `npm run docs:keys` rewrites
// the section between the markers; a unit test fails when the README has drifted from the registry.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { shortcutRows } from '../../src-renderer/src/commands/keymap';

export const README = path.join(import.meta.dirname, '../../README.md');
const BEGIN = '<!-- keys:begin — generated from src-renderer/src/commands/keymap.ts by `npm run docs:keys` -->';
const END = '<!-- keys:end -->';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s{2,}/g, ' ');
const code = (keys: string) =>
  keys
    .split(/\s{2,}or\s{2,}/)
    .map((k) => `\`${k.replace(/\s{2,}/g, ' ')}\``)
    .join(' or ');

/** The generated section, markers included. */
export function keysSection(): string {
  const rows = shortcutRows(false).map((r) => `| ${cell(r.scope)} | ${cell(code(r.keys))} | ${cell(r.description)} |`);
  return [BEGIN, '| Where | Keys | Does |', '|---|---|---|', ...rows, END].join('\n');
}

/** The README's current section, or null when the markers are missing. */
export function readmeKeysSection(text: string): string | null {
  const from = text.indexOf(BEGIN);
  const to = text.indexOf(END);
  return from < 0 || to < from ? null : text.slice(from, to + END.length);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const text = readFileSync(README, 'utf8');
  const current = readmeKeysSection(text);
  if (current === null) throw new Error(`README.md has no ${BEGIN} … ${END} section`);
  writeFileSync(README, text.replace(current, keysSection()));
}
