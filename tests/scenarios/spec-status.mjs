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
    default:
      throw new Error(`no status text for the verdict ${JSON.stringify(verdict)}`);
  }
}

/** The status line of a live game's view ({verdict, turn, check}). */
export function specStatus(view) {
  if (view.verdict) return specVerdict(view.verdict);
  return `${view.turn === "white" ? "White" : "Black"} to move${view.check ? " — check" : ""}`;
}
