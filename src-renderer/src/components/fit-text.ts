// Which writing of a text fits a width: the first of the candidates (longest first) whose measured
// width is within `width` px, or '' when none does.

export function fitText(candidates: readonly string[], width: number, measure: ((text: string) => number) | null): string {
  // Nothing to measure with: keep the full text rather than guess.
  if (!measure) return candidates[0] ?? '';
  return candidates.find((text) => measure(text) <= width) ?? '';
}
