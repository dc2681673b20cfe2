// Seats: pass the device turns the board to the side to move after each move, and not after the last.
import assert from "node:assert/strict";
import { until } from "./driver.mjs";
import { clickMove, expectShows } from "./page.mjs";

const bottomLeft = (d) =>
  d.run(`return document.querySelector("main [role=grid] [role=row]:last-child [data-square]")?.getAttribute("data-square");`);

export default [
  {
    name: "pass the device: the board turns to Black after White's move and back",
    fixture: "scholars-mate",
    settings: { seats: "pass" },
    async run(d, game) {
      assert.equal(await bottomLeft(d), "a1");
      await clickMove(d, game.steps[0].move.from, game.steps[0].move.to);
      await expectShows(d, game.steps[0].view, "the game after e4");
      await until(async () => (await bottomLeft(d)) === "h8", "Black at the bottom (h8 in the bottom-left corner)");
      await clickMove(d, game.steps[1].move.from, game.steps[1].move.to);
      await until(async () => (await bottomLeft(d)) === "a1", "White at the bottom again");
      // The rest of Scholar's mate: after the mate the board stays with White, who gave it.
      for (const [i, step] of game.steps.slice(2).entries()) {
        await clickMove(d, step.move.from, step.move.to);
        await expectShows(d, step.view, `the game after ply ${i + 3}`);
      }
      assert.equal(await bottomLeft(d), "a1", "the board stays with the player who mated");
    },
  },
];
