// Resizes join the layout property, in the real app with a player's kind of
// data (issue 26): a long game in progress, hundreds of imported games in the
// archive, and the start size the window-state plugin restores (the app was
// last closed at 360×640 by Ctrl+Q). For each seat, after a resize from every
// other size (the X server's own window resize, as a window manager or a
// rotated tablet does it) the layout equals the one a fresh start at that
// size draws (a reload: same data, same size), within two frames and without
// a press; and a press on the board (a piece selected, then let go by
// Escape) never changes the layout.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { appsFor, importAllPgn, invoke, playLongGame, waitFor } from "./app.mjs";
import { SEATS, SIZES, compare, measure, reload, settle } from "./layout-measure.mjs";
import { xInput } from "./xinput.mjs";

const xdo = (...args) => execFileSync("xdotool", args.map(String), { encoding: "utf8", timeout: 10_000 }).trim();

/** A club's file: `n` finished games with named players. */
function clubFile(n) {
  let text = "";
  for (let i = 1; i <= n; i++) {
    text += `[Event "Club night ${i}"]\n[Date "2024.05.01"]\n[White "Émile ${i}"]\n[Black "Björk ${i}"]\n[Result "1-0"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n\n`;
  }
  return text;
}

/** The window resized by the X server to `w`×`h`, once the page sees that size and has drawn two frames. */
async function resize(s, win, w, h) {
  xdo("windowsize", win, w, h);
  await waitFor(() => s.execute("return innerWidth === arguments[0] && innerHeight === arguments[1];", [w, h]), {
    timeout: 5000,
    message: `the page to be ${w}×${h}`,
  });
  await settle(s);
}

/** The layout as measured with every scrolled region back at its top (where a fresh start has it). */
async function layout(s) {
  await s.execute(`for (const el of document.querySelectorAll("*")) if (el.scrollTop) el.scrollTop = 0;`);
  await settle(s);
  return measure(s);
}

test("resizes: the layout after any resize is a fresh start's at that size, with a long game and a full archive", { timeout: 600_000 }, async (t) => {
  const apps = appsFor(t, "resize");
  const file = join(apps.dir, "club.pgn");
  writeFileSync(file, clubFile(400));
  let app = await apps.launch("resize-1", { HOTSEAT_OPEN_PGN: file });
  let { s } = app;
  const plies = await playLongGame(s, 120);
  assert.ok(plies > 60, `a long game (${plies} plies)`);
  await invoke(s, "open_pgn");
  const report = await importAllPgn(s);
  assert.equal(report.imported, 400, JSON.stringify(report));
  // Last closed at a phone's size, by the keyboard (the window's state is kept on the way out).
  await reload(s);
  let x = await xInput(s, { width: 360, height: 640 });
  xdo("key", "ctrl+q");
  await waitFor(async () => !(await s.execute("return 1").catch(() => null)), { timeout: 10_000, message: "the app to close" }).catch(() => {});
  await app.close();

  app = await apps.launch("resize-2");
  s = app.s;
  assert.deepEqual(await s.execute("return [innerWidth, innerHeight]"), [360, 640], "the window-state plugin restored the phone's size");
  x = await xInput(s, {});
  const problems = [];
  for (const seats of SEATS) {
    const settings = await invoke(s, "settings");
    await invoke(s, "set_settings", { settings: { ...settings, seats } });
    for (const [w, h] of SIZES) {
      const tag = `${seats} ${w}×${h}`;
      await resize(s, x.window, w, h);
      await reload(s);
      const fresh = await layout(s);
      for (const [fw, fh] of SIZES) {
        if (fw === w && fh === h) continue;
        await resize(s, x.window, fw, fh);
        await resize(s, x.window, w, h);
        compare(fresh, await layout(s), `${tag} after ${fw}×${fh}`, problems);
      }
      // A press on the side to move's king: selected, marks shown, let go; the layout is the same.
      const turn = (await invoke(s, "status")).turn;
      const king = await s.execute(`return document.querySelector('[data-piece="${turn}-king"]')?.closest("[data-square]")?.dataset.square ?? null;`);
      assert.ok(king, `${tag}: ${turn}'s king on the board`);
      await x.click(`[data-square="${king}"]`);
      await waitFor(async () => (await s.findAll("[data-dest]")).length > 0 || (await s.findAll("[data-selected], [aria-selected=true]")).length > 0, {
        timeout: 3000,
        message: `${tag}: the king selected`,
      }).catch(() => {}); // a king with no move shows no marks: the press is what counts
      compare(fresh, await layout(s), `${tag} after a press on the board`, problems);
      await x.press("Escape");
      await settle(s);
    }
  }
  assert.deepEqual(problems, [], problems.join("\n"));
});
