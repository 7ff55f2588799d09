// A drawing's colour and line style: the cycles Shift+C and Shift+D step through, and what each is
// on the canvas in the theme of the moment (palette slots, so both themes read them).
import { DRAWING_COLORS, DRAWING_STYLES, type DrawingColor, type DrawingStyle } from '../../../../src-main/shared/drawings/types';
import type { ChartTheme } from '../chart-theme';

/** The colour after `color` (absent: the accent, which comes again after the last). */
export function nextColor(color: DrawingColor | undefined): DrawingColor | undefined {
  return DRAWING_COLORS[color === undefined ? 0 : DRAWING_COLORS.indexOf(color) + 1];
}

/** The line style after `style` (absent: solid), round and round. */
export function nextStyle(style: DrawingStyle | undefined): DrawingStyle {
  return DRAWING_STYLES[(DRAWING_STYLES.indexOf(style ?? 'solid') + 1) % DRAWING_STYLES.length] ?? 'solid';
}

/** The colour a drawing is painted in. */
export function colorIn(theme: ChartTheme, color: DrawingColor | undefined): string {
  return color === undefined ? theme.accent : theme.studies[color];
}

/** The canvas dash pattern of a style (dots long enough to read at one pixel wide). */
export function dashOf(style: DrawingStyle | undefined): number[] {
  if (style === 'dashed') return [6, 4];
  if (style === 'dotted') return [2, 2];
  return [];
}
