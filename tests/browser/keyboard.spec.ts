// Keyboard only: whole games to checkmate and to promotion without a mouse,
// and moves typed as SAN or UCI into the move field.
import { expect, test } from "@playwright/test";
import { openGame, playCalls } from "./support/ipc";
import { expectShows } from "./support/board";
import { focusedSquare, keyMove } from "./support/keyboard";

test("scholar's mate by keyboard alone: Tab to the board, arrows, Enter", async ({ page }) => {
  const game = await openGame(page, "scholars-mate");
  await page.keyboard.press("Tab");
  expect(await focusedSquare(page)).toBe("e2");
  for (const step of game.steps) {
    await keyMove(page, step.move.from, step.move.to);
    await expectShows(page, step.view);
  }
  await expect(page.getByTestId("status")).toHaveText("Checkmate — White wins");
  await expect(page.getByTestId("announcer")).toContainText("Qxf7#");
  expect(await playCalls(page)).toHaveLength(game.steps.length);
});

test("a click on the board moves the keyboard focus there: from the typed-move field, click a pawn, Up, Enter (issue 26)", async ({ page }) => {
  const game = await openGame(page, "scholars-mate");
  await page.getByRole("textbox", { name: /move/i }).click();
  await page.locator('[data-square="e2"]').click();
  expect(await focusedSquare(page)).toBe("e2");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  expect(await focusedSquare(page)).toBe("e4");
  await page.keyboard.press("Enter");
  await expectShows(page, game.steps[0]!.view);
});

test("promotion by keyboard: the picker takes the focus, Enter picks the queen", async ({ page }) => {
  const game = await openGame(page, "promotion");
  await page.keyboard.press("Tab");
  const last = game.steps.at(-1)!;
  for (const step of game.steps.slice(0, -1)) {
    await keyMove(page, step.move.from, step.move.to);
    await expectShows(page, step.view);
  }
  await keyMove(page, last.move.from, last.move.to);
  const queen = page.getByRole("button", { name: /queen/i });
  await expect(queen).toBeFocused();
  await page.keyboard.press("Enter");
  await expectShows(page, last.view);
  expect((await playCalls(page)).at(-1)).toEqual({ from: "g7", to: "h8", promotion: "queen" });
  // The board keeps the keys: the focus is on the promotion square, and Left moves it (no review starts).
  expect(await focusedSquare(page)).toBe("h8");
  await page.keyboard.press("ArrowLeft");
  expect(await focusedSquare(page)).toBe("g8");
  await expect(page.getByTestId("review")).toHaveCount(0);
});

test("typed moves: SAN and UCI are played by the rules side; a wrong one is explained", async ({ page }) => {
  const game = await openGame(page, "scholars-mate");
  const field = page.getByRole("textbox", { name: /move/i });
  const typed = ["e4", "e7e5", "Qh5", "Nc6", "Bc4", "g8f6", "Qxf7#"];
  for (const [i, text] of typed.entries()) {
    await field.fill(text);
    await field.press("Enter");
    await expectShows(page, game.steps[i]!.view);
    await expect(field).toHaveValue("");
  }
  await expect(page.getByTestId("status")).toHaveText("Checkmate — White wins");
});

test("a typed move the rules refuse keeps the text and says why", async ({ page }) => {
  await openGame(page, "scholars-mate");
  const field = page.getByRole("textbox", { name: /move/i });
  const list = page.getByRole("region", { name: "Moves", exact: true });
  const before = await list.boundingBox();
  await field.fill("Ke3");
  await field.press("Enter");
  await expect(page.getByRole("alert")).not.toHaveText("");
  await expect(field).toHaveValue("Ke3");
  expect(await playCalls(page)).toEqual([]);
  // The complaint moves nothing: the move list stays where it was.
  expect(await list.boundingBox()).toEqual(before);
  // Editing the text takes the complaint away.
  await field.press("Backspace");
  await expect(page.getByRole("alert")).toHaveCount(0);
});
