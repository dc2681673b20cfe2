// The game is saved after every move: closing the app, or killing it with
// SIGKILL, and starting it again on the same data folder brings the game back.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { join } from "node:path";
import {
  appsFor, buttonEnabled, clickMove, closeApp, killApp, moveList, position, status, waitPlies, waitStatus,
} from "./app.mjs";

async function assertAfterNf3(s) {
  await waitStatus(s, "Black to move");
  assert.deepEqual(await moveList(s), ["e4", "e5", "Nf3"]);
  const p = await position(s);
  assert.equal(p.e4, "white-pawn");
  assert.equal(p.e5, "black-pawn");
  assert.equal(p.f3, "white-knight");
  assert.equal(p.e2, undefined);
  assert.equal(p.e7, undefined);
  assert.equal(p.g1, undefined);
  assert.equal(Object.keys(p).length, 32);
  const items = await s.execute(
    // Each row's number and plies, one space apart (the plies are separate buttons, with no text between them).
    `return [...document.querySelectorAll('[data-testid="move-list"] li')].map((li) =>
       [...li.children].map((e) => e.textContent.trim()).filter(Boolean).join(" "));`,
  );
  assert.deepEqual(items, ["1. e4 e5", "2. Nf3"]);
}

test("persistence: the game survives closing the app and a SIGKILL", { timeout: 90_000 }, async (t) => {
  const apps = appsFor(t, "persist");

  // First run: three moves, then close the app by ending the session.
  let app = await apps.launch("persist-1");
  await clickMove(app.s, "e2", "e4");
  await clickMove(app.s, "e7", "e5");
  await clickMove(app.s, "g1", "f3");
  await assertAfterNf3(app.s);
  assert.ok(existsSync(join(app.env.HOTSEAT_DATA_DIR, "hotseat.sqlite3")), "the database is in HOTSEAT_DATA_DIR");
  await closeApp(app);

  // Second run on the same data folder: the same position, and Undo works.
  app = await apps.launch("persist-2");
  let { s } = app;
  await assertAfterNf3(s);
  assert.equal(await buttonEnabled(s, "Undo"), true);
  await s.click(await s.button("Undo"));
  await waitStatus(s, "White to move");
  await waitPlies(s, 2);
  const p = await position(s);
  assert.equal(p.g1, "white-knight");
  assert.equal(p.f3, undefined);

  // Play on, then kill the app with SIGKILL (no chance to save on the way out).
  await clickMove(s, "b1", "c3");
  await clickMove(s, "b8", "c6");
  await waitStatus(s, "White to move");
  await killApp(app);

  // Third run: every move played before the kill is there.
  app = await apps.launch("persist-3");
  s = app.s;
  await waitStatus(s, "White to move");
  assert.deepEqual(await moveList(s), ["e4", "e5", "Nc3", "Nc6"]);
  const q = await position(s);
  assert.equal(q.c3, "white-knight");
  assert.equal(q.c6, "black-knight");
  assert.equal(q.g1, "white-knight");
  assert.equal(q.b1, undefined);
  assert.equal(q.b8, undefined);
  assert.equal(await status(s), "White to move");
  await s.click(await s.button("Undo"));
  await waitStatus(s, "Black to move");
  await waitPlies(s, 3);
});
