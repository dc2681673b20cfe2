// The seats are a setting kept in the app's SQLite database with the game:
// chosen through the UI, they come back with the game after a restart.
// Face to face shows Black's own (rotated) status line; pass the device turns
// the board to whoever moves.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  appsFor, boardLabel, choose, clickMove, closeApp, invoke, moveList, selectByLabel, selectedText, status, waitFor, waitStatus,
} from "./app.mjs";
import { ELEMENT } from "./driver.mjs";

const MOVES = ["e4", "e5", "Nf3", "Nc6"];

/** The seats the Rust side holds (its `settings` command), once they are `want`. */
async function rustSeats(s, want) {
  let seen;
  await waitFor(
    async () => {
      seen = (await invoke(s, "settings")).seats;
      return seen === want;
    },
    { timeout: 5000, message: `the app's \`settings\` command to say seats "${want}"` },
  ).catch((err) => {
    throw new Error(`${err.message}; it says ${JSON.stringify(seen)}: the seats chosen in the page did not reach set_settings`);
  });
}

/** Whether rank 8 is drawn below rank 1 (the board turned for Black). */
async function blackAtBottom(s) {
  const e1 = await s.rect(await s.find('[data-square="e1"]'));
  const e8 = await s.rect(await s.find('[data-square="e8"]'));
  return e8.y > e1.y;
}

/** Waits until `select` shows `text` (the stored settings are read at start-up). */
function waitSelected(s, select, text) {
  return waitFor(async () => (await selectedText(s, select)) === text, {
    timeout: 5000,
    message: `the seats to show "${text}" after the restart`,
  }).catch(async (err) => {
    throw new Error(`${err.message}; they show "${await selectedText(s, select).catch(() => "?")}"`);
  });
}

const copies = (s) => s.findAll('[data-testid="status-copy"]');

test("settings: the seats chosen in the UI come back after a restart (face to face, pass the device)", { timeout: 120_000 }, async (t) => {
  const apps = appsFor(t, "settings");

  // First run, fresh data folder: side by side; switch to face to face, play four moves.
  let app = await apps.launch("settings-1");
  let { s } = app;
  let seats = await selectByLabel(s, "Seats");
  assert.equal(await selectedText(s, seats), "Side by side");
  assert.equal((await copies(s)).length, 0);
  await choose(s, seats, "Face to face");
  await waitFor(async () => (await copies(s)).length === 1, { timeout: 3000, message: "Black's status line" });
  for (const [from, to] of [["e2", "e4"], ["e7", "e5"], ["g1", "f3"], ["b8", "c6"]]) await clickMove(s, from, to);
  await waitStatus(s, "White to move");
  assert.deepEqual(await moveList(s), MOVES);
  await rustSeats(s, "face");
  await closeApp(app);

  // Second run: face to face again, with Black's rotated status line, and the same game.
  app = await apps.launch("settings-2");
  s = app.s;
  seats = await selectByLabel(s, "Seats");
  await waitSelected(s, seats, "Face to face");
  assert.equal(await s.property(seats, "value"), "face");
  await waitStatus(s, "White to move");
  const [copy] = await copies(s);
  assert.ok(copy, "Black's status line ([data-testid=status-copy]) is shown");
  // textContent: WebKitWebDriver's element text is empty for the status line's two-line clamp.
  const copyText = await s.execute(`return arguments[0].textContent.replace(/\\s+/g, " ").trim();`, [{ [ELEMENT]: copy }]);
  assert.equal(copyText, await status(s));
  assert.deepEqual(await moveList(s), MOVES);
  assert.equal(await boardLabel(s), "Chess board, white at the bottom");
  assert.equal(await blackAtBottom(s), false);

  // Pass the device: White to move, so White is at the bottom.
  await choose(s, seats, "Pass the device");
  await waitFor(async () => (await copies(s)).length === 0, { timeout: 3000, message: "no second status line" });
  assert.equal(await boardLabel(s), "Chess board, white at the bottom");
  await rustSeats(s, "pass");
  await closeApp(app);

  // Third run: pass the device again; after White's move the board turns to Black.
  app = await apps.launch("settings-3");
  s = app.s;
  seats = await selectByLabel(s, "Seats");
  await waitSelected(s, seats, "Pass the device");
  await waitStatus(s, "White to move");
  assert.deepEqual(await moveList(s), MOVES);
  assert.equal((await copies(s)).length, 0);
  assert.equal(await boardLabel(s), "Chess board, white at the bottom");
  assert.equal(await blackAtBottom(s), false);
  await clickMove(s, "f1", "b5");
  await waitStatus(s, "Black to move");
  await waitFor(async () => (await boardLabel(s)) === "Chess board, black at the bottom", {
    timeout: 3000,
    message: "the board turned for Black",
  });
  assert.equal(await blackAtBottom(s), true);
  assert.deepEqual(await moveList(s), [...MOVES, "Bb5"]);
});
