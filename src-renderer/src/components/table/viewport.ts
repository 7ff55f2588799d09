/**
 * The table's scroll geometry in plain numbers: rows have one fixed height under a sticky header,
 * so where to scroll is arithmetic, unit-tested without a DOM.
 */

/** Fixed row height (px): dense, and what the virtualiser and paging count with. */
export const ROW_HEIGHT = 20;
/** Height of the sticky header row (px). CSS reads both from custom properties the table sets. */
export const HEADER_HEIGHT = 22;

/** Rows per PageUp/PageDown: what fits below the header, less one kept for context. */
export function pageRows(viewHeight: number): number {
  return Math.max(1, Math.floor((viewHeight - HEADER_HEIGHT) / ROW_HEIGHT) - 1);
}

/** The scrollTop that shows row `index` fully below the sticky header (unchanged when it already is). */
export function revealRowTop(scrollTop: number, viewHeight: number, index: number): number {
  const top = HEADER_HEIGHT + index * ROW_HEIGHT;
  const bottom = top + ROW_HEIGHT;
  if (top < scrollTop + HEADER_HEIGHT) return top - HEADER_HEIGHT;
  if (bottom > scrollTop + viewHeight) return bottom - viewHeight;
  return scrollTop;
}

/** The scrollLeft that shows a column spanning [left, left + width) (unchanged when it already is). */
export function revealColumnLeft(scrollLeft: number, viewWidth: number, left: number, width: number): number {
  if (left < scrollLeft) return left;
  if (left + width > scrollLeft + viewWidth) return left + width - viewWidth;
  return scrollLeft;
}

/** Where the cursor row stands in the view (px below the header's edge), or null with no cursor. */
export function rowOffset(scrollTop: number, index: number): number | null {
  return index >= 0 ? index * ROW_HEIGHT - scrollTop : null;
}

/**
 * After a re-sort moved the cursor row to `index`: the scrollTop that keeps it where it stood on
 * screen (`offset`), or brings it to the middle when it was out of view.
 */
export function keepRowInPlace(offset: number | null, viewHeight: number, index: number): number {
  const room = viewHeight - HEADER_HEIGHT;
  const inView = offset !== null && offset >= 0 && offset + ROW_HEIGHT <= room;
  return Math.max(0, index * ROW_HEIGHT - (inView ? offset : Math.floor(room / 2)));
}

/** A row jumped to by the owner stands a third of a page down, so what follows it is visible too. */
export function jumpTop(index: number, pageSize: number): number {
  return Math.max(0, index * ROW_HEIGHT - Math.floor(pageSize / 3) * ROW_HEIGHT);
}
