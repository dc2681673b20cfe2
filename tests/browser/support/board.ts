// Ways to play a move on the real rendered board, and checks of what it shows.
import { expect, type Locator, type Page } from "@playwright/test";
import type { GameView, Ply } from "../../../ui/src/lib/bindings";
import { recordedStatus } from "../../../ui/src/lib/words/results";
import * as reader from "../../scenarios/page.mjs";
import { specStatus } from "../../scenarios/spec-status.mjs";

export const square = (page: Page, sq: string): Locator => page.locator(`[data-square="${sq}"]`);
export const status = (page: Page): Locator => page.getByTestId("status");
// White's (the side panel's) buttons; face to face adds Black's copies.
export const undoButton = (page: Page): Locator => page.locator("aside").getByRole("button", { name: "Undo", exact: true });
export const newGameButton = (page: Page): Locator =>
  page.locator("aside").getByRole("button", { name: "New game", exact: true });

/** The centre of a square ("e4") or of the element a CSS selector names (a pocket's slot). */
export async function centre(page: Page, sq: string): Promise<{ x: number; y: number }> {
  const box = await (sq.length === 2 ? square(page, sq) : page.locator(sq).first()).boundingBox();
  if (!box) throw new Error(`square ${sq} is not rendered`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Where the dragged piece (the one drawn outside any square) is centred, or
 * null when nothing is being dragged.
 */
export function dragGhost(page: Page): Promise<{ x: number; y: number } | null> {
  return page.evaluate(() => {
    const ghost = [...document.querySelectorAll("[role=grid] [data-piece]")].find(
      (el) => !el.closest("[data-square]") && !el.closest("[data-promotion]"),
    );
    if (!ghost) return null;
    const r = ghost.getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  });
}

/**
 * Mid-drag: the piece follows the pointer (within a few px) — for a finger,
 * straight above it by `lift` px, so that the finger does not hide it.
 */
export async function expectFollows(page: Page, at: { x: number; y: number }, lift = 0): Promise<void> {
  await expect
    .poll(async () => {
      const g = await dragGhost(page);
      return g ? Math.round(Math.hypot(g.x - at.x, g.y - (at.y - lift))) : "no dragged piece";
    })
    .toBeLessThanOrEqual(3);
}

/** How far above a finger the dragged piece is drawn: 0.75 × its size, 1.6 squares. */
export async function fingerLift(page: Page): Promise<number> {
  const box = await page.getByRole("grid").boundingBox();
  if (!box) throw new Error("no board");
  return (box.width / 8) * 1.6 * 0.75;
}

/** W3C pointer drag with the mouse: press, move in steps, release. */
export async function mouseDrag(page: Page, from: string, to: string, expectDrag = true): Promise<void> {
  const a = await centre(page, from);
  const b = await centre(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + (b.x - a.x) / 4, a.y + (b.y - a.y) / 4, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 8 });
  if (expectDrag) await expectFollows(page, b);
  else expect(await dragGhost(page)).toBeNull();
  await page.mouse.up();
  await expect.poll(() => dragGhost(page)).toBeNull();
}

/** Click (or tap) the origin, check its marks, click (or tap) the destination. */
export async function tapMove(page: Page, from: string, to: string, how: "click" | "tap" = "click"): Promise<void> {
  await square(page, from)[how]();
  await expect(square(page, from)).toHaveAttribute("aria-selected", "true");
  await expect(square(page, to)).toHaveAttribute("data-dest", /^(move|capture)$/);
  await square(page, to)[how]();
}

/** A touch drag through the DevTools protocol (touchStart, touchMove…, touchEnd). */
export async function touchDrag(page: Page, from: string, to: string | { dx: number; dy: number }, steps = 10): Promise<void> {
  const a = await centre(page, from);
  const b = typeof to === "string" ? await centre(page, to) : { x: a.x + to.dx, y: a.y + to.dy };
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: a.x, y: a.y }] });
    for (let i = 1; i <= steps; i++) {
      const x = a.x + ((b.x - a.x) * i) / steps;
      const y = a.y + ((b.y - a.y) * i) / steps;
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
    }
    // A real drag (not a wobble): the piece is over the finger before it lifts.
    if (typeof to === "string") await expectFollows(page, b, await fingerLift(page));
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  } finally {
    await cdp.detach();
  }
  // Chromium produces no click for a tap that follows a touch drag too closely.
  await page.waitForTimeout(400);
}

/** Runs a function body in the page (its arguments are `arguments[0]`, …) and answers its JSON value. */
export function run<T = unknown>(page: Page, body: string, ...args: unknown[]): Promise<T> {
  return page.evaluate(({ body, args }) => new Function(body).apply(null, args) as T, { body, args }) as Promise<T>;
}

// The page is read by the scenarios' one reader (tests/scenarios/page.mjs).
const on = (page: Page) => ({ run: (body: string, ...args: unknown[]) => run(page, body, ...args) });

/** The squares marked as destinations right now, sorted. */
export function marked(page: Page): Promise<string[]> {
  return reader.marked(on(page)) as Promise<string[]>;
}

export function destinations(view: GameView, from: string): string[] {
  return [...new Set(view.legalMoves.filter((m) => m.from === from).map((m) => m.to))].sort();
}

/** Pieces as rendered on the main board, or on the board inside `within` (a CSS selector): "e4" → "white-pawn". */
export function renderedBoard(page: Page, within?: string): Promise<Record<string, string>> {
  return reader.board(on(page), within) as Promise<Record<string, string>>;
}

/** The board a recorded view holds: "e4" → "white-pawn" (the scenarios' own reading). */
export function boardOf(view: GameView): Record<string, string> {
  return reader.boardOf(view) as Record<string, string>;
}

/** Move list as shown, one "1. f3 e5" string per line. */
export function moveList(page: Page): Promise<string[]> {
  return reader.moveRows(on(page)) as Promise<string[]>;
}

/** The rows the move list should show for `plies`, numbered as the Rust side numbers them ("80. … Kg8"). */
export function moveListOf(plies: Ply[]): string[] {
  const rows: string[][] = [];
  for (const p of plies) {
    const row = rows.at(-1);
    if (p.color === "white" || !row) rows.push(p.color === "white" ? [`${p.number}.`, p.san] : [`${p.number}.`, "…", p.san]);
    else row.push(p.san);
  }
  return rows.map((r) => r.join(" "));
}

/** The page shows `view`: status line, pieces, move list, Undo state. */
export async function expectShows(page: Page, view: GameView): Promise<void> {
  // A finished record's last position says how the record ends (the page's words).
  await expect(status(page)).toHaveText(view.recorded ? recordedStatus(view.recorded) : specStatus(view));
  await expect.poll(() => renderedBoard(page)).toEqual(boardOf(view));
  await expect.poll(() => moveList(page)).toEqual(moveListOf(view.moves));
  if (view.canUndo) await expect(undoButton(page)).toBeEnabled();
  else await expect(undoButton(page)).toBeDisabled();
}
