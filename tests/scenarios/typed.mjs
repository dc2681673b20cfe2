// Typed moves that need more: a pawn typed to the last rank without its
// piece is told which pieces it can take. The recorded IPC has no answer for
// a refused text of the Rust side's own wording, so this runs in the real app.
import assert from "node:assert/strict";
import { until } from "./driver.mjs";
import { expectShows } from "./page.mjs";

const TYPED = "form.typed input";

export default [
  {
    name: "typing b8 for a promotion says the piece is needed (b8=Q …); b8=N then plays it",
    fixture: "promotion-knight",
    only: "webkit",
    async run(d, game) {
      await d.fill(TYPED, "b8");
      await d.press("Enter");
      const said = await until(
        () => d.run(`return document.querySelector("form.typed [role=alert]")?.textContent.trim() ?? null;`),
        "the typed move's complaint",
      );
      assert.match(said, /b8 needs a promotion piece: b8=Q, b8=R, b8=B or b8=N/);
      await d.fill(TYPED, "b8=N");
      await d.press("Enter");
      await expectShows(d, game.steps[0].view, "the knight on b8");
    },
  },
];
