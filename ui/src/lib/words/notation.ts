// How a move is named to the players: its number and SAN, as the Rust side
// numbers it (a game from a FEN at move 80 with Black to move starts
// "80… Ra2"). The one place the "N." / "N…" label is made.
import type { MoveNumber, RefusedMove, Role } from "../bindings";
import { m } from "./catalogue";

/** "12. Nf6" for White's move, "12… Nf6" for Black's. */
export function moveLabel(numbered: MoveNumber, san: string): string {
  return m.move_label({ number: numbered.number, side: numbered.color, san });
}

/**
 * A line of moves as a move list writes it: "3… g6 4. Qf3 Nf6", the first
 * ply numbered whoever plays it, then each of White's; the numbers are
 * the Rust side's.
 */
export function lineText(line: readonly (MoveNumber & { san: string })[]): string {
  return line.map((ply, i) => (i === 0 || ply.color === "white" ? moveLabel(ply, ply.san) : ply.san)).join(" ");
}

/** "White", "Black". */
export function sideName(side: MoveNumber["color"]): string {
  return m.side_name({ side });
}

/** What is wrong with a move, named as it was written ("Nf3", "e7e8"). */
export function refusedMoveText({ text, problem }: RefusedMove): string {
  switch (problem) {
    case "not_a_move":
      return m.move_refused_not_a_move({ text });
    case "ambiguous":
      return m.move_refused_ambiguous({ text });
    case "not_legal":
      return m.move_refused_not_legal({ text });
    case "promotion_missing":
      return m.move_refused_promotion_missing({ text });
    // The four spellings in the notation the player used: e8=Q (SAN), e7e8q (UCI).
    case "promotion_missing_san":
      return m.move_refused_promotion_typed({ text, queen: `${text}=Q`, rook: `${text}=R`, bishop: `${text}=B`, knight: `${text}=N` });
    case "promotion_missing_uci":
      return m.move_refused_promotion_typed({ text, queen: `${text}q`, rook: `${text}r`, bishop: `${text}b`, knight: `${text}n` });
  }
}

/** A run of a SAN: letters as written, or a piece where a figurine can stand for its letter. */
export type SanPart = { text: string } | { role: Role; letter: string };

const PIECE_LETTERS: Readonly<Record<string, Role>> = { K: "king", Q: "queen", R: "rook", B: "bishop", N: "knight" };

/**
 * A SAN cut where its piece letters are: the moving piece's first letter
 * and a promotion's piece ("Nxe5+" → knight, "xe5+"; "e8=Q#" → "e8=",
 * queen, "#"). Castling and pawn moves have none.
 */
export function sanParts(san: string): SanPart[] {
  const parts: SanPart[] = [];
  let text = "";
  [...san].forEach((c, i) => {
    const role = PIECE_LETTERS[c];
    if (role && (i === 0 || san[i - 1] === "=")) {
      if (text) parts.push({ text });
      text = "";
      parts.push({ role, letter: c });
    } else text += c;
  });
  if (text) parts.push({ text });
  return parts;
}
