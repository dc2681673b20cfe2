// Atomic's explosion: the squares a capture emptied flash once — an
// animation that ends unseen — and with reduced motion they do not flash
// at all (the projects run with reduced motion unless a test asks otherwise).
import { expect, test, type Page } from "@playwright/test";
import { openGame } from "./support/ipc";
import { expectShows, square, tapMove } from "./support/board";

const EMPTIED = ["e8", "f7", "f8", "g8"];

/** Plays the recorded Atomic game to its explosion (Nxf7#: f7 with the knight, e8, f8 and g8 emptied). */
async function explode(page: Page): Promise<void> {
  const game = await openGame(page, "atomic-explosion");
  for (const step of game.steps) {
    if ("move" in step) await tapMove(page, step.move.from, step.move.to);
    await expectShows(page, step.view);
  }
  expect([...game.steps.at(-1)!.view.exploded!].sort()).toEqual(EMPTIED);
}

/** Each emptied square's flash: its animation's name and its opacity now. */
const flashes = (page: Page) =>
  page.locator(".burst").evaluateAll((els) =>
    els.map((e) => [e.parentElement!.getAttribute("data-square"), getComputedStyle(e).animationName, getComputedStyle(e).opacity]),
  );

test("with reduced motion the emptied squares do not flash", async ({ page }) => {
  await explode(page);
  const seen = await flashes(page);
  expect(seen.map(([sq]) => sq).sort()).toEqual(EMPTIED);
  for (const [, name, opacity] of seen) expect([name, opacity]).toEqual(["none", "0"]);
});

test.describe("with motion", () => {
  test.use({ reducedMotion: "no-preference" });
  test("the emptied squares flash once, and the flash ends unseen", async ({ page }) => {
    await explode(page);
    const seen = await flashes(page);
    expect(seen.map(([sq]) => sq).sort()).toEqual(EMPTIED);
    for (const [, name] of seen) expect(name).toMatch(/burst/);
    await expect.poll(async () => (await flashes(page)).every(([, , opacity]) => opacity === "0")).toBe(true);
    await expect(square(page, "f7").locator("[data-piece]")).toHaveCount(0);
  });
});
