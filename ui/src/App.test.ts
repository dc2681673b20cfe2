import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/svelte";
import App from "./App.svelte";
import { fixtures, mockGame } from "./test/ipc";
import { DEFAULT_SETTINGS, type GameView } from "./lib/bindings";
import scholars from "../../tests/fixtures/scholars-mate.json";
import { specStatus } from "../../tests/scenarios/spec-status.mjs";

const sq = (name: string) => document.querySelector<HTMLElement>(`[data-square="${name}"]`)!;
const dests = () => [...document.querySelectorAll("[data-dest]")].map((e) => e.getAttribute("data-square")).sort();

/** A tap as a real pointer makes it: down and up on the same square. */
async function tap(name: string) {
  const el = sq(name);
  await fireEvent.pointerDown(el, { button: 0, pointerId: 1, clientX: 0, clientY: 0 });
  await fireEvent.pointerUp(el, { button: 0, pointerId: 1, clientX: 0, clientY: 0 });
}

async function started(view: GameView) {
  render(App);
  await statusIs(specStatus(view));
}

async function statusIs(text: string) {
  await waitFor(() => expect(screen.getByTestId("status").textContent?.trim()).toBe(text));
}

describe("App with a mocked game", () => {
  it("calls status on start and renders 32 pieces with the hooks", async () => {
    const calls = mockGame(fixtures.start);
    await started(fixtures.start);
    // Besides listening for dropped files (an event, not a command of ours).
    expect(calls.map((c) => c.cmd).filter((c) => !c.startsWith("plugin:event|")).sort()).toEqual(["settings", "status"]);
    expect(calls.map((c) => c.cmd)).toContain("plugin:event|listen");
    expect(document.querySelectorAll("[data-square]")).toHaveLength(64);
    expect(document.querySelectorAll("[data-piece]")).toHaveLength(32);
    expect(sq("e1").querySelector('[data-piece="white-king"]')).not.toBeNull();
    expect(sq("g8").querySelector('[data-piece="black-knight"]')).not.toBeNull();
    expect(sq("e2").getAttribute("aria-label")).toBe("e2, white pawn");
    expect(sq("e4").getAttribute("aria-label")).toBe("e4, empty");
  });

  it("shows the status verbatim in the status line", async () => {
    mockGame(fixtures.afterE4);
    await started(fixtures.afterE4);
    const status = screen.getByTestId("status");
    expect(status.getAttribute("role")).toBe("status");
    expect(status.textContent?.trim()).toBe("Black to move");
    expect(screen.getByTestId("move-list").textContent?.replace(/\s+/g, " ").trim()).toBe("1. e4");
  });

  it("marks destinations on tap and plays with one command", async () => {
    const calls = mockGame(fixtures.start, { play: fixtures.afterE4 });
    await started(fixtures.start);
    await tap("e2");
    expect(dests()).toEqual(["e3", "e4"]);
    expect(sq("e2").getAttribute("aria-selected")).toBe("true");
    await tap("e4");
    await statusIs("Black to move");
    const plays = calls.filter((c) => c.cmd === "play");
    expect(plays).toHaveLength(1);
    const move = (plays[0]?.args as { move: Record<string, unknown> }).move;
    expect(move.from).toBe("e2");
    expect(move.to).toBe("e4");
    expect(move.promotion ?? null).toBeNull();
    expect(calls.some((c) => c.cmd === "legal_moves")).toBe(false);
    expect(sq("e4").querySelector('[data-piece="white-pawn"]')).not.toBeNull();
    expect(dests()).toEqual([]);
  });

  it("keyboard: Enter selects and moves, arrows move focus", async () => {
    const calls = mockGame(fixtures.start, { play: fixtures.afterE4 });
    await started(fixtures.start);
    const e2 = sq("e2");
    expect(e2.tabIndex).toBe(0);
    e2.focus();
    await fireEvent.keyDown(e2, { key: "Enter" });
    expect(dests()).toEqual(["e3", "e4"]);
    await fireEvent.keyDown(e2, { key: "ArrowUp" });
    await fireEvent.keyDown(sq("e3"), { key: "ArrowUp" });
    expect(document.activeElement).toBe(sq("e4"));
    await fireEvent.keyDown(sq("e4"), { key: " " });
    await waitFor(() => expect(calls.some((c) => c.cmd === "play")).toBe(true));
  });

  it("Undo is disabled without history and enabled with it", async () => {
    mockGame(fixtures.start, { undo: fixtures.start });
    await started(fixtures.start);
    expect((screen.getByRole("button", { name: "Undo" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("Undo sends undo when possible", async () => {
    const calls = mockGame(fixtures.afterE4, { undo: fixtures.start });
    await started(fixtures.afterE4);
    const undo = screen.getByRole("button", { name: "Undo" }) as HTMLButtonElement;
    expect(undo.disabled).toBe(false);
    await fireEvent.click(undo);
    expect(calls.map((c) => c.cmd).filter((c) => c !== "settings" && !c.startsWith("plugin:"))).toEqual(["status", "undo"]);
  });

  it("New game asks for confirmation while a game is in progress", async () => {
    const calls = mockGame(fixtures.afterE4, { new_game: fixtures.start });
    await started(fixtures.afterE4);
    await fireEvent.click(screen.getByRole("button", { name: "New game" }));
    const dialog = await screen.findByRole("alertdialog");
    await fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(calls.some((c) => c.cmd === "new_game")).toBe(false);

    await fireEvent.click(screen.getByRole("button", { name: "New game" }));
    await fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Start new game" }));
    await statusIs("White to move");
    expect(calls.filter((c) => c.cmd === "new_game")).toHaveLength(1);
  });

  it("New game offers the clock: untimed by default, a preset, or custom with time odds", async () => {
    const calls = mockGame(fixtures.start, { new_game: fixtures.start });
    await started(fixtures.start);
    await fireEvent.click(screen.getByRole("button", { name: "New game" }));
    let dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("Choose the players and the clock for the new game.")).toBeTruthy();
    await fireEvent.click(within(dialog).getByRole("button", { name: "Start new game" }));
    await waitFor(() => expect(calls.filter((c) => c.cmd === "new_game")).toHaveLength(1));
    expect(calls.find((c) => c.cmd === "new_game")?.args).toEqual({ options: { timeControl: null } });

    await fireEvent.click(screen.getByRole("button", { name: "New game" }));
    dialog = await screen.findByRole("alertdialog");
    await fireEvent.click(within(dialog).getByRole("radio", { name: "3+2" }));
    await fireEvent.click(within(dialog).getByRole("button", { name: "Start new game" }));
    await waitFor(() => expect(calls.filter((c) => c.cmd === "new_game")).toHaveLength(2));
    expect(calls.filter((c) => c.cmd === "new_game")[1]?.args).toEqual({
      options: { timeControl: { whiteMs: 180_000, blackMs: 180_000, perMove: { kind: "fischer", ms: 2000 } } },
    });

    await fireEvent.click(screen.getByRole("button", { name: "New game" }));
    dialog = await screen.findByRole("alertdialog");
    await fireEvent.click(within(dialog).getByRole("radio", { name: "Custom…" }));
    await fireEvent.input(within(dialog).getByLabelText("White, minutes"), { target: { value: "5" } });
    await fireEvent.input(within(dialog).getByLabelText("Black, minutes"), { target: { value: "3" } });
    await fireEvent.click(within(dialog).getByRole("radio", { name: "Delay (Bronstein)" }));
    await fireEvent.input(within(dialog).getByLabelText("Seconds"), { target: { value: "2" } });
    await fireEvent.click(within(dialog).getByRole("button", { name: "Start new game" }));
    await waitFor(() => expect(calls.filter((c) => c.cmd === "new_game")).toHaveLength(3));
    expect(calls.filter((c) => c.cmd === "new_game")[2]?.args).toEqual({
      options: { timeControl: { whiteMs: 300_000, blackMs: 180_000, perMove: { kind: "bronstein", ms: 2000 } } },
    });
  });

  it("promotion: the picker offers four shapes and sends the choice", async () => {
    const calls = mockGame(fixtures.promotion, { play: fixtures.promotion });
    await started(fixtures.promotion);
    await tap("e7");
    expect(dests()).toEqual(["d8", "e8"]);
    await tap("e8");
    const choices = [...document.querySelectorAll("[data-promotion]")];
    expect(choices.map((c) => c.getAttribute("data-promotion")).sort()).toEqual(["bishop", "knight", "queen", "rook"]);
    for (const c of choices) expect(c.querySelector("[data-piece]")).not.toBeNull();
    expect(calls.some((c) => c.cmd === "play")).toBe(false);
    expect(document.activeElement?.getAttribute("data-promotion")).toBe("queen");
    await fireEvent.click(document.querySelector('[data-promotion="knight"]')!);
    await waitFor(() => expect(calls.some((c) => c.cmd === "play")).toBe(true));
    // `since`: the plies the page holds, which the answer need not repeat.
    expect(calls.find((c) => c.cmd === "play")?.args).toEqual({
      move: { from: "e7", to: "e8", promotion: "knight" },
      since: fixtures.promotion.moves.length,
    });
  });

  it("promotion: Escape cancels and the pawn stays", async () => {
    const calls = mockGame(fixtures.promotion);
    await started(fixtures.promotion);
    await tap("e7");
    await tap("d8");
    const picker = screen.getByRole("dialog", { name: "Promote pawn to" });
    await fireEvent.keyDown(picker, { key: "Escape" });
    expect(document.querySelector("[data-promotion]")).toBeNull();
    expect(sq("e7").querySelector('[data-piece="white-pawn"]')).not.toBeNull();
    expect(calls.some((c) => c.cmd === "play")).toBe(false);
  });

  it("an error from play shows the notice and keeps the board", async () => {
    mockGame(fixtures.start, { play: { error: { kind: "illegal_move", message: "e2e5 is not a legal move" } } });
    await started(fixtures.start);
    await tap("e2");
    await tap("e4");
    expect((await screen.findByTestId("notice")).textContent).toContain("e2e5 is not a legal move");
    expect(document.querySelectorAll("[data-piece]")).toHaveLength(32);
  });

  it("words the Rust side's notice when present", async () => {
    mockGame({ ...fixtures.start, notice: { kind: "recovered", error: "file is not a database", keptAs: "/data/games.db.damaged-7" } });
    await started(fixtures.start);
    expect(screen.getByTestId("notice").textContent).toContain(
      "Your saved game could not be read (file is not a database); it was kept as /data/games.db.damaged-7 and a new game started.",
    );
  });

  it("piece sizes follow the tiers", async () => {
    mockGame(fixtures.start);
    await started(fixtures.start);
    const size = (p: string) => parseFloat(document.querySelector(`[data-piece="${p}"]`)!.getAttribute("width")!);
    const [pawn, knight, bishop, rook, queen, king] = ["pawn", "knight", "bishop", "rook", "queen", "king"].map((r) => size(`white-${r}`));
    expect(pawn).toBeLessThan(knight!);
    expect(knight).toBe(bishop);
    expect(bishop).toBeLessThan(rook!);
    expect(rook).toBeLessThan(queen!);
    expect(queen).toBeLessThan(king!);
    expect(size("black-queen")).toBe(queen);
  });

  it("seats: pass the device turns the board to the side to move; face to face turns Black's shapes", async () => {
    mockGame(fixtures.afterE4);
    await started(fixtures.afterE4);
    const seats = screen.getByRole("combobox", { name: "Seats" }) as HTMLSelectElement;
    expect(seats.value).toBe("side");
    expect(document.querySelector("[data-square]")?.getAttribute("data-square")).toBe("a8");
    await fireEvent.change(seats, { target: { value: "pass" } });
    expect(document.querySelector("[data-square]")?.getAttribute("data-square")).toBe("h1");
    await fireEvent.change(seats, { target: { value: "face" } });
    expect(document.querySelector("[data-square]")?.getAttribute("data-square")).toBe("a8");
    expect(sq("b8").querySelector("svg")?.classList.contains("turned")).toBe(true);
    expect(sq("b1").querySelector("svg")?.classList.contains("turned")).toBe(false);
    expect(screen.getByTestId("status-copy").textContent?.trim()).toBe("Black to move");
    expect(screen.getAllByRole("button", { name: "Undo" })).toHaveLength(2);
  });
});

describe("App: settings, review and confirmation", () => {
  it("applies the stored settings at start and stores a change", async () => {
    const calls = mockGame(fixtures.afterE4, {}, { ...DEFAULT_SETTINGS, seats: "face", coordinates: false, theme: "dark" });
    await started(fixtures.afterE4);
    await waitFor(() => expect(screen.getByTestId("status-copy")).toBeTruthy());
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(document.querySelectorAll(".coord")).toHaveLength(0);
    const seats = screen.getByRole("combobox", { name: "Seats" }) as HTMLSelectElement;
    expect(seats.value).toBe("face");
    await fireEvent.change(seats, { target: { value: "side" } });
    await waitFor(() => expect(calls.some((c) => c.cmd === "set_settings")).toBe(true));
    expect(calls.find((c) => c.cmd === "set_settings")?.args).toMatchObject({ settings: { seats: "side", theme: "dark" } });
    expect(screen.queryByTestId("status-copy")).toBeNull();
  });

  it("review: a move in the list asks for that position, read-only, and sends no move", async () => {
    const game = scholars.steps[3]!.view as GameView;
    const position = { ...(scholars.steps[0]!.view as GameView), ply: 1 };
    const calls = mockGame(game, { position_at: position });
    await started(game);
    await fireEvent.click(document.querySelector<HTMLElement>('[data-ply="1"]')!);
    await waitFor(() => expect(document.querySelector('[role="grid"]')?.getAttribute("aria-readonly")).toBe("true"));
    expect(calls.find((c) => c.cmd === "position_at")?.args).toEqual({ ply: 1 });
    expect(sq("e4").querySelector('[data-piece="white-pawn"]')).not.toBeNull();
    await tap("d2");
    expect(sq("d2").getAttribute("aria-selected")).toBe("false");
    expect(calls.some((c) => c.cmd === "play")).toBe(false);
  });

  it("confirm move: the move waits for Play", async () => {
    const calls = mockGame(fixtures.start, { play: fixtures.afterE4 }, { ...DEFAULT_SETTINGS, confirmMove: true });
    await started(fixtures.start);
    await tap("e2");
    await tap("e4");
    const play = within(await screen.findByTestId("move-confirm")).getByRole("button", { name: "Play" });
    expect(sq("e4").querySelector('[data-piece="white-pawn"]')).not.toBeNull();
    expect(calls.some((c) => c.cmd === "play")).toBe(false);
    await fireEvent.click(play);
    await statusIs(specStatus(fixtures.afterE4));
    expect(calls.filter((c) => c.cmd === "play")).toHaveLength(1);
  });

  // Chromium sometimes makes no click of a tap soon after a touch drag.
  it.each([
    { name: "a finger's tap on Play plays on its release, and the click after it adds nothing", button: "Play", pointerType: "touch", plays: 1 },
    { name: "a pen's tap on Play plays on its release", button: "Play", pointerType: "pen", plays: 1 },
    { name: "a mouse's press and release alone do not play (the mouse has its click)", button: "Play", pointerType: "mouse", plays: 0 },
    { name: "a finger's tap on Take back takes back on its release", button: "Take back", pointerType: "touch", plays: 0 },
  ])("confirm move: $name", async ({ button, pointerType, plays }) => {
    const calls = mockGame(fixtures.start, { play: fixtures.afterE4 }, { ...DEFAULT_SETTINGS, confirmMove: true });
    await started(fixtures.start);
    await tap("e2");
    await tap("e4");
    const target = within(await screen.findByTestId("move-confirm")).getByRole("button", { name: button });
    await fireEvent.pointerDown(target, { pointerType, button: 0 });
    await fireEvent.pointerUp(target, { pointerType, button: 0 });
    if (pointerType !== "mouse") {
      await waitFor(() => expect(screen.queryByTestId("move-confirm")).toBeNull());
      if (button === "Play") await statusIs(specStatus(fixtures.afterE4));
      else expect(sq("e2").querySelector('[data-piece="white-pawn"]')).not.toBeNull();
      if (target.isConnected) await fireEvent.click(target);
    } else {
      expect(screen.queryByTestId("move-confirm")).not.toBeNull();
    }
    expect(calls.filter((c) => c.cmd === "play")).toHaveLength(plays);
  });

  it("a finished record: its result on the status line, nothing to resign, a move plays on in a new game", async () => {
    const record: GameView = { ...fixtures.afterE4, recorded: { winner: "white", termination: "adjudication" } };
    const calls = mockGame(record, { play: fixtures.afterE4 });
    render(App);
    await statusIs("Recorded — White won by adjudication");
    // Nothing to resign: Resign's place offers the record's review.
    expect(screen.queryByRole("button", { name: "Resign…" })).toBeNull();
    expect(screen.getByRole("button", { name: "Review: the game's marks, graph and better moves" })).toHaveProperty("disabled", false);
    const undo = screen.getByRole("button", { name: "Undo" });
    expect(document.getElementById(undo.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Undo is off: the recorded game is kept as it is, and a move plays on in a new game.",
    );
    await tap("e7");
    await tap("e5");
    await waitFor(() => expect(calls.filter((c) => c.cmd === "play")).toHaveLength(1));
    await statusIs("Black to move");
    await waitFor(() => expect(screen.getByTestId("toast").textContent).toBe("A new game from this position: the recorded game stays in Games."));
  });

  it("face to face, Black's Review opens the review in a box turned toward Black; White's brings the tail's into view", async () => {
    const record: GameView = { ...fixtures.afterE4, recorded: { winner: "white", termination: "adjudication" } };
    mockGame(record, {}, { ...DEFAULT_SETTINGS, seats: "face" });
    render(App);
    await statusIs("Recorded — White won by adjudication");
    const review = "Review: the game's marks, graph and better moves";
    const blacks = screen.getByRole("region", { name: "Black's controls" });
    await fireEvent.click(within(blacks).getByRole("button", { name: review }));
    const box = await screen.findByRole("dialog");
    expect(box.classList.contains("rotated")).toBe(true);
    // The same review as the tail's: Analyse, and the focus on it.
    await waitFor(() => expect(document.activeElement).toBe(within(box).getByRole("button", { name: "Analyse" })));
    await fireEvent.click(within(box).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    // White's Review opens no box: the tail's review, under White's bar, is White's way up.
    vi.stubGlobal("matchMedia", () => ({ matches: true }));
    const panelBar = screen.getAllByRole("button", { name: review }).find((b) => !blacks.contains(b))!;
    await fireEvent.click(panelBar);
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByRole("dialog")).toBeNull();
    vi.unstubAllGlobals();
  });
});
