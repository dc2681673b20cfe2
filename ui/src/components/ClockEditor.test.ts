import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/svelte";
import ClockEditor from "./ClockEditor.svelte";
import type { Adjustment, ClockView } from "../lib/bindings";

const paused: ClockView = {
  control: { whiteMs: 5_400_000, blackMs: 5_400_000, perMove: { kind: "fischer", ms: 30_000 }, firstMoves: 40 },
  whiteMs: 5_123_400,
  blackMs: 5_300_000,
  running: null,
  paused: true,
  delayMs: 0,
  stages: {
    white: { stage: 0, movesMade: 12, movesToNextStage: 28 },
    black: { stage: 1, movesMade: 3, movesToNextStage: null },
  },
};

function shown(onset = vi.fn<(a: Adjustment[]) => Promise<string | null>>(async () => null)) {
  const oncancel = vi.fn();
  render(ClockEditor, { clock: paused, onset, oncancel });
  return { onset, oncancel };
}
const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const setButton = () => screen.getByRole("button", { name: "Set clocks" });

describe("ClockEditor (issue 13)", () => {
  it("starts at what the clocks show, with a stage count only where the stage ends after a number of moves", () => {
    shown();
    expect(field("White's time left").value).toBe("1:25:23");
    expect(field("Black's time left").value).toBe("1:28:20");
    expect(field("White's moves made in this stage").value).toBe("12");
    expect(screen.queryByRole("textbox", { name: "Black's moves made in this stage" })).toBeNull();
  });

  it("sends only what was changed, each side's time then its count", async () => {
    const { onset } = shown();
    await fireEvent.input(field("Black's time left"), { target: { value: "10:00" } });
    await fireEvent.input(field("White's moves made in this stage"), { target: { value: "20" } });
    await fireEvent.click(setButton());
    expect(onset).toHaveBeenCalledWith([
      { kind: "setStageMoves", color: "white", made: 20 },
      { kind: "setTime", color: "black", ms: 600_000 },
    ]);
  });

  it("closes without a command when nothing changed", async () => {
    const { onset, oncancel } = shown();
    await fireEvent.click(setButton());
    expect(onset).not.toHaveBeenCalled();
    expect(oncancel).toHaveBeenCalledOnce();
  });

  it.each([
    ["White's time left", "4:75", "White's time must read like 4:59"],
    ["Black's time left", "11:00:00", "at most 10:00:00"],
    ["White's moves made in this stage", "40", "from 0 to 39"],
    ["White's moves made in this stage", "", "from 0 to 39"],
  ])("refuses %s = %j, saying why, and sends nothing", async (name, value, why) => {
    const { onset } = shown();
    await fireEvent.input(field(name), { target: { value } });
    await fireEvent.click(setButton());
    expect(onset).not.toHaveBeenCalled();
    expect(screen.getByTestId("set-problem").textContent).toContain(why);
  });

  it("shows the Rust side's refusal and stays open", async () => {
    shown(vi.fn(async () => "the clock is not paused"));
    await fireEvent.input(field("White's time left"), { target: { value: "5:00" } });
    await fireEvent.click(setButton());
    await vi.waitFor(() => expect(screen.getByTestId("set-problem").textContent).toBe("the clock is not paused"));
  });
});
