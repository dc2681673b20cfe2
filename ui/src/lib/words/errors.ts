// The sentence a player reads when a command fails. The Rust side sends the
// error's kind and the facts (what did not happen, the rules' reason); the
// words around them are made here, once, for every screen.
import type { CommandError } from "../bindings";
import { m } from "../paraglide/messages.js";

/**
 * "the game is over (…)" → "The game is over (…)": a notice starts as a
 * sentence does, unless it starts with a move or a square ("e2e5 is not a
 * legal move", "a8 needs a promotion piece"), which keeps its own case.
 */
function sentence(text: string): string {
  const first = text.split(/\s/, 1)[0] ?? "";
  return /^[a-z]+$/.test(first) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

function isCommandError(err: unknown): err is CommandError {
  return !!err && typeof err === "object" && "kind" in err && "message" in err && typeof err.message === "string";
}

/** What the page says for `err`: a command's error, or anything else a call threw. */
export function errorText(err: unknown): string {
  if (isCommandError(err)) {
    switch (err.kind) {
      // The message is what did not happen ("the move was not made"): the same action works once there is room.
      case "disk_full":
        return m.error_disk_full({ message: err.message });
      case "read_only":
        return m.error_read_only({ message: err.message });
      default:
        return sentence(err.message);
    }
  }
  if (err && typeof err === "object" && "message" in err && typeof err.message === "string") return sentence(err.message);
  if (typeof err === "string") return sentence(err);
  return m.error_unknown();
}
