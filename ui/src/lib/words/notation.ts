// How a move is named to the players: its number and SAN, as the Rust side
// numbers it (a game from a FEN at move 80 with Black to move starts
// "80… Ra2"). The one place the "N." / "N…" label is made.
import type { MoveNumber } from "../bindings";
import { m } from "../paraglide/messages.js";

/** "12. Nf6" for White's move, "12… Nf6" for Black's. */
export function moveLabel(numbered: MoveNumber, san: string): string {
  return m.move_label({ number: numbered.number, side: numbered.color, san });
}

/** "White", "Black". */
export function sideName(side: MoveNumber["color"]): string {
  return m.side_name({ side });
}
