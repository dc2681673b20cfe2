// What the review bar says about the position the players are looking at.

/**
 * The move that led to the position after `ply` half-moves, as a move list
 * writes it: "12. Nf6" for White's, "12… Nf6" for Black's. Numbered by
 * parity, like the move list (a game from a set-up position where Black
 * moves first is numbered the same way there).
 */
export function moveLabel(ply: number, san: string): string {
  const number = Math.ceil(ply / 2);
  return ply % 2 === 1 ? `${number}. ${san}` : `${number}… ${san}`;
}

/** "Reviewing: after 12… Nf6 — move 24 of 40"; ply 0 is the start position. */
export function reviewText(ply: number, total: number, san: string | null): string {
  const where = ply === 0 || san === null ? "the start position" : `after ${moveLabel(ply, san)}`;
  return `Reviewing: ${where} — move ${ply} of ${total}`;
}
