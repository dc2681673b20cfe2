// The status line's exact texts (SPEC section 5, and the verdicts the app
// adds to it: resignation, time-out, agreement), as the tests expect them
// from a view's facts. The page words them in its catalogue
// (ui/messages/en.json); this is the contract it is checked against.

/**
 * The status line for `verdict` ({result, reason, winner}). Self-contained:
 * the Chromium mock runs its source in the page (tests/browser/support/ipc.ts).
 */
export function specVerdict(verdict) {
  const SIDE = { white: "White", black: "Black" };
  const OTHER = { white: "Black", black: "White" };
  const w = SIDE[verdict.winner];
  switch (verdict.reason) {
    case "checkmate":
      return `Checkmate — ${w} wins`;
    case "resignation":
      return `${OTHER[verdict.winner]} resigns — ${w} wins`;
    case "time_out":
      return `Time out — ${w} wins`;
    case "stalemate":
      return "Stalemate — draw";
    case "fifty_move":
      return "Draw — fifty-move rule";
    case "threefold_repetition":
      return "Draw — threefold repetition";
    case "insufficient_material":
      return "Draw — insufficient material";
    case "agreement":
      return "Draw — agreement";
    case "time_out_insufficient_material":
      return "Draw — time out with insufficient material";
    // The variants' own ends (issue 29's words).
    case "third_check":
      return `Third check — ${w} wins`;
    case "king_in_centre":
      return `King in the centre — ${w} wins`;
    case "king_exploded":
      return `King exploded — ${w} wins`;
    case "king_reached_eighth_rank":
      return `King reached the eighth rank — ${w} wins`;
    case "both_kings_reached_eighth_rank":
      return "Both kings reached the eighth rank — draw";
    case "no_pieces_left":
      return `No pieces left — ${w} wins`;
    case "no_moves_left":
      return `No moves left — ${w} wins`;
    case "horde_destroyed":
      return `Horde destroyed — ${w} wins`;
    default:
      throw new Error(`no status text for the verdict ${JSON.stringify(verdict)}`);
  }
}

/** The status line of a live game's view ({verdict, turn, check}). */
export function specStatus(view) {
  if (view.verdict) return specVerdict(view.verdict);
  return `${view.turn === "white" ? "White" : "Black"} to move${view.check ? " — check" : ""}`;
}
