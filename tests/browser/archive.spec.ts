// The archive of games, opened from the app's Games button, over the
// replaying mock's synthetic archive (the newest game is the one in play,
// every other one the recorded game played to its end).
import { expect, test, type Locator, type Page } from "@playwright/test";
import { exportedPgns, ipcCalls, openGame, playCalls } from "./support/ipc";
import { boardOf, renderedBoard } from "./support/board";
import type { GameView } from "../../ui/src/lib/bindings";

async function openArchive(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Games", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Games" });
  await expect(dialog).toBeVisible();
  return dialog;
}

const row = (dialog: Locator, id: number) => dialog.locator(`[data-game="${id}"]`);
const shownIds = (dialog: Locator) =>
  dialog.locator("[data-row] button").evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.game)));

test("10,000 games: the list opens at once, scrolls to the oldest game, and keeps a few dozen rows", async ({ page }) => {
  await openGame(page, "fools-mate", { games: 10_000 });
  const dialog = await openArchive(page);
  await expect(row(dialog, 10_000)).toBeVisible();
  await expect(row(dialog, 10_000)).toContainText("In progress");
  await expect(row(dialog, 10_000)).toContainText("current");
  await expect(row(dialog, 10_000)).toContainText("Untimed");
  await expect(row(dialog, 9_999)).toContainText("Checkmate — Black wins");
  await expect(dialog).toContainText("10,000 games");
  const rows = dialog.locator("[data-row]");
  expect(await rows.count()).toBeLessThanOrEqual(60);
  const height = (await rows.first().boundingBox())?.height ?? 0;
  expect(height).toBeGreaterThanOrEqual(44);

  // For the benchmark (reported, not asserted): from the open to the first page painted.
  await page.waitForFunction(() => performance.getEntriesByName("hotseat:archive-painted").length > 0);
  const ms = await page.evaluate(() => {
    const [open] = performance.getEntriesByName("hotseat:archive-open");
    const [painted] = performance.getEntriesByName("hotseat:archive-painted");
    return (painted?.startTime ?? NaN) - (open?.startTime ?? NaN);
  });
  test.info().annotations.push({ type: "archive open → painted", description: `${ms.toFixed(1)} ms` });

  // End from a row goes to the last one: the oldest game.
  await row(dialog, 10_000).focus();
  await page.keyboard.press("End");
  await expect(row(dialog, 1)).toBeVisible();
  await expect(row(dialog, 1)).toBeFocused();
  expect(await rows.count()).toBeLessThanOrEqual(60);
  // And by scrolling: back to the top, then to the bottom with the wheel's way.
  const list = dialog.getByRole("region", { name: "Games, newest first" });
  await list.evaluate((el) => (el.scrollTop = 0));
  await expect(row(dialog, 10_000)).toBeVisible();
  await list.evaluate((el) => (el.scrollTop = el.scrollHeight));
  await expect(row(dialog, 1)).toBeVisible();
  expect(await rows.count()).toBeLessThanOrEqual(60);

  // Only the pages in view were asked for: the first and the last (maybe one more on the way).
  const offsets = (await ipcCalls(page)).filter((c) => c.cmd === "games").map((c) => c.args.offset);
  expect(offsets).toContain(0);
  expect(offsets).toContain(9_950);
  expect(new Set(offsets).size).toBeLessThanOrEqual(4);
  expect((await ipcCalls(page)).every((c) => c.cmd !== "games" || c.args.limit === 50)).toBe(true);
});

test("open a game and step through it read-only; Escape goes back, then closes", async ({ page }) => {
  const game = await openGame(page, "fools-mate");
  const views: GameView[] = [game.initial, ...game.steps.map((s) => s.view)];
  const dialog = await openArchive(page);
  await expect(row(dialog, 2)).toContainText("Checkmate — Black wins");
  await expect(row(dialog, 2)).toContainText("2 moves");
  await row(dialog, 2).click();

  const grid = dialog.getByRole("grid");
  await expect(grid).toHaveAttribute("aria-readonly", "true");
  // Opened at its last position: the mate.
  await expect.poll(() => renderedBoard(page, '[role="dialog"] .game')).toEqual(boardOf(views[4]!));
  await expect(dialog.getByTestId("review")).toContainText("after 2… Qh4# — ply 4 of 4");

  await dialog.getByRole("button", { name: "First position" }).click();
  await expect.poll(() => renderedBoard(page, '[role="dialog"] .game')).toEqual(boardOf(views[0]!));
  for (let ply = 1; ply <= 4; ply++) {
    await dialog.getByRole("button", { name: "Next move" }).click();
    await expect.poll(() => renderedBoard(page, '[role="dialog"] .game')).toEqual(boardOf(views[ply]!));
    await expect(dialog.getByTestId("review")).toContainText(`ply ${ply} of 4`);
  }
  // The arrow keys step too.
  await page.keyboard.press("ArrowLeft");
  await expect.poll(() => renderedBoard(page, '[role="dialog"] .game')).toEqual(boardOf(views[3]!));

  // Nothing can be played on it.
  await dialog.locator('[data-square="d1"]').click();
  await expect(dialog.locator('[data-square="d1"]')).toHaveAttribute("aria-selected", "false");
  expect(await playCalls(page)).toEqual([]);
  const positions = (await ipcCalls(page)).filter((c) => c.cmd === "archived_position").map((c) => [c.args.id, c.args.ply]);
  expect(positions).toEqual([[2, 4], [2, 0], [2, 1], [2, 2], [2, 3], [2, 4], [2, 3]]);

  await page.keyboard.press("Escape");
  await expect(grid).toHaveCount(0);
  await expect(row(dialog, 2)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Games", exact: true })).toBeFocused();
});

test("Copy PGN puts the stored game's PGN on the clipboard", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openGame(page, "fools-mate");
  const dialog = await openArchive(page);
  await row(dialog, 1).click();
  await dialog.getByRole("button", { name: "Copy PGN" }).click();
  const want = exportedPgns.find((e) => e.name === "fools-mate")!.pgn;
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(want);
  expect((await ipcCalls(page)).filter((c) => c.cmd === "archived_pgn").map((c) => c.args.id)).toEqual([1]);
});

test("delete, then undo from the snackbar; the game in play has no Delete", async ({ page }) => {
  await openGame(page, "fools-mate");
  const dialog = await openArchive(page);
  await row(dialog, 3).click();
  await expect(dialog.getByRole("button", { name: "Copy PGN" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Delete" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "All games" }).click();

  await row(dialog, 2).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect.poll(() => shownIds(dialog)).toEqual([3, 1]);
  await expect(dialog).toContainText("2 games");
  const snackbar = dialog.getByTestId("undo-snackbar");
  await expect(snackbar).toContainText("Game deleted");

  await snackbar.getByRole("button", { name: "Undo" }).click();
  await expect.poll(() => shownIds(dialog)).toEqual([3, 2, 1]);
  await expect(snackbar).toHaveCount(0);
  const calls = await ipcCalls(page);
  expect(calls.filter((c) => c.cmd === "delete_game").map((c) => c.args.id)).toEqual([2]);
  expect(calls.filter((c) => c.cmd === "restore_game").map((c) => c.args.id)).toEqual([2]);
});
