import { describe, expect, it, vi } from "vitest";
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

describe("Clocks' low-time tick (issue 13)", () => {
  it("calls onlow once for each whole second a running clock shows under its low mark", async () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "performance"] });
    try {
      const onlow = vi.fn();
      const low: ClockView = { ...running, blackMs: 5_500 }; // a 3-minute game: low under 18 s
      render(Clocks, { clock: low, since: performance.now(), onlow });
      await vi.advanceTimersByTimeAsync(100);
      expect(onlow).toHaveBeenCalledTimes(1); // 5.4 s: the sixth second
      await vi.advanceTimersByTimeAsync(1000);
      expect(onlow).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(3000);
      expect(onlow).toHaveBeenCalledTimes(5);
    } finally {
      vi.useRealTimers();
    }
  });

  it("stays silent above the mark and for a paused clock", async () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "performance"] });
    try {
      const onlow = vi.fn();
      render(Clocks, { clock: running, since: performance.now(), onlow });
      render(Clocks, { clock: { ...running, blackMs: 5_000, paused: true }, since: performance.now(), onlow });
      await vi.advanceTimersByTimeAsync(2000);
      expect(onlow).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
