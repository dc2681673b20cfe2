// Playing by keyboard alone: arrows walk the focus over the board, Enter
// picks up and puts down. The path is worked out from the focused square.
import { expect, type Page } from "@playwright/test";

const fileOf = (sq: string) => sq.charCodeAt(0) - 97;
const rankOf = (sq: string) => sq.charCodeAt(1) - 49;

export async function focusedSquare(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute("data-square") ?? null);
}

/** Moves the keyboard focus to `sq` with arrow keys (board seen from White's side). */
export async function walkTo(page: Page, sq: string): Promise<void> {
  const at = await focusedSquare(page);
  if (!at) throw new Error("no square has the keyboard focus");
  const dx = fileOf(sq) - fileOf(at);
  const dy = rankOf(sq) - rankOf(at);
  for (let i = 0; i < Math.abs(dx); i++) await page.keyboard.press(dx > 0 ? "ArrowRight" : "ArrowLeft");
  for (let i = 0; i < Math.abs(dy); i++) await page.keyboard.press(dy > 0 ? "ArrowUp" : "ArrowDown");
  await expect.poll(() => focusedSquare(page)).toBe(sq);
}

/** From → Enter → to → Enter. */
export async function keyMove(page: Page, from: string, to: string): Promise<void> {
  await walkTo(page, from);
  await page.keyboard.press("Enter");
  await walkTo(page, to);
  await page.keyboard.press("Enter");
}
