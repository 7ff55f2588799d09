import { describe, expect, it } from 'vitest';
import {
  HEADER_HEIGHT,
  jumpTop,
  keepRowInPlace,
  pageRows,
  revealColumnLeft,
  revealRowTop,
  ROW_HEIGHT,
  rowOffset,
} from '../../../src-renderer/src/components/table/viewport';

// A view 222 px high: the header plus ten rows.
const VIEW = HEADER_HEIGHT + 10 * ROW_HEIGHT;

describe('table scroll geometry', () => {
  it('pages by the rows that fit below the header, less one, at least one', () => {
    expect(pageRows(VIEW)).toBe(9);
    expect(pageRows(HEADER_HEIGHT)).toBe(1);
  });
  it('leaves a visible row where it is and scrolls the least to show one that is not', () => {
    expect(revealRowTop(0, VIEW, 3)).toBe(0);
    expect(revealRowTop(0, VIEW, 9)).toBe(0); // the last row that fits
    expect(revealRowTop(0, VIEW, 10)).toBe(ROW_HEIGHT); // one row further: one row down
    expect(revealRowTop(200, VIEW, 4)).toBe(4 * ROW_HEIGHT); // above the view: to the top, under the header
  });
  it('scrolls sideways the least to show a column', () => {
    expect(revealColumnLeft(0, 300, 100, 80)).toBe(0);
    expect(revealColumnLeft(0, 300, 280, 80)).toBe(60);
    expect(revealColumnLeft(200, 300, 50, 80)).toBe(50);
  });
  it('keeps a re-sorted cursor row where it stood on screen, or brings it to the middle', () => {
    const offset = rowOffset(100, 8); // row 8 stood 60 px down
    expect(offset).toBe(60);
    expect(keepRowInPlace(offset, VIEW, 40)).toBe(40 * ROW_HEIGHT - 60);
    expect(keepRowInPlace(null, VIEW, 40)).toBe(40 * ROW_HEIGHT - 100);
    expect(keepRowInPlace(-20, VIEW, 40)).toBe(40 * ROW_HEIGHT - 100); // was above the view
    expect(keepRowInPlace(60, VIEW, 1)).toBe(0); // never above the top
    expect(rowOffset(100, -1)).toBeNull();
  });
  it('puts a row the owner jumps to a third of a page down', () => {
    expect(jumpTop(50, 9)).toBe(47 * ROW_HEIGHT);
    expect(jumpTop(1, 9)).toBe(0);
  });
});
