// Whole recorded games played through the board, by click and by drag: after
// every move the page shows exactly what the Rust side answered.
import assert from "node:assert/strict";
import { buttonEnabled, expectShows, move } from "./page.mjs";

const GAMES = ["fools-mate", "scholars-mate", "castling-and-check", "en-passant", "promotion"];

export default GAMES.flatMap((fixture) =>
  ["click", "drag"].map((how) => ({
    name: `${fixture} played by ${how}`,
    fixture,
    async run(d, game) {
      await expectShows(d, game.initial, "the start position");
      assert.equal(await buttonEnabled(d, "Undo"), false, "nothing to undo at the start");
      for (const [i, step] of game.steps.entries()) {
        if (step.move.promotion) continue; // the promotion scenarios choose pieces
        await move(d, how, step.move.from, step.move.to);
        await expectShows(d, step.view, `the view after ply ${i + 1} (${step.view.moves.at(-1).san})`);
      }
    },
  })),
);
