import { describe, expect, it } from "vitest";
import { evalText, number } from "./numbers";

describe("numbers as the players read them", () => {
  it("groups counts", () => {
    expect(number(10000)).toBe("10,000");
  });

  it("says an evaluation in pawns with its sign, or a mate in moves", () => {
    expect(evalText({ cp: 35 })).toBe("+0.35");
    expect(evalText({ cp: -120 })).toBe("−1.20");
    expect(evalText({ cp: 0 })).toBe("0.00");
    expect(evalText({ mate: 3 })).toBe("#3");
    expect(evalText({ mate: -2 })).toBe("#−2");
  });
});
