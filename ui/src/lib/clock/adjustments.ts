// Where a clock adjustment of the game's record was made, and the clocks
// after it, for the archive's replay. The adjustment's words and the move
// it followed come from the Rust side.
import type { AdjustmentView } from "../bindings";
import { m } from "../words/catalogue";
import { moveLabel } from "../words/notation";
import { formatClock } from "./display";

/** "after 12… Nf6", or "before the first move". */
export function adjustmentPlace(view: Pick<AdjustmentView, "afterNumber" | "afterSan">): string {
  const { afterNumber, afterSan } = view;
  return afterNumber !== null && afterSan !== null
    ? m.after_move({ move: moveLabel(afterNumber, afterSan) })
    : m.adjustment_before_first_move();
}

/** Both clocks after it: "White 4:59 · Black 5:15". */
export function clocksAfter(view: Pick<AdjustmentView, "whiteMs" | "blackMs">): string {
  return m.adjustment_clocks_after({ white: formatClock(view.whiteMs), black: formatClock(view.blackMs) });
}
