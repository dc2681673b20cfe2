// Scrolling only the panel's own box: "nearest" as scrollIntoView means it.
import { describe, expect, it, vi } from "vitest";
import { keepsTopOnResize, nearestScroll, revealWithin, scrollerOf } from "./scroll-within";

const view = { top: 100, bottom: 500 };

describe("nearestScroll", () => {
  it.each([
    ["whole in view: stays", { top: 150, bottom: 300 }, 0],
    ["below: its bottom to the view's bottom", { top: 450, bottom: 650 }, 150],
    ["above: its top to the view's top", { top: 40, bottom: 140 }, -60],
    ["taller than the view, starting below its top: its top to the top", { top: 200, bottom: 900 }, 100],
    ["taller than the view, starting above: its top to the top", { top: 50, bottom: 900 }, -50],
  ])("%s", (_name, part, by) => {
    expect(nearestScroll(view, part)).toBe(by);
  });
});

describe("revealWithin", () => {
  it("scrolls the nearest scrolling box only, not the boxes around it", () => {
    document.body.innerHTML = `<div id="page" style="overflow: hidden"><div id="tail" style="overflow-y: auto"><div><details id="settings"></details></div></div></div>`;
    const page = document.getElementById("page")!;
    const tail = document.getElementById("tail")!;
    const settings = document.getElementById("settings")!;
    const scrolled: Array<[string, number | undefined]> = [];
    for (const box of [page, tail]) box.scrollBy = ((o: ScrollToOptions) => scrolled.push([box.id, o.top])) as typeof box.scrollBy;
    settings.scrollIntoView = () => scrolled.push(["scrollIntoView", undefined]);
    tail.getBoundingClientRect = () => ({ top: 100, bottom: 500 }) as DOMRect;
    settings.getBoundingClientRect = () => ({ top: 480, bottom: 700 }) as DOMRect;
    expect(scrollerOf(settings)).toBe(tail);
    revealWithin(settings);
    expect(scrolled).toEqual([["tail", 200]]);
  });
});

describe("keepsTopOnResize", () => {
  /** A tail of three parts whose places the test sets; its ResizeObserver called by hand. */
  function tail() {
    document.body.innerHTML = `<div id="tail"><p id="moves"></p><p id="settings"></p><p id="review"></p></div>`;
    const box = document.getElementById("tail")!;
    let resized: () => void = () => {};
    vi.stubGlobal(
      "ResizeObserver",
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    // The parts' tops in the content, and the box's size; the box's own top at 0.
    const layout = { tops: { moves: 0, settings: 200, review: 600 } as Record<string, number>, width: 300, height: 150 };
    let scrollTop = 0;
    Object.defineProperty(box, "scrollTop", { get: () => scrollTop, set: (v: number) => (scrollTop = Math.max(0, v)) });
    Object.defineProperty(box, "clientWidth", { get: () => layout.width });
    Object.defineProperty(box, "clientHeight", { get: () => layout.height });
    box.getBoundingClientRect = () => ({ top: 0, bottom: layout.height }) as DOMRect;
    const ids = Object.keys(layout.tops);
    ids.forEach((id, i) => {
      const next = ids[i + 1];
      document.getElementById(id)!.getBoundingClientRect = () =>
        ({ top: layout.tops[id]! - scrollTop, bottom: (next ? layout.tops[next]! : layout.tops[id]! + 300) - scrollTop }) as DOMRect;
    });
    const detach = keepsTopOnResize(":scope > *")(box);
    const scrollTo = (top: number) => {
      scrollTop = top;
      box.dispatchEvent(new Event("scroll"));
    };
    return { box, layout, scrollTo, resize: () => resized(), detach, get scrollTop() { return scrollTop; } };
  }

  it("keeps the part at the top where it was when the box's size changes and its content reflows", () => {
    const t = tail();
    t.scrollTo(620); // the review, 20 px past its top
    // A narrower window: the settings wrap taller, the review starts lower.
    t.layout.width = 200;
    t.layout.tops.review = 900;
    // WebKit fires the scroll the reflow caused before the resize observers.
    t.scrollTo(500);
    t.resize();
    expect(t.scrollTop).toBe(920);
    t.detach?.();
    vi.unstubAllGlobals();
  });

  it("leaves a box at its top there, and does nothing when only the content changed", () => {
    const t = tail();
    t.layout.tops.review = 900;
    t.layout.height = 300;
    t.resize();
    expect(t.scrollTop).toBe(0);
    t.scrollTo(620);
    t.layout.tops.review = 700; // the content changed, not the box
    t.resize();
    expect(t.scrollTop).toBe(620);
    t.detach?.();
    vi.unstubAllGlobals();
  });
});
