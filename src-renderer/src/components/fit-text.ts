// Which writing of a text fits a width: the first of the candidates (longest first) whose rendered
// width is within `width` px, or '' when none does. Widths come from one shared offscreen canvas,
// so fitting costs no layout.
let context: CanvasRenderingContext2D | null | undefined;

/** Measures text in a CSS font; null where there is no canvas to measure with. */
export function canvasMeasure(font: string): ((text: string) => number) | null {
  context ??= typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  const ctx = context;
  if (!ctx) return null;
  return (text) => {
    ctx.font = font;
    return ctx.measureText(text).width;
  };
}

export function fitText(candidates: readonly string[], width: number, measure: ((text: string) => number) | null): string {
  // Nothing to measure with: keep the full text rather than guess.
  if (!measure) return candidates[0] ?? '';
  return candidates.find((text) => measure(text) <= width) ?? '';
}
