// Stepping through a stored game: the board component draws a GameView, and
// an archived position is a PositionView, so the board gets the position
// inside a view that offers nothing to play (no legal moves, no undo).
import type { GameView, PositionView } from "../bindings";
import { lastMoveLabel } from "../review/text";

/** A GameView showing `position`, for a read-only board. */
export function boardView(position: PositionView): GameView {
  return {
    ...position,
    // The board reads the move list only to slide in a newly played move;
    // stepping plays nothing (as when reviewing the live game).
    moves: [],
    legalMoves: [],
    canUndo: false,
    undo: null,
    verdict: null,
    status: "",
    notice: null,
    clock: null,
    drawOffer: null,
    event: null,
  };
}

/** What a screen reader hears after a step: "After 2… Qh4#, ply 4 of 4." */
export function stepText(position: PositionView, total: number): string {
  const after = lastMoveLabel(position);
  return after === null
    ? `The start position, ply 0 of ${total}.`
    : `After ${after}, ply ${position.ply} of ${total}.`;
}
