// How a game ended, in the players' words, where the rules' verdict is not
// the whole story: a result recorded in an imported game (resigned, agreed,
// flagged or adjudicated on paper), in the archive's rows and on the status
// line of a record being looked at.
import type { Color, RecordedEnd } from "../bindings";
import { m } from "./catalogue";

/** A recorded PGN result. */
export type RecordedResult = "1-0" | "0-1" | "1/2-1/2";

const WINNER: Record<RecordedResult, "white" | "black" | "draw"> = { "1-0": "white", "0-1": "black", "1/2-1/2": "draw" };

/** PGN's `Termination` values that say more than the result ("time forfeit" → `time_forfeit`). */
const TERMINATIONS = new Set(["time forfeit", "adjudication", "abandoned", "rules infraction", "death", "emergency"]);

/** "Black won", "White won on time", "Draw": a recorded result and its `Termination`. */
export function recordedText(result: RecordedResult, termination?: string | null): string {
  const known = termination && TERMINATIONS.has(termination) ? termination.replace(" ", "_") : "other";
  return m.recorded_result({ result: WINNER[result], termination: known });
}

const RESULT_OF: Record<Color, RecordedResult> = { white: "1-0", black: "0-1" };

/** The status line while the board shows a finished record's last position: "Recorded — Black won on time". */
export function recordedStatus(end: RecordedEnd): string {
  return m.status_recorded({ result: recordedText(end.winner ? RESULT_OF[end.winner] : "1/2-1/2", end.termination) });
}

