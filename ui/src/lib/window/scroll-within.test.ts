// Scrolling only the panel's own box: "nearest" as scrollIntoView means it.
import { describe, expect, it } from "vitest";
import { nearestScroll, revealWithin, scrollerOf } from "./scroll-within";

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
