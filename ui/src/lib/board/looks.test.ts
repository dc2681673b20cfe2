import { describe, expect, it } from "vitest";
import type { Piece, Square } from "../bindings";
import { displaySquares } from "./interaction";
import { changedSquares, squareLooks, type LookInput } from "./looks";

const wp: Piece = { color: "white", role: "pawn" };
const bk: Piece = { color: "black", role: "king" };
const squares = displaySquares("white");

function input(over: Partial<LookInput> = {}): LookInput {
  return {
    squares,
    pieces: new Map<Square, Piece>([["e2", wp], ["e8", bk]]),
    selected: null,
    dests: new Map(),
    lastMove: null,
    check: null,
    focus: "e2",
    lifted: null,
    target: null,
    arrival: null,
    ...over,
  };
}

describe("squareLooks", () => {
  const start = squareLooks(input(), new Map());

  it("describes all 64 squares", () => {
    expect(start.size).toBe(64);
    expect(start.get("e2")).toMatchObject({ piece: wp, focusable: true, selected: false });
    expect(start.get("e4")).toMatchObject({ piece: undefined, dest: null });
  });

  it("keeps every object when nothing changed", () => {
    expect(changedSquares(start, squareLooks(input(), start))).toEqual([]);
  });

  it.each<[string, Partial<LookInput>, Square[]]>([
    ["a selection with its destinations", { selected: "e2", dests: new Map([["e3", "move"], ["e4", "move"]]) }, ["e3", "e4", "e2"]],
    ["a landing (the piece moved)", { pieces: new Map<Square, Piece>([["e4", wp], ["e8", bk]]) }, ["e4", "e2"]],
    ["the last move marked", { lastMove: { from: "e2", to: "e4" } }, ["e4", "e2"]],
    ["a check", { check: "e8" }, ["e8"]],
    ["the focus moved", { focus: "d2" }, ["d2", "e2"]],
    ["a drag over a square", { lifted: "e2", target: "e5" }, ["e5", "e2"]],
    ["a slide", { arrival: { to: "e4", dx: 0, dy: 2, n: 1 } }, ["e4"]],
  ])("%s changes only its squares", (_name, over, changed) => {
    expect(changedSquares(start, squareLooks(input(over), start)).sort()).toEqual([...changed].sort());
  });

  it("uses pieces by identity: an equal new object is a change", () => {
    const copy = new Map<Square, Piece>([["e2", { ...wp }], ["e8", bk]]);
    expect(changedSquares(start, squareLooks(input({ pieces: copy }), start))).toEqual(["e2"]);
  });
});
