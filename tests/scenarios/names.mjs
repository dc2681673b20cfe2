// Club night (issue 13): the players' names typed in the New game dialog
// stand by the status line, come back in the next dialog and as recent
// names, swap for a rematch after a verdict, and find a player's games in
// the archive. (The real app's own part — a restart, the PGN's tags, the
// dialog by the X server's input — is tests/e2e/names.test.mjs.)
import assert from "node:assert/strict";
import { until } from "./driver.mjs";
import { button, clickButton, clickMove, present, status, text } from "./page.mjs";

const DIALOG = "[role=alertdialog]";
// The archive a player sees (not its unseen rehearsal, drawn once while the app is idle).
const ARCHIVE = "[role=dialog]:not([aria-hidden=true])";

/** Opens the New game dialog from the panel (White's side). */
async function newGame(d) {
  await clickButton(d, "New game");
  await until(() => present(d, DIALOG), "the New game dialog");
}

/** Types the names (and the event, when given) and starts the game. */
async function startNamed(d, { white, black, event }) {
  await d.fill("[data-testid=name-white-field]", white);
  if (black !== undefined) await d.fill("[data-testid=name-black-field]", black);
  if (event) {
    await d.click(`${DIALOG} details.event summary`);
    await until(() => present(d, `${DIALOG} details.event[open] input`), "the event's fields");
    await d.fill(`${DIALOG} details.event input`, event);
  }
  await clickButton(d, "Start new game", DIALOG);
  await until(async () => !(await present(d, DIALOG)), "the dialog to close");
}

const name = (d, side) => text(d, `[data-testid=players] [data-testid=name-${side}]`);
const value = (d, css) => d.run(`return document.querySelector(arguments[0])?.value ?? null;`, css);
const rows = (d) => d.run(`return [...document.querySelectorAll('[role=dialog]:not([aria-hidden=true]) [data-testid="row-players"]')].map((e) => e.textContent.replace(/\\s+/g, " ").trim());`);

export default [
  {
    name: "names typed in the New game dialog stand by the status line, come back as recent names and swap for a rematch",
    fixture: "fools-mate",
    async run(d, game) {
      await newGame(d);
      await startNamed(d, { white: "Ann Lee", black: "Bob", event: "Club night" });
      await until(async () => (await name(d, "white")) === "Ann Lee", "White's name by the status line");
      assert.equal(await name(d, "black"), "Bob");
      assert.match(await text(d, "[data-testid=players]"), /Club night/);

      // Fool's mate: Black wins; Rematch takes Offer draw's place.
      assert.equal(await present(d, 'aside button[aria-label^="Rematch"]'), false, "no Rematch before the verdict");
      for (const step of game.steps) await clickMove(d, step.move.from, step.move.to);
      await until(async () => (await status(d)) === "Checkmate — Black wins", "the verdict");
      assert.equal(await present(d, await button(d, "Rematch: a new game, colours swapped")), true);
      assert.deepEqual(await d.run(`return [...document.querySelectorAll("aside button")].filter((b) => b.textContent.trim() === "Offer draw…").length;`), 0);
      await clickButton(d, "Rematch: a new game, colours swapped");
      await until(async () => (await status(d)) === "White to move", "the rematch");
      assert.deepEqual([await name(d, "white"), await name(d, "black")], ["Bob", "Ann Lee"], "the names swapped");
      assert.match(await text(d, "[data-testid=players]"), /Club night/);

      // The dialog offers the last names again, and the recent ones; a name
      // in use is off, in its place (nothing below it moves).
      await newGame(d);
      assert.equal(await value(d, "[data-testid=name-white-field]"), "Bob");
      await clickButton(d, "Swap the players' colours", DIALOG);
      await until(async () => (await value(d, "[data-testid=name-white-field]")) === "Ann Lee", "the names swapped in the dialog");
      await d.fill("[data-testid=name-black-field]", "");
      const recent = await d.run(`return [...document.querySelectorAll(".recent-name")].map((b) => [b.textContent.trim(), b.disabled]);`);
      assert.ok(recent.some(([n, off]) => n === "Bob" && !off), `Bob offered: ${JSON.stringify(recent)}`);
      assert.ok(recent.some(([n, off]) => n === "Ann Lee" && off), `Ann Lee, in use, off: ${JSON.stringify(recent)}`);
      await clickButton(d, "Bob", `${DIALOG} .recent`);
      await until(async () => (await value(d, "[data-testid=name-black-field]")) === "Bob", "Bob as Black");
      await clickButton(d, "Cancel", DIALOG);
      await until(async () => !(await present(d, DIALOG)), "the dialog to close");
    },
  },
  {
    name: "the archive names the players and finds the games of one",
    fixture: "fools-mate",
    async run(d) {
      await newGame(d);
      await startNamed(d, { white: "Cleo", black: "Dan" });
      await until(async () => (await name(d, "white")) === "Cleo", "Cleo's game");
      await newGame(d);
      await startNamed(d, { white: "Eve" });
      await until(async () => (await name(d, "white")) === "Eve", "Eve's game");
      assert.equal(await name(d, "black"), "Dan", "Black's name kept from the last game");

      await clickButton(d, "Games");
      await until(async () => (await rows(d)).length >= 2, "the archive's rows");
      // The newest first, titled by their players.
      assert.deepEqual((await rows(d)).slice(0, 2), ["Eve – Dan", "Cleo – Dan"]);
      const all = await text(d, `${ARCHIVE} [data-testid=archive-count]`);
      assert.match(all, /^\d+ games$/);
      await d.fill(`${ARCHIVE} [data-testid=archive-search]`, "cle");
      await until(async () => JSON.stringify(await rows(d)) === '["Cleo – Dan"]', "only Cleo's game");
      // The count says these are the games found, not all of them.
      await until(async () => (await text(d, `${ARCHIVE} [data-testid=archive-count]`)) === "1 found", "the count of the games found");
      // Its replay names the players too.
      await d.click(`${ARCHIVE} [data-testid=row-players]`);
      await until(async () => (await text(d, `${ARCHIVE} [data-testid=archive-game-players]`)) === "Cleo – Dan", "the replay's players");
      await clickButton(d, "All games", ARCHIVE);
      // The focus is back on the game's row, a frame after the list is shown.
      await until(() => d.run(`return !!document.activeElement?.closest("[data-row]");`), "the list again, its row focused");
      await d.fill(`${ARCHIVE} [data-testid=archive-search]`, "zed");
      await until(async () => (await text(d, ARCHIVE))?.includes("No games of a player named “zed”"), "no games of zed");
      await d.fill(`${ARCHIVE} [data-testid=archive-search]`, "");
      await until(async () => (await text(d, `${ARCHIVE} [data-testid=archive-count]`)) === all, "every game again");
      await d.press("Escape");
      await until(async () => !(await present(d, ARCHIVE)), "the archive closed");
    },
  },
];
