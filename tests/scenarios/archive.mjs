// The archive as a player reads it: a time-odds game's row names each
// side's time, and a stored game's replay lists its moves. The recorded IPC
// has a synthetic archive of its own (tests/browser/archive.spec.ts), so
// these run in the real app.
import assert from "node:assert/strict";
import { until } from "./driver.mjs";
import { clickButton, clickMove } from "./page.mjs";

const ODDS = { whiteMs: 300_000, blackMs: 60_000, perMove: { kind: "fischer", ms: 3000 } };

export default [
  {
    name: "the archive names time odds plainly and replays a stored game with its move list",
    fixture: "scholars-mate",
    only: "webkit",
    async run(d, game) {
      await d.runAsync(`const done = arguments[arguments.length - 1];
        window.__TAURI_INTERNALS__.invoke("new_game", { options: { timeControl: arguments[0] } }).then(() => done(true), done);`, ODDS);
      await d.run(`location.reload();`);
      await until(() => d.run(`return document.querySelectorAll("main [role=grid] [data-piece]").length === 32 && !!document.querySelector("[data-testid=clocks]");`), "the timed game");
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
