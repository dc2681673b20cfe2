import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/svelte";
import { mockIPC } from "@tauri-apps/api/mocks";
import ArchiveView from "./ArchiveView.svelte";
import { mockArchive, PLIES } from "../test/archive";
import type { Call } from "../test/ipc";

const dialog = () => screen.getByRole("dialog", { name: "Games" });
const rows = () => document.querySelectorAll("[data-row]");
const rowButtons = () => [...document.querySelectorAll<HTMLButtonElement>("[data-row] button")];
const pages = (calls: Call[]) => calls.filter((c) => c.cmd === "games").map((c) => c.args);
const sent = (calls: Call[], cmd: string) => calls.filter((c) => c.cmd === cmd).map((c) => c.args);

function shown(games: number) {
  const calls = mockArchive(games);
  const onclose = vi.fn<() => void>();
  const onannounce = vi.fn<(text: string) => void>();
  render(ArchiveView, { onclose, onannounce });
  return { calls, onclose, onannounce };
}

/** Scrolls the list as a user would; jsdom has no layout, so scrollTop is set by hand. */
async function scrollTo(top: number) {
  const list = screen.getByRole("region", { name: "Games, newest first" });
  Object.defineProperty(list, "scrollTop", { configurable: true, value: top, writable: true });
  await fireEvent.scroll(list);
}

afterEach(() => vi.useRealTimers());

