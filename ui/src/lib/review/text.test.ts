import { describe, expect, it } from "vitest";
import { moveLabel, reviewText } from "./text";

describe("moveLabel", () => {
  it.each([
    [1, "e4", "1. e4"],
    [2, "e5", "1… e5"],
    [23, "O-O", "12. O-O"],
    [24, "Nf6", "12… Nf6"],
    [9, "gxh8=Q", "5. gxh8=Q"],
  ])("ply %i %s → %s", (ply, san, want) => {
    expect(moveLabel(ply, san)).toBe(want);
  });
});

describe("reviewText", () => {
  it.each([
    [24, 40, "Nf6", "Reviewing: after 12… Nf6 — move 24 of 40"],
    [1, 4, "f3", "Reviewing: after 1. f3 — move 1 of 4"],
    [0, 40, null, "Reviewing: the start position — move 0 of 40"],
    [7, 7, "Qxf7#", "Reviewing: after 4. Qxf7# — move 7 of 7"],
  ])("ply %i of %i (%s)", (ply, total, san, want) => {
    expect(reviewText(ply, total, san)).toBe(want);
  });
});

describe("numbers from the Rust side (issue 11, item 14)", () => {
  it("follow the start position's own move number", () => {
    expect(moveLabel(1, "Ra2", { number: 80, color: "white" })).toBe("80. Ra2");
    expect(moveLabel(1, "Ra2", { number: 80, color: "black" })).toBe("80… Ra2");
    expect(reviewText(2, 2, "Kg1", { number: 81, color: "white" })).toBe("Reviewing: after 81. Kg1 — move 2 of 2");
  });
});
