// The promotion picker: four shaped choices over the promotion file, Escape
// and a tap outside cancel, the queen is sent. (Each piece by click and by
// drag, both colours, three seats: the scenarios, tests/scenarios/promotion.mjs.)
import { expect, test, type Page } from "@playwright/test";
import { openGame, playCalls, type Fixture } from "./support/ipc";
import { expectShows, mouseDrag, renderedBoard, square, status, tapMove } from "./support/board";

async function upToPromotion(page: Page): Promise<Fixture> {
  const game = await openGame(page, "promotion");
  const steps = game.steps.slice(0, -1);
  for (const step of steps) {
    await tapMove(page, step.move.from, step.move.to);
    await expectShows(page, step.view);
  }
  return game;
}

const picker = (page: Page) => page.getByRole("dialog", { name: "Promote pawn to" });

test("Escape closes the picker: the pawn goes back and nothing is played", async ({ page }) => {
  const game = await upToPromotion(page);
  const before = game.steps.at(-2)!.view;
  const last = game.steps.at(-1)!;
  expect(last.move).toEqual({ from: "g7", to: "h8", promotion: "queen" });

  await mouseDrag(page, "g7", "h8");
  await expect(picker(page)).toBeVisible();
  const choices = picker(page).locator("[data-promotion]");
  await expect(choices).toHaveCount(4);
  expect((await choices.evaluateAll((els) => els.map((e) => e.getAttribute("data-promotion")))).sort()).toEqual(
    ["bishop", "knight", "queen", "rook"],
  );
  // Each choice is drawn in its own shape, in the promoting side's colour.
  for (const role of ["queen", "rook", "bishop", "knight"]) {
    await expect(picker(page).locator(`[data-promotion="${role}"] [data-piece="white-${role}"]`)).toHaveCount(1);
  }
  // The picker sits over the promotion file.
  const sq = (await square(page, "h8").boundingBox())!;
  const pk = (await picker(page).boundingBox())!;
  expect(Math.abs(pk.x - sq.x)).toBeLessThanOrEqual(1);

  await page.keyboard.press("Escape");
  await expect(picker(page)).toHaveCount(0);
  await expectShows(page, before);
  expect((await renderedBoard(page)).g7).toBe("white-pawn");
  expect((await playCalls(page)).filter((m) => m.to === "h8")).toEqual([]);
});

test("choosing the queen sends promotion \"queen\" and shows the next view", async ({ page }) => {
  const game = await upToPromotion(page);
  const last = game.steps.at(-1)!;

  // Tap-to-move this time.
  await square(page, "g7").click();
  await square(page, "h8").click();
  await expect(picker(page)).toBeVisible();
  await expect(picker(page).locator("[data-promotion]")).toHaveCount(4);
  await picker(page).locator('[data-promotion="queen"]').click();
  await expect(picker(page)).toHaveCount(0);
  await expectShows(page, last.view);
  expect((await renderedBoard(page)).h8).toBe("white-queen");
  await expect(status(page)).toHaveText("Black to move");
  expect((await playCalls(page)).at(-1)).toEqual({ from: "g7", to: "h8", promotion: "queen" });
});

test("a tap outside the picker cancels it", async ({ page }) => {
  const game = await upToPromotion(page);
  await tapMove(page, "g7", "h8");
  await expect(picker(page)).toBeVisible();
  await square(page, "a4").click();
  await expect(picker(page)).toHaveCount(0);
  await expectShows(page, game.steps.at(-2)!.view);
  expect((await playCalls(page)).filter((m) => m.to === "h8")).toEqual([]);
});
