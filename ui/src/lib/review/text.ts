// What the review bar says about the position the players are looking at.
// Every number and SAN here comes from the Rust side; nothing is counted.
import type { GameView, PositionView } from "../bindings";
import { moveLabel } from "../words/notation";
import { recordedStatus } from "../words/results";

/**
 * The move that led to `position`, as a move list writes it (a game from a
 * FEN with move 80 and Black to move starts "80… Ra2"); null at the start.
 */
export function lastMoveLabel(position: Pick<PositionView, "lastSan" | "lastNumber">): string | null {
  const { lastSan, lastNumber } = position;
  return lastSan !== null && lastNumber !== null ? moveLabel(lastNumber, lastSan) : null;
}

/** "Reviewing: after 12… Nf6 — ply 24 of 40"; `after` is null at the start position. */
export function reviewText(ply: number, total: number, after: string | null): string {
  const where = after === null ? "the start position" : `after ${after}`;
  return `Reviewing: ${where} — ply ${ply} of ${total}`;
}

/**
 * The status line says what the board shows (issue 11, item 15): a
 * finished record's result, the reviewed position ("After 1. e4: Black to
 * move"), or the Rust side's status of the live game.
 */
export function statusLine(view: GameView | null, review: { position: PositionView } | null): string {
  if (view?.recorded && !review) return recordedStatus(view.recorded);
  if (!view || !review) return view?.status ?? "";
  const after = lastMoveLabel(review.position);
  const where = after ? `After ${after}` : "Start position";
  const side = review.position.turn === "white" ? "White" : "Black";
  return `${where}: ${side} to move${review.position.check ? " — check" : ""}`;
}
