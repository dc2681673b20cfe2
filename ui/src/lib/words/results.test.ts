import { describe, expect, it } from "vitest";
import { recordedStatus, recordedText } from "./results";

describe("recordedText", () => {
  it.each([
    ["1-0", undefined, "White won"],
    ["0-1", "time forfeit", "Black won on time"],
    ["1/2-1/2", null, "Draw"],
    ["1-0", "adjudication", "White won by adjudication"],
    ["0-1", "normal", "Black won"],
    ["0-1", "something else", "Black won"],
  ] as const)("%s %s → %s", (result, termination, text) => expect(recordedText(result, termination)).toBe(text));
});

describe("recordedStatus", () => {
  it.each([
    [{ winner: "black" as const, termination: "time forfeit" }, "Recorded — Black won on time"],
    [{ winner: "white" as const }, "Recorded — White won"],
    [{ winner: null }, "Recorded — Draw"],
  ])("%o → %s", (end, text) => expect(recordedStatus(end)).toBe(text));
});
