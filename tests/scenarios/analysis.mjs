// After the game: the review by our engine. Analyse runs with its progress,
// the move list marks the blunder, each side's counts, the graph's point for
// the blunder shows that position with the better move's arrow, and Play
// from here starts a new game there. Both drivers: the Chromium run replays
// the Rust side's recorded review (tests/fixtures/analyses.json), the real
// app runs our engine, which answers the same (it searches by depth and
// nodes only).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { fileURLToPath } from "node:url";
import { until } from "./driver.mjs";
import { board, boardOf, clickMove, expectShows, present, showsBoard, status } from "./page.mjs";
import { GAMES, finishedGameInArchive } from "./archive.mjs";

const ANALYSES = JSON.parse(readFileSync(fileURLToPath(new URL("../fixtures/analyses.json", import.meta.url)), "utf8"));

/** The reviewed game's first blunder: its ply (1-based) and the recorded better move. */
function firstBlunder(name) {
  const i = ANALYSES[name].moves.findIndex((m) => m.class === "blunder");
  assert.ok(i >= 0, `${name} has a blunder in its recorded review`);
  return { ply: i + 1, better: ANALYSES[name].moves[i].better };
}

async function playToTheEnd(d, game) {
  for (const step of game.steps) await clickMove(d, step.move.from, step.move.to);
  await expectShows(d, game.steps.at(-1).view, "the finished game");
}

const counts = (d) =>
  d.run(`return [...document.querySelectorAll("[data-testid=analysis-counts] tbody tr")].map((r) => [r.dataset.side, ...[...r.querySelectorAll("td")].map((c) => c.textContent.trim())]);`);

/** The review of the finished game: analysed, marked, its blunder's point pressed. */
async function reviewed(d, game, { keyboard = false } = {}) {
  // A lazy part: its chunk may still be on its way when the verdict is shown (fetched ahead only once the app is idle).
  await until(() => present(d, "[data-testid=game-review]"), "the review's section after the verdict");
  if (keyboard) {
    // Review (Resign's place after the verdict) brings the review into view, Analyse focused.
    const board = () => d.run(`const r = document.querySelector("main [role=grid]").getBoundingClientRect(); return [r.top, r.left, document.scrollingElement.scrollTop];`);
    const before = await board();
    await d.click("[data-testid=review-game]");
    await until(() => d.run(`return document.activeElement?.dataset.testid === "analyse";`), "Analyse focused");
    assert.deepEqual(await board(), before, "Review scrolls the tail only: the board stays where it was");
    await d.press("Enter");
  } else {
    await d.click("[data-testid=analyse]");
  }
  await until(() => present(d, "[data-testid=eval-graph]"), "the evaluation graph", 30_000);
  const blunder = firstBlunder(game.name);
  const label = await d.run(`return document.querySelector('[data-testid=move-list] [data-ply="${blunder.ply}"]')?.getAttribute("aria-label");`);
  assert.match(label ?? "", /, Blunder$/, "the move list names the blunder");
  const mark = await d.run(`return document.querySelector('[data-testid=move-list] [data-ply="${blunder.ply}"] .mark')?.textContent;`);
  assert.equal(mark, "??");
  const side = game.steps[blunder.ply - 1].view.moves[blunder.ply - 1].color;
  const row = (await counts(d)).find((r) => r[0] === side);
  assert.ok(row && Number(row[3]) >= 1, `${side}'s blunders counted: ${JSON.stringify(await counts(d))}`);
  return blunder;
}

