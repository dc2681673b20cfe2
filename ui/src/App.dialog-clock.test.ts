// A running clock pauses while a dialog covers the game, and runs on when
// the dialog closes on the same game (a player saw 6 s go while the New
// game dialog was open).
import { describe, expect, it } from "vitest";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/svelte";
import App from "./App.svelte";
import { fixtures, mockGame, type Call } from "./test/ipc";
import type { ClockView, GameView } from "./lib/bindings";
import { specStatus } from "../../tests/scenarios/spec-status.mjs";

const clock = (paused: boolean): ClockView => ({
  control: { whiteMs: 60_000, blackMs: 60_000, perMove: { kind: "none" } },
  whiteMs: 59_000,
  blackMs: 60_000,
  running: paused ? null : "black",
  paused,
  delayMs: 0,
});
const running: GameView = { ...fixtures.afterE4, clock: clock(false) };
const paused: GameView = { ...fixtures.afterE4, clock: clock(true) };

const sent = (calls: Call[]) => calls.map((c) => c.cmd).filter((c) => !["status", "settings", "recent_names"].includes(c) && !c.startsWith("plugin:"));
const panel = () => within(document.querySelector("aside")!);

async function open(view: GameView, replies: Parameters<typeof mockGame>[1]) {
  const calls = mockGame(view, { recent_names: [] as unknown as GameView, ...replies });
  render(App);
  await waitFor(() => expect(screen.getByTestId("status").textContent?.trim()).toBe(specStatus(view)));
  return calls;
}

describe("a dialog over a running clock", () => {
  it.each([
    ["Save PGN…", "save_pgn", { path: "/home/ann/game.pgn" }],
    ["Open PGN…", "open_pgn", null],
  ])("the system's %s dialog pauses it, and it runs on after", async (button, cmd, answer) => {
    const calls = await open(running, { pause: paused, resume: running, [cmd]: answer as unknown as GameView });
    await fireEvent.click(screen.getByRole("button", { name: button }));
    await waitFor(() => expect(sent(calls)).toEqual(["pause", cmd, "resume"]));
  });

  it("the system's dialog leaves a paused clock paused", async () => {
    const calls = await open(paused, { save_pgn: null as unknown as GameView });
    await fireEvent.click(screen.getByRole("button", { name: "Save PGN…" }));
    await waitFor(() => expect(sent(calls)).toEqual(["save_pgn"]));
  });

  it("New game pauses it; Cancel lets it run on", async () => {
    const calls = await open(running, { pause: paused, resume: running });
    await fireEvent.click(panel().getByRole("button", { name: "New game" }));
    const dialog = await screen.findByRole("alertdialog");
    await waitFor(() => expect(sent(calls)).toEqual(["pause"]));
    await fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(sent(calls)).toEqual(["pause", "resume"]));
  });

  it("Resign pauses it; the resignation ends the game, nothing runs on", async () => {
    const resigned: GameView = { ...paused, verdict: { result: "0-1", reason: "resignation", winner: "black" } };
    const calls = await open(running, { pause: paused, resign: resigned });
    await fireEvent.click(panel().getByRole("button", { name: "Resign…" }));
    const dialog = await screen.findByRole("alertdialog");
    await waitFor(() => expect(sent(calls)).toEqual(["pause"]));
    await fireEvent.click(within(dialog).getByRole("button", { name: "Resign" }));
    await waitFor(() => expect(screen.getByTestId("status").textContent?.trim()).toBe("White resigns — Black wins"));
    // The finished game's saved review is read (none here), and which engine
    // would make one (once the review's chunk is in): nothing else is sent.
    await waitFor(() => expect(sent(calls)).toEqual(["pause", "resign", "game_analysis", "review_engine"]));
  });

  it("Offer draw… pauses it; the offer made, the clock runs on", async () => {
    const offered: GameView = { ...paused, drawOffer: "black" };
    const calls = await open(running, { pause: paused, offer_draw: offered, resume: { ...running, drawOffer: "black" } });
    await fireEvent.click(panel().getByRole("button", { name: "Offer draw…" }));
    const dialog = await screen.findByRole("alertdialog");
    await waitFor(() => expect(sent(calls)).toEqual(["pause"]));
    await fireEvent.click(within(dialog).getByRole("button", { name: "Offer draw" }));
    await waitFor(() => expect(sent(calls)).toEqual(["pause", "offer_draw", "resume"]));
  });

  it("a clock the players paused stays paused: the dialog neither pauses nor resumes it", async () => {
    const calls = await open(paused, {});
    await fireEvent.click(panel().getByRole("button", { name: "New game" }));
    const dialog = await screen.findByRole("alertdialog");
    await fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(sent(calls)).toEqual([]);
  });

  it("a press on the board while the clocks are paused says why nothing moves", async () => {
    await open(paused, {});
    await fireEvent.pointerDown(document.querySelector('[data-square="e7"]')!, { button: 0, pointerId: 1 });
    await waitFor(() => expect(screen.getByTestId("toast").textContent).toBe("The clocks are paused: Resume to play."));
    expect(document.querySelector("[data-dest]")).toBeNull();
  });
});
