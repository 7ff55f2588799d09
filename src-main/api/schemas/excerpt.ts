// A short, printable excerpt of a raw value, kept with a refused record so the user can see what
// the service actually sent. Bounded, so a hostile record cannot grow the cache.

const EXCERPT_MAX = 240;

/** JSON text of `raw`, cut to `max` characters (with …); never throws. */
export function rawExcerpt(raw: unknown, max = EXCERPT_MAX): string | null {
  let text: string | undefined;
  try {
    text = JSON.stringify(raw);
  } catch {
    text = undefined; // cyclic, BigInt or a throwing getter: a description is all we can keep
  }
  if (text === undefined) return raw === undefined ? null : `(${typeof raw})`;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
