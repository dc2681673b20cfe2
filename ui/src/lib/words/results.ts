// How a game ended, in the players' words, where the rules' verdict is not
// the whole story: a result recorded in an imported game (resigned, agreed,
// flagged or adjudicated on paper), in the archive's rows and on the status
// line of a record being looked at.
import type { Color, RecordedEnd } from "../bindings";

/** A recorded PGN result. */
export type RecordedResult = "1-0" | "0-1" | "1/2-1/2";

const BY_RESULT: Record<RecordedResult, string> = {
  "1-0": "White won",
  "0-1": "Black won",
  "1/2-1/2": "Draw",
};

/** How a recorded game ended, after its result, by PGN's `Termination` values. */
const BY_TERMINATION: Record<string, string> = {
  "time forfeit": " on time",
  adjudication: " by adjudication",
  abandoned: ", game abandoned",
  "rules infraction": ", rules infraction",
  death: ", a player died",
  emergency: ", emergency",
};

/** "Black won", "White won on time", "Draw": a recorded result and its `Termination`. */
export function recordedText(result: RecordedResult, termination?: string | null): string {
  return BY_RESULT[result] + (BY_TERMINATION[termination ?? ""] ?? "");
}

const RESULT_OF: Record<Color, RecordedResult> = { white: "1-0", black: "0-1" };

/** The status line while the board shows a finished record's last position: "Recorded — Black won on time". */
export function recordedStatus(end: RecordedEnd): string {
  return `Recorded — ${recordedText(end.winner ? RESULT_OF[end.winner] : "1/2-1/2", end.termination)}`;
}

/** Said when a move at a finished record's end starts a game of the players' own. */
export const PLAYED_ON_FROM_RECORD = "A new game from this position: the recorded game stays in Games.";
