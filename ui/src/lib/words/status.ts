// The status line (SPEC section 5) from the Rust side's facts: whose turn,
// check, and the typed verdict. The one place it is worded.
import type { Color, Verdict } from "../bindings";
import { m } from "./catalogue";

/** "White to move", "Black to move — check". */
export function toMoveText(turn: Color, check: boolean): string {
  return m.status_to_move({ side: turn, check: check ? "yes" : "no" });
}

/** "Checkmate — Black wins", "Stalemate — draw", "White resigns — Black wins"… */
export function verdictText(verdict: Verdict): string {
  const winner = verdict.winner ?? "white";
  switch (verdict.reason) {
    case "checkmate":
      return m.status_checkmate({ winner });
    case "resignation":
      return m.status_resignation({ winner });
    case "time_out":
      return m.status_time_out({ winner });
    case "stalemate":
      return m.status_stalemate();
    case "fifty_move":
      return m.status_fifty_move();
    case "threefold_repetition":
      return m.status_threefold_repetition();
    case "insufficient_material":
      return m.status_insufficient_material();
    case "agreement":
      return m.status_agreement();
    case "time_out_insufficient_material":
      return m.status_time_out_insufficient_material();
    case "both_kings_reached_eighth_rank":
      return m.status_both_kings_reached_eighth_rank();
    case "third_check":
      return m.status_third_check({ winner });
    case "king_in_centre":
      return m.status_king_in_centre({ winner });
    case "king_exploded":
      return m.status_king_exploded({ winner });
    case "king_reached_eighth_rank":
      return m.status_king_reached_eighth_rank({ winner });
    case "no_pieces_left":
      return m.status_no_pieces_left({ winner });
    case "no_moves_left":
      return m.status_no_moves_left({ winner });
    case "horde_destroyed":
      return m.status_horde_destroyed({ winner });
  }
}

/** The live game's status line: its verdict, or whose turn it is. */
export function statusText(view: { verdict: Verdict | null; turn: Color; check: boolean }): string {
  return view.verdict ? verdictText(view.verdict) : toMoveText(view.turn, view.check);
}
