import { describe, expect, it } from "vitest";
import type { Piece, Square } from "../bindings";
import { bk, lookInput as input, wn } from "../../test/looks";
import { BoardCells } from "./cells.svelte";

describe("BoardCells", () => {
  it("sets only the cells whose look changed", () => {
    const cells = new BoardCells(input());
    const g1 = cells.look("g1");
    expect(cells.update(input())).toEqual([]);
    expect(cells.look("g1")).toBe(g1);
    const moved = input({ pieces: new Map<Square, Piece>([["f3", wn], ["e8", bk]]), lastMove: { from: "g1", to: "f3" } });
    expect(cells.update(moved).sort()).toEqual(["f3", "g1"]);
    expect(cells.look("f3")).toMatchObject({ piece: wn, lastMove: true });
    expect(cells.look("g1")).toMatchObject({ piece: undefined, lastMove: true });
  });

  it("refuses a square it does not hold", () => {
    const cells = new BoardCells(input({ squares: ["a1"] }));
    expect(() => cells.look("h8")).toThrow("no cell for h8");
  });
});
