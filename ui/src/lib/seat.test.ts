import { describe, expect, it } from "vitest";
import type { GameView, VerdictReason } from "./bindings";
import { passSeat } from "./seat";

const view = (turn: "white" | "black", reason: VerdictReason | null, moves = 7) =>
  ({ turn, moves: Array.from({ length: moves }), verdict: reason && { result: "1-0", reason } }) as unknown as GameView;

describe("passSeat", () => {
  it("is the side to move while the game goes on", () => {
    expect(passSeat(view("black", null))).toBe("black");
    expect(passSeat(view("white", null, 0))).toBe("white");
  });

  it.each<VerdictReason>(["checkmate", "stalemate", "threefold_repetition", "fifty_move", "insufficient_material", "third_check", "king_exploded"])(
    "stays with the player whose move gave the verdict (%s)",
    (reason) => expect(passSeat(view("black", reason))).toBe("white"),
  );

  it.each<VerdictReason>(["resignation", "time_out", "time_out_insufficient_material", "agreement"])(
    "stays with the side to move when no move gave the verdict (%s)",
    (reason) => expect(passSeat(view("black", reason))).toBe("black"),
  );
});
