// The archive as a player reads it: a time-odds game's row names each
// side's time, and a stored game's replay lists its moves (the real app
// only); a finished game, stored, steps read-only, copies its PGN, and is
// deleted and restored (both drivers: the recorded IPC's synthetic archive
// stores the recorded game played to its end).
import assert from "node:assert/strict";
import { isDeepStrictEqual } from "node:util";
import { until } from "./driver.mjs";
import { board, boardOf, buttonEnabled, clickButton, clickMove, present, status, text } from "./page.mjs";

const ODDS = { whiteMs: 300_000, blackMs: 60_000, perMove: { kind: "fischer", ms: 3000 } };

const timeOdds = [
  {
    name: "the archive names time odds plainly and replays a stored game with its move list",
    fixture: "scholars-mate",
    only: "webkit",
    async run(d, game) {
      await d.runAsync(`const done = arguments[arguments.length - 1];
        window.__TAURI_INTERNALS__.invoke("new_game", { options: { timeControl: arguments[0] } }).then(() => done(true), done);`, ODDS);
      // The old page marked, so that the wait below is for the new one.
      await d.run(`window.__beforeReload = true; location.reload();`);
      await until(() => d.run(`return !window.__beforeReload && document.querySelectorAll("main [role=grid] [data-piece]").length === 32 && !!document.querySelector("[data-testid=clocks]");`), "the timed game");
      for (const step of game.steps.slice(0, 2)) await clickMove(d, step.move.from, step.move.to);
      await clickButton(d, "Games");
      const row = await until(
        () => d.run(`const b = [...document.querySelectorAll('[data-testid="archive-list"] li button')].find((b) => b.textContent.includes("White 5 min, Black 1 min, +3 s"));
          if (!b) return null; b.dataset.scenario = "odds"; return b.textContent.replace(/\\s+/g, " ").trim();`),
        "the time-odds game's row",
      );
      assert.doesNotMatch(row, /5 \| 1/);
      await d.click('[data-scenario="odds"]');
      const plies = await until(
        () => d.run(`const l = [...document.querySelectorAll('[role=dialog] [data-testid=move-list] [data-ply]')].map((b) => b.getAttribute("aria-label")); return l.length === 2 && l;`),
        "the stored game's move list",
      );
      assert.deepEqual(plies, ["1. e4", "1… e5"]);
      await d.press("Escape");
      await d.press("Escape");
    },
  },
];

export const GAMES = "[role=dialog]:not([aria-hidden=true])";

/** The ids of the archive's rows, as shown (newest first). */
const shownIds = (d) => d.run(`return [...document.querySelectorAll(arguments[0] + " [data-row] button[data-game]")].map((b) => Number(b.dataset.game));`, GAMES);

/** Plays the recorded game to its end, starts a new one and opens the archive: the finished game's row id. */
export async function finishedGameInArchive(d, game) {
  for (const step of game.steps) await clickMove(d, step.move.from, step.move.to);
  await until(async () => (await status(d)) === "Checkmate — Black wins", "the verdict");
  await clickButton(d, "New game");
  await until(() => present(d, "[role=alertdialog]"), "the New game dialog");
  await clickButton(d, "Start new game", "[role=alertdialog]");
  await until(async () => (await status(d)) === "White to move", "the new game");
  await clickButton(d, "Games");
  // The newest finished game is the one just played (the newest row is the game in play).
  return until(
    () => d.run(`const rows = [...document.querySelectorAll(arguments[0] + " [data-row] button[data-game]")];
      return rows.length > 1 && rows[0].textContent.includes("In progress") && rows[1].textContent.includes("Checkmate — Black wins") && Number(rows[1].dataset.game);`, GAMES),
    "the finished game's row under the game in play",
  );
}

