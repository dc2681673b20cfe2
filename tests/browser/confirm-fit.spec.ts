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

// New game keeps its box's edge where it opened while its custom clock
// grows (Modal's keepPlace); a window resized under it (a tablet turned)
// measured that place anew: the old size's margin had been kept, the box
// squeezed below it (to a sliver where the margin neared the new height).
test("New game opened on a tall window, then the window made a phone's: the box lies whole within the window", async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 1100 });
  await openGame(page, "fools-mate");
  const dialog = page.getByRole("alertdialog", { name: "New game" });
  await page.getByRole("button", { name: "New game" }).first().click();
  await expect(dialog).toBeVisible();
  await page.setViewportSize({ width: 360, height: 640 });
  await expect
    .poll(() =>
      dialog.evaluate((box) => {
        // As tall as a box opened fresh at this size: its content, or the window's height less the backdrop's padding.
        const r = box.getBoundingClientRect();
        const pad = parseFloat(getComputedStyle(box.parentElement!).paddingTop);
        return r.top >= 0 && r.bottom <= innerHeight && r.height >= Math.min(box.scrollHeight, innerHeight - 2 * pad) - 1;
      }),
    )
    .toBe(true);
});
