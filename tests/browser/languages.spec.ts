// No English left (issue 28): a walk through the screens, the settings,
// the New game and import dialogs, a refused FEN and the archive in
// Japanese, whose words share no letters with
// English, finds no visible text and no accessible name with an English
// word in it. What may stay Latin: moves and squares, the notations' names
// (PGN, FEN, SAN, UCI), the product's name and an engine's (Stockfish), digits and units of time.
import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { DEFAULT_SETTINGS } from "../../ui/src/lib/bindings";
import { openGame } from "./support/ipc";
import { tapMove } from "./support/board";


const ja = JSON.parse(readFileSync(new URL("../../ui/messages/ja.json", import.meta.url), "utf8")) as Record<string, string>;

/** A Latin token that is no English: a move, a square, a notation's name, the product's, a number. */
const NOT_ENGLISH = [
  /^[KQRBN]?[a-h]?[1-8]?x?[a-h][1-8](=[QRBN])?[+#]?$/, // SAN
  /^O-O(-O)?[+#]?$/,
  /^[a-h][1-8]([a-h][1-8][qrbn]?)?$/, // a square, UCI
  /^[a-h]$/, // a file's letter on the board's edge
  // N: the "+N s" button's name; FIDE: a preset's name, the same in every
  // language; x: the side to move the walk typed, echoed in the refusal.
  /^(PGN|FEN|SAN|UCI|Hotseat|Chess|KQkq|w|b|pgn|N|FIDE|Stockfish|x)$/,
];

/** The English words in every visible text and accessible name on the page now. */
async function english(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const shown = (el: Element) => (el as HTMLElement).checkVisibility?.({ visibilityProperty: true }) ?? true;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      if (!parent || parent.closest("script, style, [hidden]")) continue;
      // Hidden text counts when a screen reader reads it (sr-only, live regions).
      if (!shown(parent) && !parent.closest(".sr-only, [aria-live]")) continue;
      if (n.textContent?.trim()) out.push(n.textContent.trim());
    }
    for (const el of document.querySelectorAll("[aria-label], [title], [placeholder], [alt], [aria-description]")) {
      for (const a of ["aria-label", "title", "placeholder", "alt", "aria-description"]) {
        const v = el.getAttribute(a);
        if (v?.trim()) out.push(v.trim());
      }
    }
    return out;
  });
  const words = new Set<string>();
  for (const text of texts) {
    for (const token of text.match(/[A-Za-z][A-Za-z0-9=+#-]*/g) ?? []) {
      if (!NOT_ENGLISH.some((r) => r.test(token))) words.add(`${token} (in "${text.slice(0, 60)}")`);
    }
  }
  return [...words];
}

/** A dialog shown to the players: not the archive's idle rehearsal (drawn once, hidden and inert). */
const SHOWN_MODAL = "[aria-modal=true]:not([aria-hidden=true])";

test("a walk in Japanese meets no English word", async ({ page }) => {
  await openGame(page, "scholars-mate", { settings: { ...DEFAULT_SETTINGS, language: "ja" } });
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  const found: Record<string, string[]> = {};
  const look = async (where: string) => {
    const words = await english(page);
    if (words.length) found[where] = words;
  };
  const button = (key: string) => page.getByRole("button", { name: ja[key], exact: true }).first();

  await look("start");
  await tapMove(page, "e2", "e4");
  await tapMove(page, "e7", "e5");
  await look("two moves");

  await page.locator('[data-ply="1"]').click();
  await look("review");
  await page.keyboard.press("End");

  await page.locator("details.settings > summary").click();
  await look("settings");

  await button("new_game").click();
  await expect(page.locator(SHOWN_MODAL)).toBeVisible();
  await look("new game dialog");
  await page.keyboard.press("Escape");
  await expect(page.locator(SHOWN_MODAL)).toHaveCount(0);

  await button("game_from_fen_pgn").click();
  const dialog = page.locator(SHOWN_MODAL);
  await dialog.getByRole("textbox").fill("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1");
  await dialog.getByRole("button").last().click();
  await expect(dialog.getByRole("alert")).toContainText("「x」");
  await look("import dialog refusing a FEN");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  await button("games").click();
  await expect(page.locator("[data-row]").first()).toBeVisible();
  await look("archive");
  await page.keyboard.press("Escape");

  expect(found).toEqual({});
});
