import { describe, expect, it } from "vitest";
import type { Adjustment } from "../bindings";
import { adjustmentPlace, adjustmentText, clocksAfter } from "./adjustments";

describe("adjustmentText", () => {
  it.each<[Adjustment, string]>([
    [{ kind: "give", to: "black", ms: 15_000 }, "+15 s to Black"],
    [{ kind: "give", to: "white", ms: 2_500 }, "+2.5 s to White"],
    [{ kind: "setTime", color: "white", ms: 299_000 }, "White's clock set to 4:59"],
    [{ kind: "setTime", color: "black", ms: 5_400_000 }, "Black's clock set to 1:30:00"],
    [{ kind: "setStageMoves", color: "white", made: 12 }, "White's moves in this stage set to 12"],
  ])("%j → %s", (adjustment, text) => {
    expect(adjustmentText(adjustment)).toBe(text);
  });
});

describe("adjustmentPlace", () => {
  it("names the move it followed as the Rust side numbers it", () => {
    expect(adjustmentPlace({ afterNumber: { number: 80, color: "black" }, afterSan: "Ra2" })).toBe("after 80… Ra2");
    expect(adjustmentPlace({ afterNumber: { number: 1, color: "white" }, afterSan: "e4" })).toBe("after 1. e4");
    expect(adjustmentPlace({ afterNumber: null, afterSan: null })).toBe("before the first move");
  });

  it("says both clocks after it", () => {
    expect(clocksAfter({ whiteMs: 299_000, blackMs: 315_000 })).toBe("White 4:59 · Black 5:15");
  });
});