describe("ArchiveView", () => {
  it("is a modal named Games that takes the focus", async () => {
    shown(3);
    expect(dialog().getAttribute("aria-modal")).toBe("true");
    expect(document.activeElement).toBe(dialog());
    await waitFor(() => expect(rowButtons()).toHaveLength(3));
  });

  it("lists the games newest first with result, moves and time control; the current one marked", async () => {
    shown(3);
    await waitFor(() => expect(rowButtons()).toHaveLength(3));
    const names = rowButtons().map((b) => b.getAttribute("aria-label"));
    expect(names[0]).toMatch(/^White – Black, In progress, current game, .+, 2 moves, Untimed$/);
    expect(names[1]).toMatch(/^White – Black, Checkmate — White wins, White 1, Black 0, .+, 2 moves, 5\+3$/);
    expect(names[2]).toMatch(/^White – Black, Checkmate — White wins, White 1, Black 0, .+, 2 moves, Untimed$/);
    expect(rowButtons().map((b) => b.dataset.game)).toEqual(["3", "2", "1"]);
    expect(within(rowButtons()[0]!).getByText("current")).toBeTruthy();
    expect(within(rowButtons()[1]!).queryByText("current")).toBeNull();
    expect(screen.getByText("3 games")).toBeTruthy();
  });

  it("narrows the list to one kind of chess, and back to every kind", async () => {
    const { calls } = shown(3);
    await waitFor(() => expect(rowButtons()).toHaveLength(3));
    const kind = screen.getByRole("combobox", { name: "Variant" }) as HTMLSelectElement;
    expect([...kind.options].map((o) => o.textContent)).toEqual([
      "All variants", "Standard", "Chess960", "Crazyhouse", "King of the Hill", "Three-check", "Antichess", "Atomic", "Horde", "Racing Kings",
    ]);
    await fireEvent.change(kind, { target: { value: "crazyhouse" } });
    await waitFor(() => expect(pages(calls).at(-1)).toEqual({ offset: 0, limit: 50, name: null, variant: "crazyhouse" }));
    await fireEvent.change(kind, { target: { value: "" } });
    await waitFor(() => expect(pages(calls).at(-1)).toEqual({ offset: 0, limit: 50, name: null, variant: null }));
  });

  it("says so when there are no games", async () => {
    shown(0);
    expect(await screen.findByText("No games yet")).toBeTruthy();
    expect(rows()).toHaveLength(0);
  });

  it("says which kind has no games when the list is narrowed to it", async () => {
    shown(0);
    expect(await screen.findByText("No games yet")).toBeTruthy();
    await fireEvent.change(screen.getByRole("combobox", { name: "Variant" }), { target: { value: "crazyhouse" } });
    expect(await screen.findByText("No Crazyhouse games yet")).toBeTruthy();
    expect(screen.queryByText("No games yet")).toBeNull();
  });

  it("with 10,000 games renders only the rows in view and fetches only their pages", async () => {
    const { calls } = shown(10_000);
    await waitFor(() => expect(rowButtons().length).toBeGreaterThan(0));
    expect(rows().length).toBeLessThanOrEqual(40);
    expect(pages(calls)).toEqual([{ offset: 0, limit: 50, name: null, variant: null }]);
    expect(screen.getByText("10,000 games")).toBeTruthy();

    // Row 9,999 (the oldest game) is 52 px × 9,999 down.
    await scrollTo(52 * 9_990);
    await waitFor(() => expect(rowButtons().at(-1)?.dataset.game).toBe("1"));
    expect(rows().length).toBeLessThanOrEqual(40);
    expect(pages(calls)).toEqual([{ offset: 0, limit: 50, name: null, variant: null }, { offset: 9_950, limit: 50, name: null, variant: null }]);
  });

  it("lists a timed game's clock adjustments, each a step to where it was made (issue 13)", async () => {
    const { calls } = shown(3);
    await waitFor(() => expect(rowButtons()).toHaveLength(3));
    await fireEvent.click(rowButtons()[1]!);
    const list = await screen.findByRole("region", { name: "Clock adjustments" });
    const entry = within(list).getByRole("button");
    expect(entry.textContent).toContain("+15 s to Black");
    expect(entry.textContent).toContain("after 1. e4 · White 5:02 · Black 5:15");
    await fireEvent.click(entry);
    await waitFor(() => expect(screen.getByTestId("review").textContent).toContain("ply 1 of 4"));
    expect(entry.getAttribute("aria-current")).toBe("step");
    expect(sent(calls, "archived_adjustments")).toEqual([{ id: 2 }]);
  });

  it("asks an untimed game for no clock adjustments", async () => {
    const { calls } = shown(3);
    await waitFor(() => expect(rowButtons()).toHaveLength(3));
    await fireEvent.click(rowButtons()[2]!);
    await waitFor(() => expect(sent(calls, "archived_moves")).toEqual([{ id: 1 }]));
    expect(sent(calls, "archived_adjustments")).toEqual([]);
    expect(screen.queryByRole("region", { name: "Clock adjustments" })).toBeNull();
  });

  it("opens a game at its last position, steps through it read-only, and goes back", async () => {
    const { calls, onannounce } = shown(3);
    await waitFor(() => expect(rowButtons()).toHaveLength(3));
    await fireEvent.click(rowButtons()[1]!);
    await waitFor(() => expect(screen.getByRole("grid").getAttribute("aria-readonly")).toBe("true"));
    expect(sent(calls, "archived_position")).toEqual([{ id: 2, ply: PLIES }]);
    expect(sent(calls, "archived_pgn")).toEqual([]);
    await waitFor(() => expect(screen.getByTestId("review").textContent).toContain("after 2… Nc6 — ply 4 of 4"));

    await fireEvent.click(screen.getByRole("button", { name: "First position" }));
    await waitFor(() => expect(screen.getByTestId("review").textContent).toContain("the start position — ply 0 of 4"));
    await fireEvent.click(screen.getByRole("button", { name: "Next move" }));
    await waitFor(() => expect(screen.getByTestId("review").textContent).toContain("after 1. e4 — ply 1 of 4"));
    expect(onannounce).toHaveBeenLastCalledWith("After 1. e4, ply 1 of 4.");
    // The arrow keys step too (off the board).
    await fireEvent.keyDown(screen.getByRole("button", { name: "Next move" }), { key: "ArrowRight" });
    await waitFor(() => expect(screen.getByTestId("review").textContent).toContain("ply 2 of 4"));
    expect(sent(calls, "archived_position").map((a) => (a as { ply: number }).ply)).toEqual([PLIES, 0, 1, 2]);
    // The move list, as the Rust side numbers it; a click on a move steps there.
    expect(sent(calls, "archived_moves")).toEqual([{ id: 2 }]);
    const plies = () => [...document.querySelectorAll<HTMLButtonElement>("[data-testid=move-list] [data-ply]")];
    await waitFor(() => expect(plies().map((b) => b.getAttribute("aria-label"))).toEqual(["1. e4", "1… e5", "2. Nf3", "2… Nc6"]));
    await fireEvent.click(plies()[2]!);
    await waitFor(() => expect(screen.getByTestId("review").textContent).toContain("ply 3 of 4"));
    // Nothing was played: no command but the archive's own (and its saved review read, with the engine that would make one).
    expect(new Set(calls.map((c) => c.cmd))).toEqual(new Set(["games", "archived_position", "archived_moves", "archived_adjustments", "game_analysis", "review_engine"]));

    await fireEvent.keyDown(dialog(), { key: "Escape" });
    expect(screen.queryByRole("grid")).toBeNull();
    expect(rowButtons()).toHaveLength(3);
  });

  it("back to the list gives the focus to the game's row, unless the player put it somewhere first", async () => {
    shown(3);
    await waitFor(() => expect(rowButtons()).toHaveLength(3));
    await fireEvent.click(rowButtons()[1]!);
    await screen.findByRole("grid");
    await fireEvent.keyDown(dialog(), { key: "Escape" });
    await waitFor(() => expect(document.activeElement).toBe(rowButtons()[1]));

    await fireEvent.click(rowButtons()[2]!);
    await screen.findByRole("grid");
    await fireEvent.keyDown(dialog(), { key: "Escape" });
    // Within the frame before the row takes it, the player goes to the search field.
    const search = screen.getByRole("searchbox", { name: "Find the games of a player" });
    search.focus();
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    expect(document.activeElement).toBe(search);
  });

  it("says it covers the game once its first rows are painted, and that it does not when it goes; a rehearsal never says", async () => {
    mockArchive(3);
    const onshown = vi.fn<(shown: boolean) => void>();
    const view = render(ArchiveView, { onclose: () => {}, onannounce: () => {}, onshown });
    // Not while the first page is on its way: hiding the game then delayed the archive's first paint.
    expect(onshown).not.toHaveBeenCalled();
    await waitFor(() => expect(rowButtons()).toHaveLength(3));
    await waitFor(() => expect(onshown).toHaveBeenCalledWith(true));
    view.unmount();
    expect(onshown.mock.calls).toEqual([[true], [false]]);

    const rehearsal = vi.fn<(shown: boolean) => void>();
    const onclose = vi.fn<() => void>();
    render(ArchiveView, { onclose, onannounce: () => {}, onshown: rehearsal, rehearse: true });
    await waitFor(() => expect(onclose).toHaveBeenCalled());
    expect(rehearsal).not.toHaveBeenCalled();
  });

  it("copies the PGN and says so", async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue();
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    const { onannounce } = shown(3);
    await waitFor(() => expect(rowButtons()).toHaveLength(3));
    await fireEvent.click(rowButtons()[2]!);
    await fireEvent.click(await screen.findByRole("button", { name: "Copy PGN" }));
    await waitFor(() => expect(onannounce).toHaveBeenCalledWith("The game is copied as PGN."));
    expect(writeText.mock.calls[0]?.[0]).toContain("1. e4 e5 2. Nf3 Nc6 1-0");
  });

  it("the game in play, opened before its verdict, shows nothing of the review; a finished one offers it", async () => {
    shown(3);
    await waitFor(() => expect(rowButtons()).toHaveLength(3));
    await fireEvent.click(rowButtons()[0]!);
    await screen.findByRole("button", { name: "Copy PGN" });
    expect(screen.queryByRole("heading", { name: "Game review" })).toBeNull();
    await fireEvent.click(screen.getByRole("button", { name: /All games/ }));
    await waitFor(() => expect(rowButtons()).toHaveLength(3));
    await fireEvent.click(rowButtons()[1]!);
    expect(await screen.findByRole("heading", { name: "Game review" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Analyse" })).toBeTruthy();
  });

  it("the current game has no Delete", async () => {
    shown(3);
    await waitFor(() => expect(rowButtons()).toHaveLength(3));
    await fireEvent.click(rowButtons()[0]!);
    expect(await screen.findByRole("button", { name: "Copy PGN" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
  });

  it("deletes with an undo snackbar that restores the game", async () => {
    const { calls, onannounce } = shown(3);
    await waitFor(() => expect(rowButtons()).toHaveLength(3));
    await fireEvent.click(rowButtons()[1]!);
    await fireEvent.click(await screen.findByRole("button", { name: "Delete" }));
    await waitFor(() => expect(rowButtons().map((b) => b.dataset.game)).toEqual(["3", "1"]));
    expect(sent(calls, "delete_game")).toEqual([{ id: 2 }]);
    expect(onannounce).toHaveBeenCalledWith("Game deleted. Undo stands for 8 seconds.");
    expect(screen.getByTestId("undo-snackbar").textContent).toContain("Game deleted");

    await fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    await waitFor(() => expect(rowButtons().map((b) => b.dataset.game)).toEqual(["3", "2", "1"]));
    expect(sent(calls, "restore_game")).toEqual([{ id: 2 }]);
    expect(screen.queryByTestId("undo-snackbar")).toBeNull();
    expect(onannounce).toHaveBeenLastCalledWith("Game restored.");
  });

  it("the undo stands for 8 seconds", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const { calls } = shown(3);
    await vi.waitFor(() => expect(rowButtons()).toHaveLength(3));
    await fireEvent.click(rowButtons()[1]!);
    await fireEvent.click(await vi.waitFor(() => screen.getByRole("button", { name: "Delete" })));
    await vi.waitFor(() => expect(screen.getByTestId("undo-snackbar")).toBeTruthy());
    await vi.advanceTimersByTimeAsync(7_900);
    expect(screen.queryByTestId("undo-snackbar")).not.toBeNull();
    await vi.advanceTimersByTimeAsync(200);
    expect(screen.queryByTestId("undo-snackbar")).toBeNull();
    expect(sent(calls, "restore_game")).toEqual([]);
  });

  it("Escape on the list closes the archive", async () => {
    const { onclose } = shown(3);
    await fireEvent.keyDown(dialog(), { key: "Escape" });
    expect(onclose).toHaveBeenCalledOnce();
  });

  it("says what failed and the system's cause when the archive cannot be read", async () => {
    mockIPC(() => {
      throw { kind: "storage", message: "the archive could not be read: disk I/O error", failed: "read_archive", cause: "disk I/O error" };
    });
    render(ArchiveView, { onclose: () => {}, onannounce: () => {} });
    expect((await screen.findByRole("alert")).textContent).toBe("The archive could not be read: disk I/O error");
  });
});

describe("ArchiveView rehearsal (drawn once, unseen, while the app is idle)", () => {
  function rehearsed(mock: () => void) {
    mock();
    performance.clearMarks();
    const onclose = vi.fn<() => void>();
    const onannounce = vi.fn<(text: string) => void>();
    const outside = document.createElement("button");
    document.body.append(outside);
    outside.focus();
    render(ArchiveView, { onclose, onannounce, rehearse: true });
    return { onclose, onannounce, outside };
  }

  it("is hidden and inert, leaves the focus and the keys alone, and closes once painted", async () => {
    let calls: Call[] = [];
    const { onclose, onannounce, outside } = rehearsed(() => (calls = mockArchive(3)));
    const box = document.querySelector<HTMLElement>(".archive")!;
    expect(box.inert).toBe(true);
    expect(box.getAttribute("aria-hidden")).toBe("true");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(outside);
    // A key pressed meanwhile reaches the game, not the archive.
    const heard = vi.fn();
    window.addEventListener("keydown", heard);
    await fireEvent.keyDown(outside, { key: "ArrowLeft" });
    window.removeEventListener("keydown", heard);
    expect(heard).toHaveBeenCalledOnce();
    await waitFor(() => expect(onclose).toHaveBeenCalledOnce());
    expect(pages(calls)).toEqual([{ offset: 0, limit: 50, name: null, variant: null }]);
    expect(onannounce).not.toHaveBeenCalled();
    expect(performance.getEntriesByName("hotseat:archive-open")).toHaveLength(0);
    outside.remove();
  });

  it("closes without a word when the archive cannot be read", async () => {
    const { onclose } = rehearsed(() =>
      mockIPC(() => {
        throw { kind: "storage", message: "the archive could not be read: disk I/O error", failed: "read_archive", cause: "disk I/O error" };
      }),
    );
    await waitFor(() => expect(onclose).toHaveBeenCalledOnce());
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
