// PGN files: Open PGN… lists a club's file of 10,000 games in a few dozen
// rows, a game is played on, an unreadable one is refused with the rules
// side's reason, every game is imported with progress and Stop, a dropped
// file opens its own list (a file that is no PGN is refused), and a one-game
// file replaces a game in progress only when the players agree. The file is
// tests/scenarios/pgn-club.mjs's: written for the real app, listed by the
// Chromium run's IPC.
import assert from "node:assert/strict";
import { loadFixture, until } from "./driver.mjs";
import { clickButton, clickMove, expectShows, present, text } from "./page.mjs";
import { PICKED_IMPORT, unreadableMessage } from "./pgn-club.mjs";

const PICKER = "[role=dialog].picker";
const GAMES = 10_000;
const picked = () => loadFixture("imports").find((e) => e.name === PICKED_IMPORT).view;
const row = (index) => `${PICKER} [data-index="${index}"]`;

/** Opens the picker by Open PGN… and waits for its first row. */
async function openPicker(d) {
  await clickButton(d, "Open PGN…");
  await until(() => present(d, row(0)), "the picker's first row");
}

/** How many rows the picker has drawn. */
const drawnRows = (d) => d.run(`return document.querySelectorAll(arguments[0] + " [data-row]").length;`, PICKER);

/** The picker's buttons and first row that do not lie wholly inside the window, or are shorter than a finger (44 px). */
const outOfReach = (d) =>
  d.run(
    `const d = document.querySelector(arguments[0]);
     return [...d.querySelectorAll(".actions button"), d.querySelector("[data-row] button")].filter((el) => {
       const r = el.getBoundingClientRect();
       return !(r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight && r.height >= 44);
     }).map((el) => el.textContent.replace(/\\s+/g, " ").trim());`,
    PICKER,
  );

/** The picker's message line (progress, report). */
const message = (d) => text(d, `${PICKER} [data-testid=pgn-message]`);

