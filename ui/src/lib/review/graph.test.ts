import { describe, expect, it } from "vitest";
import { areaPath, HEIGHT, plyAt, WIDTH, xOf, yOf } from "./graph";

describe("the evaluation graph", () => {
  it("puts White's win at the top, Black's at the bottom, equality in the middle", () => {
    expect(yOf(1000)).toBe(0);
    expect(yOf(-1000)).toBe(HEIGHT);
    expect(yOf(0)).toBe(HEIGHT / 2);
    expect(yOf(null)).toBe(HEIGHT / 2);
  });

  it("spreads the positions over the width", () => {
    expect(xOf(0, 40)).toBe(0);
    expect(xOf(40, 40)).toBe(WIDTH);
    expect(xOf(0, 0)).toBe(0);
  });

  it("fills under the line, an unknown position holding the level before it", () => {
    expect(areaPath([null, 500, null, -1000], 3)).toBe(
      `M0,${HEIGHT} L0.0,100.0 L333.3,50.0 L666.7,50.0 L1000.0,200.0 L1000.0,${HEIGHT} Z`,
    );
    expect(areaPath([], 3)).toBe("");
  });

  it("picks the nearest reviewed ply under a press", () => {
    expect(plyAt(0.49, 10, 11)).toBe(5);
    expect(plyAt(1.2, 10, 11)).toBe(10);
    expect(plyAt(-1, 10, 11)).toBe(0);
    // Stopped after 4 positions: a press further right picks the last one reviewed.
    expect(plyAt(0.9, 10, 4)).toBe(3);
  });
});
