// PGN and FEN from the page: copy and save the game, start from a pasted
// FEN or PGN. The answers (and the complaints) are the Rust side's, recorded
// in tests/fixtures/imports.json and export-pgn.json.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import type { GameView } from "../../ui/src/lib/bindings";
import { errorText } from "../../ui/src/lib/words/errors";
import { ipcCalls, openGame } from "./support/ipc";
import { expectShows, tapMove } from "./support/board";

interface Import {
  name: string;
  text: string;
  view?: GameView;
  error?: { kind: string; message: string };
}
const fixture = <T>(name: string): T =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url)), "utf8")) as T;
const imports = fixture<Import[]>("imports.json");
const exports = fixture<Array<{ name: string; pgn: string }>>("export-pgn.json");

for (const sample of imports.filter((s) => s.error)) {
  test(`pasting ${sample.name} shows the rules side's message and keeps the game`, async ({ page }) => {
    const game = await openGame(page, "fools-mate");
    await tapMove(page, game.steps[0]!.move.from, game.steps[0]!.move.to);
    await page.getByRole("button", { name: "From FEN/PGN…" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox").fill(sample.text);
    // A game is in progress: the dialog says it replaces it.
    await dialog.getByRole("button", { name: "Replace game" }).click();
    // The rules side's message, as the page's words module writes it (a sentence's capital).
    await expect(dialog.getByRole("alert")).toHaveText(errorText(sample.error));
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expectShows(page, game.steps[0]!.view);
  });
}

for (const sample of imports.filter((s) => s.view)) {
  test(`pasting ${sample.name} starts that game`, async ({ page }) => {
    await openGame(page, "fools-mate");
    await page.getByRole("button", { name: "From FEN/PGN…" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox").fill(sample.text);
    await dialog.getByRole("button", { name: "Start game" }).click();
    await expect(dialog).toHaveCount(0);
    await expectShows(page, sample.view!);
  });
}

test("Copy PGN puts the Rust side's PGN on the clipboard; Save PGN asks the Rust side", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const game = await openGame(page, "promotion");
  for (const step of game.steps.slice(0, 2)) await tapMove(page, step.move.from, step.move.to);
  await page.getByRole("button", { name: "Copy PGN" }).click();
  await expect(page.getByTestId("announcer")).toHaveText("The game is copied as PGN.");
  const want = exports.find((e) => e.name === "promotion")!.pgn;
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(want);

  await page.getByRole("button", { name: "Save PGN…" }).click();
  await expect(page.getByTestId("announcer")).toContainText("/tmp/hotseat-chess-test.pgn");
  expect((await ipcCalls(page)).filter((c) => c.cmd === "save_pgn")).toHaveLength(1);
  // Its toast lies beside the board, not over a rank the players may be about to use.
  const toast = await page.getByTestId("toast").boundingBox();
  const board = await page.getByRole("grid").boundingBox();
  expect(toast && board && (toast.x >= board.x + board.width || toast.y >= board.y + board.height), JSON.stringify({ toast, board })).toBe(true);
});
