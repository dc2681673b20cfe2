// Review: the move list takes the board back to earlier positions, read-only,
// and one action returns to the game. Reviewing never sends a move.
import { expect, test } from "@playwright/test";
import { ipcCalls, openGame, playCalls } from "./support/ipc";
import { boardOf, expectShows, renderedBoard, square, status, tapMove } from "./support/board";

test("click a move, step with the arrows, try to play, return to the game", async ({ page }) => {
  const game = await openGame(page, "scholars-mate");
  const views = [game.initial, ...game.steps.map((s) => s.view)];
  for (const step of game.steps.slice(0, 4)) await tapMove(page, step.move.from, step.move.to);
  await expectShows(page, views[4]!);
  const grid = page.getByRole("grid");

  // The first move in the list: the board shows the position after 1. e4.
  await page.locator('[data-ply="1"]').click();
  await expect.poll(() => renderedBoard(page)).toEqual(boardOf(views[1]!));
  await expect(grid).toHaveAttribute("aria-readonly", "true");
  await expect(page.locator('[data-ply="1"]')).toHaveAttribute("aria-current", "step");
  await expect(page.getByTestId("review")).toContainText("Reviewing");
  // The status line says what is shown (issue 11, item 15).
  await expect(status(page)).toHaveText("After 1. e4: Black to move");

  // Arrow keys step back and forward through the positions.
  await page.keyboard.press("ArrowLeft");
  await expect.poll(() => renderedBoard(page)).toEqual(boardOf(views[0]!));
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => renderedBoard(page)).toEqual(boardOf(views[2]!));

  // No move can be made on a reviewed position.
  await square(page, "d1").click();
  await expect(square(page, "d1")).toHaveAttribute("aria-selected", "false");
  await square(page, "h5").click();
  await expect.poll(() => renderedBoard(page)).toEqual(boardOf(views[2]!));

  // Forward past the last move is the live game again. (On the board the
  // arrows move between squares; from the move list they step through moves.)
  await page.locator('[data-ply="2"]').focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => renderedBoard(page)).toEqual(boardOf(views[4]!));
  await expect(grid).not.toHaveAttribute("aria-readonly", "true");

  // Back into review, then the one-step return.
  await page.locator('[data-ply="2"]').click();
  await expect(grid).toHaveAttribute("aria-readonly", "true");
  await page.getByRole("button", { name: /back to (the )?game/i }).click();
  await expectShows(page, views[4]!);

  expect(await playCalls(page)).toHaveLength(4);
  expect((await ipcCalls(page)).some((c) => c.cmd === "undo" || c.cmd === "new_game")).toBe(false);

  // At the live position play goes on.
  const next = game.steps[4]!;
  await tapMove(page, next.move.from, next.move.to);
  await expectShows(page, next.view);
});

// A turned tablet or a resized window reflows the tail (the move list takes
// what is left of its first screen, the settings wrap): what the player was
// reading at its top stays there. With the same scrollTop the tail showed
// something else (the review read at 1280×800 became the end of the
// settings at 800×1100). The tail turns Chromium's own scroll anchoring off
// (WebKit has none): what keeps the place here is ours, as in the real app.
test("what the player reads at the tail's top stays there when the window is resized", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const game = await openGame(page, "scholars-mate");
  for (const step of game.steps.slice(0, 4)) await tapMove(page, step.move.from, step.move.to);
  await expectShows(page, game.steps[3]!.view);
  await page.locator("summary", { hasText: "Settings" }).click();
  const settings = page.locator("details.settings");
  // The settings' top 40 px above the tail's top: the player reads their rows.
  await settings.evaluate((d) => {
    const tail = d.closest(".scroll")!;
    tail.scrollTop += d.getBoundingClientRect().top - tail.getBoundingClientRect().top + 40;
  });
  const offset = () =>
    settings.evaluate((d) => Math.round(d.getBoundingClientRect().top - d.closest(".scroll")!.getBoundingClientRect().top));
  await expect.poll(offset).toBe(-40);
  // The scroll's event comes with the next frame (a player never resizes sooner).
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  for (const [width, height] of [
    [800, 1100],
    [1024, 700],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    // Within a pixel: the tail scrolls by whole pixels.
    await expect.poll(async () => Math.abs((await offset()) + 40), `${width}×${height}`).toBeLessThanOrEqual(1);
  }
});
