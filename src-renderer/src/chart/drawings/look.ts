// A drawing's colour and line style: the cycles Shift+C and Shift+D step through, and a style's
// dashes on the canvas (the colours are palette slots: primitive.ts paints them in the theme's shade).
import { DRAWING_COLORS, DRAWING_STYLES, type DrawingColor, type DrawingStyle } from '../../../../src-main/shared/drawings/types';

/** The colour after `color` (absent: the accent, which comes again after the last). */
export function nextColor(color: DrawingColor | undefined): DrawingColor | undefined {
  return DRAWING_COLORS[color === undefined ? 0 : DRAWING_COLORS.indexOf(color) + 1];
}

/** The line style after `style` (absent: solid), round and round. */
export function nextStyle(style: DrawingStyle | undefined): DrawingStyle {
  return DRAWING_STYLES[(DRAWING_STYLES.indexOf(style ?? 'solid') + 1) % DRAWING_STYLES.length] ?? 'solid';
}

/** The canvas dash pattern of a style (dots long enough to read at one pixel wide). */
export function dashOf(style: DrawingStyle | undefined): number[] {
  if (style === 'dashed') return [6, 4];
  if (style === 'dotted') return [2, 2];
  return [];
}
