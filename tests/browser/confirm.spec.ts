// "Confirm each move": a tap-tap or a drag shows the move, asks, and only
// "Play" sends it; "Take back" puts the piece back. (Tablet, touch.)
import { expect, test } from "@playwright/test";
import { openGame, playCalls } from "./support/ipc";
import { boardOf, expectShows, renderedBoard, tapMove, touchDrag } from "./support/board";
import { setOption } from "./support/settings";

test("confirm move: take back, then play, by tap and by drag", async ({ page }) => {
  const game = await openGame(page, "fools-mate");
  await setOption(page, "Confirm each move", true);
  const [first, second] = game.steps;
  const confirm = page.getByTestId("move-confirm");

  await tapMove(page, first!.move.from, first!.move.to, "tap");
  await expect(confirm).toBeVisible();
  // The pawn stands where the player put it, but nothing was sent.
  const shown = await renderedBoard(page);
  expect(shown[first!.move.to]).toBe("white-pawn");
  expect(shown[first!.move.from]).toBeUndefined();
  expect(await playCalls(page)).toEqual([]);

  await confirm.getByRole("button", { name: "Take back" }).tap();
  await expect(confirm).toHaveCount(0);
  await expect.poll(() => renderedBoard(page)).toEqual(boardOf(game.initial));
  expect(await playCalls(page)).toEqual([]);

  await tapMove(page, first!.move.from, first!.move.to, "tap");
  await confirm.getByRole("button", { name: "Play" }).tap();
  await expectShows(page, first!.view);
  expect(await playCalls(page)).toHaveLength(1);

  await touchDrag(page, second!.move.from, second!.move.to);
  await expect(confirm).toBeVisible();
  expect(await playCalls(page)).toHaveLength(1);
  await confirm.getByRole("button", { name: "Play" }).tap();
  await expectShows(page, second!.view);
});
