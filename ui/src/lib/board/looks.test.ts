import { describe, expect, it } from "vitest";
import type { Piece, Square } from "../bindings";
import { bk, lookInput as input, wn } from "../../test/looks";
import { changedSquares, squareLooks, type LookInput } from "./looks";

describe("squareLooks", () => {
  const start = squareLooks(input(), new Map());

  it("describes all 64 squares", () => {
    expect(start.size).toBe(64);
    expect(start.get("g1")).toMatchObject({ piece: wn, focusable: false, selected: false });
    expect(start.get("e2")).toMatchObject({ piece: undefined, focusable: true, dest: null });
  });

  it("keeps every object when nothing changed", () => {
    expect(changedSquares(start, squareLooks(input(), start))).toEqual([]);
  });

  it.each<[string, Partial<LookInput>, Square[]]>([
    ["a selection with its destinations", { selected: "g1", dests: new Map([["f3", "move"], ["h3", "move"]]) }, ["f3", "h3", "g1"]],
    ["a landing (the piece moved)", { pieces: new Map<Square, Piece>([["f3", wn], ["e8", bk]]) }, ["f3", "g1"]],
    ["the last move marked", { lastMove: { from: "g1", to: "f3" } }, ["f3", "g1"]],
    ["a check", { check: "e8" }, ["e8"]],
    ["the focus moved", { focus: "d2" }, ["d2", "e2"]],
    ["a drag over a square", { lifted: "g1", target: "f3" }, ["f3", "g1"]],
    ["a slide", { arrival: { to: "f3", dx: 1, dy: 2, n: 1 } }, ["f3"]],
    ["the hill marked (King of the Hill)", { hill: new Set<Square>(["d4", "e4", "d5", "e5"]) }, ["d4", "d5", "e4", "e5"]],
    ["an explosion's squares (Atomic)", { burst: { squares: new Set<Square>(["d5", "e6"]), n: 3 } }, ["d5", "e6"]],
  ])("%s changes only its squares", (_name, over, changed) => {
    expect(changedSquares(start, squareLooks(input(over), start)).sort()).toEqual([...changed].sort());
  });

  it("restarts a flash with the next explosion's number only", () => {
    const first = squareLooks(input({ burst: { squares: new Set<Square>(["d5"]), n: 1 } }), start);
    const next = squareLooks(input({ burst: { squares: new Set<Square>(["d5"]), n: 2 } }), first);
    expect(changedSquares(first, next)).toEqual(["d5"]);
    expect(next.get("d5")?.burst).toBe(2);
  });

  it("uses pieces by identity: an equal new object is a change", () => {
    const copy = new Map<Square, Piece>([["g1", { ...wn }], ["e8", bk]]);
    expect(changedSquares(start, squareLooks(input({ pieces: copy }), start))).toEqual(["g1"]);
  });
});
