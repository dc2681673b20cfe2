// The board the Rust side sends (each side's squares by kind) as the board
// draws it: a piece per square.
import type { Board, Color, Piece, Role, Square } from "../bindings";

const COLORS: readonly Color[] = ["white", "black"];
const ROLES: readonly Role[] = ["king", "queen", "rook", "bishop", "knight", "pawn"];

// One object per kind of piece: a square whose piece did not change keeps an
// identical value, so Svelte skips it when a new view arrives.
const KINDS = new Map<string, Piece>(
  COLORS.flatMap((color) => ROLES.map((role) => [`${color}-${role}`, { color, role }] as const)),
);

/** The piece of `color` and `role`, the same object every time. */
export function pieceOf(color: Color, role: Role): Piece {
  return KINDS.get(`${color}-${role}`)!;
}

/** Every piece of `board` by its square. */
export function piecesBySquare(board: Board): Map<Square, Piece> {
  const out = new Map<Square, Piece>();
  for (const color of COLORS) {
    for (const role of ROLES) for (const square of board[color][role]) out.set(square, pieceOf(color, role));
  }
  return out;
}
