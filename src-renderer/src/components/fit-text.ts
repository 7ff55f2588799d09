// Which writing of a text fits a width: the first of the candidates (longest first) whose rendered
// width in the given CSS font is within `width` px, or '' when none does. Measured on one shared
// offscreen canvas, so it costs no layout.
let context: CanvasRenderingContext2D | null | undefined;

function textWidth(text: string, font: string): number | null {
  context ??= typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!context) return null;
  context.font = font;
  return context.measureText(text).width;
}

export function fitText(candidates: readonly string[], width: number, font: string): string {
  for (const text of candidates) {
    const measured = textWidth(text, font);
    // Without a canvas nothing can be measured: keep the full text rather than guess.
    if (measured === null) return candidates[0] ?? '';
    if (measured <= width) return text;
  }
  return '';
}
