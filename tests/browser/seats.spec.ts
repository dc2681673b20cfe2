// The three seat modes on touch screens (tablet and phone, portrait and
// landscape), judged from screenshots: which way the L (knight) and the
// triangle (bishop) of each colour point, and whether Black's status line
// and controls read upside down from White's side.
import { expect, test } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ipcCalls, openGame } from "./support/ipc";
import { expectShows, square, tapMove } from "./support/board";
import { compareTurned, inkCentroid, shot } from "./support/pixels";
import { decodePng } from "../e2e/png.mjs";
import { setSeats } from "./support/settings";
import { specStatus } from "../scenarios/spec-status.mjs";

const OUT = fileURLToPath(
  new URL(process.env.README_SCREENSHOTS ? "../../docs/screenshots/" : "./artifacts/readme/", import.meta.url),
);

/** Ink centre of the piece on `sq` (offsets from the square's centre). */
async function pieceInk(page: import("@playwright/test").Page, sq: string) {
  const c = inkCentroid(await shot(square(page, sq)));
  expect(c.n, `no piece drawn on ${sq}`).toBeGreaterThan(50);
  return c;
}

/**
 * A screenshot of what `el` draws inside itself, for comparing the two
 * copies of a control: "content" is the union of its children's boxes
 * (2 px around), a number is its box shrunk by that much. The element's own
 * box holds more than its text: the board's drop shadow falls 14 px
 * downward, into the top of White's status row just below the board and not
 * into Black's copy above it; a button's 1 px border is anti-aliased at
 * different sub-pixel places in the two bars (fractional grid columns), so
 * its ink box is a device pixel wider in one. Neither is a difference in
 * what the line or the button says.
 */
async function innerShot(el: import("@playwright/test").Locator, within: "content" | number) {
  const clip = await el.evaluate((node, inset) => {
    const rects = inset === "content"
      ? [...node.children].map((c) => c.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0)
      : [node.getBoundingClientRect()];
    const d = inset === "content" ? -2 : inset;
    const x0 = Math.min(...rects.map((r) => r.left)) + d, y0 = Math.min(...rects.map((r) => r.top)) + d;
    const x1 = Math.max(...rects.map((r) => r.right)) - d, y1 = Math.max(...rects.map((r) => r.bottom)) - d;
    return { x: x0 + window.scrollX, y: y0 + window.scrollY, width: x1 - x0, height: y1 - y0 };
  }, within);
  return decodePng(await el.page().screenshot({ clip, animations: "disabled" }));
}

/** +1 when the two shapes face the same way, −1 when one is turned by 180°. */
function facing(a: { x: number; y: number }, b: { x: number; y: number }): number {
  return Math.sign(a.x * b.x + a.y * b.y);
}

test("side by side: White at the bottom, both colours' shapes upright", async ({ page }) => {
  await openGame(page, "fools-mate");
  await expect(page.getByRole("grid")).toHaveAttribute("aria-label", /white at the bottom/);
  expect(facing(await pieceInk(page, "b1"), await pieceInk(page, "b8"))).toBe(1);
  expect(facing(await pieceInk(page, "c1"), await pieceInk(page, "c8"))).toBe(1);
  // The triangle points up, away from White (its ink lies below its centre).
  expect((await pieceInk(page, "c1")).y).toBeGreaterThan(0.02);
  await expect(page.getByTestId("status-copy")).toHaveCount(0);
});

test("face to face: Black's L, triangle, status line and controls turned to the far side", async ({ page }, info) => {
  const game = await openGame(page, "scholars-mate");
  await setSeats(page, "face");
  await expect(page.getByTestId("status-copy")).toBeVisible();

  // The board itself does not turn; Black's oriented shapes do.
  await expect(page.getByRole("grid")).toHaveAttribute("aria-label", /white at the bottom/);
  expect(facing(await pieceInk(page, "b1"), await pieceInk(page, "b8"))).toBe(-1);
  expect(facing(await pieceInk(page, "c1"), await pieceInk(page, "c8"))).toBe(-1);
  expect((await pieceInk(page, "c8")).y).toBeLessThan(-0.02);

  // Black's copy of the status line is White's turned by 180° (its swatch and text).
  const main = await innerShot(page.getByTestId("status"), "content");
  const copy = await innerShot(page.getByTestId("status-copy"), "content");
  const status = compareTurned(main, copy);
  expect(status.turned).toBeLessThan(0.08);
  expect(status.turned).toBeLessThan(status.straight / 2);
  // So is Black's Undo button (its label; inside the border and its 8 px corners).
  const undos = page.getByRole("button", { name: "Undo", exact: true });
  await expect(undos).toHaveCount(2);
  const undo = compareTurned(await innerShot(undos.nth(1), 4), await innerShot(undos.nth(0), 4));
  expect(undo.turned).toBeLessThan(undo.straight / 2);

  // Coordinates for both seats: the far ones exist and are drawn turned.
  await expect(page.locator(".coord.far")).toHaveCount(16);

  // The setting went to the Rust side, which stores it.
  const saved = (await ipcCalls(page)).filter((c) => c.cmd === "set_settings");
  expect(saved.at(-1)?.args).toMatchObject({ settings: { seats: "face" } });

  // Play on: the shapes stay turned, the copy follows the game.
  for (const step of game.steps.slice(0, 2)) await tapMove(page, step.move.from, step.move.to, "tap");
  await expectShows(page, game.steps[1]!.view);
  await expect(page.getByTestId("status-copy")).toHaveText(specStatus(game.steps[1]!.view));
  if (info.project.name === "tablet") {
    mkdirSync(OUT, { recursive: true });
    await page.screenshot({ path: `${OUT}seats-face-to-face.png` });
  }
});

test("pass the device: the board turns to the side to move after each move", async ({ page }, info) => {
  const game = await openGame(page, "fools-mate");
  await setSeats(page, "pass");
  const grid = page.getByRole("grid");
  await expect(grid).toHaveAttribute("aria-label", /white at the bottom/);
  const [first, second] = game.steps;
  await tapMove(page, first!.move.from, first!.move.to, "tap");
  await expect(grid).toHaveAttribute("aria-label", /black at the bottom/);
  // Black's pieces now sit at the bottom of the screen, upright for Black.
  const e7 = await square(page, "e7").boundingBox();
  const e2 = await square(page, "e2").boundingBox();
  expect(e7!.y).toBeGreaterThan(e2!.y);
  expect((await pieceInk(page, "c8")).y).toBeGreaterThan(0.02);
  if (info.project.name === "tablet") {
    mkdirSync(OUT, { recursive: true });
    await page.screenshot({ path: `${OUT}seats-pass-the-device.png` });
  }
  await tapMove(page, second!.move.from, second!.move.to, "tap");
  await expect(grid).toHaveAttribute("aria-label", /white at the bottom/);
  await expectShows(page, second!.view);
});
