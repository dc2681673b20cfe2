// Declared verdicts in the shared panel (side by side): either player may
// resign or offer a draw at any moment, not only the side to move, and Undo
// names what it takes back. The recorded IPC replays moves only, so these
// run in the real app.
import assert from "node:assert/strict";
import { until } from "./driver.mjs";
import { clickButton, clickMove, status, undoLabel } from "./page.mjs";

/** In the open "who …?" question, picks `colour` and confirms with `confirm`. */
async function answerWho(d, testid, colour, confirm) {
  await until(() => d.run(`return !!document.querySelector("[data-testid=${testid}]");`), `the ${testid} question`);
  await d.click(`[data-testid=${testid}] input[value="${colour}"]`);
  await clickButton(d, confirm, "[role=alertdialog]");
  await until(() => d.run(`return !document.querySelector("[role=alertdialog]");`), "the question to close");
}

export default [
  {
    name: "side by side, White resigns on Black's turn; Undo says it takes back the resignation",
    fixture: "scholars-mate",
    only: "webkit",
    async run(d, game) {
      await clickMove(d, game.steps[0].move.from, game.steps[0].move.to);
      await until(async () => (await status(d)) === "Black to move", "Black to move");
      await clickButton(d, "Resign…");
      await answerWho(d, "resigner", "white", "Resign");
      await until(async () => (await status(d)) === "White resigns — Black wins", "the resignation");
      assert.equal(await undoLabel(d), "Undo resign");
      await clickButton(d, "Undo");
      await until(async () => (await status(d)) === "Black to move", "the game going on");
      assert.equal(await undoLabel(d), "Undo e4");
    },
  },
  {
    name: "side by side, Black offers a draw on White's turn and White accepts",
    fixture: "scholars-mate",
    only: "webkit",
    async run(d, game) {
      for (const step of game.steps.slice(0, 2)) await clickMove(d, step.move.from, step.move.to);
      await until(async () => (await status(d)) === "White to move", "White to move");
      await clickButton(d, "Offer draw…");
      await answerWho(d, "offerer", "black", "Offer draw");
      const offer = await until(() => d.run(`return document.querySelector("aside [data-testid=draw-offer]")?.textContent.replace(/\\s+/g, " ").trim() ?? null;`), "the offer shown");
      assert.match(offer, /Black offers a draw/);
      await clickButton(d, "Accept draw", "aside [data-testid=draw-offer]");
      await until(async () => (await status(d)) === "Draw — agreement", "the agreed draw");
    },
  },
];
