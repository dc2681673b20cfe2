// The replaying IPC mock itself: the newer commands answer from the recorded
// fixtures and fail like the Rust side, called straight through the page's
// Tauri internals (the UI is only the host page here).
import { expect, test, type Page } from "@playwright/test";
import { badRequests, exportedPgns, importAnswers, ipcCalls, openGame, type FixtureName } from "./support/ipc";
import { DEFAULT_SETTINGS, type CommandError, type GameView, type PositionView, type Settings } from "../../ui/src/lib/bindings";

type Answer = { ok: unknown } | { error: CommandError };

function invoke(page: Page, cmd: string, args: Record<string, unknown> = {}): Promise<Answer> {
  return page.evaluate(
    async ([cmd, args]) => {
      const internals = (window as unknown as { __TAURI_INTERNALS__: { invoke: (c: string, a: unknown) => Promise<unknown> } })
        .__TAURI_INTERNALS__;
      try {
        return { ok: await internals.invoke(cmd, args) };
      } catch (error) {
        return { error: error as CommandError };
      }
    },
    [cmd, args] as const,
  );
}

async function ok<T>(page: Page, cmd: string, args: Record<string, unknown> = {}): Promise<T> {
  const answer = await invoke(page, cmd, args);
  if ("error" in answer) throw new Error(`${cmd} failed: ${answer.error.kind}: ${answer.error.message}`);
  return answer.ok as T;
}

async function failure(page: Page, cmd: string, args: Record<string, unknown> = {}): Promise<CommandError> {
  const answer = await invoke(page, cmd, args);
  if (!("error" in answer)) throw new Error(`${cmd} answered ${JSON.stringify(answer.ok).slice(0, 80)}`);
  return answer.error;
}

const DEFAULTS: Settings = DEFAULT_SETTINGS;

test.describe("settings", () => {
  test("start at the Rust defaults; set_settings replaces and keeps them", async ({ page }) => {
    await openGame(page, "fools-mate");
    expect(await ok(page, "settings")).toEqual(DEFAULTS);
    const next: Settings = { ...DEFAULT_SETTINGS, seats: "face", confirmMove: true, sound: true, coordinates: false, theme: "dark" };
    expect(await ok(page, "set_settings", { settings: next })).toEqual(next);
    expect(await ok(page, "settings")).toEqual(next);
    const calls = await ipcCalls(page);
    expect(calls.filter((c) => c.cmd === "set_settings").map((c) => c.args.settings)).toEqual([next]);
  });

  test("a test can start the app with other settings", async ({ page }) => {
    const face: Settings = { ...DEFAULTS, seats: "face" };
    await openGame(page, "fools-mate", { settings: face });
    expect(await ok(page, "settings")).toEqual(face);
  });

  // The mock answers with the Rust side's recorded refusals (src-tauri/tests/fixtures.rs);
  // these check that the page gets them whole and that nothing changes.
  // One page for all of them (a refusal changes nothing, which each step checks).
  test("set_settings refuses each recorded bad request as Rust does, and nothing changes", async ({ page }) => {
    await openGame(page, "fools-mate");
    const bads = badRequests.filter((b) => b.command === "set_settings");
    expect(bads.length).toBeGreaterThan(0);
    for (const [i, bad] of bads.entries()) {
      await test.step(`bad request ${i + 1} (${bad.error.message.split(": ").at(-1)})`, async () => {
        expect(await failure(page, "set_settings", bad.args)).toEqual(bad.error);
        expect(await ok(page, "settings")).toEqual(DEFAULTS);
      });
    }
  });
});

