// The confirm bubble lies whole within the board, for either side's move,
// on a phone (43 px squares, a bubble taller than a row) as on a desktop;
// its words stay on one line (with `left: 50%` it could use only half the
// board's width and wrapped to three lines on a phone, clipped at the edge).
import { expect, test } from "@playwright/test";
import { openGame } from "./support/ipc";
import { tapMove } from "./support/board";
import { setOption } from "./support/settings";

test("the confirm bubble lies whole within the board, its words on one line, for each side", async ({ page, isMobile }) => {
  const game = await openGame(page, "fools-mate");
  await setOption(page, "Confirm each move", true);
  const confirm = page.getByTestId("move-confirm");
  const how = isMobile ? "tap" : "click";
  for (const step of game.steps.slice(0, 2)) {
    await tapMove(page, step.move.from, step.move.to, how);
    await expect(confirm).toBeVisible();
    const fit = await page.evaluate(() => {
      const bubble = document.querySelector('[data-testid="move-confirm"]')!.getBoundingClientRect();
      const board = document.querySelector('[role="grid"]')!.getBoundingClientRect();
      const text = document.querySelector('[data-testid="move-confirm"] .text')!;
      const lineHeight = parseFloat(getComputedStyle(text).lineHeight) || 20;
      return {
        inside: bubble.top >= board.top && bubble.bottom <= board.bottom && bubble.left >= board.left && bubble.right <= board.right,
        oneLine: text.getBoundingClientRect().height < 1.5 * lineHeight,
      };
    });
    expect(fit, `${step.move.from}-${step.move.to}`).toEqual({ inside: true, oneLine: true });
    const play = confirm.getByRole("button", { name: "Play" });
    if (isMobile) await play.tap();
    else await play.click();
    await expect(confirm).toHaveCount(0);
  }
});
