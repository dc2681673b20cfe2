// Club night (issue 13) in Chromium over the replaying mock: the players'
// names in the New game dialog (typed, swapped, picked from the recent
// ones), by the status line, in the archive (and its search); Rematch
// after a verdict swaps the names.
import { expect, test, type Page } from "@playwright/test";
import { ipcCalls, openGame } from "./support/ipc";
import { tapMove } from "./support/board";

async function newGame(page: Page) {
  await page.locator(".panel").getByRole("button", { name: "New game" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

test("names typed in the New game dialog stand by the status line, come back as recent names and swap for a rematch", async ({ page }) => {
  await openGame(page, "fools-mate");
  let dialog = await newGame(page);
  await dialog.getByLabel("White", { exact: true }).fill("Ann Lee");
  await dialog.getByLabel("Black", { exact: true }).fill("Bob");
  await dialog.getByText("Event, site, round").click();
  await dialog.getByLabel("Event").fill("Club night");
  await dialog.getByRole("button", { name: "Start new game" }).click();
  const players = page.getByTestId("players");
  await expect(players.getByTestId("name-white")).toHaveText("Ann Lee");
  await expect(players.getByTestId("name-black")).toHaveText("Bob");
  await expect(players).toContainText("Club night");
  const sent = (await ipcCalls(page)).filter((c) => c.cmd === "new_game").at(-1);
  expect(sent?.args).toEqual({ options: { roster: { white: "Ann Lee", black: "Bob", event: "Club night" }, timeControl: null } });

  // Fool's mate: Black wins; Rematch takes Offer draw's place.
  const panel = page.locator(".panel");
  await expect(panel.getByRole("button", { name: /^Rematch/ })).toHaveCount(0);
  for (const [from, to] of [["f2", "f3"], ["e7", "e5"], ["g2", "g4"], ["d8", "h4"]]) await tapMove(page, from!, to!);
  await expect(page.getByTestId("status")).toHaveText("Checkmate — Black wins");
  await expect(panel.getByRole("button", { name: "Offer draw…" })).toHaveCount(0);
  await panel.getByRole("button", { name: /^Rematch/ }).click();
  await expect(page.getByTestId("status")).toHaveText("White to move");
  await expect(players.getByTestId("name-white")).toHaveText("Bob");
  await expect(players.getByTestId("name-black")).toHaveText("Ann Lee");
  await expect(players).toContainText("Club night");

  // The dialog offers the last names again, and the recent ones.
  dialog = await newGame(page);
  await expect(dialog.getByLabel("White", { exact: true })).toHaveValue("Bob");
  await dialog.getByRole("button", { name: "Swap the players' colours" }).click();
  await expect(dialog.getByLabel("White", { exact: true })).toHaveValue("Ann Lee");
  await dialog.getByLabel("Black", { exact: true }).fill("");
  const recent = dialog.getByRole("group", { name: "Recent players" });
  // The names in use stay in their places, off (nothing below them moves).
  await expect(recent.getByRole("button", { disabled: false })).toHaveText(["Bob"]);
  await recent.getByRole("button", { name: "Bob" }).click();
  await expect(dialog.getByLabel("Black", { exact: true })).toHaveValue("Bob");
  await dialog.getByRole("button", { name: "Cancel" }).click();
});

test("the archive shows the players and finds the games of one", async ({ page }) => {
  await openGame(page, "fools-mate", { games: 3 });
  let dialog = await newGame(page);
  await dialog.getByLabel("White", { exact: true }).fill("Cleo");
  await dialog.getByLabel("Black", { exact: true }).fill("Dan");
  await dialog.getByRole("button", { name: "Start new game" }).click();
  await expect(page.getByTestId("name-white")).toHaveText("Cleo");
  dialog = await newGame(page);
  await dialog.getByLabel("White", { exact: true }).fill("Eve");
  await dialog.getByRole("button", { name: "Start new game" }).click();
  await expect(page.getByTestId("name-white")).toHaveText("Eve");
  await expect(page.getByTestId("name-black")).toHaveText("Dan");

  await page.getByRole("button", { name: "Games", exact: true }).click();
  const archive = page.getByRole("dialog", { name: "Games" });
  await expect(archive).toContainText("5 games");
  // The named games first; the unnamed ones are titled by their colours.
  await expect(archive.getByTestId("row-players")).toHaveText(["Eve – Dan", "Cleo – Dan", "White – Black", "White – Black", "White – Black"]);
  await archive.getByLabel("Find the games of a player").fill("cle");
  await expect(archive.getByTestId("row-players")).toHaveText(["Cleo – Dan"]);
  // The count says these are the games found, not all of them.
  await expect(archive.getByTestId("archive-count")).toHaveText("1 found");
  // Its replay names the players too.
  await archive.getByTestId("row-players").click();
  await expect(archive.getByTestId("archive-game-players")).toHaveText("Cleo – Dan");
  await archive.getByRole("button", { name: "All games" }).click();
  await archive.getByLabel("Find the games of a player").fill("zed");
  await expect(archive).toContainText("No games of a player named “zed”");
  await archive.getByLabel("Find the games of a player").fill("");
  await expect(archive.getByTestId("archive-count")).toHaveText("5 games");
});