test.describe("play_text and position_at", () => {
  test("typed SAN or UCI plays the scripted move; earlier positions are the recorded views", async ({ page }) => {
    const game = await openGame(page, "fools-mate");
    const typed = ["f3", "e7e5", "g4", "Qh4"]; // SAN, UCI, SAN, SAN without its "#"
    for (const [i, text] of typed.entries()) {
      expect(await ok<GameView>(page, "play_text", { text })).toEqual(game.steps[i]!.view);
    }
    const views = [game.initial, ...game.steps.map((s) => s.view)];
    for (const [ply, v] of views.entries()) {
      expect(await ok<PositionView>(page, "position_at", { ply })).toEqual({
        ply,
        fen: v.fen,
        turn: v.turn,
        check: v.check,
        checkSquare: v.checkSquare,
        board: v.board,
        lastMove: v.lastMove,
        lastNumber: v.lastNumber,
        lastSan: v.lastSan,
      });
      // The recorded view holds the Rust side's own position record (flattened).
      expect(v.ply).toBe(ply);
      expect(v.lastSan).toBe(ply === 0 ? null : game.steps[ply - 1]!.view.moves[ply - 1]!.san);
    }
    expect(await failure(page, "play_text", { text: "Ke2" })).toEqual({
      kind: "game_over",
      message: "the game is over (Checkmate — Black wins); no move can be played",
      verdict: { result: "0-1", reason: "checkmate", winner: "black" },
    });
  });

  test("another move is refused and the game stays", async ({ page }) => {
    const game = await openGame(page, "fools-mate");
    expect((await failure(page, "play_text", { text: "e4" })).kind).toBe("illegal_move");
    expect((await failure(page, "play_text", {})).kind).toBe("bad_request");
    expect(await ok(page, "status")).toEqual(game.initial);
  });

  test("every other recorded bad request is refused as Rust refuses it, and the game stays", async ({ page }) => {
    const game = await openGame(page, "fools-mate");
    const bads = badRequests.filter((b) => b.command !== "set_settings");
    expect(bads.length).toBeGreaterThan(0);
    for (const bad of bads) {
      await test.step(`${bad.command} ${JSON.stringify(bad.args)}`, async () => {
        expect(await failure(page, bad.command, bad.args)).toEqual(bad.error);
        expect(await ok(page, "status")).toEqual(game.initial);
      });
    }
  });
});

test.describe("import_game", () => {
  // One page, loaded afresh for each text (the mock starts over on a reload).
  test("each recorded text gets its recorded answer", async ({ page }) => {
    await openGame(page, "fools-mate");
    expect(importAnswers.length).toBeGreaterThan(0);
    for (const entry of importAnswers) {
      await test.step(entry.name, async () => {
        await page.reload();
        await page.locator("[data-square]").first().waitFor();
        if (entry.error) {
          expect(await failure(page, "import_game", { text: entry.text })).toEqual(entry.error);
          expect((await ok<GameView>(page, "status")).fen).toBe("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
          return;
        }
        const view = entry.view!;
        expect(await ok(page, "import_game", { text: entry.text })).toEqual(view);
        expect(await ok(page, "status")).toEqual(view);
        const played = view.moves.length;
        expect((await ok<PositionView>(page, "position_at", { ply: played })).fen).toBe(view.fen);
        // Nothing was recorded before or after the imported position.
        expect((await failure(page, "play_text", { text: "Kd2" })).kind).toBe("illegal_move");
        expect((await failure(page, "undo")).kind).toBe(view.recorded ? "not_allowed" : played > 0 ? "internal" : "nothing_to_undo");
        if (played > 0) expect((await failure(page, "position_at", { ply: 0 })).kind).toBe("internal");
        expect((await ok<GameView>(page, "new_game")).moves).toEqual([]);
        expect(await ok(page, "play_text", { text: "f3" })).toBeTruthy();
      });
    }
  });

  test("a text nobody recorded is an internal error", async ({ page }) => {
    await openGame(page, "fools-mate");
    expect((await failure(page, "import_game", { text: "1. d4 *" })).kind).toBe("internal");
  });
});

test.describe("export_pgn and save_pgn", () => {
  test("the PGN recorded for the scripted game, by its name", async ({ page }) => {
    const game = await openGame(page, "fools-mate");
    const pgn = exportedPgns.find((e) => e.name === "fools-mate")!.pgn;
    expect(await ok(page, "export_pgn")).toBe(pgn);
    await ok(page, "play", { move: game.steps[0]!.move });
    expect(await ok(page, "export_pgn")).toBe(pgn);
  });

  test("a game without a recorded PGN is an internal error", async ({ page }) => {
    const name: FixtureName = "en-passant";
    expect(exportedPgns.some((e) => e.name === name)).toBe(false);
    await openGame(page, name);
    expect((await failure(page, "export_pgn")).kind).toBe("internal");
  });

  test("an imported game has no recorded PGN", async ({ page }) => {
    await openGame(page, "fools-mate");
    await ok(page, "import_game", { text: importAnswers.find((e) => e.view)!.text });
    expect((await failure(page, "export_pgn")).kind).toBe("internal");
  });

  test("save_pgn answers a fixed path and is recorded", async ({ page }) => {
    await openGame(page, "promotion");
    expect(await ok(page, "save_pgn")).toEqual({ path: "/tmp/hotseat-chess-test.pgn" });
    expect((await ipcCalls(page)).filter((c) => c.cmd === "save_pgn")).toHaveLength(1);
  });
});
