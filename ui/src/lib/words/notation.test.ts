import { describe, expect, it } from "vitest";
import type { MoveNumber } from "../bindings";
import { moveLabel } from "./notation";

describe("moveLabel: the Rust side's number and mover", () => {
  it.each<[MoveNumber, string, string]>([
    [{ number: 1, color: "white" }, "e4", "1. e4"],
    [{ number: 1, color: "black" }, "e5", "1… e5"],
    [{ number: 12, color: "white" }, "O-O", "12. O-O"],
    // A game from a FEN keeps the position's own number (issue 11, item 14).
    [{ number: 80, color: "black" }, "Ra2", "80… Ra2"],
    [{ number: 5, color: "white" }, "gxh8=Q", "5. gxh8=Q"],
  ])("%o %s → %s", (numbered, san, want) => {
    expect(moveLabel(numbered, san)).toBe(want);
  });
});
