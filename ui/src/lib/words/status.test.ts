import { describe, expect, it } from "vitest";
import type { Color, VerdictReason } from "../bindings";
import { specVerdict } from "../../../../tests/scenarios/spec-status.mjs";
import { statusText } from "./status";

// Every verdict's status line against the contract's words (SPEC §5 and
// issue 29's for the variants), for each winner it can have.
const WINS: VerdictReason[] = [
  "checkmate", "resignation", "time_out",
  "third_check", "king_in_centre", "king_exploded", "king_reached_eighth_rank", "no_pieces_left", "no_moves_left", "horde_destroyed",
];
const DRAWS: VerdictReason[] = [
  "stalemate", "insufficient_material", "fifty_move", "threefold_repetition", "agreement", "time_out_insufficient_material", "both_kings_reached_eighth_rank",
];

describe("statusText", () => {
  it.each(WINS.flatMap((reason) => (["white", "black"] as Color[]).map((winner) => [reason, winner] as const)))(
    "%s won by %s is worded as the contract says",
    (reason, winner) => {
      const verdict = { reason, winner, result: winner === "white" ? "1-0" : "0-1" } as const;
      expect(statusText({ verdict, turn: "white", check: false })).toBe(specVerdict(verdict));
    },
  );

  it.each(DRAWS)("%s is worded as the contract says", (reason) => {
    const verdict = { reason, winner: null, result: "1/2-1/2" } as const;
    expect(statusText({ verdict, turn: "white", check: false })).toBe(specVerdict(verdict));
  });

  it("names the variants' ends in plain words", () => {
    expect(statusText({ verdict: { reason: "horde_destroyed", winner: "black", result: "0-1" }, turn: "white", check: false })).toBe(
      "Horde destroyed — Black wins",
    );
    expect(statusText({ verdict: { reason: "both_kings_reached_eighth_rank", winner: null, result: "1/2-1/2" }, turn: "white", check: false })).toBe(
      "Both kings reached the eighth rank — draw",
    );
  });
});
