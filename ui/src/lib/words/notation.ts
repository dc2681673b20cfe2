// How a move is named to the players: its number and SAN, as the Rust side
// numbers it (a game from a FEN at move 80 with Black to move starts
// "80… Ra2"). The one place the "N." / "N…" label is made.
import type { MoveNumber } from "../bindings";

/** "12. Nf6" for White's move, "12… Nf6" for Black's. */
export function moveLabel(numbered: MoveNumber, san: string): string {
  return `${numbered.number}${numbered.color === "white" ? "." : "…"} ${san}`;
}
