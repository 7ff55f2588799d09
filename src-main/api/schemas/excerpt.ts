// The raw value of a refused record as text, kept so the user can see what the service actually
// sent. Not cut here: the store redacts the token first and cuts after (rejects.ts), so a token
// straddling the cut cannot leave its prefix behind. Bounded by the response body's size limit.

/** JSON text of `raw`; never throws. */
export function rawText(raw: unknown): string | null {
  let text: string | undefined;
  try {
    text = JSON.stringify(raw);
  } catch {
    text = undefined; // cyclic, BigInt or a throwing getter: a description is all we can keep
  }
  if (text === undefined) return raw === undefined ? null : `(${typeof raw})`;
  return text;
}
