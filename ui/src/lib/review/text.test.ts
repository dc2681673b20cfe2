import { describe, expect, it } from "vitest";
import { lastMoveLabel, reviewText, statusLine } from "./text";
import { fixtures } from "../../test/ipc";
import { specStatus } from "../../../../tests/scenarios/spec-status.mjs";

describe("lastMoveLabel", () => {
  it("names the move that led to a position, none at the start", () => {
    expect(lastMoveLabel({ lastSan: "Kg1", lastNumber: { number: 81, color: "white" } })).toBe("81. Kg1");
    expect(lastMoveLabel({ lastSan: null, lastNumber: null })).toBeNull();
  });
});

describe("reviewText", () => {
  it.each([
    [24, 40, "12… Nf6", "Reviewing: after 12… Nf6 — ply 24 of 40"],
    [1, 4, "1. f3", "Reviewing: after 1. f3 — ply 1 of 4"],
    [0, 40, null, "Reviewing: the start position — ply 0 of 40"],
    [2, 2, "81. Kg1", "Reviewing: after 81. Kg1 — ply 2 of 2"],
  ])("ply %i of %i (%s)", (ply, total, after, want) => {
    expect(reviewText(ply, total, after)).toBe(want);
  });
});

describe("statusLine", () => {
  const live = fixtures.afterE4;
  it("says the live game's status, or nothing before the game is read", () => {
    expect(statusLine(live, null)).toBe(specStatus(live));
    expect(statusLine(null, null)).toBe("");
  });
  it("says the reviewed position", () => {
    expect(statusLine(live, { position: { ...fixtures.start, lastNumber: null, lastSan: null } })).toBe("Start position: White to move");
    expect(statusLine(live, { position: { ...live, lastNumber: { number: 1, color: "white" }, lastSan: "e4", check: true } })).toBe(
      "After 1. e4: Black to move — check",
    );
  });
  it("says a finished record's result, until a review", () => {
    const recorded = { ...live, recorded: { winner: "black" as const, termination: "time forfeit" } };
    expect(statusLine(recorded, null)).toBe("Recorded — Black won on time");
    expect(statusLine(recorded, { position: { ...live, lastNumber: { number: 1, color: "white" }, lastSan: "e4" } })).toBe(
      "After 1. e4: Black to move",
    );
  });
});
