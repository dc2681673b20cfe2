// Messages and dialogs: a refused typed move's message goes once the board
// shows something else; New game closes on one Escape and keeps the game.
import assert from "node:assert/strict";
import { until } from "./driver.mjs";
import { clickButton, clickMove, expectShows, present } from "./page.mjs";

const TYPED = "form.typed input";
const TYPED_ERROR = "form.typed [role=alert]";

const dialogs = [
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
export default dialogs;

/** The time control the New game dialog has chosen (a <select>'s value, or the checked choice's). */
const chosenControl = (d) =>
  d.run(`const c = document.querySelector("[data-testid=time-control]");
    if (!c) return null;
    if (c instanceof HTMLSelectElement) return c.value;
    const on = c.querySelector("input:checked, [aria-checked=true], [aria-pressed=true]");
    return on ? (on.value ?? on.textContent.trim()) : null;`);

dialogs.push({
  name: "New game offers the last game's clock again (3+2), and untimed after an untimed game",
  fixture: "scholars-mate",
  only: "webkit",
  async run(d) {
    await clickButton(d, "New game");
    await until(() => present(d, "[role=alertdialog]"), "the New game dialog");
    assert.equal(await chosenControl(d), "untimed");
    await d.press("Escape");
    await d.runAsync(`const done = arguments[arguments.length - 1];
      window.__TAURI_INTERNALS__.invoke("new_game", { options: { timeControl: { whiteMs: 180000, blackMs: 180000, perMove: { kind: "fischer", ms: 2000 } } } }).then(() => done(true), done);`);
    // The old page marked, so that the wait below is for the new one.
    await d.run(`window.__beforeReload = true; location.reload();`);
    await until(() => d.run(`return !window.__beforeReload && !!document.querySelector("aside [data-testid=status]")?.textContent.trim() && document.querySelectorAll("main [role=grid] [data-piece]").length === 32;`), "the page again");
    await clickButton(d, "New game");
    await until(() => present(d, "[role=alertdialog]"), "the New game dialog");
    assert.equal(await chosenControl(d), "3+2");
    await d.press("Escape");
  },
});

dialogs.push({
  name: "face to face, Black's New game dialog is turned to Black, holds no drop-down, and Custom fits inside the window",
  fixture: "scholars-mate",
  settings: { seats: "face" },
  async run(d) {
    await clickButton(d, "New game", ".far");
    await until(() => present(d, "[role=alertdialog].rotated"), "the dialog turned toward Black");
    assert.equal(await d.run(`return document.querySelectorAll("[role=alertdialog] select").length;`), 0, "no <select> (its list would open upright)");
    await d.click('[data-testid=time-control] input[value="custom"]');
    await until(() => present(d, "[role=alertdialog] input[type=number]"), "the custom fields");
    const fit = await d.run(`const box = document.querySelector("[role=alertdialog]");
      const r = box.getBoundingClientRect();
      const inWindow = r.top >= -1 && r.left >= -1 && r.bottom <= innerHeight + 1 && r.right <= innerWidth + 1;
      const fields = [...box.querySelectorAll("input, button")].every((el) => { const f = el.getBoundingClientRect();
        return f.left >= r.left - 1 && f.right <= r.right + 1; });
      return { inWindow, fields, scrolls: box.scrollHeight > box.clientHeight ? getComputedStyle(box).overflowY : "fits" };`);
    assert.deepEqual(fit, { inWindow: true, fields: true, scrolls: fit.scrolls === "fits" ? "fits" : "auto" });
    await d.press("Escape");
  },
});
