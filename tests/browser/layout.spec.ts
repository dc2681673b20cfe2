// Screenshots at the target screen sizes, each one checked on the real render:
// the board fits and is square, all 64 squares show, touch targets are large
// enough, and the piece shapes grow with their tier.
import { expect, test, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { openGame } from "./support/ipc";
import { expectShows, square, tapMove } from "./support/board";

const ARTIFACTS = fileURLToPath(new URL("./artifacts/", import.meta.url));

interface Screen { width: number; height: number }
const SCREENS: Record<string, Screen[]> = {
  phone: [{ width: 360, height: 740 }],
  tablet: [{ width: 820, height: 1180 }, { width: 1180, height: 820 }],
  desktop: [{ width: 1280, height: 800 }, { width: 3840, height: 2160 }],
};
const MIN_TARGET = 44;
const ORDER = ["pawn", "knight", "bishop", "rook", "queen", "king"] as const;

interface Box { x: number; y: number; width: number; height: number }

function inside(b: Box, s: Screen): boolean {
  return b.x >= 0 && b.y >= 0 && b.x + b.width <= s.width + 0.5 && b.y + b.height <= s.height + 0.5;
}

/** Sizes of the drawn shapes (the circle/polygon inside each board piece's SVG). */
async function pieceSizes(page: Page): Promise<Record<string, number[]>> {
  return page.locator("[data-square] [data-piece]").evaluateAll((svgs) => {
    const out: Record<string, number[]> = {};
    for (const svg of svgs) {
      const shape = svg.querySelector("circle, polygon, path, rect");
      if (!shape) continue;
      const r = shape.getBoundingClientRect();
      const role = (svg.getAttribute("data-piece") ?? "").split("-")[1] ?? "?";
      (out[role] ??= []).push(Math.max(r.width, r.height));
    }
    return out;
  });
}

async function checkLayout(page: Page, screen: Screen, touch: boolean): Promise<void> {
  const board = page.getByRole("grid");
  const b = (await board.boundingBox())!;
  expect(inside(b, screen), `board ${JSON.stringify(b)} inside ${screen.width}x${screen.height}`).toBe(true);
  expect(Math.abs(b.width - b.height), "board is square").toBeLessThanOrEqual(1);

  // All 64 squares: inside the board and the viewport, and on top at their centre.
  const squares = await page.locator("[data-square]").evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return {
        sq: el.getAttribute("data-square"),
        box: { x: r.x, y: r.y, width: r.width, height: r.height },
        onTop: !!hit && (hit === el || el.contains(hit)),
      };
    }),
  );
  expect(squares).toHaveLength(64);
  expect(new Set(squares.map((s) => s.sq)).size).toBe(64);
  for (const s of squares) {
    expect(inside(s.box, screen), `${s.sq} inside the viewport`).toBe(true);
    expect(s.box.x >= b.x - 0.5 && s.box.x + s.box.width <= b.x + b.width + 0.5, `${s.sq} inside the board`).toBe(true);
    expect(s.onTop, `${s.sq} visible, not covered`).toBe(true);
    expect(Math.abs(s.box.width - b.width / 8), `${s.sq} is an eighth of the board`).toBeLessThanOrEqual(1);
  }

  if (touch) {
    const small = squares.filter((s) => s.box.width < MIN_TARGET || s.box.height < MIN_TARGET);
    expect(small.map((s) => `${s.sq} ${s.box.width.toFixed(1)}x${s.box.height.toFixed(1)}`), "squares ≥ 44 px").toEqual([]);
    const controls = await page.locator("button:visible, select:visible").evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { name: el.getAttribute("aria-label") ?? el.textContent?.trim(), width: r.width, height: r.height };
      }),
    );
    expect(controls.length).toBeGreaterThanOrEqual(2);
    const tooSmall = controls.filter((c) => c.width < MIN_TARGET || c.height < MIN_TARGET);
    expect(tooSmall, "buttons ≥ 44 px").toEqual([]);
  }

  // Piece sizes strictly grow by tier; knight and bishop share one.
  const sizes = await pieceSizes(page);
  for (const role of ORDER) expect(sizes[role]?.length, `${role} on the board`).toBeGreaterThan(0);
  const lo = (role: string) => Math.min(...sizes[role]!);
  const hi = (role: string) => Math.max(...sizes[role]!);
  for (const role of ORDER) expect(hi(role) - lo(role), `every ${role} drawn alike`).toBeLessThanOrEqual(1);
  expect(Math.abs(hi("knight") - hi("bishop")), "knight and bishop share a tier").toBeLessThanOrEqual(1);
  expect(hi("pawn")).toBeLessThan(lo("knight"));
  expect(hi("pawn")).toBeLessThan(lo("bishop"));
  expect(Math.max(hi("knight"), hi("bishop"))).toBeLessThan(lo("rook"));
  expect(hi("rook")).toBeLessThan(lo("queen"));
  expect(hi("queen")).toBeLessThan(lo("king"));
  // Visibly larger, not by a rounding error: at least 2 px between tiers.
  expect(lo("knight") - hi("pawn")).toBeGreaterThanOrEqual(2);
  expect(lo("rook") - hi("bishop")).toBeGreaterThanOrEqual(2);
  expect(lo("queen") - hi("rook")).toBeGreaterThanOrEqual(2);
  expect(lo("king") - hi("queen")).toBeGreaterThanOrEqual(2);
  // A piece fits its square.
  expect(hi("king")).toBeLessThanOrEqual(b.width / 8);
}

test("screenshots: board fits, 64 squares, touch targets, piece tiers", async ({ page }, info) => {
  const screens = SCREENS[info.project.name] ?? [];
  expect(screens.length).toBeGreaterThan(0);
  const touch = !!info.project.use.hasTouch;
  mkdirSync(ARTIFACTS, { recursive: true });

  const game = await openGame(page, "scholars-mate");
  for (const screen of screens) {
    await test.step(`${screen.width}x${screen.height}`, async () => {
      const tag = `${info.project.name}-${screen.width}x${screen.height}`;
      await page.setViewportSize(screen);
      await expect(page.getByRole("grid")).toBeVisible();
      // Start position: every piece kind is on the board.
      await checkLayout(page, screen, touch);
      await page.screenshot({ path: `${ARTIFACTS}${tag}-start.png` });

      // Mid-game with a selected piece and its marks.
      for (const step of game.steps.slice(0, 4)) await tapMove(page, step.move.from, step.move.to);
      await expectShows(page, game.steps[3]!.view);
      await square(page, "f1").click();
      await expect(page.locator("[data-dest]")).not.toHaveCount(0);
      await checkLayout(page, screen, touch);
      await page.screenshot({ path: `${ARTIFACTS}${tag}-midgame.png` });

      await square(page, "f1").click();
      await expect(page.locator("[data-dest]")).toHaveCount(0);
      for (let i = 0; i < 4; i++) await page.getByRole("button", { name: "Undo", exact: true }).click();
      await expectShows(page, game.initial);
    });
  }
});
