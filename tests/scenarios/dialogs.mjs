// Messages and dialogs: a refused typed move's message goes once the board
// shows something else; New game closes on one Escape and keeps the game.
import assert from "node:assert/strict";
import { until } from "./driver.mjs";
import { clickButton, clickMove, expectShows, present } from "./page.mjs";

const TYPED = "form.typed input";
const TYPED_ERROR = "form.typed [role=alert]";

export default [
  {
    name: "a typed move's complaint goes away after Undo",
    fixture: "scholars-mate",
    async run(d, game) {
      await clickMove(d, game.steps[0].move.from, game.steps[0].move.to);
      await expectShows(d, game.steps[0].view, "the game after e4");
      await d.fill(TYPED, "Ke3");
      await d.press("Enter");
      await until(() => present(d, TYPED_ERROR), "the typed move's complaint");
      await clickButton(d, "Undo");
      await expectShows(d, game.initial, "the start position again");
      await until(async () => !(await present(d, TYPED_ERROR)), "the complaint to go");
    },
  },
  {
    name: "New game's dialog closes on one Escape and the game goes on",
    fixture: "scholars-mate",
    async run(d, game) {
      await clickMove(d, game.steps[0].move.from, game.steps[0].move.to);
      await clickButton(d, "New game");
      await until(() => present(d, "[role=alertdialog]"), "the New game dialog");
      await d.press("Escape");
      await until(async () => !(await present(d, "[role=alertdialog]")), "the dialog to close on one Escape");
      await expectShows(d, game.steps[0].view, "the game, unchanged");
    },
  },
];
