import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/svelte";
import Clocks from "./Clocks.svelte";
import type { ClockView } from "../lib/bindings";

const running: ClockView = {
  control: { whiteMs: 180_000, blackMs: 180_000, perMove: { kind: "fischer", ms: 2000 } },
  whiteMs: 180_000,
  blackMs: 178_000,
  running: "black",
  paused: false,
  delayMs: 0,
};

describe("Clocks", () => {
  it("a clock shown after the reading arrived counts from the arrival, not from its own first frame", () => {
    // Black's copy face to face appears when the seats change, 40 s after the last move's reading.
    render(Clocks, { clock: running, since: performance.now() - 40_000, copy: true });
    expect(screen.getByTestId("clock-black-copy").textContent).toMatch(/2:1[78]/); // 178 s less 40
    expect(screen.getByTestId("clock-black-copy").textContent).not.toContain("2:58");
    expect(screen.getByTestId("clock-white-copy").textContent).toContain("3:00");
  });

  it("a paused clock shows its reading whenever it arrived", () => {
    render(Clocks, { clock: { ...running, paused: true }, since: performance.now() - 40_000 });
    expect(screen.getByTestId("clock-black").textContent).toContain("2:58");
  });
});

describe("Clocks' stage counter (issue 13)", () => {
  it("shows each side's moves in a stage that ends after a number of them, and says it", () => {
    render(Clocks, {
      clock: {
        ...running,
        stages: {
          white: { stage: 0, movesMade: 12, movesToNextStage: 28 },
          black: { stage: 1, movesMade: 3, movesToNextStage: null },
        },
      },
    });
    expect(screen.getByTestId("stage-white").textContent).toBe("12/40");
    expect(screen.queryByTestId("stage-black")).toBeNull();
    expect(screen.getByTestId("clock-white").getAttribute("aria-label")).toBe("White: 3 minutes, move 12/40 of this stage");
  });

  it("shows none for a control without stages", () => {
    render(Clocks, { clock: running });
    expect(screen.queryByTestId("stage-white")).toBeNull();
  });
});