export default [
  ...["side", "face"].map((seats) => ({
    name: `review (${seats}): Analyse after the verdict marks the blunder ??, its graph point shows it with the better move's arrow; Play from here`,
    fixture: "scholars-mate",
    settings: { seats },
    async run(d, game) {
      assert.equal(await present(d, "[data-testid=game-review]"), false, "nothing of the engine during the game");
      await playToTheEnd(d, game);
      const blunder = await reviewed(d, game);
      await d.click(`[data-testid=eval-graph] button[data-ply="${blunder.ply}"]`);
      await until(() => showsBoard(d, game.steps[blunder.ply - 1].view), "the blunder's position");
      await until(() => present(d, "[data-testid=better-arrow]"), "the better move's arrow");
      const arrow = await d.run(`const a = document.querySelector("[data-testid=better-arrow]"); return [a.dataset.from, a.dataset.to];`);
      assert.deepEqual(arrow, [blunder.better.from, blunder.better.to]);
      assert.match(await d.run(`return document.querySelector("[data-testid=analysis-here]").textContent;`), /Blunder/);
      await d.screenshot(`analysis-${seats}`);

      // A new game from the blunder's position; the finished one stays in the archive.
      await d.click("[data-testid=play-from-here]");
      await until(async () => !(await present(d, "[data-testid=game-review]")), "a new game, not finished");
      await until(() => showsBoard(d, game.steps[blunder.ply - 1].view), "the new game at that position");
      assert.match(await status(d), /^White to move/);
    },
  })),
  {
    name: "review face to face from Black's bar: a box turned toward Black, Analyse in it, its blunder's point shown on the board; Close",
    fixture: "scholars-mate",
    settings: { seats: "face" },
    async run(d, game) {
      await playToTheEnd(d, game);
      await until(() => present(d, ".far [data-testid=review-game]"), "Black's Review");
      const BOX = "[role=dialog].review-dialog";
      await d.click(".far [data-testid=review-game]");
      await until(() => present(d, `${BOX} [data-testid=analyse]`), "the review in its box");
      assert.equal(await d.run(`return getComputedStyle(document.querySelector("${BOX}")).transform;`), "matrix(-1, 0, 0, -1, 0, 0)", "turned toward Black");
      await until(() => d.run(`return document.activeElement?.dataset.testid === "analyse";`), "Analyse focused");
      await d.click(`${BOX} [data-testid=analyse]`);
      await until(() => present(d, `${BOX} [data-testid=eval-graph]`), "the evaluation graph in the box", 30_000);
      const blunder = firstBlunder(game.name);
      const graphAt = () => d.run(`const r = document.querySelector("${BOX} [data-testid=eval-graph]").getBoundingClientRect(); return [Math.round(r.top), Math.round(r.left), Math.round(r.width)];`);
      const before = await graphAt();
      await d.click(`${BOX} [data-testid=eval-graph] button[data-ply="${blunder.ply}"]`);
      await until(() => showsBoard(d, game.steps[blunder.ply - 1].view), "the blunder's position on the board");
      assert.match(await d.run(`return document.querySelector("${BOX} [data-testid=analysis-here]").textContent;`), /Blunder/);
      // The shown move's class and line came into the box: the graph did not move under the finger.
      assert.deepEqual(await graphAt(), before, "the graph where it was pressed");
      await d.screenshot("analysis-face-black");
      await d.click(`${BOX} [data-close]`);
      await until(async () => !(await present(d, BOX)), "the box closed");
      // The same review in the tail (White's), analysed once.
      assert.equal(await present(d, ".panel [data-testid=eval-graph]"), true, "the tail's review shows the same analysis");
    },
  },
  {
    name: "review of a stored game: opened from the archive, analysed there, its blunder marked with the arrow on its board; Play from here starts a new game there",
    fixture: "fools-mate",
    async run(d, game) {
      const id = await finishedGameInArchive(d, game);
      await d.click(`${GAMES} [data-game="${id}"]`);
      const within = `${GAMES} .game`;
      await until(() => present(d, `${within} [data-testid=analyse]`), "the stored game's Analyse");
      await d.click(`${within} [data-testid=analyse]`);
      await until(() => present(d, `${within} [data-testid=eval-graph]`), "the stored game's graph", 30_000);
      const blunder = firstBlunder(game.name);
      await d.click(`${within} [data-testid=move-list] [data-ply="${blunder.ply}"]`);
      const view = game.steps[blunder.ply - 1].view;
      await until(async () => isDeepStrictEqual(await board(d, within), boardOf(view)), "the blunder's position on the stored game's board");
      await until(() => present(d, `${within} [data-testid=better-arrow]`), "the better move's arrow on it");
      await d.screenshot("analysis-archive");
      await d.click(`${within} [data-testid=play-from-here]`);
      await until(async () => !(await present(d, GAMES)), "the archive closed");
      await until(() => showsBoard(d, view), "the new game at the blunder's position");
      assert.match(await status(d), /^Black to move/);
    },
  },
  {
    name: "review by keyboard at a phone's size: Review brings Analyse into view, Enter runs it, the marks and counts within reach",
    fixture: "scholars-mate",
    settings: { seats: "side" },
    async run(d, game) {
      await d.resize(360, 640);
      await playToTheEnd(d, game);
      const blunder = await reviewed(d, game, { keyboard: true });
      await d.run(`document.querySelector('[data-testid=move-list] [data-ply="${blunder.ply}"]').focus();`);
      await d.press("Enter");
      await until(() => present(d, "[data-testid=better-arrow]"), "the better move's arrow");
      await d.screenshot("analysis-phone");
    },
  },
  ...["side", "face"].map((seats) => ({
    name: `another engine (${seats}): a file that is no program is refused with why; a UCI program chosen in Settings reviews the game under its own name`,
    fixture: "fools-mate",
    settings: { seats },
    // The open dialog and the program are the Rust side's: nothing to replay.
    only: "webkit",
    async run(d, game) {
      const SETTINGS = "details.settings";
      const named = () => d.run(`return document.querySelector("[data-testid=review-engine]")?.textContent;`);
      await d.offerEngine("text");
      if (!(await d.run(`return document.querySelector("${SETTINGS}").open;`))) await d.click(`${SETTINGS} summary`);
      await until(async () => (await named()) === "Ours, built in", "ours named in Settings");
      await d.click("[data-testid=choose-engine]");
      await until(() => present(d, "[data-testid=engine-error]"), "the refusal");
      assert.equal(
        await d.run(`return document.querySelector("[data-testid=engine-error]").textContent;`),
        "engine cannot review games: the system cannot run it.",
      );
      assert.equal(await named(), "Ours, built in", "nothing chosen");

      await d.offerEngine("uci");
      await d.click("[data-testid=choose-engine]");
      await until(async () => /^Hotseat Engine /.test((await named()) ?? ""), "the program named by itself");
      assert.equal(await present(d, "[data-testid=engine-error]"), false, "the refusal gone");
      await d.screenshot(`engine-chosen-${seats}`);

      await playToTheEnd(d, game);
      await reviewed(d, game);
      const source = await d.run(`return document.querySelector("[data-testid=analysis-source]").textContent;`);
      assert.match(source, /^Hotseat Engine [0-9.]+, depth 12/, "the review names the program that made it");
      await d.screenshot(`engine-review-${seats}`);

      // Back to ours, for the scenarios after this one.
      await d.click("[data-testid=use-our-engine]");
      await until(async () => (await named()) === "Ours, built in", "ours again");
    },
  })),
];
