// A game by keyboard alone: the arrow keys move the focus over the squares,
// Enter picks a piece up and puts it down (side by side: White at the bottom).
import assert from "node:assert/strict";
import { until } from "./driver.mjs";
import { expectShows } from "./page.mjs";

export const focused = (d) => d.run(`return document.activeElement?.getAttribute("data-square") ?? null;`);

/** Arrow presses from the focused square to `to`, White at the bottom. */
export async function walkTo(d, to) {
  const from = await until(() => focused(d), "a focused square");
  const files = to.charCodeAt(0) - from.charCodeAt(0);
  const ranks = to.charCodeAt(1) - from.charCodeAt(1);
  const keys = [
    ...Array(Math.abs(files)).fill(files > 0 ? "ArrowRight" : "ArrowLeft"),
    ...Array(Math.abs(ranks)).fill(ranks > 0 ? "ArrowUp" : "ArrowDown"),
  ];
  if (keys.length) await d.press(...keys);
  await until(async () => (await focused(d)) === to, `the focus on ${to}`);
}

export default [
  {
    name: "fool's mate by keyboard alone",
    fixture: "fools-mate",
    async run(d, game) {
      // Tab reaches the board at its one tabbable square (the roving focus).
      await d.run(`document.querySelector("main [role=grid] [data-square][tabindex='0']").focus();`);
      for (const step of game.steps) {
        await walkTo(d, step.move.from);
        await d.press("Enter");
        await walkTo(d, step.move.to);
        await d.press("Enter");
        await expectShows(d, step.view, `the view after ${step.view.moves.at(-1).san}`);
      }
      assert.deepEqual(game.steps.at(-1).view.verdict, { result: "0-1", reason: "checkmate", winner: "black" });
    },
  },
];