const stored = [
  {
    name: "a stored game steps read-only from its end to its start and back; Escape goes back to the list, then closes",
    fixture: "fools-mate",
    async run(d, game) {
      const views = [game.initial, ...game.steps.map((s) => s.view)];
      const id = await finishedGameInArchive(d, game);
      assert.match(await text(d, `${GAMES} [data-game="${id}"]`), /2 moves/);
      await d.click(`${GAMES} [data-game="${id}"]`);
      const within = `${GAMES} .game`;
      await until(() => present(d, `${within} [role=grid][aria-readonly=true]`), "the stored game's read-only board");
      // Opened at its last position: the mate.
      await until(async () => isDeepStrictEqual(await board(d, within), boardOf(views[4])), "the final position");
      assert.match(await text(d, `${GAMES} [data-testid=review]`), /after 2… Qh4# — ply 4 of 4/);
      await clickButton(d, "First position", GAMES);
      await until(async () => isDeepStrictEqual(await board(d, within), boardOf(views[0])), "the start position");
      for (let ply = 1; ply <= 4; ply++) {
        await clickButton(d, "Next move", GAMES);
        await until(async () => isDeepStrictEqual(await board(d, within), boardOf(views[ply])) && (await text(d, `${GAMES} [data-testid=review]`)).includes(`ply ${ply} of 4`), `ply ${ply}`);
      }
      // The arrow keys step too.
      await d.press("ArrowLeft");
      await until(async () => isDeepStrictEqual(await board(d, within), boardOf(views[3])), "a ply back by the arrow key");
      // Nothing can be played on it.
      await d.click(`${within} [data-square="d1"]`);
      assert.equal(await d.run(`return document.querySelector(arguments[0] + ' [data-square="d1"]').getAttribute("aria-selected");`, within), "false");
      assert.deepEqual(await d.run(`return document.querySelectorAll(arguments[0] + " [data-dest]").length;`, within), 0, "no moves offered");
      await d.press("Escape");
      await until(async () => !(await present(d, within)), "the list again");
      await until(() => d.run(`return document.activeElement?.dataset.game === String(arguments[0]);`, id), "the game's row focused again");
      await d.press("Escape");
      await until(async () => !(await present(d, GAMES)), "the archive closed");
      await until(() => d.run(`return document.activeElement?.textContent.trim() === "Games";`), "Games focused again");
    },
  },
  {
    name: "a stored game's Copy PGN puts its moves on the clipboard; it can be deleted and the deletion undone; the game in play has no Delete",
    fixture: "fools-mate",
    async run(d, game) {
      const id = await finishedGameInArchive(d, game);
      const [current] = await shownIds(d);
      await d.click(`${GAMES} [data-game="${current}"]`);
      await until(async () => (await buttonEnabled(d, "Copy PGN", GAMES)) !== null, "the game in play, opened");
      assert.equal(await buttonEnabled(d, "Delete", GAMES), null, "no Delete for the game in play");
      await clickButton(d, "All games", GAMES);

      await until(() => present(d, `${GAMES} [data-game="${id}"]`), "the list again");
      await d.click(`${GAMES} [data-game="${id}"]`);
      await clickButton(d, "Copy PGN", GAMES);
      const pgn = await until(async () => (await d.clipboard()).includes("Qh4#") && (await d.clipboard()), "the stored game's PGN on the clipboard");
      assert.match(pgn.replace(/\s+/g, " "), /1\. f3 e5 2\. g4 Qh4# 0-1/);

      // The list draws a window of rows: with more games than it draws (the
      // real app's archive holds every earlier scenario's), a row from
      // below comes into the window when one goes.
      const before = await shownIds(d);
      const startsWith = (ids, head) => isDeepStrictEqual(ids.slice(0, head.length), head);
      await clickButton(d, "Delete", GAMES);
      await until(async () => {
        const now = await shownIds(d);
        return !now.includes(id) && startsWith(now, before.filter((g) => g !== id));
      }, "the row gone, the others in their order");
      assert.match(await text(d, `${GAMES} [data-testid=undo-snackbar]`), /Game deleted/);
      await clickButton(d, "Undo", `${GAMES} [data-testid=undo-snackbar]`);
      await until(async () => startsWith(await shownIds(d), before), "the row back in its place");
      await until(async () => !(await present(d, `${GAMES} [data-testid=undo-snackbar]`)), "the snackbar gone");
      await d.press("Escape");
      await until(async () => !(await present(d, GAMES)), "the archive closed");
    },
  },
];

export default [...timeOdds, ...stored];
