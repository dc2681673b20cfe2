// The archive at scale, over the replaying mock's synthetic archive of
// 10,000 games (the newest is the one in play, every other one the recorded
// game played to its end). A stored game's replay, Copy PGN and Delete are
// scenarios, run by both drivers (tests/scenarios/archive.mjs).
import { expect, test, type Locator, type Page } from "@playwright/test";
import { ipcCalls, openGame } from "./support/ipc";

async function openArchive(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Games", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Games" });
  await expect(dialog).toBeVisible();
  return dialog;
}

const row = (dialog: Locator, id: number) => dialog.locator(`[data-game="${id}"]`);

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
