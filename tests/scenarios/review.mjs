// Looking back: a move in the list shows that position read-only, the game
// stays where it is, Undo is off while reviewing, and the way back is one press.
import assert from "node:assert/strict";
import { until } from "./driver.mjs";
import { buttonEnabled, status, clickButton, clickMove, expectShows, plies, present, showsBoard } from "./page.mjs";

export default [
  {
    name: "review an earlier position from the move list, read-only, and back to the game",
    fixture: "scholars-mate",
    async run(d, game) {
      const played = game.steps.slice(0, 4);
      for (const step of played) await clickMove(d, step.move.from, step.move.to);
      const live = played.at(-1).view;
      await expectShows(d, live, "the game after four plies");

      await d.click('[data-testid=move-list] [data-ply="2"]');
      await until(() => present(d, "[data-testid=review]"), "the Reviewing bar");
      const reviewed = game.steps[1].view;
      await until(() => showsBoard(d, reviewed), "the position after ply 2");
      assert.equal(await buttonEnabled(d, "Undo"), false, "Undo is off while reviewing");
      assert.match(await status(d), /^After 1… e5: White to move/, "the status line says what the board shows");
      assert.deepEqual(await plies(d), live.moves.map((m) => m.san), "the game itself is unchanged");
      // Nothing can be played on the reviewed position.
      await d.click('[data-square="g1"]');
      assert.deepEqual(await d.run(`return [...document.querySelectorAll("[data-dest]")].length;`), 0);

      await clickButton(d, "Back to game");
      await until(async () => !(await present(d, "[data-testid=review]")), "the Reviewing bar to go");
      await expectShows(d, live, "the live game again");
      assert.equal(await buttonEnabled(d, "Undo"), true);
    },
  },
  {
    name: "face to face, Black reviews too: a turned review bar on Black's side",
    fixture: "scholars-mate",
    settings: { seats: "face" },
    async run(d, game) {
      for (const step of game.steps.slice(0, 2)) await clickMove(d, step.move.from, step.move.to);
      await d.click('[data-testid=move-list] [data-ply="1"]');
      await until(() => present(d, ".far [data-testid=review], .far [data-testid=review-copy]"), "Black's review bar");
      await clickButton(d, "Back to game", ".far");
      await until(async () => !(await present(d, "[data-testid=review]")), "the review to end from Black's side");
    },
  },
];
