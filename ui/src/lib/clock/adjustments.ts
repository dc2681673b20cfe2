// A clock adjustment of the game's record in words, for the archive's
// replay. Where it was made comes numbered from the Rust side.
import type { Adjustment, AdjustmentView, Color } from "../bindings";
import { moveLabel } from "../review/text";
import { formatClock } from "./display";

const NAMES: Record<Color, string> = { white: "White", black: "Black" };

/** "+15 s to Black", "White's clock set to 4:59", "White's moves in this stage set to 12". */
export function adjustmentText(adjustment: Adjustment): string {
  switch (adjustment.kind) {
    case "give": {
      const seconds = adjustment.ms % 1000 === 0 ? String(adjustment.ms / 1000) : (adjustment.ms / 1000).toFixed(1);
      return `+${seconds} s to ${NAMES[adjustment.to]}`;
    }
    case "setTime":
      return `${NAMES[adjustment.color]}'s clock set to ${formatClock(adjustment.ms)}`;
    case "setStageMoves":
      return `${NAMES[adjustment.color]}'s moves in this stage set to ${adjustment.made}`;
  }
}

/** "after 12… Nf6", or "before the first move". */
export function adjustmentPlace(view: Pick<AdjustmentView, "afterNumber" | "afterSan">): string {
  const { afterNumber, afterSan } = view;
  return afterNumber !== null && afterSan !== null ? `after ${moveLabel(afterNumber, afterSan)}` : "before the first move";
}

/** Both clocks after it: "White 4:59 · Black 5:15". */
export function clocksAfter(view: Pick<AdjustmentView, "whiteMs" | "blackMs">): string {
  return `White ${formatClock(view.whiteMs)} · Black ${formatClock(view.blackMs)}`;
}
