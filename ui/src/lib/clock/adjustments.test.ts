import { describe, expect, it } from "vitest";
import { adjustmentPlace, clocksAfter } from "./adjustments";

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
