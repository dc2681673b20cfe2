// PGN files in the real app, by the X server's own pointer (xdotool) and a
// real XDND drop (tests/e2e/xdnd-drop.c, built by xinput.mjs with the
// system's C compiler); the flows themselves are scenarios of both drivers
// (tests/scenarios/pgn-file.mjs), this is their pass by real input: Open
// PGN… (the system dialog replaced by the debug build's HOTSEAT_OPEN_PGN
// seam: GTK's open dialog cannot be driven reliably under Xvfb) lists a file of many games, one is played on (the game in progress
// stays in Games), a .pgn file dropped on the window opens the picker, and
// Import all stores every readable game in the archive, which names their
// players. At 1280×800 and 400×750; screenshots of each state are kept.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { appsFor, buttonEnabled, invoke, moveList, settle, sleep, waitFor, waitPlies, waitStatus } from "./app.mjs";
import { ARTIFACTS } from "./driver.mjs";
import { xInput } from "./xinput.mjs";

const GAMES = 1200;
/** Every hundredth game has an illegal second move. */
function manyGames(n) {
  let text = "";
  for (let i = 1; i <= n; i++) {
    const second = i % 100 === 0 ? "Ke3" : "Nf3 Nc6 3. Bb5 a6";
    text += `[Event "Club night ${i}"]\n[Date "2024.05.01"]\n[White "White ${i}"]\n[Black "Black ${i}"]\n[Result "1-0"]\n\n1. e4 e5 2. ${second} 1-0\n\n`;
  }
  return text;
}

/** The X server's screenshot (what a player sees), kept in the artifacts, once WebKit has painted the last change. */
async function shot(s, name) {
  await settle(s);
  // WebKitGTK's compositor reaches the X server a little after the page's
  // frame: take the root window until two grabs in a row agree.
  const grab = () => execFileSync("/usr/bin/import", ["-window", "root", "-strip", "png:-"], { maxBuffer: 64 << 20 });
  let last = grab();
  for (let i = 0; i < 10; i++) {
    await sleep(200); // the poll's interval, not a wait for the page
    const next = grab();
    if (next.equals(last)) break;
    last = next;
  }
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(join(ARTIFACTS, name), last);
}

/** Marks the button named `text` (inside `within`) so xdotool can be aimed at it. */
async function mark(s, text, within = "body") {
  const found = await s.execute(
    `const b = [...document.querySelector(arguments[1]).querySelectorAll("button")].find((b) => b.textContent.trim() === arguments[0]);
     if (b) b.dataset.e2e = arguments[0];
     return !!b;`,
    [text, within],
  );
  assert.ok(found, `a button "${text}"`);
  return `[data-e2e="${text}"]`;
}

const picker = '[role="dialog"].picker';

/** The picker's title, how many rows exist in the DOM, and whether its controls lie inside the window. */
function pickerState(s) {
  return s.execute(`
    const d = document.querySelector(arguments[0]);
    if (!d) return null;
    const inside = (el) => { const r = el.getBoundingClientRect(); return r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight && r.height >= 44; };
    return {
      title: d.querySelector("h2").textContent,
      rows: d.querySelectorAll("[data-row]").length,
      buttonsInView: [...d.querySelectorAll(".actions button")].every(inside),
      firstRowInView: inside(d.querySelector("[data-row] button")),
      message: d.querySelector('[data-testid="pgn-message"]').textContent.trim(),
    };`, [picker]);
}

