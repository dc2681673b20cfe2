// Who sits at the bottom of the board when the players pass the device.
import type { Color, GameView, VerdictReason } from "./bindings";

/** Verdicts a player gives (or the clock), not a move: the board has not turned for them. */
const WITHOUT_A_MOVE: readonly VerdictReason[] = ["resignation", "time_out", "time_out_insufficient_material", "agreement"];

/**
 * The side to move sits at the bottom; after a verdict a move gave (mate,
 * a draw by rule, a variant's win) the player who made it stays there: nobody
 * is to move, and the board does not turn once more under the winner's hand.
 */
export function passSeat(view: Pick<GameView, "turn" | "verdict" | "moves">): Color {
  const byMove = view.verdict !== null && view.moves.length > 0 && !WITHOUT_A_MOVE.includes(view.verdict.reason);
  if (!byMove) return view.turn;
  return view.turn === "white" ? "black" : "white";
}
