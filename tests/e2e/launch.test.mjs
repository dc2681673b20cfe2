// The real app starts under Xvfb with a fresh game: 32 pieces in the start
// position, White to move, nothing to undo.
import { test } from "node:test";
import assert from "node:assert/strict";
import { appsFor, buttonEnabled, moveList, position, status } from "./app.mjs";

const START = {};
const BACK = ["rook", "knight", "bishop", "queen", "king", "bishop", "knight", "rook"];
for (const [i, f] of [..."abcdefgh"].entries()) {
  START[`${f}1`] = `white-${BACK[i]}`;
  START[`${f}2`] = "white-pawn";
  START[`${f}7`] = "black-pawn";
  START[`${f}8`] = `black-${BACK[i]}`;
}

test("launch: the board shows the 32 pieces of the start position, White to move", { timeout: 90_000 }, async (t) => {
  const app = await appsFor(t, "launch").launch("launch");
  const { s } = app;

  assert.equal((await s.findAll("[data-square]")).length, 64);
  assert.equal((await s.findAll("[data-piece]")).length, 32);
  assert.deepEqual(await position(s), START);
  assert.equal(await status(s), "White to move");
  assert.deepEqual(await moveList(s), []);
  assert.equal(await buttonEnabled(s, "Undo"), false);
  assert.equal(await buttonEnabled(s, "New game"), true);
  // It is the real app, not the UI in a browser: the Tauri IPC is there.
  assert.equal(await s.execute("return '__TAURI_INTERNALS__' in window;"), true);
});
