// Touch (tablet and phone projects): taps, a CDP touch drag, a wobble that stays a tap.
import { expect, test } from "@playwright/test";
import { openGame, playCalls } from "./support/ipc";
import { destinations, expectShows, marked, moveList, square, status, tapMove, touchDrag, undoButton } from "./support/board";

test("the page sees a coarse, touch pointer", async ({ page }) => {
  await openGame(page, "fools-mate");
  expect(await page.evaluate(() => matchMedia("(pointer: coarse)").matches)).toBe(true);
  expect(await page.evaluate(() => navigator.maxTouchPoints)).toBeGreaterThan(0);
});

test("fool's mate by taps, then by touch drags", async ({ page }) => {
  const game = await openGame(page, "fools-mate");
  for (const step of game.steps) {
    await tapMove(page, step.move.from, step.move.to, "tap");
    await expectShows(page, step.view);
  }
  expect(await status(page).textContent()).toBe("Checkmate — Black wins");

  // Take everything back with taps on Undo, then replay with touch drags.
  for (let i = game.steps.length - 1; i >= 0; i--) {
    await undoButton(page).tap();
    await expectShows(page, i === 0 ? game.initial : game.steps[i - 1]!.view);
  }
  for (const step of game.steps) {
    await touchDrag(page, step.move.from, step.move.to);
    await expectShows(page, step.view);
  }
  expect(await status(page).textContent()).toBe("Checkmate — Black wins");
  expect(await moveList(page)).toEqual(["1. f3 e5", "2. g4 Qh4#"]);
});

test("a touch drag, then a tap-to-move right after it", async ({ page }) => {
  const game = await openGame(page, "scholars-mate");
  const [first, second, third] = game.steps;
  await touchDrag(page, first!.move.from, first!.move.to);
  await expectShows(page, first!.view);
  await tapMove(page, second!.move.from, second!.move.to, "tap");
  await expectShows(page, second!.view);
  await touchDrag(page, third!.move.from, third!.move.to);
  await expectShows(page, third!.view);
});

test("a 3 px touch wobble is a tap: it selects and does not move", async ({ page }) => {
  const game = await openGame(page, "scholars-mate");
  await touchDrag(page, "g1", { dx: 3, dy: 0 }, 3);
  await expect(square(page, "g1")).toHaveAttribute("aria-selected", "true");
  expect(await marked(page)).toEqual(destinations(game.initial, "g1"));
  expect(await playCalls(page)).toEqual([]);
  await expectShows(page, game.initial);
  // A second wobble is a second tap on the selected piece: it deselects.
  // (Had it counted as a drag, dropping back on g1 would keep g1 selected.)
  await touchDrag(page, "g1", { dx: 0, dy: -3 }, 3);
  await expect(square(page, "g1")).toHaveAttribute("aria-selected", "false");
  expect(await marked(page)).toEqual([]);
  await touchDrag(page, "g1", { dx: 2, dy: 2 }, 2);
  await expect(square(page, "g1")).toHaveAttribute("aria-selected", "true");
  // The selection then works like any tap selection: tap a destination to move.
  await square(page, "f3").tap();
  await expect(page.locator('[data-square="f3"] [data-piece="white-knight"]')).toHaveCount(0);
  // f3 is not the scripted move: the replay rejects it and the board stays.
  await expect(page.getByTestId("notice")).toContainText("Not the scripted move");
  await expectShows(page, game.initial);
});

test("a touch drag released off the board puts the piece back", async ({ page }) => {
  const game = await openGame(page, "scholars-mate");
  const box = (await page.locator("[role=grid]").boundingBox())!;
  const from = (await square(page, "e2").boundingBox())!;
  await touchDrag(page, "e2", { dx: 0, dy: box.y + box.height + 10 - (from.y + from.height / 2) }, 8);
  expect(await playCalls(page)).toEqual([]);
  await expectShows(page, game.initial);
});

test("crazyhouse by touch: a drop by tapping the pocket then the square, one by a touch drag from the pocket", async ({ page }) => {
  const game = await openGame(page, "crazyhouse-drops");
  const pocketSlot = (side: string, role: string) => `[data-testid="pocket-${side}"] [data-role="${role}"]`;
  const steps = game.steps as (typeof game.steps[number] & { drop?: { role: string; to: string } })[];
  for (const [i, step] of steps.entries()) {
    const side = step.view.turn === "white" ? "black" : "white";
    if ("drop" in step && step.drop) {
      if (side === "white") {
        await page.locator(pocketSlot(side, step.drop.role)).tap();
        await expect(square(page, step.drop.to)).toHaveAttribute("data-dest", "move");
        await square(page, step.drop.to).tap();
      } else {
        // Off the board first: the piece goes back to the pocket, still picked.
        await touchDrag(page, pocketSlot(side, step.drop.role), { dx: 0, dy: -30 });
        await expect(page.locator(pocketSlot(side, step.drop.role))).toHaveAttribute("aria-pressed", "true");
        await touchDrag(page, pocketSlot(side, step.drop.role), step.drop.to);
      }
    } else if ("move" in step) {
      await tapMove(page, step.move.from, step.move.to, "tap");
    }
    await expectShows(page, step.view);
    expect(await page.locator(pocketSlot(side, "pawn")).getAttribute("aria-label"), `ply ${i + 1}`).toBe(
      `Pawn: ${step.view.pockets?.[side].pawn}`,
    );
  }
});

test("the review by touch: a tap on Analyse, a tap on the graph's blunder, the better move's arrow; a tap on the graph's line picks a position", async ({ page }) => {
  const game = await openGame(page, "fools-mate");
  for (const step of game.steps) {
    await tapMove(page, step.move.from, step.move.to, "tap");
    await expectShows(page, step.view);
  }
  await page.getByTestId("analyse").tap();
  const graph = page.getByTestId("eval-graph");
  await expect(graph).toBeVisible();
  // 2. g4?? (ply 3) is the recorded blunder.
  await graph.locator('button[data-ply="3"]').tap();
  await expect(page.getByTestId("better-arrow")).toBeVisible();
  await expect(page.getByTestId("analysis-here")).toContainText("Blunder");
  // A tap at the graph's left edge: the start position.
  const box = (await graph.locator("svg").boundingBox())!;
  await page.touchscreen.tap(box.x + 2, box.y + box.height / 2);
  await expect(page.getByTestId("review")).toContainText("the start position");
});
