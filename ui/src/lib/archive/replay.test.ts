import { describe, expect, it } from "vitest";
import type { PositionView } from "../bindings";
import { fixtures } from "../../test/ipc";
import { stepText } from "./replay";

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

describe("stepText", () => {
  const start: PositionView = { ...afterE4, ply: 0, lastMove: null, lastNumber: null, lastSan: null };
  const mate: PositionView = { ...afterE4, ply: 4, lastNumber: { number: 2, color: "black" }, lastSan: "Qh4#" };
  it.each<[PositionView, number, string]>([
    [start, 4, "The start position, ply 0 of 4."],
    [afterE4, 4, "After 1. e4, ply 1 of 4."],
    [mate, 4, "After 2… Qh4#, ply 4 of 4."],
  ])("%#", (position, total, text) => expect(stepText(position, total)).toBe(text));
});
