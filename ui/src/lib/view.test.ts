import { describe, expect, it } from "vitest";
import type { GameView, Ply } from "./bindings";
import { wholeView } from "./view";

const ply = (san: string, number: number, color: "white" | "black"): Ply => ({
  san,
  uci: "",
  number,
  color,
  capture: false,
});
const E4 = ply("e4", 1, "white");
const E5 = ply("e5", 1, "black");
const NF3 = ply("Nf3", 2, "white");

const view = (moves: Ply[], movesFrom?: number): GameView =>
  ({ moves, fen: `${moves.length}`, ...(movesFrom === undefined ? {} : { movesFrom }) }) as unknown as GameView;

describe("wholeView", () => {
  it("keeps a whole list as answered", () => {
    const next = view([E4, E5, NF3]);
    expect(wholeView(next, view([E4]))).toBe(next);
    expect(wholeView(next, null)).toBe(next);
  });

  it("puts the held plies before a partial list, and drops movesFrom", () => {
    const held = view([E4, E5]);
    const got = wholeView(view([NF3], 2), held);
    expect(got?.moves).toEqual([E4, E5, NF3]);
    expect(got?.moves[0]).toBe(E4); // the page keeps its own ply objects
    expect(got && "movesFrom" in got).toBe(false);
    expect(got?.fen).toBe("1");
  });

  it("takes only the first movesFrom plies of the held list", () => {
    expect(wholeView(view([NF3], 0), view([E4]))?.moves).toEqual([NF3]);
    expect(wholeView(view([E5, NF3], 1), view([E4, ply("d5", 1, "black")]))?.moves).toEqual([E4, E5, NF3]);
  });

  it("cannot complete a list from fewer plies than it left out", () => {
    expect(wholeView(view([NF3], 2), view([E4]))).toBeNull();
    expect(wholeView(view([NF3], 2), null)).toBeNull();
  });
});
