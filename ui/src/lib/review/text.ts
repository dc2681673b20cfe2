// What the review bar says about the position the players are looking at.
// Every number and SAN here comes from the Rust side; nothing is counted.
import type { GameView, PositionView } from "../bindings";
import { m } from "../words/catalogue";
import { moveLabel } from "../words/notation";
import { recordedStatus } from "../words/results";
import { statusText, toMoveText } from "../words/status";

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
  const where = after === null ? m.review_start_position() : m.after_move({ move: after });
  return m.review_position({ where, ply, total });
}

/**
 * The status line says what the board shows (issue 11, item 15): a
 * finished record's result, the reviewed position ("After 1. e4: Black to
 * move"), or the live game's status.
 */
export function statusLine(view: GameView | null, review: { position: PositionView } | null): string {
  if (!view) return "";
  if (view.recorded && !review) return recordedStatus(view.recorded);
  if (!review) return statusText(view);
  const after = lastMoveLabel(review.position);
  const where = after ? m.status_after_move({ move: after }) : m.status_start_position();
  return m.status_reviewed({ where, status: toMoveText(review.position.turn, review.position.check) });
}
