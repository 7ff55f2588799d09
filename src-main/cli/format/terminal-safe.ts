// Text from the service or the cache, made safe to print on the user's terminal: a record id
// holding ESC[2J or an OSC 52 clipboard write must show as text, not act. Control characters and
// the bidi controls that reorder what is shown (Trojan Source) become visible escapes, and a long
// value is cut with a marker saying how much was left out.

/** C0 (NUL…US: ESC, BEL, CR, LF, TAB), DEL, C1 (U+0080–U+009F, 8-bit CSI/OSC), line/paragraph separators, bidi embeddings, overrides and isolates. */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
/** What of UNSAFE JSON.stringify leaves raw (it escapes C0 itself). */
const RAW_IN_JSON = /[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** Cap of a cell in a table. */
export const CELL_CAP = 200;
/** Cap of a message line, or of one value exported to a terminal. */
export const TEXT_CAP = 1000;

const asIs = (char: string) => char;

function escaped(char: string): string {
  if (!UNSAFE.test(char)) return char;
  const code = char.codePointAt(0) ?? 0;
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u{${code.toString(16)}}`;
}

/** `text` with each character as `show` gives it, cut after `max` characters shown, with `… [+N chars]`. */
function cut(text: string, max: number, show: (char: string) => string): string {
  let out = '';
  let used = 0;
  // By code point, so a cut never splits a surrogate pair.
  for (const char of text) {
    const shown = show(char);
    if (out.length + shown.length > max) return `${out}… [+${[...text.slice(used)].length} chars]`;
    out += shown;
    used += char.length;
  }
  return out;
}

/** `text` with control and bidi characters as `\xNN` / `\u{NNNN}`, and at most `max` characters shown. */
export function terminalSafe(text: string, max = CELL_CAP): string {
  return text.length <= max && !UNSAFE.test(text) ? text : cut(text, max, escaped);
}

/** JSON text of `value` for a terminal: long strings cut, DEL, C1 and bidi characters as `\u` escapes (still valid JSON). */
export function terminalJson(value: unknown, max = TEXT_CAP): string {
  const json = JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' && v.length > max ? cut(v, max, asIs) : v));
  return json.replace(RAW_IN_JSON, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
