// Every recorded game plays through on the rendered board, view after view.
import { expect, test } from "@playwright/test";
import { openGame, playCalls, type FixtureName } from "./support/ipc";
import { destinations, expectShows, marked, mouseDrag, renderedBoard, square, status } from "./support/board";
import { specStatus } from "../scenarios/spec-status.mjs";

const GAMES: FixtureName[] = ["castling-and-check", "en-passant", "fools-mate", "scholars-mate", "promotion"];

for (const name of GAMES) {
  test(`${name} plays through, alternating click and drag`, async ({ page }) => {
    const game = await openGame(page, name);
    await expectShows(page, game.initial);
    let view = game.initial;
    for (const [i, step] of game.steps.entries()) {
      const { from, to, promotion } = step.move;
      if (i % 2 === 0) {
        await square(page, from).click();
        expect(await marked(page)).toEqual(destinations(view, from));
        await square(page, to).click();
      } else {
        await mouseDrag(page, from, to);
      }
      if (promotion) await page.locator(`[data-promotion="${promotion}"]`).click();
      await expectShows(page, step.view);
      view = step.view;
    }
    expect(await playCalls(page)).toEqual(
      game.steps.map((s) => (s.move.promotion ? s.move : { from: s.move.from, to: s.move.to })),
    );
  });
}

test("castling moves king and rook; the bishop's check is shown", async ({ page }) => {
  const game = await openGame(page, "castling-and-check");
  for (const step of game.steps) {
    await mouseDrag(page, step.move.from, step.move.to);
    await expect(status(page)).toHaveText(specStatus(step.view));
    if (step.move.from === "e1") {
      const b = await renderedBoard(page);
      expect([b.g1, b.f1, b.e1, b.h1]).toEqual(["white-king", "white-rook", undefined, undefined]);
      await expect(page.getByTestId("move-list")).toContainText("O-O");
    }
  }
  await expect(status(page)).toHaveText("Black to move — check");
  expect(game.steps.at(-1)!.view.checkSquare).toBe("e8");
  await expect(page.getByTestId("move-list")).toContainText("Bxf7+");
});

test("en passant removes the passed pawn", async ({ page }) => {
  const game = await openGame(page, "en-passant");
  for (const step of game.steps.slice(0, -1)) await mouseDrag(page, step.move.from, step.move.to);
  await expect(status(page)).toHaveText("White to move");
  expect((await renderedBoard(page)).d5).toBe("black-pawn");
  await square(page, "e5").click();
  // An en-passant destination is a capture (a ring), though the square is empty.
  await expect(square(page, "d6")).toHaveAttribute("data-dest", "capture");
  await square(page, "d6").click();
  await expect(status(page)).toHaveText("Black to move");
  const b = await renderedBoard(page);
  expect([b.d6, b.d5, b.e5]).toEqual(["white-pawn", undefined, undefined]);
  await expect(page.getByTestId("move-list")).toContainText("exd6");
});
