// The coordinates drawn on the board's edge squares: files along the near
// rank, ranks along the near file and, face to face, the same again for the
// far player along their edges.
import type { Square } from "../bindings";

/** The labels one square carries (null: none on it). */
export interface SquareCoords {
  file: string | null;
  rank: string | null;
  /** Turned toward the far player (face to face). */
  farFile: string | null;
  farRank: string | null;
  /** Labels for both seats: the near ranks move down a corner so no corner holds two. */
  twoSided: boolean;
}

/**
 * The labels of `square`, drawn at display row `row` and column `column`
 * (0-7, from the top left as the board is seen); null when it has none.
 */
export function coordsOf(square: Square, row: number, column: number, shown: boolean, faceToFace: boolean): SquareCoords | null {
  if (!shown) return null;
  const file = row === 7 ? square[0]! : null;
  const rank = column === 0 ? square[1]! : null;
  const farFile = faceToFace && row === 0 ? square[0]! : null;
  const farRank = faceToFace && column === 7 ? square[1]! : null;
  if (!file && !rank && !farFile && !farRank) return null;
  return { file, rank, farFile, farRank, twoSided: faceToFace };
}
