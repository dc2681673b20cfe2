// Real input: the X server's pointer and keyboard (xdotool under Xvfb) on the
// real app — not WebDriver's synthesized clicks, which WebKit may treat
// differently (the promotion picker once took WebDriver's clicks and not a
// mouse's). Promotion by click and by drag for both colours in the three
// seats, each seat, colour and way to all four pieces (the covering 12 of
// the scenarios' 48, which both other drivers play whole); Crazyhouse's
// drops (tap, drag, keys) and Chess960's castling; and the picker
// cancelled by Escape and by a press outside it; Copy PGN then pasted with Ctrl+V into the import box;
// face to face, pausing and resuming moves neither the board nor a button.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import promotion from "../scenarios/promotion.mjs";
import variants from "../scenarios/variants.mjs";
import { loadFixture, until, DEFAULT_SETTINGS } from "../scenarios/driver.mjs";
import { button, clickMove, expectShows } from "../scenarios/page.mjs";
import { invoke, launch, makeDataDir, removeDataDir } from "./app.mjs";
import { webkitDriver } from "./scenario-driver.mjs";
import { xInput } from "./xinput.mjs";

const hasXdotool = (() => {
  try {
    execFileSync("xdotool", ["version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

/** xdotool's answer as lines (none when it finds nothing: it exits 1). */
function xdoList(...args) {
  try {
    return execFileSync("xdotool", args, { encoding: "utf8", timeout: 10_000 }).split("\n").filter(Boolean);
  } catch {
    return [];
  }
}

/** The scenarios' driver with the pointer and the keys of the X server. */
function xDriver(s, x) {
  const d = webkitDriver(s);
  return {
    ...d,
    kind: "x11",
    click: (css) => x.click(css),
    // `from` is a square, or a CSS selector (a pocket's slot).
    drag: (from, to) => x.drag(from.length === 2 ? `[data-square="${from}"]` : from, `[data-square="${to}"]`),
    press: (...keys) => x.press(...keys),
    async fill(css, text) {
      await x.click(css);
      await x.press("ctrl+a", "BackSpace");
      await x.type(text);
    },
  };
}

describe("the real app by the X server's own input", { skip: !hasXdotool && !process.env.CI && "xdotool is not installed (scripts/setup-system.sh installs it)", timeout: 1_800_000 }, () => {
  let dir;
  let app;
  let x;
  before(async () => {
    dir = makeDataDir("xinput");
    app = await launch(dir, "xinput");
    x = await xInput(app.s, { width: 1100, height: 800 });
  });
  after(async () => {
    await app?.close();
    removeDataDir(dir);
  });

  // A case without `covering` (the cancels) is always played; of the
  // variants, their own input: drops from the pocket by tap, by drag and by
  // keys for both colours, and Chess960's castling onto the rook.
  const scenarios = [
    ...promotion.filter((p) => p.covering !== false),
    ...variants.filter((v) => /^(crazyhouse|chess960)/.test(v.name)),
  ];
  for (const scenario of scenarios) {
    test(`X input: ${scenario.name}`, { timeout: 120_000 }, async () => {
      const d = xDriver(app.s, x);
      const fixture = loadFixture(scenario.fixture);
      await d.open(fixture, scenario.settings);
      try {
        await scenario.run(d, fixture);
      } catch (err) {
        await d.screenshot(`xinput-failed-${scenario.name.replace(/[^a-z0-9]+/gi, "-")}`).catch(() => {});
        throw err;
      }
    });
  }

  test("X input: Copy PGN, then Ctrl+V into the import box starts the same game", { timeout: 120_000 }, async () => {
    const { s } = app;
    const d = xDriver(s, x);
    const game = loadFixture("fools-mate");
    await d.open(game);
    for (const step of game.steps) await clickMove(d, step.move.from, step.move.to);
    await expectShows(d, game.steps.at(-1).view, "fool's mate");
    const pgn = await invoke(s, "export_pgn");

    await x.click(await button(d, "Copy PGN"));
    await until(() => s.execute(`return !!document.querySelector("[data-testid=toast]");`), "the copied confirmation");
    await x.click(await button(d, "From FEN/PGN…"));
    await until(() => s.execute(`return !!document.querySelector("[role=dialog] textarea");`), "the import dialog");
    await x.click("[role=dialog] textarea");
    await x.press("ctrl+v");
    const pasted = await until(
      () => s.execute(`const t = document.querySelector("[role=dialog] textarea").value; return t.length > 0 && t;`),
      "the pasted text",
    );
    assert.equal(pasted, pgn, "the clipboard held the game's PGN");
    await x.click('[role=dialog] button[type=submit]');
    await until(() => s.execute(`return !document.querySelector("[role=dialog] textarea");`), "the dialog to close");
    await expectShows(d, { ...game.steps.at(-1).view }, "the imported game, the same as the one copied");
  });

  test("X input: Copy PGN in a stored game copies it on the first press", { timeout: 120_000 }, async () => {
    const { s } = app;
    const d = xDriver(s, x);
    // The game before holds the fool's mate imported by the test above (or
    // any game): a new game stores it, and it is the archive's second row.
    await x.click(await button(d, "New game"));
    await until(() => s.execute(`return !!document.querySelector("[role=alertdialog]");`), "the New game dialog");
    await x.click(await button(d, "Start new game", "[role=alertdialog]"));
    await until(() => s.execute(`return !document.querySelector("[role=alertdialog]");`), "the dialog to close");
    const page = await invoke(s, "games", { offset: 0, limit: 2 });
    const stored = page.items[1];
    assert.ok(stored && !stored.current, "a stored game");
    const pgn = await invoke(s, "archived_pgn", { id: stored.id });
    // xclip stays in the background to serve the selection: keep no pipe to it.
    execFileSync("xclip", ["-selection", "clipboard", "-i"], { input: "nothing yet", stdio: ["pipe", "ignore", "ignore"], timeout: 3000 });

    await x.click(await button(d, "Games"));
    await until(() => s.execute(`return !!document.querySelector('[data-row="1"] button');`), "the archive's rows");
    await x.click('[data-row="1"] button');
    const copy = await until(async () => {
      try {
        return await button(d, "Copy PGN", "[role=dialog]");
      } catch {
        return false;
      }
    }, "the stored game's Copy PGN");
    await x.click(copy);
    const copied = await until(() => {
      const text = execFileSync("xclip", ["-selection", "clipboard", "-o"], { encoding: "utf8", timeout: 3000 });
      return text !== "nothing yet" && text;
    }, "the clipboard to change after one press");
    assert.equal(copied, pgn, "the stored game's PGN, on the first press");
    await x.press("Escape");
    await x.press("Escape");
  });

  test("X input: Save PGN… opens the system's save dialog; the name typed there gets the game's PGN, Escape saves nothing", { timeout: 120_000 }, async () => {
    const { s } = app;
    const d = xDriver(s, x);
    const game = loadFixture("fools-mate");
    await d.open(game);
    for (const step of game.steps) await clickMove(d, step.move.from, step.move.to);
    const pgn = await invoke(s, "export_pgn");
    const folder = mkdtempSync(join(tmpdir(), "hotseat-save-"));
    try {
      // The dialog is GTK's own window, not the page: found, focused and typed into by X.
      const saveDialog = async () => {
        await x.click(await button(d, "Save PGN…"));
        const id = await until(() => {
          const shown = xdoList("search", "--onlyvisible", "--name", ".");
          return shown.find((w) => w !== x.window && xdoList("getwindowname", w)[0] !== "Hotseat Chess");
        }, "the save dialog's window");
        execFileSync("xdotool", ["windowfocus", "--sync", id]);
        await sleep(300); // GTK's file dialog maps its entry and takes keys a moment after its window shows
        return id;
      };

      // Escape: the dialog closes, no file, no error, the game as it was.
      const cancelled = await saveDialog();
      await x.press("Escape");
      await until(() => !xdoList("search", "--onlyvisible", "--name", ".").includes(cancelled), "the dialog to close");
      // GTK's answer reaching the app once its window is gone: a file would be
      // written as the answer arrives, well within this (nothing else to wait on).
      await sleep(300);
      assert.deepEqual(readdirSync(folder), [], "nothing written on Escape");
      assert.equal(await s.execute(`return document.querySelector('[data-testid="notice"]')?.textContent ?? "";`), "", "no error shown");

      // A full path typed over the suggested name, then Enter.
      const target = join(folder, "fools-mate.pgn");
      await saveDialog();
      await x.press("ctrl+a");
      await x.type(target);
      await x.press("Enter");
      await until(() => existsSync(target), "the file to be written");
      assert.equal(readFileSync(target, "utf8"), pgn, "the file holds the game's PGN");
      assert.deepEqual(readdirSync(folder), ["fools-mate.pgn"], "no temporary file left beside it (written atomically)");
      const toast = await until(() => s.execute(`return document.querySelector("[data-testid=toast]")?.textContent ?? false;`), "the saved confirmation");
      assert.equal(toast.trim(), `Game saved to ${target}`);
      await d.screenshot("xinput-saved-pgn");
      x.focusApp();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test("X input: face to face, Pause and Resume move neither the board nor any button", { timeout: 120_000 }, async () => {
    const { s } = app;
    const d = xDriver(s, x);
    await invoke(s, "new_game", { options: { timeControl: { whiteMs: 300_000, blackMs: 300_000, perMove: { kind: "fischer", ms: 2000 } } } });
    await invoke(s, "set_settings", { settings: { ...DEFAULT_SETTINGS, seats: "face" } });
    await s.browser.refresh();
    await until(() => s.execute(`return document.querySelectorAll("main [role=grid] [data-piece]").length === 32;`), "the board");
    await clickMove(d, "e2", "e4");
    await until(async () => (await invoke(s, "status")).moves.length === 1, "e4 played");

    // The buttons a player sees: not the archive's unseen rehearsal (drawn
    // once, hidden, while the app is idle).
    const layout = () =>
      s.execute(`const r = (e) => { const b = e.getBoundingClientRect(); return [Math.round(b.x), Math.round(b.y), Math.round(b.width), Math.round(b.height)].join(","); };
        return { board: r(document.querySelector("main [role=grid]")),
                 buttons: [...document.querySelectorAll("main button")].filter((b) => b.getClientRects().length && getComputedStyle(b).visibility === "visible").map((b) => (b.getAttribute("aria-label") ?? b.textContent.trim()) + "@" + r(b)).sort() };`);
    const before = await layout();
    const pause = await button(d, "Pause clocks");
    const spot = await x.centreOf(pause);

    // Pause: the button under the pointer becomes Resume, in the same place.
    await x.click(pause);
    await until(async () => (await invoke(s, "status")).clock.paused, "the clocks paused");
    const paused = await layout();
    assert.equal(paused.board, before.board, "the board did not move or resize on pause");
    assert.deepEqual(await x.centreOf(await button(d, "Resume clocks")), spot, "Resume is where Pause was");
    // Resume with a press on the very same screen point, once GTK's
    // double-click time (400 ms) has passed: the second click of a double
    // click does not reach the button that took the first one's place
    // (lib/single-click.ts), a later press does.
    await sleep(600);
    execFileSync("xdotool", ["mousemove", spot.x, spot.y, "click", "1"]);
    await until(async () => !(await invoke(s, "status")).clock.paused, "the clocks running again");
    const resumed = await layout();
    assert.deepEqual(resumed, before, "after resuming every control is where it was");
    await d.screenshot("xinput-face-to-face-resumed");

    // A double click on Pause pauses once: its second click (WebKitGTK's
    // click detail 2) does not reach Resume, which took Pause's place.
    await sleep(600); // GTK's double-click time (400 ms) since the last click: the two below are a double click of their own
    execFileSync("xdotool", ["mousemove", spot.x, spot.y, "click", "--repeat", "2", "--delay", "120", "1"]);
    await until(async () => (await invoke(s, "status")).clock.paused, "the clocks paused by the double click");
    // Nothing to wait for: GTK's double-click time (400 ms) and a resume the
    // second click would ask for are over well within this.
    await sleep(800);
    assert.equal((await invoke(s, "status")).clock.paused, true, "the double click's second click did not resume the clocks");
  });
});
