// Which rows of a fixed-row-height list are worth rendering. Long lists (a
// 200-move game, an archive of 10,000 games) then cost the same to update
// and to lay out as short ones: only the rows in view exist in the DOM.

export interface RowWindow {
  /** First row to render (inclusive). */
  first: number;
  /** Row after the last one to render (exclusive). */
  end: number;
  /** Empty space above the first rendered row, in px. */
  before: number;
  /** Empty space below the last rendered row, in px. */
  after: number;
}

/**
 * The rows visible in a scroller of `height` px scrolled to `scrollTop`,
 * plus `overscan` rows on each side so a quick scroll shows no gap.
 */
export function rowWindow(
  count: number,
  rowHeight: number,
  scrollTop: number,
  height: number,
  overscan = 4,
): RowWindow {
  if (count <= 0 || rowHeight <= 0) return { first: 0, end: 0, before: 0, after: 0 };
  const top = Math.max(0, scrollTop);
  const first = Math.max(0, Math.min(count - 1, Math.floor(top / rowHeight) - overscan));
  // Before the first measure the height is 0: render a screenful anyway.
  const shown = Math.ceil(Math.max(height, rowHeight * 12) / rowHeight) + 2 * overscan + 1;
  const end = Math.min(count, first + shown);
  return { first, end, before: first * rowHeight, after: (count - end) * rowHeight };
}

/** The scrollTop that shows `row` entirely, moving as little as possible. */
export function scrollToShow(row: number, rowHeight: number, scrollTop: number, height: number): number {
  const top = row * rowHeight;
  if (top < scrollTop) return top;
  if (top + rowHeight > scrollTop + height) return top + rowHeight - height;
  return scrollTop;
}

/** Whether a scroller is at (or within half a row of) its end. */
export function atEnd(count: number, rowHeight: number, scrollTop: number, height: number): boolean {
  return scrollTop + height >= count * rowHeight - rowHeight / 2;
}

/**
 * A list's row height (px) as its CSS sets it in the custom property `name`
 * on `node` (taller under a finger, say): the CSS alone decides it, and the
 * list's sums read it back. `until` where no style says it (jsdom).
 */
export function cssRowHeight(node: Element | null | undefined, name: string, until: number): number {
  const px = node ? parseFloat(getComputedStyle(node).getPropertyValue(name)) : NaN;
  return px > 0 ? px : until;
}
