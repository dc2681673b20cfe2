// What the Undo control says (issue 11, item 11). The Rust side tells what
// Undo would take back (SPEC section 2: a resignation or an agreement by
// itself, a time-out together with the last move); this only words it.
import type { UndoView } from "./bindings";
import { m } from "./words/catalogue";
import { moveLabel } from "./words/notation";

/** A label's words keep their hyphens inside: "O‑O" and "time‑out" never break across lines (U+2011). */
const unbroken = (text: string) => text.replaceAll("-", "\u2011");

/** The move a time-out's undo takes back with it, as the move list writes it. */
function lastMove(undo: Extract<UndoView, { kind: "timeout" }>): string | null {
  return undo.san !== null && undo.number !== null && undo.mover !== null
    ? moveLabel({ number: undo.number, color: undo.mover }, undo.san)
    : null;
}

/** The button's short text ("Undo Nf3"), the full sentence (its description) and the move the short text names. */
export function undoText(
  undo: UndoView | null,
  reviewing = false,
  recorded = false,
): { short: string; sentence: string; san?: string } {
  if (reviewing) return { short: m.undo(), sentence: m.undo_off_reviewing() };
  if (recorded) return { short: m.undo(), sentence: m.undo_off_recorded() };
  if (!undo) return { short: m.undo(), sentence: m.undo_nothing() };
  switch (undo.kind) {
    case "move":
      return {
        short: m.undo_move_short({ san: unbroken(undo.san) }),
        sentence: m.undo_move({ side: undo.color, move: moveLabel(undo, undo.san) }),
        san: unbroken(undo.san),
      };
    case "resignation":
      // "resignation" alone was drawn at 8 px in a narrow column (issue 26 item 13).
      return { short: m.undo_resignation_short(), sentence: m.undo_resignation({ side: undo.color }) };
    case "agreement":
      return { short: m.undo_agreement_short(), sentence: m.undo_agreement() };
    case "timeout": {
      const move = lastMove(undo);
      return {
        short: unbroken(undo.san !== null ? m.undo_time_out_and_move_short({ san: undo.san }) : m.undo_time_out_short()),
        sentence: move ? m.undo_time_out_and_move({ side: undo.color, move }) : m.undo_time_out({ side: undo.color }),
        ...(undo.san !== null ? { san: unbroken(undo.san) } : {}),
      };
    }
  }
}

/** What is announced once Undo took `undo` back. */
export function undoneText(undo: UndoView | null): string {
  if (!undo) return m.said_move_taken_back();
  switch (undo.kind) {
    case "move":
      return m.undone_move({ side: undo.color, move: moveLabel(undo, undo.san) });
    case "resignation":
      return m.undone_resignation({ side: undo.color });
    case "agreement":
      return m.undone_agreement();
    case "timeout": {
      const move = lastMove(undo);
      return move ? m.undone_time_out_and_move({ side: undo.color, move }) : m.undone_time_out({ side: undo.color });
    }
  }
}
