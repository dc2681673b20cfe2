// Fool's mate played by dragging pieces with W3C pointer actions (mouse).
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  appsFor, buttonEnabled, drag, dragMove, marked, moveList, position, settle, status, waitPlies, waitStatus,
} from "./app.mjs";

test("drag: fool's mate ends the game; no drag moves afterwards; Undo takes the mate back", { timeout: 90_000 }, async (t) => {
  const app = await appsFor(t, "drag").launch("drag");
  const { s } = app;

  // The first drag also checks that the piece follows the pointer mid-drag.
  assert.equal(await dragMove(s, "f2", "f3", { check: true }), "white-pawn");
  await waitStatus(s, "Black to move");
  await dragMove(s, "e7", "e5");
  await dragMove(s, "g2", "g4");
  await dragMove(s, "d8", "h4");
  await waitStatus(s, "Checkmate — Black wins");
  assert.deepEqual(await moveList(s), ["f3", "e5", "g4", "Qh4#"]);
  const mated = await position(s);
  assert.equal(mated.h4, "black-queen");
  assert.equal(mated.d8, undefined);

  // After the verdict a drag does nothing: neither side's piece moves.
  await drag(s, "a2", "a3");
  await drag(s, "h4", "e1");
  await settle(s);
  assert.deepEqual(await position(s), mated);
  assert.deepEqual(await moveList(s), ["f3", "e5", "g4", "Qh4#"]);
  assert.deepEqual(await marked(s), []);
  assert.equal(await status(s), "Checkmate — Black wins");

  // Undo still works and takes back the mating move.
  assert.equal(await buttonEnabled(s, "Undo"), true);
  await s.click(await s.button("Undo"));
  await waitStatus(s, "Black to move");
  await waitPlies(s, 3);
  const back = await position(s);
  assert.equal(back.d8, "black-queen");
  assert.equal(back.h4, undefined);

  // The queen can be dragged again; a drop off the destinations puts it back.
  await drag(s, "d8", "d5");
  await settle(s);
  assert.equal((await position(s)).d8, "black-queen");
  await dragMove(s, "d8", "h4");
  await waitStatus(s, "Checkmate — Black wins");

  // New game opens the new-game dialog (the clock); untimed is the default.
  await s.click(await s.button("New game"));
  await s.click(await s.button("Start new game"));
  await waitStatus(s, "White to move");
  assert.equal((await s.findAll('[role="alertdialog"]')).length, 0);
  assert.equal((await s.findAll("[data-piece]")).length, 32);
});