for (const [width, height] of [[1280, 800], [400, 750]]) {
  test(`PGN files at ${width}×${height}: open, pick, drop, import all`, { timeout: 180_000 }, async (t) => {
    const apps = appsFor(t, `pgn-file-${width}`);
    const many = join(apps.dir, "club.pgn");
    writeFileSync(many, manyGames(GAMES));
    const dropped = join(apps.dir, "dropped games.pgn");
    writeFileSync(dropped, manyGames(GAMES));
    const app = await apps.launch(`pgn-file-${width}`, { HOTSEAT_OPEN_PGN: many });
    const { s } = app;
    const x = await xInput(s, { width, height });

    // A game in progress, by the X pointer.
    await x.click('[data-square="e2"]');
    await x.click('[data-square="e4"]');
    await waitPlies(s, 1);
    const stored = (await invoke(s, "games", { offset: 0, limit: 1 })).total;

    // Open PGN… lists the file: a few dozen rows of 1,200, all controls in the window.
    await x.click(await mark(s, "Open PGN…", "aside"));
    const opened = await waitFor(() => pickerState(s), { message: "the picker" });
    assert.equal(opened.title, "club.pgn");
    assert.ok(opened.rows > 0 && opened.rows <= 40, `${opened.rows} rows rendered`);
    assert.ok(opened.buttonsInView && opened.firstRowInView, JSON.stringify(opened));
    await waitFor(() => s.execute(`return !!document.querySelector('${picker} [data-index="2"]')`), { message: "the rows" });
    await shot(s, `pgn-picker-${width}.png`);

    // Game 3 is played on; the game in progress stays in Games.
    await x.click(`${picker} [data-index="2"]`);
    await waitFor(async () => (await pickerState(s)) === null, { message: "the picker to close" });
    await waitPlies(s, 6);
    assert.deepEqual((await moveList(s)).slice(0, 3), ["e4", "e5", "Nf3"]);
    assert.equal((await invoke(s, "games", { offset: 0, limit: 1 })).total, stored + 1);
    assert.match(await invoke(s, "export_pgn"), /\[White "White 3"\]/);
    await shot(s, `pgn-picked-${width}.png`);

    // A .pgn file dropped on the window, through XDND as a file manager drops it.
    await x.dropFile('[aria-label^="Chess board"]', dropped);
    const drop = await waitFor(() => pickerState(s), { message: "the picker of the dropped file" });
    assert.equal(drop.title, "dropped games.pgn");

    // Import all: every readable game into Games, the skipped ones told.
    await x.click(await mark(s, "Import all into Games", picker));
    const done = await waitFor(
      async () => {
        const state = await pickerState(s);
        return state && /imported into Games/.test(state.message) ? state : null;
      },
      { timeout: 120_000, message: "the import's report" },
    );
    assert.match(done.message, /^1,188 games imported into Games; 12 could not be read\.\s*Game 100 — Move 2 \(Ke3\)/);
    await shot(s, `pgn-imported-${width}.png`);
    assert.equal((await invoke(s, "games", { offset: 0, limit: 1 })).total, stored + 1 + 1188);
    await x.click(await mark(s, "Close", picker));
    await waitFor(async () => (await pickerState(s)) === null, { message: "the picker to close" });

    // The archive names the imported games' players and event; the game picked is still the current one.
    await x.click(await mark(s, "Games", "aside"));
    const first = await waitFor(
      () => s.execute(`const b = document.querySelector('[data-testid="archive-list"] li button'); return b ? b.getAttribute("aria-label") : null;`),
      { message: "the archive's first row" },
    );
    // With the file's own result (its [Result "1-0"]: a resignation on paper) and date, not the import's.
    assert.match(first, /^White 1199 – Black 1199, White won, White 1, Black 0, Club night 1199, (May 1, 2024|1 May 2024), 3 moves, /);
    await shot(s, `pgn-archive-${width}.png`);
  });
}

// Issue 26, item 2: a one-game file whose record ends with a result the
// board does not show (here Black won on time). Opened, the game is the
// record and the status line says how it ended; Resign is off; the first
// move played at its end starts a new game from that position and the
// record stays whole in Games with its result. At a desktop, a portrait
// tablet and a phone size, each in its own seat; by the X pointer.
const FLAGGED = `[Event "Club night"]\n[White "Ann Lee"]\n[Black "Bob Marsh"]\n[Result "0-1"]\n[Termination "time forfeit"]\n\n1. e4 e5 2. Nf3 0-1\n`;
// (A portrait tablet as tall as the X screen: its pointer cannot reach below it.)
for (const [width, height, seats] of [[1280, 800, "side"], [600, 800, "face"], [360, 640, "pass"]]) {
  test(`a finished one-game file at ${width}×${height} (${seats}): its result shown, a move plays on in a new game`, { timeout: 120_000 }, async (t) => {
    const apps = appsFor(t, `pgn-finished-${width}`);
    const file = join(apps.dir, "flagged.pgn");
    writeFileSync(file, FLAGGED);
    const { s } = await apps.launch(`pgn-finished-${width}`, { HOTSEAT_OPEN_PGN: file });
    await invoke(s, "set_settings", { settings: { ...(await invoke(s, "settings")), seats } });
    await s.execute("location.reload()");
    await waitFor(async () => (await s.findAll("[data-piece]")).length > 0, { message: "the board after the reload" });
    const x = await xInput(s, { width, height });
    const stored = (await invoke(s, "games", { offset: 0, limit: 1 })).total;

    await x.click(await mark(s, "Open PGN…", "aside"));
    await waitStatus(s, "Recorded — Black won on time");
    assert.deepEqual(await moveList(s), ["e4", "e5", "Nf3"]);
    // Nothing to resign: Resign's place offers the finished record's review.
    assert.equal(await buttonEnabled(s, "Review: the game's marks, graph and better moves"), true, "the review in Resign's place");
    assert.equal(await buttonEnabled(s, "Undo"), false, "the record is kept whole");
    await shot(s, `pgn-finished-${width}.png`);

    await x.click('[data-square="b8"]');
    await x.click('[data-square="c6"]');
    await waitStatus(s, "White to move");
    assert.deepEqual(await moveList(s), ["Nc6"], "a new game from the record's last position (2… Nc6)");
    await waitFor(() => s.execute(`return document.querySelector('[data-testid="toast"]')?.textContent === arguments[0];`, ["A new game from this position: the recorded game stays in Games."]), { message: "the toast" });
    // Face to face it faces Black, who moved.
    assert.equal(await s.execute(`return document.querySelector('[data-testid="toast"]').classList.contains("far");`), seats === "face");
    await shot(s, `pgn-finished-played-on-${width}.png`);
    const games = await invoke(s, "games", { offset: 0, limit: 2 });
    // The first start's untouched game gave way to the record; the new game came after it.
    assert.equal(games.total, stored + 1, "the record and the new game");
    assert.equal(games.items[1].result, "0-1");
    assert.equal(games.items[1].termination, "time forfeit");
    assert.match(await invoke(s, "archived_pgn", { id: games.items[1].id }), /2\. Nf3 0-1/);
  });
}
