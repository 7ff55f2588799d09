// Where a chart picture's parts go (see chart-image.ts): pure, so it is tested without a canvas.

/** Height of a text line of the header and footer, in CSS pixels. */
export const LINE_PX = 18;
export const PAD_PX = 8;
export const FONT_PX = 12;
export const CREDIT = 'Charts by TradingView';

/** What goes around the chart: the header's lines (title first) and the footer's left text. */
export interface ChartCaption {
  lines: readonly string[];
  footer: string;
}

/** The picture's size in device pixels for a chart screenshot of `width` × `height` device pixels. */
export function imageSize(width: number, height: number, ratio: number, lines: number): { width: number; height: number } {
  return { width, height: height + Math.round((2 * PAD_PX + (lines + 1) * LINE_PX) * ratio) };
}
