import { describe, expect, it } from "vitest";
import type { PositionView } from "../bindings";
import { fixtures } from "../../test/ipc";
import { boardView, stepText } from "./replay";

const afterE4: PositionView = {
  ply: 1,
  fen: fixtures.afterE4.fen,
  turn: fixtures.afterE4.turn,
  check: fixtures.afterE4.check,
  checkSquare: fixtures.afterE4.checkSquare,
  board: fixtures.afterE4.board,
  lastMove: fixtures.afterE4.lastMove,
  lastNumber: { number: 1, color: "white" },
  lastSan: "e4",
};

describe("boardView", () => {
  it("shows the position and offers nothing to play", () => {
    const view = boardView(afterE4);
    expect(view).toMatchObject({ fen: afterE4.fen, turn: "black", board: afterE4.board, lastMove: afterE4.lastMove });
    expect(view).toMatchObject({ legalMoves: [], moves: [], canUndo: false, verdict: null, clock: null, drawOffer: null });
  });
});

describe("stepText", () => {
  it.each<[number, number, string | null, string]>([
    [0, 4, null, "The start position, move 0 of 4."],
    [1, 4, "f3", "After 1. f3, move 1 of 4."],
    [4, 4, "Qh4#", "After 2… Qh4#, move 4 of 4."],
  ])("ply %i of %i (%s)", (ply, total, san, text) => expect(stepText(ply, total, san)).toBe(text));
});
