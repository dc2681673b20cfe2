// Bringing a part of the panel into view by scrolling only the box that
// scrolls it (the tail). `scrollIntoView` also scrolls every other box
// around it, the page's own overflow-hidden ones too: the whole window
// slid up, the board and the status line off the screen, with nothing a
// player could scroll back.

/** The nearest box around `node` that scrolls (overflow-y auto or scroll), if any. */
export function scrollerOf(node: HTMLElement): HTMLElement | null {
  let box = node.parentElement;
  while (box && !/auto|scroll/.test(getComputedStyle(box).overflowY)) box = box.parentElement;
  return box;
}

/** Edges on the screen (a `DOMRect`'s, or any with a top and a bottom). */
export interface Span {
  top: number;
  bottom: number;
}

/**
 * How far to scroll a box showing `view` so that `part` is in it, as
 * `block: "nearest"` means: not at all when it is already whole in view; its
 * top to the view's top when it is above or taller than the view; its bottom
 * to the view's bottom when it is below.
 */
export function nearestScroll(view: Span, part: Span): number {
  const above = part.top - view.top;
  const below = part.bottom - view.bottom;
  if (above < 0 || part.bottom - part.top > view.bottom - view.top) return above;
  return below > 0 ? below : 0;
}

/** Scrolls only `node`'s own scrolling box so that it is in view (nearest). */
export function revealWithin(node: HTMLElement): void {
  const scroller = scrollerOf(node);
  if (!scroller) return;
  const by = nearestScroll(scroller.getBoundingClientRect(), node.getBoundingClientRect());
  if (by !== 0) scroller.scrollBy({ top: by });
}

/**
 * An attachment for a scrolling box: when the box's size changes (a
 * resized window, a turned tablet) what lay at its top stays there. Its
 * content reflows with the new width, so the same scrollTop showed
 * something else (the review read at 1280×800 became the end of the
 * settings at 800×1100). WebKit has no CSS scroll anchoring for it.
 * `parts`: the elements that can be the anchor, as a selector from the box.
 */
export function keepsTopOnResize(parts: string) {
  return (box: HTMLElement) => {
    let anchor: { node: Element; offset: number } | null = null;
    let size = [box.clientWidth, box.clientHeight].join();
    const note = () => {
      // A scroll the new size caused (WebKit clamps and reflows, and fires
      // scroll before the resize observers): the anchor is the old size's.
      if ([box.clientWidth, box.clientHeight].join() !== size) return;
      const top = box.getBoundingClientRect().top;
      const at = box.scrollTop > 0 ? [...box.querySelectorAll(parts)].find((p) => p.getBoundingClientRect().bottom > top) : undefined;
      anchor = at ? { node: at, offset: at.getBoundingClientRect().top - top } : null;
    };
    const observer = new ResizeObserver(() => {
      const now = [box.clientWidth, box.clientHeight].join();
      if (now === size) return;
      size = now;
      if (!anchor?.node.isConnected) return;
      box.scrollTop += anchor.node.getBoundingClientRect().top - box.getBoundingClientRect().top - anchor.offset;
    });
    box.addEventListener("scroll", note, { passive: true });
    observer.observe(box);
    return () => {
      box.removeEventListener("scroll", note);
      observer.disconnect();
    };
  };
}
