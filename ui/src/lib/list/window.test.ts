import { describe, expect, it } from "vitest";
import { atEnd, cssRowHeight, rowWindow, scrollToShow } from "./window";

describe("rowWindow", () => {
  it.each([
    // count, row, scrollTop, height, overscan → first, end, before, after
    [0, 30, 0, 300, 4, 0, 0, 0, 0],
    [5, 30, 0, 300, 4, 0, 5, 0, 0],
    [100, 30, 0, 300, 4, 0, 21, 0, 2370],
    [100, 30, 1500, 300, 4, 46, 67, 1380, 990],
    [100, 30, 2700, 300, 4, 86, 100, 2580, 0],
    [10000, 30, 150000, 600, 2, 4998, 5023, 149940, 149310],
  ])("%i rows of %ipx at %i in %ipx (overscan %i)", (count, row, top, height, over, first, end, before, after) => {
    expect(rowWindow(count, row, top, height, over)).toEqual({ first, end, before, after });
  });

  it("covers the viewport whatever the scroll position", () => {
    for (let top = 0; top <= 3000; top += 7) {
      const w = rowWindow(100, 30, top, 300);
      expect(w.before).toBeLessThanOrEqual(top);
      expect(3000 - w.after).toBeGreaterThanOrEqual(Math.min(3000, top + 300));
      expect(w.before + (w.end - w.first) * 30 + w.after).toBe(3000);
    }
  });

  it("renders a screenful before the scroller is measured", () => {
    expect(rowWindow(100, 30, 0, 0).end).toBeGreaterThanOrEqual(12);
  });
});

describe("scrollToShow", () => {
  it.each([
    [0, 30, 0, 300, 0],
    [5, 30, 0, 300, 0],
    [10, 30, 0, 300, 30],
    [2, 30, 200, 300, 60],
  ])("row %i (%ipx) from %i in %ipx → %i", (row, h, top, height, want) => {
    expect(scrollToShow(row, h, top, height)).toBe(want);
  });
});

describe("atEnd", () => {
  it("is true at the bottom and within half a row of it", () => {
    expect(atEnd(100, 30, 2700, 300)).toBe(true);
    expect(atEnd(100, 30, 2690, 300)).toBe(true);
    expect(atEnd(100, 30, 2600, 300)).toBe(false);
    expect(atEnd(3, 30, 0, 300)).toBe(true);
  });
});

describe("cssRowHeight", () => {
  it("reads the row height the CSS sets, or keeps the one it has", () => {
    const el = document.createElement("ol");
    document.body.append(el);
    expect(cssRowHeight(el, "--list-row", 52)).toBe(52);
    el.style.setProperty("--list-row", "64px");
    expect(cssRowHeight(el, "--list-row", 52)).toBe(64);
    expect(cssRowHeight(null, "--list-row", 32)).toBe(32);
    el.remove();
  });
});
