import { describe, expect, it } from "vitest";
import { undoText } from "./undo";

describe("undoText (issue 11, item 11)", () => {
  it("names the move, the resignation, the agreement or the time-out and its move", () => {
    expect(undoText({ kind: "move", san: "Nf3", number: 2, color: "white" })).toEqual({
      short: "Undo Nf3",
      sentence: "Undo takes back White's move 2. Nf3.",
      san: "Nf3",
    });
    expect(undoText({ kind: "resignation", color: "black" }).short).toBe("Undo resign");
    expect(undoText({ kind: "agreement" }).short).toBe("Undo draw");
    const timeout = undoText({ kind: "timeout", color: "white", san: "e5", number: 1, mover: "black" });
    expect(timeout.short).toBe("Undo time\u2011out and e5");
    expect(timeout.san).toBe("e5");
    expect(undoText({ kind: "move", san: "O-O-O+", number: 9, color: "black" }).short).toBe("Undo O\u2011O\u2011O+");
    expect(timeout.sentence).toBe(
      "Undo takes back White's time-out and 1… e5, with both clocks as they were before it.",
    );
  });
  it("says plain Undo with nothing to undo and while reviewing", () => {
    expect(undoText(null).short).toBe("Undo");
    expect(undoText({ kind: "move", san: "e4", number: 1, color: "white" }, true).short).toBe("Undo");
  });
});
