// The moved piece lands before the Rust side answers, by drag, by tap-tap and
// by keyboard; a slide (when motion is allowed) starts with the landing and
// is not restarted by the answer; nothing else on the page changes twice.
import { expect, test, type Page } from "@playwright/test";
import { openGame, playCalls } from "./support/ipc";
import { DEFAULT_SETTINGS } from "../../ui/src/lib/bindings";
import { mouseDrag, newGameButton, square, status, undoButton } from "./support/board";

const hold = (page: Page) => page.evaluate(() => ((window as unknown as { __ipc: { holdPlays: boolean } }).__ipc.holdPlays = true));
const held = (page: Page) => page.evaluate(() => (window as unknown as { __ipc: { held: () => number } }).__ipc.held());
const release = (page: Page) => page.evaluate(() => (window as unknown as { __ipc: { release: () => void } }).__ipc.release());
const pieceOn = (page: Page, sq: string) => square(page, sq).locator("[data-piece]");

async function expectLandedBeforeAnswer(page: Page) {
  await expect.poll(() => held(page)).toBe(1);
  await expect(pieceOn(page, "e4")).toHaveAttribute("data-piece", "white-pawn");
  await expect(pieceOn(page, "e2")).toHaveCount(0);
  await expect(status(page)).toHaveText("White to move");
  // The page's buttons do not flicker to disabled and back for a move.
  await expect(newGameButton(page)).toBeEnabled();
  // The board holds itself until the answer: nothing is picked up meanwhile.
  await square(page, "d2").click();
  await expect(square(page, "d2")).toHaveAttribute("aria-selected", "false");
  await release(page);
  await expect(status(page)).toHaveText("Black to move");
  await expect(pieceOn(page, "e4")).toHaveAttribute("data-piece", "white-pawn");
  expect(await playCalls(page)).toEqual([{ from: "e2", to: "e4" }]);
}

test.describe("a move lands before its answer", () => {
  test("by drag", async ({ page }) => {
    await openGame(page, "scholars-mate");
    await hold(page);
    await mouseDrag(page, "e2", "e4");
    await expectLandedBeforeAnswer(page);
    await expect(undoButton(page)).toBeEnabled();
  });

  test("by tap-tap", async ({ page }) => {
    await openGame(page, "scholars-mate");
    await hold(page);
    await square(page, "e2").click();
    await square(page, "e4").click();
    await expectLandedBeforeAnswer(page);
  });

  test("by keyboard", async ({ page }) => {
    await openGame(page, "scholars-mate");
    await hold(page);
    await square(page, "e2").focus();
    await page.keyboard.press("Enter");
    await square(page, "e4").focus();
    await page.keyboard.press("Enter");
    await expectLandedBeforeAnswer(page);
  });
});

test.describe("with motion allowed", () => {
  test.use({ reducedMotion: "no-preference" });

  test("a tap-tap move slides from the start, and its answer does not restart the slide", async ({ page }) => {
    await openGame(page, "scholars-mate");
    await hold(page);
    // Count slide starts: each new sliding holder is one.
    await page.evaluate(() => {
      const w = window as unknown as { __slides: number };
      w.__slides = 0;
      new MutationObserver((records) => {
        for (const r of records) for (const n of r.addedNodes) if (n instanceof Element && n.matches(".arrive")) w.__slides += 1;
      }).observe(document.querySelector('[role="grid"]')!, { subtree: true, childList: true });
    });
    const slides = () => page.evaluate(() => (window as unknown as { __slides: number }).__slides);
    await square(page, "e2").click();
    await square(page, "e4").click();
    await expect.poll(slides).toBe(1);
    await release(page);
    await expect(status(page)).toHaveText("Black to move");
    await page.waitForTimeout(300);
    expect(await slides()).toBe(1);
  });

  test("a slide follows the answer's event: a move slides once, an Undo does not slide", async ({ page }) => {
    await openGame(page, "scholars-mate");
    await page.evaluate(() => {
      const w = window as unknown as { __slides: string[] };
      w.__slides = [];
      new MutationObserver((records) => {
        for (const r of records)
          for (const n of r.addedNodes)
            if (n instanceof Element && n.matches(".arrive")) w.__slides.push(n.closest("[data-square]")?.getAttribute("data-square") ?? "?");
      }).observe(document.querySelector('[role="grid"]')!, { subtree: true, childList: true });
    });
    const slides = () => page.evaluate(() => (window as unknown as { __slides: string[] }).__slides);
    await square(page, "e2").click();
    await square(page, "e4").click();
    await expect(status(page)).toHaveText("Black to move");
    await expect.poll(slides).toEqual(["e4"]);
    await undoButton(page).click();
    await expect(status(page)).toHaveText("White to move");
    // The Undo's answer has fewer plies and says "undone": nothing slides back in.
    await page.waitForTimeout(300);
    expect(await slides()).toEqual(["e4"]);
  });

  test("pass the device: the slide comes from the piece's origin before and after the board turns", async ({ page }) => {
    await openGame(page, "scholars-mate", {
      settings: { ...DEFAULT_SETTINGS, seats: "pass" },
    });
    await hold(page);
    const slideFrom = () =>
      page.evaluate(() => {
        const h = document.querySelector<HTMLElement>('[data-square="e4"] .arrive');
        return h ? [h.style.getPropertyValue("--dx"), h.style.getPropertyValue("--dy")] : null;
      });
    await square(page, "e2").click();
    await square(page, "e4").click();
    // White at the bottom: e2 lies two rows below e4.
    await expect.poll(slideFrom).toEqual(["0", "2"]);
    await release(page);
    await expect(status(page)).toHaveText("Black to move");
    // Turned for Black: e2 now lies two rows above e4.
    await expect.poll(slideFrom).toEqual(["0", "-2"]);
  });

  test("a dragged move does not slide", async ({ page }) => {
    await openGame(page, "scholars-mate");
    await mouseDrag(page, "e2", "e4");
    await expect(status(page)).toHaveText("Black to move");
    await expect(page.locator(".arrive")).toHaveCount(0);
  });
});
