// The board's look input for tests: a white knight on g1 and a black king
// on e8 seen from White's side, nothing selected, the focus on e2.
import type { Piece, Square } from "../lib/bindings";
import { displaySquares } from "../lib/board/interaction";
import type { LookInput } from "../lib/board/looks";

export const wn: Piece = { color: "white", role: "knight" };
export const bk: Piece = { color: "black", role: "king" };

export function lookInput(over: Partial<LookInput> = {}): LookInput {
  return {
    squares: displaySquares("white"),
    pieces: new Map<Square, Piece>([["g1", wn], ["e8", bk]]),
    selected: null,
    dests: new Map(),
    lastMove: null,
    check: null,
    focus: "e2",
    lifted: null,
    target: null,
    arrival: null,
    hill: new Set(),
    burst: null,
    ...over,
  };
}
