// Reading a command that names a security: `BOAF GP`, `GP BOAF` (when that is the only sensible
// reading), a bare security. When nothing fits, the error says which part is wrong and offers what
// was probably meant, as commands the command line can run.
import { t } from '../i18n';
import type { ScreenRef, SecurityRef } from './refs';
import { closest } from './fuzzy';
import { appliesTo, DEFAULT_FUNCTION, FUNCTIONS, functionsFor, isFunctionCode, kindWords } from './functions';
import { parseCommand } from './grammar';

export interface CommandLookup {
  /** The cached security the text names best (an exact code first), or null. */
  find(query: string): Promise<SecurityRef | null>;
  /** Every cached share and fund, for "did you mean". */
  securities(): Promise<SecurityRef[]>;
}

export type CommandResult = { screen: ScreenRef; command: string } | { error: string; corrections: ScreenRef[] };

const opened = (fn: string, security: SecurityRef): CommandResult => ({ screen: { fn, security }, command: `${security.code} ${fn}` });

/** `CODE FN` as the command line shows a screen. */
export function commandText(screen: ScreenRef): string {
  return screen.security ? `${screen.security.code} ${screen.fn}` : screen.fn;
}

export async function resolveCommand(text: string, lookup: CommandLookup): Promise<CommandResult> {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const { security: query, fn } = parseCommand(text);
  if (fn && query) {
    const security = await lookup.find(query);
    if (!security) return notFound(query, fn, lookup);
    return appliesTo(fn, security.kind) ? opened(fn, security) : doesNotApply(fn, security);
  }
  // "GP BOAF": the function first, when the rest names a security it applies to.
  const first = words[0]?.toUpperCase() ?? '';
  const after = words.length > 1 && isFunctionCode(first) ? await lookup.find(words.slice(1).join(' ')) : null;
  if (after && appliesTo(first, after.kind)) return opened(first, after);
  const security = await lookup.find(query);
  if (security) return opened(DEFAULT_FUNCTION[security.kind], security);
  if (after) return doesNotApply(first, after);
  // "BOAF ZZZ": BOAF exists, ZZZ is no function.
  const last = words.at(-1) ?? '';
  const named = words.length > 1 ? await lookup.find(words.slice(0, -1).join(' ')) : null;
  if (named) return notAFunction(last, named);
  return notFound(query, null, lookup);
}

function doesNotApply(fn: string, security: SecurityRef): CommandResult {
  return {
    error: t('{fn} does not apply to {code} ({kind})', { fn, code: security.code, kind: kindWords(security.kind) }),
    corrections: [],
  };
}

function notAFunction(word: string, security: SecurityRef): CommandResult {
  const codes = functionsFor(security.kind).map((f) => f.code);
  const near = closest(word, codes, (c) => [c]);
  const corrections = near.map((fn) => ({ fn, security }));
  const offer = near.length
    ? t('did you mean {list}?', { list: near.map((fn) => `${security.code} ${fn}`).join(', ') })
    : t('{code} takes {list}', { code: security.code, list: codes.join(', ') });
  const params = { word: word.toUpperCase(), code: security.code, title: security.title, offer };
  return { error: t('"{word}" is not a function ({code} is {title}): {offer}', params), corrections };
}

async function notFound(query: string, fn: string | null, lookup: CommandLookup): Promise<CommandResult> {
  const near = closest(query, await lookup.securities(), (s) => [s.code, s.title, ...s.title.split(/\s+/)]);
  const corrections: ScreenRef[] = near.map((security) => ({
    fn: fn && appliesTo(fn, security.kind) ? fn : DEFAULT_FUNCTION[security.kind],
    security,
  }));
  // A bare word may be a mistyped function: "MTK".
  if (!fn && !/\s/.test(query.trim())) {
    const codes = closest(
      query,
      FUNCTIONS.filter((f) => f.targets.includes('none')),
      (f) => [f.code],
    );
    corrections.push(...codes.map((f) => ({ fn: f.code })));
  }
  const list = corrections.map((c) => (c.security ? `${c.security.code} (${c.security.title})` : c.fn)).join(', ');
  return {
    error: corrections.length
      ? t('Nothing in the cache matches "{query}": did you mean {list}?', { query, list })
      : t('Nothing in the cache matches "{query}"', { query }),
    corrections,
  };
}
