// Scholar's mate played by clicking (select the piece, click a marked square),
// then New game with its confirmation.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  appsFor, buttonEnabled, clickMove, marked, moveList, position, settle, status, waitFor, waitPlies, waitStatus,
} from "./app.mjs";

const dialogs = (s) => s.findAll('[role="alertdialog"]');

test("click: scholar's mate; New game asks first while a game is in progress", { timeout: 90_000 }, async (t) => {
  const app = await appsFor(t, "click").launch("click");
  const { s } = app;

  // Selecting marks exactly the legal destinations; clicking it again deselects.
  await s.click(await s.find('[data-square="g1"]'));
  await waitFor(async () => (await marked(s)).length > 0, { message: "marks for g1" });
  assert.deepEqual(await marked(s), ["f3", "h3"]);
  await s.click(await s.find('[data-square="g1"]'));
  await waitFor(async () => (await marked(s)).length === 0, { message: "g1 deselected" });
  // Black's pieces cannot be selected on White's turn.
  await s.click(await s.find('[data-square="b8"]'));
  await settle(s);
  assert.deepEqual(await marked(s), []);

  await clickMove(s, "e2", "e4");
  await clickMove(s, "e7", "e5");
  await clickMove(s, "f1", "c4");
  await clickMove(s, "b8", "c6");
  await clickMove(s, "d1", "h5");
  await clickMove(s, "g8", "f6");
  await waitStatus(s, "White to move");

  // New game mid-game asks for confirmation; Cancel keeps the game.
  await s.click(await s.button("New game"));
  await waitFor(async () => (await dialogs(s)).length === 1, { message: "the confirmation dialog" });
  await s.click(await s.button("Cancel"));
  await waitFor(async () => (await dialogs(s)).length === 0, { message: "the dialog to close" });
  assert.equal(await status(s), "White to move");
  assert.equal((await moveList(s)).length, 6);

  // The queen's marks include the capture on f7 (a ring: data-dest="capture").
  await s.click(await s.find('[data-square="h5"]'));
  await waitFor(async () => (await marked(s)).includes("f7"), { message: "f7 marked" });
  assert.equal(await s.attribute(await s.find('[data-square="f7"]'), "data-dest"), "capture");
  await s.click(await s.find('[data-square="f7"]'));
  await waitPlies(s, 7);
  await waitStatus(s, "Checkmate — White wins");
  assert.deepEqual(await moveList(s), ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"]);
  assert.equal((await position(s)).f7, "white-queen");
  assert.equal((await s.findAll("[data-piece]")).length, 31);

  // After the verdict no piece can be selected.
  await s.click(await s.find('[data-square="e8"]'));
  await s.click(await s.find('[data-square="c4"]'));
  await settle(s);
  assert.deepEqual(await marked(s), []);

  // Take the mate back: the game is in progress again, so New game asks; confirm it.
  await s.click(await s.button("Undo"));
  await waitStatus(s, "White to move");
  await s.click(await s.button("New game"));
  await waitFor(async () => (await dialogs(s)).length === 1, { message: "the confirmation dialog" });
  await s.click(await s.button("Start new game"));
  await waitStatus(s, "White to move");
  await waitFor(async () => (await moveList(s)).length === 0, { message: "an empty move list" });
  assert.equal((await dialogs(s)).length, 0);
  assert.equal((await s.findAll("[data-piece]")).length, 32);
  assert.equal((await position(s)).e2, "white-pawn");
  assert.equal(await buttonEnabled(s, "Undo"), false);
});
