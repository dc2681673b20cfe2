// Confirm each move: the move waits for Play or Take back.
import assert from "node:assert/strict";
import { until } from "./driver.mjs";
import { board, clickButton, clickMove, expectShows, plies, present } from "./page.mjs";

const BUBBLE = '[aria-label="Confirm the move"]';

export default ["click", "drag"].map((how) => ({
  name: `confirm each move (${how}): Take back plays nothing, Play plays it`,
  fixture: "scholars-mate",
  settings: { confirmMove: true },
  async run(d, game) {
    const first = game.steps[0];
    const go = () => (how === "drag" ? d.drag(first.move.from, first.move.to) : clickMove(d, first.move.from, first.move.to));
    await go();
    await until(() => present(d, BUBBLE), "the confirmation");
    await clickButton(d, "Take back", BUBBLE);
    await until(async () => !(await present(d, BUBBLE)), "the confirmation to go");
    await expectShows(d, game.initial, "the start position: nothing was played");
    assert.deepEqual(await plies(d), []);
    await go();
    await until(() => present(d, BUBBLE), "the confirmation again");
    await clickButton(d, "Play", BUBBLE);
    await expectShows(d, first.view, "the game after e4");
    assert.equal((await board(d)).e4, "white-pawn");
  },
}));
