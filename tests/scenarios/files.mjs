// PGN and FEN: Copy PGN puts the game on the system clipboard; a pasted
// PGN starts that game (asking first when a game is in progress).
import assert from "node:assert/strict";
import { until } from "./driver.mjs";
import { clickButton, clickMove, expectShows, present } from "./page.mjs";

const IMPORT = '[role=dialog] textarea';

export default [
  {
    name: "Copy PGN puts the game's PGN on the clipboard and says so",
    fixture: "fools-mate",
    async run(d, game) {
      for (const step of game.steps) await clickMove(d, step.move.from, step.move.to);
      await expectShows(d, game.steps.at(-1).view, "the finished game");
      const want = await d.runAsync(`const done = arguments[arguments.length - 1];
        window.__TAURI_INTERNALS__.invoke("export_pgn", {}).then(done, (e) => done("error: " + JSON.stringify(e)));`);
      assert.match(want, /1\. f3 e5 2\. g4 Qh4# 0-1/);
      await clickButton(d, "Copy PGN");
      await until(() => present(d, "[data-testid=toast]"), "the copied confirmation");
      assert.equal(await until(async () => (await d.clipboard()) || null, "text on the clipboard"), want);
    },
  },
  {
    name: "From FEN/PGN says a game in progress will be replaced; Escape closes it even when the focus fell out",
    fixture: "scholars-mate",
    async run(d, game) {
      await clickMove(d, game.steps[0].move.from, game.steps[0].move.to);
      await expectShows(d, game.steps[0].view, "the game after e4");
      await clickButton(d, "From FEN/PGN…");
      await until(() => present(d, IMPORT), "the import dialog");
      assert.equal(await present(d, "[data-testid=import-replaces]"), true, "it says the game will be replaced");
      assert.equal(
        await d.run(`return [...document.querySelectorAll("[role=dialog] button")].some((b) => b.textContent.trim() === "Replace game");`),
        true,
      );
      await d.fill(IMPORT, "not a game");
      await d.fill(IMPORT, "");
      await d.click("[role=dialog] h2");
      await d.run(`document.activeElement?.blur();`);
      await d.press("Escape");
      await until(async () => !(await present(d, IMPORT)), "the dialog to close on one Escape");
      await expectShows(d, game.steps[0].view, "the game, unchanged");
    },
  },
  {
    name: "From FEN/PGN: the rules side's refusals appear without moving the field or the buttons",
    fixture: "scholars-mate",
    async run(d) {
      await clickButton(d, "From FEN/PGN…");
      await until(() => present(d, IMPORT), "the import dialog");
      const rects = () =>
        d.run(`const r = (e) => { const b = e.getBoundingClientRect(); return [b.x, b.y, b.width, b.height].map(Math.round).join(","); };
          const dlg = document.querySelector("[role=dialog] textarea").closest("[role=dialog]");
          return [dlg, dlg.querySelector("textarea"), ...dlg.querySelectorAll("button")].map(r);`);
      const before = await rects();
      for (const text of ["hello, world", "e4 e5 Ke3"]) {
        await d.fill(IMPORT, text);
        await d.click("[role=dialog] button[type=submit]");
        await until(async () => (await d.run(`return document.querySelector("[role=dialog] [role=alert]")?.textContent.includes(arguments[0]) ?? false;`, text.startsWith("hello") ? "is not a move" : "Ke3 is not a legal move")), `the refusal of ${JSON.stringify(text)}`);
        assert.deepEqual(await rects(), before, `the dialog, the field and the buttons where they were (${text})`);
      }
      await d.screenshot("import-refused");
      await d.press("Escape");
      await until(async () => !(await present(d, IMPORT)), "the dialog to close");
    },
  },
];
