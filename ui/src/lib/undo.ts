// What the Undo control says (issue 11, item 11). The Rust side tells what
// Undo would take back (SPEC section 2: a resignation or an agreement by
// itself, a time-out together with the last move); this only words it.
import type { Color, UndoView } from "./bindings";
import { moveLabel } from "./words/notation";

const NAME: Record<Color, string> = { white: "White", black: "Black" };

/** A label's words keep their hyphens inside: "O‑O" and "time‑out" never break across lines (U+2011). */
const unbroken = (text: string) => text.replaceAll("-", "\u2011");

/** The button's short text ("Undo Nf3") and the full sentence (its description). */
export function undoText(undo: UndoView | null, reviewing = false, recorded = false): { short: string; sentence: string } {
  if (reviewing) return { short: "Undo", sentence: "Undo is off while reviewing: go back to the game first." };
  if (recorded) return { short: "Undo", sentence: "Undo is off: the recorded game is kept as it is, and a move plays on in a new game." };
  if (!undo) return { short: "Undo", sentence: "Nothing to undo." };
  switch (undo.kind) {
    case "move":
      return {
        short: `Undo ${unbroken(undo.san)}`,
        sentence: `Undo takes back ${NAME[undo.color]}'s move ${moveLabel(undo, undo.san)}.`,
      };
    case "resignation":
      // "resignation" alone was drawn at 8 px in a narrow column (issue 26 item 13).
      return {
        short: "Undo resign",
        sentence: `Undo takes back ${NAME[undo.color]}'s resignation; the moves stay.`,
      };
    case "agreement":
      return { short: "Undo draw", sentence: "Undo takes back the agreed draw; the moves stay." };
    case "timeout": {
      const last =
        undo.san !== null && undo.number !== null && undo.mover !== null
          ? ` and ${moveLabel({ number: undo.number, color: undo.mover }, undo.san)}, with both clocks as they were before it`
          : "";
      return {
        short: unbroken(undo.san !== null ? `Undo time-out and ${undo.san}` : "Undo time-out"),
        sentence: `Undo takes back ${NAME[undo.color]}'s time-out${last}.`,
      };
    }
  }
}
