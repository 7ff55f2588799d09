// Text widths from one shared offscreen canvas: measuring costs no layout.
let context: CanvasRenderingContext2D | null | undefined;

/** Measures text in a CSS font; null where there is no canvas to measure with. */
export function canvasMeasure(font: string): ((text: string) => number) | null {
  context ??= document.createElement('canvas').getContext('2d');
  const ctx = context;
  if (!ctx) return null;
  return (text) => {
    ctx.font = font;
    return ctx.measureText(text).width;
  };
}
