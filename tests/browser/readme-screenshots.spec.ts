// The README's screenshots (docs/screenshots/), taken from the built UI:
// mid-game, a piece selected with its destination marks. They are written to
// tests/browser/artifacts/readme/ on every run; with README_SCREENSHOTS=1 they
// replace the committed ones in docs/screenshots/.
import { expect, test } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { openGame } from "./support/ipc";
import { expectShows, marked, square, tapMove } from "./support/board";

const OUT = fileURLToPath(
  new URL(process.env.README_SCREENSHOTS ? "../../docs/screenshots/" : "./artifacts/readme/", import.meta.url),
);

test("README screenshot: mid-game with a selected piece", async ({ page }, info) => {
  await page.setViewportSize(info.project.name === "phone" ? { width: 360, height: 740 } : { width: 820, height: 1180 });
  const game = await openGame(page, "scholars-mate");
  for (const step of game.steps.slice(0, 4)) await tapMove(page, step.move.from, step.move.to, "tap");
  await expectShows(page, game.steps[3]!.view);
  await square(page, "f1").tap();
  expect(await marked(page)).toEqual(["a6", "b5", "c4", "d3", "e2"]);
  mkdirSync(OUT, { recursive: true });
  await page.screenshot({ path: `${OUT}${info.project.name}.png` });
});
