import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/svelte";
import { mockIPC } from "@tauri-apps/api/mocks";
import PgnPicker from "./PgnPicker.svelte";
import { BulkImport } from "../lib/pgn/bulk-import.svelte";
import type { ImportProgress, ImportReport, PgnFileGame } from "../lib/bindings";

interface Call {
  cmd: string;
  args: Record<string, unknown>;
}

const row = (index: number): PgnFileGame => ({
  index,
  white: `W${index + 1}`,
  black: `B${index + 1}`,
  event: "Club",
  date: "2024.05.01",
  result: "1-0",
  fullMoves: 30,
});

/** The Rust side's answers for a file of `games` games; `import_all_pgn` sends `progress`, then waits for `finish`. */
function mockFile(games: number, progress: ImportProgress[] = []) {
  const calls: Call[] = [];
  let finish: (r: ImportReport) => void = () => {};
  mockIPC((cmd, args) => {
    const a = (args ?? {}) as Record<string, unknown>;
    calls.push({ cmd, args: a });
    if (cmd === "pgn_file_games") {
      const offset = a.offset as number;
      const limit = a.limit as number;
      const items = Array.from({ length: Math.max(0, Math.min(limit, games - offset)) }, (_, k) => row(offset + k));
      return { total: games, items };
    }
    if (cmd === "import_all_pgn") {
      const channel = a.progress as { id: number };
      const internals = (window as unknown as { __TAURI_INTERNALS__: { runCallback: (id: number, d: unknown) => void } })
        .__TAURI_INTERNALS__;
      progress.forEach((message, index) => internals.runCallback(channel.id, { message, index }));
      return new Promise<ImportReport>((resolve) => (finish = resolve));
    }
    if (cmd === "cancel_pgn_import") return null;
    throw { kind: "internal", message: `no mock for ${cmd}` };
  });
  return { calls, finish: (r: ImportReport) => finish(r) };
}

const rowButtons = () => [...document.querySelectorAll<HTMLButtonElement>("[data-row] button")];

function shown(games: number, progress: ImportProgress[] = [], onpick = vi.fn(async (_: number) => null as string | null)) {
  const ipc = mockFile(games, progress);
  const onclose = vi.fn<() => void>();
  const onplayon = vi.fn<() => void>();
  const bulk = new BulkImport();
  render(PgnPicker, { file: { name: "club.pgn", games }, onpick, onclose, inProgress: true, bulk, onplayon });
  return { ...ipc, onpick, onclose, onplayon, bulk };
}

describe("PgnPicker", () => {
  it("lists the games with players, result, event, date and moves, and says the game in progress is replaced", async () => {
    shown(3);
    expect(screen.getByRole("dialog", { name: "club.pgn" }).getAttribute("aria-modal")).toBe("true");
    await waitFor(() => expect(rowButtons()).toHaveLength(3));
    expect(rowButtons()[0]!.getAttribute("aria-label")).toBe("Game 1, W1 – B1, 1-0, Club · 2024.05.01 · 30 moves");
    expect(screen.getByText(/3 games\. Choose one .*replaces the game in progress/)).toBeTruthy();
  });

  it("with 10,000 games renders only the rows in view and asks for one page", async () => {
    const { calls } = shown(10_000);
    await waitFor(() => expect(rowButtons().length).toBeGreaterThan(0));
    expect(document.querySelectorAll("[data-row]").length).toBeLessThanOrEqual(40);
    const pages = calls.filter((c) => c.cmd === "pgn_file_games").map((c) => c.args);
    expect(pages).toEqual([{ offset: 0, limit: 50 }]);
    const list = screen.getByRole("region", { name: "Games in the file" });
    Object.defineProperty(list, "scrollTop", { configurable: true, value: 52 * 5000, writable: true });
    await fireEvent.scroll(list);
    await waitFor(() => expect(document.querySelector('[data-row="5000"] button')).toBeTruthy());
    expect(document.querySelector('[data-row="0"]')).toBeNull();
  });

  it("plays the chosen game on, and shows the rules side's complaint when it does not read", async () => {
    const onpick = vi.fn(async (index: number) => (index === 1 ? "game 2, move 5 (Ke3): Ke3 is not a legal move" : null));
    shown(3, [], onpick);
    await waitFor(() => expect(rowButtons()).toHaveLength(3));
    await fireEvent.click(rowButtons()[1]!);
    expect(onpick).toHaveBeenCalledWith(1);
    expect((await screen.findByRole("alert")).textContent).toContain("game 2, move 5 (Ke3)");
  });

  it("imports all with progress, stops on request and reports what went in", async () => {
    const progress = [
      { read: 250, total: 1000, imported: 249, skipped: 1 },
      { read: 500, total: 1000, imported: 498, skipped: 2 },
    ];
    const { calls, finish, onclose, onplayon } = shown(1000, progress);
    await waitFor(() => expect(rowButtons().length).toBeGreaterThan(0));
    await fireEvent.click(screen.getByRole("button", { name: "Import all into Games" }));
    expect(await screen.findByText("Read 500 of 1,000 games: 498 imported, 2 skipped")).toBeTruthy();
    expect(rowButtons().every((b) => b.disabled)).toBe(true);
    // Escape does not close it while games go in: it hides it, as Play on meanwhile does.
    await fireEvent.keyDown(window, { key: "Escape" });
    expect(onclose).not.toHaveBeenCalled();
    expect(onplayon).toHaveBeenCalledTimes(1);
    await fireEvent.click(screen.getByRole("button", { name: "Play on meanwhile" }));
    expect(onplayon).toHaveBeenCalledTimes(2);
    await fireEvent.click(screen.getByRole("button", { name: "Stop import" }));
    expect(calls.some((c) => c.cmd === "cancel_pgn_import")).toBe(true);
    expect(screen.getByRole("button", { name: "Stopping…" })).toBeTruthy();
    finish({ total: 1000, imported: 498, skipped: 2, cancelled: true, first_skipped: [{ game: 12, pgn: { problem: "move", number: 5, refused: { text: "Ke3", problem: "not_legal" } } }] });
    expect(await screen.findByText("Stopped: 498 games imported into Games; 2 could not be read.")).toBeTruthy();
    expect(screen.getByText("Game 12 — Move 5 (Ke3): Ke3 is not a legal move in this position")).toBeTruthy();
    const importCall = calls.find((c) => c.cmd === "import_all_pgn");
    expect(importCall?.args.progress).toBeTruthy();
    await fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onclose).toHaveBeenCalledTimes(1);
  });
});
