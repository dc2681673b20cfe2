import { describe, expect, it } from "vitest";
import type { GameView } from "../bindings";
import start from "../../test/fixtures/start.json";
import promotion from "../../test/fixtures/promotion.json";
import { pieceOf, piecesBySquare } from "./pieces";

describe("the board by square", () => {
  it("places the start position's 32 pieces", () => {
    const pieces = piecesBySquare((start as GameView).board);
    expect(pieces.size).toBe(32);
    expect(pieces.get("e1")).toEqual({ color: "white", role: "king" });
    expect(pieces.get("d8")).toEqual({ color: "black", role: "queen" });
    expect(pieces.get("b1")).toEqual({ color: "white", role: "knight" });
    expect(pieces.get("h7")).toEqual({ color: "black", role: "pawn" });
    expect(pieces.get("e4")).toBeUndefined();
  });

  it("places a sparse position", () => {
    const pieces = piecesBySquare((promotion as GameView).board);
    const kinds = [...pieces.values()].map((p) => `${p.color}-${p.role}`).sort();
    expect(kinds).toContain("white-king");
    expect(kinds).toContain("black-king");
    expect(pieces.size).toBeLessThan(32);
  });

  it("gives one object per kind of piece", () => {
    expect(pieceOf("white", "rook")).toBe(pieceOf("white", "rook"));
    const pieces = piecesBySquare((start as GameView).board);
    expect(pieces.get("a1")).toBe(pieces.get("h1"));
    expect(pieces.get("a1")).not.toBe(pieces.get("a8"));
  });
});
