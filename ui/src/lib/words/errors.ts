// The sentence a player reads when a command fails. The Rust side sends the
// error's kind and its facts (what did not happen, why a request is refused,
// the move and what is wrong with it, the verdict, what is wrong with a FEN,
// a PGN or a file); the words are made here, once, for every screen. Kinds a
// player's own actions cannot cause (a malformed request, a square name the
// page never sends, a game deleted meanwhile, a broken invariant) keep the
// Rust side's English message.
import type { CommandError, Failed, Refusal } from "../bindings";
import { m } from "./catalogue";
import { fenProblemText, fileProblemText, pgnProblemText, skippedGameText } from "./import-errors";
import { refusedMoveText } from "./notation";
import { verdictText } from "./status";

/**
 * "the game is over (…)" → "The game is over (…)": a notice starts as a
 * sentence does, unless it starts with a move or a square ("e2e5 is not a
 * legal move", "a8 needs a promotion piece"), which keeps its own case.
 */
function sentence(text: string): string {
  const first = text.split(/\s/, 1)[0] ?? "";
  // A word of lower-case letters in any script ("the", "não", "l’abandon"); "e2e5" has digits.
  return /^[\p{Ll}’']+$/u.test(first) ? text.charAt(0).toLocaleUpperCase() + text.slice(1) : text;
}

function isCommandError(err: unknown): err is CommandError {
  return !!err && typeof err === "object" && "kind" in err && "message" in err && typeof err.message === "string";
}

/** What did not happen when the store failed: "the move was not made". */
export function failedText(failed: Failed): string {
  switch (failed) {
    case "move":
      return m.failed_move();
    case "take_back":
      return m.failed_take_back();
    case "verdict_take_back":
      return m.failed_verdict_take_back();
    case "time_out":
      return m.failed_time_out();
    case "resignation":
      return m.failed_resignation();
    case "draw_answer":
      return m.failed_draw_answer();
    case "draw_offer":
      return m.failed_draw_offer();
    case "pause":
      return m.failed_pause();
    case "resume":
      return m.failed_resume();
    case "adjustment":
      return m.failed_adjustment();
    case "clocks":
      return m.failed_clocks();
    case "new_game":
      return m.failed_new_game();
    case "import":
      return m.failed_import();
    case "import_all":
      return m.failed_import_all();
    case "settings":
      return m.failed_settings();
    case "read_archive":
      return m.failed_read_archive();
    case "delete":
      return m.failed_delete();
    case "restore":
      return m.failed_restore();
    case "export":
      return m.failed_export();
    case "analysis":
      return m.failed_analysis();
  }
}

/** Why a well-formed request is not allowed now. */
function refusalText(refusal: Refusal): string {
  switch (refusal) {
    case "paused":
      return m.refusal_paused();
    case "no_offer":
      return m.refusal_no_offer();
    case "not_timed":
      return m.refusal_not_timed();
    case "not_paused":
      return m.refusal_not_paused();
    case "current_game":
      return m.refusal_current_game();
    case "finished_record":
      return m.refusal_finished_record();
    case "not_finished":
      return m.refusal_not_finished();
    case "no_storage":
      return m.refusal_no_storage();
    case "import_running":
      return m.refusal_import_running();
    case "game_in_progress":
      return m.refusal_game_in_progress();
    case "engine_variant":
      return m.refusal_engine_variant();
  }
}

function commandErrorText(err: CommandError): string {
  switch (err.kind) {
    case "illegal_move":
    case "invalid_move":
      return err.refused ? refusedMoveText(err.refused) : sentence(err.message);
    case "game_over":
      return m.error_game_over({ verdict: verdictText(err.verdict) });
    case "nothing_to_undo":
      return m.error_nothing_to_undo();
    case "not_allowed":
      return refusalText(err.refusal);
    case "storage":
      return sentence(m.error_storage({ failed: failedText(err.failed), cause: err.cause }));
    // What did not happen ("the move was not made"): the same action works once there is room.
    case "disk_full":
      return m.error_disk_full({ failed: failedText(err.failed) });
    case "read_only":
      return m.error_read_only({ failed: failedText(err.failed) });
    case "invalid_fen":
      return fenProblemText(err.fen);
    case "invalid_pgn":
      return err.game === undefined ? pgnProblemText(err.pgn) : skippedGameText({ game: err.game, pgn: err.pgn });
    case "invalid_file":
      return fileProblemText(err.file);
    case "engine_unusable":
      return m.error_engine_unusable({ name: err.engine.name, reason: m.engine_fault({ fault: err.engine.fault }) });
    case "invalid_square":
    case "bad_request":
    case "not_found":
    case "internal":
      return sentence(err.message);
  }
}

/** What the page says for `err`: a command's error, or anything else a call threw. */
export function errorText(err: unknown): string {
  if (isCommandError(err)) return commandErrorText(err);
  if (err && typeof err === "object" && "message" in err && typeof err.message === "string") return sentence(err.message);
  if (typeof err === "string") return sentence(err);
  return m.error_unknown();
}
