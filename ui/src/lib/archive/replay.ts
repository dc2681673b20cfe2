// Stepping through a stored game: the board component draws a GameView, and
// an archived position is a PositionView, so the board gets the position
// inside a view that offers nothing to play (no legal moves, no undo).
import type { GameView, MoveNumber, PositionView } from "../bindings";
import { moveLabel } from "../review/text";

/** A GameView showing `position`, for a read-only board. */
export function boardView(position: PositionView): GameView {
  return {
    fen: position.fen,
    turn: position.turn,
    check: position.check,
    checkSquare: position.checkSquare,
    board: position.board,
    lastMove: position.lastMove,
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
  };
}

/**
 * The move that led to the position after `ply` plies: its SAN from the
 * game's PGN or, before that has arrived, the squares of `position`'s last
 * move ("e2e4"); null at the start.
 */
export function moveAt(sans: readonly string[], ply: number, position: PositionView | null): string | null {
  if (ply <= 0) return null;
  const san = sans[ply - 1];
  if (san !== undefined) return san;
  const last = position?.ply === ply ? position.lastMove : null;
  return last ? `${last.from}${last.to}${last.promotion ? `=${last.promotion}` : ""}` : null;
}

/** What a screen reader hears after a step: "After 2… Qh4#, move 4 of 4." */
export function stepText(ply: number, total: number, san: string | null, numbered?: MoveNumber | null): string {
  return ply === 0 || san === null
    ? `The start position, move 0 of ${total}.`
    : `After ${moveLabel(ply, san, numbered)}, move ${ply} of ${total}.`;
}
