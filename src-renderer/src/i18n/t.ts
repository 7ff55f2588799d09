// The UI's words in the UI's language. English is the key (what the code reads and greps for);
// the French catalog maps it, and a word without a French entry shows in English rather than not
// at all. A test keeps every `t`/`msg` literal in the catalog and every catalog entry in use.
import { FR } from './fr';
import { language } from './language';

export type Params = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * A key may end in "|context" where one English word needs two French ones ("Shares|count" is a
 * number of shares, "Shares" the kind of security): English shows what comes before the bar.
 */
const CONTEXT = /\|[a-z-]+$/;

/** `text` in the UI language, `{name}` filled from `params` (numbers formatted by the caller). */
export function t(text: string, params?: Params): string {
  const english = text.replace(CONTEXT, '');
  const template = language() === 'fr' ? (FR[text] ?? english) : english;
  if (!params) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * A word to translate later, where it is written before a language is known (a module's column
 * headers, a key's description): the component that shows it passes it through `t`.
 */
export function msg(text: string): string {
  return text;
}

const plurals = new Map<string, Intl.PluralRules>();

/** `one` or `other` by `count` and the language's plural rules (French: 0 and 1 are singular). */
export function tp(count: number, one: string, other: string, params?: Params): string {
  const lang = language();
  let rules = plurals.get(lang);
  if (!rules) plurals.set(lang, (rules = new Intl.PluralRules(lang)));
  return t(rules.select(count) === 'one' ? one : other, { count, ...params });
}
