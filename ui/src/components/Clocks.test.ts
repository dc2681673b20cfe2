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
