// Move numbers and what Undo says: the numbers follow the position's own
// (a game set up at move 80 goes on from 80, "80… Kg8" when Black moves
// first), and the Undo button names what it would take back.
import assert from "node:assert/strict";
import { until } from "./driver.mjs";
import { clickButton, clickMove, expectShows, undoLabel } from "./page.mjs";

/** The move list as its rows read ("80.", "Ra2", "Kg8"), and each ply's spoken label. */
const rows = (d) =>
  d.run(`const ol = document.querySelector("[data-testid=move-list]");
    if (!ol) return { rows: [], labels: [] };
    return {
      rows: [...ol.querySelectorAll("li")].map((li) => li.textContent.replace(/\\s+/g, " ").trim()),
      labels: [...ol.querySelectorAll("[data-ply]")].map((b) => b.getAttribute("aria-label")),
    };`);

/** Plays the game's three plies by click; the list as it then reads. */
async function playAll(d, game) {
  for (const step of game.steps) await clickMove(d, step.move.from, step.move.to);
  await expectShows(d, game.steps.at(-1).view, "the game after three plies");
  return until(async () => {
    const r = await rows(d);
    return r.labels.length === 3 && r;
  }, "three plies in the list");
}

export default [
  {
    name: "a game set up at move 80 with White to move is numbered from 80; Undo names the last move",
    fixture: "numbered-white",
    async run(d, game) {
      const seen = await playAll(d, game);
      assert.deepEqual(seen.labels, ["80. Ra2", "80… Kg8", "81. Ra3"]);
      assert.match(seen.rows[0], /^80\./);
      assert.match(seen.rows[1], /^81\./);
      assert.equal(await undoLabel(d), "Undo Ra3");
    },
  },
  {
    name: "a game set up at move 80 with Black to move starts 80… and Undo takes back Black's move",
    fixture: "numbered-black",
    async run(d, game) {
      const seen = await playAll(d, game);
      assert.deepEqual(seen.labels, ["80… Kg8", "81. Ra2", "81… Kh8"]);
      assert.match(seen.rows[0], /^80\./);
      assert.equal(await undoLabel(d), "Undo Kh8");
      await clickButton(d, "Undo");
      await expectShows(d, game.steps.at(-2).view, "the game after two plies");
      assert.equal(await undoLabel(d), "Undo Ra2");
    },
  },
];
