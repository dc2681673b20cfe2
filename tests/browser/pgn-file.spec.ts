// PGN files: Open PGN… and a file dropped on the window (both read by the
// Rust side, which the replaying mock stands in for: a synthetic file of
// 10,000 games, every seventh unreadable), the picker, one game played on,
// and every game imported with progress and Stop.
import { expect, test, type Page } from "@playwright/test";
import { importAnswers, ipcCalls, openGame } from "./support/ipc";
import { boardOf, renderedBoard, tapMove } from "./support/board";
import { specStatus } from "../scenarios/spec-status.mjs";

const picked = importAnswers.find((e) => e.name === "pgn-castling-promotion-en-passant-check")!.view!;

async function openFile(page: Page) {
  await page.getByRole("button", { name: "Open PGN…" }).click();
  const picker = page.getByRole("dialog", { name: "club.pgn" });
  await expect(picker).toBeVisible();
  return picker;
}

/** The board shows the picked game (its status and pieces: on a phone the move list shows a few rows only). */
async function expectPicked(page: Page) {
  await expect(page.getByTestId("status")).toHaveText(specStatus(picked));
  await expect.poll(() => renderedBoard(page)).toEqual(boardOf(picked));
}

/** Every control of the picker lies inside the window. */
async function expectInView(page: Page) {
  const size = page.viewportSize()!;
  for (const name of ["Cancel", "Import all into Games"]) {
    const box = (await page.getByRole("button", { name, exact: true }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(size.width);
    expect(box.y + box.height).toBeLessThanOrEqual(size.height);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
}

test("Open PGN… lists 10,000 games in a few dozen rows and plays the chosen one", async ({ page }) => {
  await openGame(page, "fools-mate");
  const picker = await openFile(page);
  await expect(picker).toContainText("10,000 games");
  const first = picker.locator('[data-index="0"]');
  await expect(first).toContainText("White 1 – Black 1");
  await expect(first).toContainText("Club night 1 · 2024.05.01 · 20 moves");
  expect(await picker.locator("[data-row]").count()).toBeLessThanOrEqual(40);
  await expectInView(page);

  // To the last game by the keyboard.
  await first.focus();
  await page.keyboard.press("End");
  const last = picker.locator('[data-index="9999"]');
  await expect(last).toBeFocused();
  await expect(last).toContainText("White 10000 – Black 10000");
  expect(await picker.locator("[data-row]").count()).toBeLessThanOrEqual(40);
  const pages = (await ipcCalls(page)).filter((c) => c.cmd === "pgn_file_games");
  expect(pages.length).toBeLessThanOrEqual(3);

  await picker.locator('[data-index="9998"]').click();
  await expect(picker).toHaveCount(0);
  await expectPicked(page);
  // Its tags name the players, as the Rust side keeps them with the game.
  await expect(page.locator("aside")).toContainText("White 9999");
  expect((await ipcCalls(page)).map((c) => c.cmd)).toContain("close_pgn_file");
});

test("a game that does not read keeps the picker open with the rules side's message", async ({ page }) => {
  await openGame(page, "fools-mate");
  const picker = await openFile(page);
  await picker.locator('[data-index="6"]').click();
  await expect(picker.getByRole("alert")).toHaveText("Game 7 — Move 5 (Ke3): Ke3 is not a legal move in this position");
  await picker.getByRole("button", { name: "Cancel" }).click();
  await expect(picker).toHaveCount(0);
});

test("Import all shows progress, stops on Stop import and says what went in", async ({ page }) => {
  await openGame(page, "fools-mate");
  await page.evaluate(() => ((window as unknown as { __ipc: { importBatchMs: number } }).__ipc.importBatchMs = 150));
  const picker = await openFile(page);
  await picker.getByRole("button", { name: "Import all into Games" }).click();
  await expect(picker.getByTestId("pgn-message")).toContainText(/Read [\d,]+ of 10,000 games: [\d,]+ imported, \d+ skipped/);
  await expect(picker.locator('[data-index="0"]')).toBeDisabled();
  await picker.getByRole("button", { name: "Stop import" }).click();
  await expect(picker.getByTestId("pgn-message")).toContainText(/^Stopped: [\d,]+ games imported into Games; \d+ could not be read\./);
  await expect(picker.getByTestId("pgn-message")).toContainText("Game 7 — Move 5 (Ke3)");
  await picker.getByRole("button", { name: "Close" }).click();
  await expect(picker).toHaveCount(0);
});

test("a dropped file opens the picker; a refused one is told", async ({ page }) => {
  await openGame(page, "fools-mate");
  const drop = (payload: unknown) =>
    page.evaluate((p) => (window as unknown as { __ipc: { dropPgn: (p: unknown) => void } }).__ipc.dropPgn(p), payload);
  await drop({ file: { name: "dropped.pgn", games: 3 }, error: null });
  const picker = page.getByRole("dialog", { name: "dropped.pgn" });
  await expect(picker.locator("[data-row] button")).toHaveCount(3);
  // Another file dropped over the picker: its own list.
  await drop({ file: { name: "second.pgn", games: 2 }, error: null });
  const second = page.getByRole("dialog", { name: "second.pgn" });
  await expect(second.locator("[data-row] button")).toHaveCount(2);
  await expect(picker).toHaveCount(0);
  await second.getByRole("button", { name: "Cancel" }).click();
  await drop({ file: null, error: { kind: "invalid_file", message: "x", file: { problem: "not_pgn", name: "notes.txt" } } });
  await expect(page.getByTestId("notice")).toContainText("notes.txt is not a .pgn file");
});

test("a one-game file replaces a game in progress only when the players agree", async ({ page }) => {
  const game = await openGame(page, "fools-mate", { pgnFile: { name: "one.pgn", games: 1 } });
  await tapMove(page, game.steps[0]!.move.from, game.steps[0]!.move.to);
  await page.getByRole("button", { name: "Open PGN…" }).click();
  const ask = page.getByRole("alertdialog", { name: "Open one.pgn?" });
  await expect(ask).toContainText("The game in progress will be replaced (it stays in Games).");
  await ask.getByRole("button", { name: "Replace game" }).click();
  await expectPicked(page);
});
