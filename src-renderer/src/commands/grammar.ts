// The command grammar: `<SECURITY> <FUNCTION>` (SNTS GP), a bare security (its default screen),
// or a bare function (MKT). The security part may be several words ("orange ci gp").
import { isFunctionCode, type FunctionCode } from './functions';

export interface ParsedCommand {
  /** What names the security, as typed (may be empty). */
  security: string;
  /** The function code, upper case, when the last word is one. */
  fn: FunctionCode | null;
}

export function parseCommand(text: string): ParsedCommand {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const last = words.at(-1);
  const fn = last?.toUpperCase();
  if (fn && isFunctionCode(fn)) return { security: words.slice(0, -1).join(' '), fn };
  return { security: words.join(' '), fn: null };
}

/** The word being typed and what precedes it, for completing a function after a security. */
export function splitLastWord(text: string): { head: string; last: string } {
  const match = /^(.*?)(\S*)$/s.exec(text);
  return { head: (match?.[1] ?? '').trimEnd(), last: match?.[2] ?? '' };
}

/** `EV 41234` or `41234 EV`: a function with the numeric id of what it shows; null otherwise. */
export function parseIdCommand(text: string): { fn: string; id: number } | null {
  const match = /^\s*(?:([a-z]{2,6})\s+(\d{1,12})|(\d{1,12})\s+([a-z]{2,6}))\s*$/i.exec(text);
  const fn = (match?.[1] ?? match?.[4])?.toUpperCase();
  const id = Number(match?.[2] ?? match?.[3]);
  return fn && isFunctionCode(fn) && Number.isSafeInteger(id) ? { fn, id } : null;
}
