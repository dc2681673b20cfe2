// What the review bar says about the position the players are looking at.
import type { MoveNumber } from "../bindings";

/**
 * The move that led to the position after `ply` half-moves, as a move list
 * writes it: "12. Nf6" for White's, "12… Nf6" for Black's. The Rust side
 * numbers each ply from the start position's own move number (`numbered`:
 * a game from a FEN with move 80 and Black to move starts "80… Ra2");
 * without it (a stored game's move not yet read) the ply's parity is used.
 */
export function moveLabel(ply: number, san: string, numbered?: MoveNumber | null): string {
  const number = numbered ? numbered.number : Math.ceil(ply / 2);
  const white = numbered ? numbered.color === "white" : ply % 2 === 1;
  return white ? `${number}. ${san}` : `${number}… ${san}`;
}

/** "Reviewing: after 12… Nf6 — move 24 of 40"; ply 0 is the start position. */
export function reviewText(ply: number, total: number, san: string | null, numbered?: MoveNumber | null): string {
  const where = ply === 0 || san === null ? "the start position" : `after ${moveLabel(ply, san, numbered)}`;
  return `Reviewing: ${where} — move ${ply} of ${total}`;
}
