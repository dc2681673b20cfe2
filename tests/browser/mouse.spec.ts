// Desktop, mouse: drag and click-to-move through whole recorded games.
import { expect, test } from "@playwright/test";
import { ipcCalls, openGame, playCalls } from "./support/ipc";
import {
  destinations, expectShows, marked, mouseDrag, moveList, newGameButton, renderedBoard, square, status, tapMove,
  undoButton,
} from "./support/board";

test("fool's mate by mouse drag ends in checkmate for Black", async ({ page }) => {
  const game = await openGame(page, "fools-mate");
  await expectShows(page, game.initial);
  await expect(status(page)).toHaveText("White to move");
  await expect(undoButton(page)).toBeDisabled();

  for (const step of game.steps) {
    await mouseDrag(page, step.move.from, step.move.to);
    await expectShows(page, step.view);
  }
  await expect(status(page)).toHaveText("Checkmate — Black wins", { useInnerText: true });
  expect(await status(page).textContent()).toBe("Checkmate — Black wins");
  expect(await moveList(page)).toEqual(["1. f3 e5", "2. g4 Qh4#"]);
  expect(await playCalls(page)).toEqual(game.steps.map((s) => ({ from: s.move.from, to: s.move.to })));

  // After the verdict nothing can be picked up.
  await mouseDrag(page, "e2", "e4", false);
  await square(page, "a2").click();
  await expect(square(page, "a2")).toHaveAttribute("aria-selected", "false");
  expect(await playCalls(page)).toHaveLength(4);
  await expect(undoButton(page)).toBeEnabled();
});

test("scholar's mate by clicks ends in checkmate for White", async ({ page }) => {
  const game = await openGame(page, "scholars-mate");
  let view = game.initial;
  for (const step of game.steps) {
    await square(page, step.move.from).click();
    await expect(square(page, step.move.from)).toHaveAttribute("aria-selected", "true");
    expect(await marked(page)).toEqual(destinations(view, step.move.from));
    await square(page, step.move.to).click();
    await expectShows(page, step.view);
    view = step.view;
  }
  expect(await status(page).textContent()).toBe("Checkmate — White wins");
  expect(await moveList(page)).toEqual(["1. e4 e5", "2. Qh5 Nc6", "3. Bc4 Nf6", "4. Qxf7#"]);
});

test("a drag released off a destination puts the piece back and sends nothing", async ({ page }) => {
  const game = await openGame(page, "scholars-mate");
  await mouseDrag(page, "e2", "e5");
  await expect(square(page, "e2").locator("[data-piece]")).toHaveAttribute("data-piece", "white-pawn");
  await expect(square(page, "e2")).toHaveAttribute("aria-selected", "true");
  expect(await playCalls(page)).toEqual([]);
  // A press and release without travel is a tap: it selects; tapping again deselects.
  await square(page, "g1").click();
  await expect(square(page, "g1")).toHaveAttribute("aria-selected", "true");
  expect(await marked(page)).toEqual(destinations(game.initial, "g1"));
  await square(page, "g1").click();
  await expect(square(page, "g1")).toHaveAttribute("aria-selected", "false");
  expect(await marked(page)).toEqual([]);
  // Black's pieces cannot be picked up on White's turn.
  await square(page, "e7").click();
  await expect(square(page, "e7")).toHaveAttribute("aria-selected", "false");
  await expectShows(page, game.initial);
});

test("Undo is disabled at the start, takes back one ply at a time", async ({ page }) => {
  const game = await openGame(page, "fools-mate");
  await expect(undoButton(page)).toBeDisabled();
  await tapMove(page, "f2", "f3");
  await expectShows(page, game.steps[0]!.view);
  await mouseDrag(page, "e7", "e5");
  await expectShows(page, game.steps[1]!.view);
  await undoButton(page).click();
  await expectShows(page, game.steps[0]!.view);
  await undoButton(page).click();
  await expectShows(page, game.initial);
  await expect(undoButton(page)).toBeDisabled();
  expect(await moveList(page)).toEqual([]);
  await expect(page.getByText("No moves yet")).toBeVisible();
  // Play on after undoing: the same script continues.
  await tapMove(page, "f2", "f3");
  await expectShows(page, game.steps[0]!.view);
});

test("New game opens the new-game dialog: a warning while a game is in progress, Cancel and Escape keep it", async ({ page }) => {
  const game = await openGame(page, "fools-mate");
  const dialog = page.getByRole("alertdialog", { name: "New game" });
  const start = () => dialog.getByRole("button", { name: "Start new game" }).click();

  // Nothing played yet: the dialog only asks for the clock.
  await newGameButton(page).click();
  await expect(dialog).toContainText("Choose the players and the clock for the new game.");
  await start();
  await expect(dialog).toHaveCount(0);

  await mouseDrag(page, "f2", "f3");
  await expectShows(page, game.steps[0]!.view);
  await newGameButton(page).click();
  await expect(dialog).toContainText("The game in progress stays in Games.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expectShows(page, game.steps[0]!.view);

  await newGameButton(page).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expectShows(page, game.steps[0]!.view);

  await newGameButton(page).click();
  await start();
  await expect(dialog).toHaveCount(0);
  await expectShows(page, game.initial);
  expect(await renderedBoard(page)).toMatchObject({ f2: "white-pawn", e1: "white-king" });

  // After a verdict the game is no longer in progress: no warning.
  for (const step of game.steps) await mouseDrag(page, step.move.from, step.move.to);
  await expect(status(page)).toHaveText("Checkmate — Black wins");
  // The tail left scrolled down (Settings open, taller than the tail): the
  // new game starts with it at its top, the moves in view.
  const tail = page.getByRole("region", { name: "Moves, files and settings" });
  await page.locator("summary", { hasText: "Settings" }).click();
  await tail.evaluate((el) => (el.scrollTop = el.scrollHeight));
  await expect.poll(() => tail.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  await newGameButton(page).click();
  await expect(dialog).toContainText("Choose the players and the clock for the new game.");
  await start();
  await expectShows(page, game.initial);
  expect(await tail.evaluate((el) => el.scrollTop)).toBe(0);
  const calls = await ipcCalls(page);
  const starts = calls.filter((c) => c.cmd === "new_game");
  expect(starts).toHaveLength(3);
  expect(starts[0]!.args).toEqual({ options: { timeControl: null } });
});