export default [
  {
    name: "Open PGN… lists 10,000 games in a few dozen rows; End reaches the last; the chosen one is played on",
    fixture: "fools-mate",
    async run(d, game) {
      await d.openPgnFile(GAMES);
      await clickMove(d, game.steps[0].move.from, game.steps[0].move.to);
      await openPicker(d);
      assert.equal(await text(d, `${PICKER} h2`), "club.pgn");
      assert.match(await text(d, PICKER), /10,000 games/);
      const first = await text(d, row(0));
      assert.match(first, /White 1\s–\sBlack 1/);
      assert.match(first, /Club night 1\s·\s2024\.05\.01\s·\s9\smoves/);
      assert.ok((await drawnRows(d)) <= 40, "a few dozen rows drawn");
      assert.deepEqual(await outOfReach(d), [], "every control inside the window");

      // To the last game by the keyboard.
      await d.run(`document.querySelector(arguments[0]).focus();`, row(0));
      await d.press("End");
      await until(() => d.run(`return document.activeElement?.dataset.index === "9999";`), "the last game focused");
      assert.match(await text(d, row(9999)), /White 10000\s–\sBlack 10000/);
      assert.ok((await drawnRows(d)) <= 40, "still a few dozen rows");

      await d.click(row(9998));
      await until(async () => !(await present(d, PICKER)), "the picker to close");
      await expectShows(d, picked(), "the picked game");
      // Its tags name the players.
      await until(async () => (await text(d, "aside"))?.includes("White 9999"), "the picked game's White named");
    },
  },
  {
    name: "on a phone the picker's controls are in reach; a game that does not read keeps it open with the rules side's reason",
    fixture: "fools-mate",
    async run(d, game) {
      await d.openPgnFile(GAMES);
      await d.resize(360, 740);
      await openPicker(d);
      assert.deepEqual(await outOfReach(d), [], "every control inside a phone's window");
      await d.screenshot("pgn-picker-phone");
      await d.click(row(6));
      await until(async () => (await text(d, `${PICKER} [role=alert]`)) === unreadableMessage(6), "the refusal");
      await clickButton(d, "Cancel", PICKER);
      await until(async () => !(await present(d, PICKER)), "the picker to close");
      await expectShows(d, game.initial, "the game as it was");
    },
  },
  {
    name: "Import all shows its progress, stops on Stop import and says what went in and what could not",
    fixture: "fools-mate",
    async run(d) {
      await d.openPgnFile(GAMES);
      await openPicker(d);
      await clickButton(d, "Import all into Games", PICKER);
      await until(async () => /^Read [\d,]+ of 10,000 games: [\d,]+ imported, \d+ skipped/.test((await message(d)) ?? ""), "the progress");
      assert.equal(await d.run(`return document.querySelector(arguments[0]).disabled;`, row(0)), true, "no game picked meanwhile");
      await clickButton(d, "Stop import", PICKER);
      const report = await until(async () => {
        const m = await message(d);
        return m?.startsWith("Stopped") && m;
      }, "the report");
      assert.match(report, /^Stopped: [\d,]+ games imported into Games; \d+ could not be read\./);
      assert.match(report, /Game 7 — Move 5 \(Ke3\)/);
      await clickButton(d, "Close", PICKER);
      await until(async () => !(await present(d, PICKER)), "the picker to close");
    },
  },
  {
    name: "Play on meanwhile: the picker hides while the games go in, a move is played, the tail's line shows the progress then the report; Show brings the picker back on it",
    fixture: "fools-mate",
    async run(d, game) {
      const LINE = "[data-testid=import-line]";
      await d.openPgnFile(GAMES);
      await openPicker(d);
      await clickButton(d, "Import all into Games", PICKER);
      await until(async () => /^Read [\d,]+ of 10,000 games/.test((await message(d)) ?? ""), "the progress");
      await clickButton(d, "Play on meanwhile", PICKER);
      await until(async () => !(await present(d, PICKER)), "the picker to hide");
      await until(async () => /^Read [\d,]+ of 10,000 games/.test((await text(d, LINE)) ?? ""), "the progress in the tail");
      // The board is the players' again while the games go in.
      const first = game.steps[0];
      await clickMove(d, first.move.from, first.move.to);
      await expectShows(d, first.view, "the move played during the import");
      assert.match((await text(d, LINE)) ?? "", /^Read [\d,]+ of 10,000 games/, "still importing after the move");
      const report = await until(async () => {
        const t = await text(d, LINE);
        return /imported into Games/.test(t ?? "") && t;
      }, "the report in the tail", 30_000);
      assert.match(report, /^[\d,]+ games imported into Games; [\d,]+ could not be read\./);
      await clickButton(d, "Show", LINE);
      await until(async () => /^[\d,]+ games imported into Games/.test((await message(d)) ?? ""), "the picker on its report");
      assert.equal(await present(d, LINE), false, "the line gives way to the picker");
      await clickButton(d, "Close", PICKER);
      await until(async () => !(await present(d, PICKER)), "the picker to close");
      assert.equal(await present(d, LINE), false, "the report read: no line");
    },
  },
  {
    name: "a dropped file opens its own list, over an open one too; a file that is no PGN is refused by name",
    fixture: "fools-mate",
    async run(d) {
      const title = () => text(d, `${PICKER} h2`);
      await d.dropFile("dropped.pgn", 3);
      await until(async () => (await title()) === "dropped.pgn", "the dropped file's list");
      await until(async () => (await drawnRows(d)) === 3, "its three games");
      await d.dropFile("second.pgn", 2);
      await until(async () => (await title()) === "second.pgn", "the second file's list");
      await until(async () => (await drawnRows(d)) === 2, "its two games");
      assert.equal(await d.run(`return document.querySelectorAll(arguments[0]).length;`, PICKER), 1, "one picker");
      await clickButton(d, "Cancel", PICKER);
      await until(async () => !(await present(d, PICKER)), "the picker to close");
      await d.dropFile("notes.txt", 1);
      await until(async () => (await text(d, "[data-testid=notice]"))?.includes("notes.txt is not a .pgn file"), "the refusal");
    },
  },
  {
    name: "a one-game file replaces a game in progress only when the players agree",
    fixture: "fools-mate",
    async run(d, game) {
      await d.openPgnFile(1);
      await clickMove(d, game.steps[0].move.from, game.steps[0].move.to);
      await clickButton(d, "Open PGN…");
      const ask = "[role=alertdialog]";
      await until(async () => (await text(d, `${ask} h2`)) === "Open club.pgn?", "the question");
      assert.match(await text(d, ask), /The game in progress will be replaced \(it stays in Games\)\./);
      await clickButton(d, "Replace game", ask);
      await expectShows(d, picked(), "the file's game");
    },
  },
];
