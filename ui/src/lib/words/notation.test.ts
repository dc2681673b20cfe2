import { describe, expect, it } from "vitest";
import type { MoveNumber } from "../bindings";
import { lineText, moveLabel } from "./notation";

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

describe("lineText: an engine's line as the move list writes it", () => {
  const ply = (number: number, color: "white" | "black", san: string) => ({ number, color, san });
  it("numbers its first ply whoever plays it, then each of White's", () => {
    expect(lineText([ply(3, "black", "g6"), ply(4, "white", "Qf3"), ply(4, "black", "Nf6")])).toBe("3… g6 4. Qf3 Nf6");
    expect(lineText([ply(12, "white", "e4"), ply(12, "black", "e5")])).toBe("12. e4 e5");
    expect(lineText([])).toBe("");
  });
});
