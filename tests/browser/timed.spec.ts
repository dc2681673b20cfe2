// Timed games in the page with a fake clock: the countdown between the Rust
// side's readings, a flag fall judged by the Rust side, the clocks paused
// while the app is hidden, Black's clocks face to face, club night's clock tools.
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { ipcCalls } from "./support/ipc";
import { openScript, type Script } from "./support/script";
import { square, status, tapMove } from "./support/board";
import { specStatus } from "../scenarios/spec-status.mjs";

const OUT = fileURLToPath(
  new URL(process.env.README_SCREENSHOTS ? "../../docs/screenshots/" : "./artifacts/readme/", import.meta.url),
);

const viewAt = (script: Script, i: number) => script.steps[i]!.view!;

/** Runs the fake clock, frames and timers included, in steps of 4 s (the
 *  fake clock gives up on one long run with thousands of frames). */
async function runClock(page: Page, ms: number) {
  for (let left = ms; left > 0; left -= 4000) await page.clock.runFor(Math.min(4000, left));
}

async function startTimed(page: Page, preset: string) {
  await page.locator("aside").getByRole("button", { name: "New game", exact: true }).click();
  const dialog = page.getByRole("alertdialog");
  await dialog.getByTestId("time-control").getByRole("radio", { name: preset, exact: true }).check();
  await dialog.getByRole("button", { name: "Start new game" }).click();
  await expect(dialog).toHaveCount(0);
}

async function playStep(page: Page, script: Script, i: number) {
  const mv = script.steps[i]!.args.move as { from: string; to: string };
  await tapMove(page, mv.from, mv.to);
  await expect(status(page)).toHaveText(specStatus(viewAt(script, i)));
}

/** The element is drawn turned by 180° (its own transform or an ancestor's). */
async function turned(el: Locator): Promise<boolean> {
  return el.evaluate((node) => {
    let angle = 0;
    for (let n: Element | null = node; n; n = n.parentElement) {
      const cs = getComputedStyle(n);
      const t = cs.transform;
      if (t && t !== "none") {
        const m = new DOMMatrix(t);
        angle += Math.round((Math.atan2(m.b, m.a) * 180) / Math.PI);
      }
      if (cs.rotate && cs.rotate !== "none") angle += parseFloat(cs.rotate);
    }
    return ((angle % 360) + 360) % 360 === 180;
  });
}

test("a 1+0 game: the clocks run between moves and White's flag falls", async ({ page }) => {
  const script = await openScript(page, "play-to-flag-fall");
  const white = page.getByTestId("clock-white");
  const black = page.getByTestId("clock-black");
  await startTimed(page, "1+0");
  await expect(white).toHaveText("1:00");
  // Where the clocks and the status line lie: no reading may move them.
  const boxes = () => Promise.all([white, black, status(page)].map((el) => el.boundingBox()));
  const placed = await boxes();
  // Nothing runs before White's first move.
  await runClock(page, 5000);
  await expect(white).toHaveText("1:00");
  for (const i of [1, 2, 3, 4]) await playStep(page, script, i);
  await expect(white).toHaveText("0:55");
  await expect(black).toHaveText("0:56");
  // White thinks: the clock counts down smoothly in the page…
  await runClock(page, 20_000);
  await expect(white).toHaveText("0:35");
  await expect(black).toHaveText("0:56");
  // …to tenths under ten seconds…
  await runClock(page, 26_000);
  await expect(white).toHaveText(/^\s*9\.\d$/);
  expect(await boxes(), "the clocks and the status line stay where they were at 1:00").toEqual(placed);
  // …and at zero the page asks the Rust side, which judges the flag fall
  // (here first answering with its own reading, then with the verdict).
  await runClock(page, 12_000);
  await runClock(page, 40_000);
  await expect(status(page)).toHaveText("Time out — Black wins");
  await expect(white).toHaveText("0.0");
  // No move after the verdict.
  await square(page, "f1").click();
  await expect(square(page, "f1")).toHaveAttribute("aria-selected", "false");
});

/** Tells the page it is hidden (another app in front, the screen off) or shown again. */
async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((h) => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => (h ? "hidden" : "visible") });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => h });
    document.dispatchEvent(new Event("visibilitychange"));
  }, hidden);
}

test("the clocks pause while the app is hidden and stay paused until resumed; no move meanwhile", async ({ page }) => {
  const script = await openScript(page, "pause-resume");
  const black = page.getByTestId("clock-black");
  const clocks = page.getByTestId("clocks");
  await startTimed(page, "1+0");
  await playStep(page, script, 1);
  await runClock(page, 3000);
  await expect(black).toHaveText("0:57");

  // Hidden: the page asks the Rust side to pause, which answers with Black's 57 s kept.
  await setHidden(page, true);
  await expect(clocks).toHaveClass(/\bpaused\b/);
  await expect(page.getByTestId("paused-bar")).toContainText("Paused");
  expect((await ipcCalls(page)).filter((c) => c.cmd === "pause")).toHaveLength(1);
  await runClock(page, 40_000);
  await expect(black).toHaveText("0:57");

  // Shown again: still paused (the players resume when they are back at the board).
  await setHidden(page, false);
  await runClock(page, 4000);
  await expect(clocks).toHaveClass(/\bpaused\b/);
  await expect(page.getByTestId("paused-bar")).toContainText("Paused");
  await expect(black).toHaveText("0:57");

  // While paused the board holds: a piece is not even picked up, and nothing is sent.
  const plays = (await ipcCalls(page)).filter((c) => c.cmd === "play").length;
  await square(page, "e7").click();
  await expect(square(page, "e7")).not.toHaveAttribute("aria-selected", "true");
  await expect(page.locator("[data-dest]")).toHaveCount(0);
  await square(page, "e5").click();
  expect((await ipcCalls(page)).filter((c) => c.cmd === "play")).toHaveLength(plays);
  await expect(status(page)).toHaveText("Black to move");

  // Resume: Black's clock runs again from 57 s; then Black moves.
  await page.getByRole("button", { name: "Resume clocks" }).click();
  await expect(clocks).not.toHaveClass(/\bpaused\b/);
  await expect(page.getByTestId("paused-bar")).toHaveCount(0);
  await runClock(page, 2000);
  await expect(black).toHaveText("0:55");
  await playStep(page, script, 4);
  await expect(status(page)).toHaveText("White to move");
});

// Resignations and draw offers face to face (who answers where, turned
// toward whom) are scenarios run by both drivers (tests/scenarios/verdicts.mjs);
// here, with the clocks running, Black's copy of them and the README's picture.
test("face to face: a draw offer on a running clock, Black's clocks and the offer turned toward Black", async ({ page }) => {
  const script = await openScript(page, "draw-offer", { seats: "face" });
  await startTimed(page, "1+0");
  await playStep(page, script, 1);
  const far = page.locator("section.far");
  await expect(far.getByTestId("clocks-copy")).toBeVisible();
  expect(await turned(far.getByTestId("clocks-copy"))).toBe(true);

  await page.locator("aside").getByRole("button", { name: "Offer a draw (White)" }).click();
  const toBlack = far.getByTestId("draw-offer");
  await expect(toBlack).toContainText("White offers a draw.");
  expect(await turned(toBlack)).toBe(true);
  await runClock(page, 2300);
  mkdirSync(OUT, { recursive: true });
  await page.screenshot({ path: `${OUT}timed-face-to-face.png` });
  await toBlack.getByRole("button", { name: "Decline" }).click();
  await expect(page.getByTestId("draw-offer")).toHaveCount(0);
});

test("club night: +15 s, the paused clocks set by hand, low time, and a staged control's first transition", async ({ page }) => {
  const script = await openScript(page, "staged-adjusted", { giveTime: true, giveSeconds: 15 });
  const black = page.getByTestId("clock-black");
  // The digits alone (a staged clock also shows its move counter).
  const whiteTime = page.getByTestId("clock-white").locator(".now");
  const blackTime = black.locator(".now");
  await startTimed(page, "90/40+30 (FIDE)");
  await expect(whiteTime).toHaveText("1:30:00");
  await expect(page.getByTestId("stage-white")).toHaveText("0/40");
  await playStep(page, script, 1);
  await playStep(page, script, 2);
  await expect(page.getByTestId("stage-white")).toHaveText("1/40");

  // "+15 s" on White's turn gives Black (the opponent) 15 seconds; it stays put.
  const give = page.getByTestId("give-time");
  await expect(give).toHaveAccessibleName("+15 s to Black");
  const placed = await give.boundingBox();
  await runClock(page, 1000);
  await give.click();
  await expect(blackTime).toHaveText("1:30:44");

  // Paused: the message slot offers the correction, the dialog sets both sides.
  await runClock(page, 1000);
  await page.getByRole("button", { name: "Pause clocks" }).click();
  await expect(page.getByTestId("paused-bar")).toBeVisible();
  await runClock(page, 1000);
  await page.getByRole("button", { name: "Set clocks…" }).click();
  const editor = page.getByRole("alertdialog", { name: "Set the clocks" });
  await expect(editor.getByRole("textbox", { name: "White's time left" })).toHaveValue("1:30:28");
  await editor.getByRole("textbox", { name: "White's moves made in this stage" }).fill("39");
  await editor.getByRole("textbox", { name: "Black's time left" }).fill("0:25");
  await editor.getByRole("button", { name: "Set clocks" }).click();
  await expect(editor).toHaveCount(0);
  await expect(page.getByTestId("stage-white")).toHaveText("39/40");
  await expect(blackTime).toHaveText("0:25");
  const calls = await ipcCalls(page);
  expect(calls.filter((c) => c.cmd === "adjust_clock").map((c) => c.args.adjustment)).toEqual([{ kind: "give", to: "black", ms: 15_000 }]);
  // The dialog's corrections are one command: one change, one save.
  expect(calls.filter((c) => c.cmd === "set_clocks").map((c) => c.args.adjustments)).toEqual([
    [
      { kind: "setStageMoves", color: "white", made: 39 },
      { kind: "setTime", color: "black", ms: 25_000 },
    ],
  ]);

  // White's 40th move adds the second stage's 30 minutes (and the 30 s increment).
  await page.getByRole("button", { name: "Resume clocks" }).click();
  await expect(page.getByTestId("paused-bar")).toHaveCount(0);
  await runClock(page, 2000);
  await playStep(page, script, 7);
  await expect(whiteTime).toHaveText("2:00:56");
  // The second stage lasts the rest of the game: no counter.
  await expect(page.getByTestId("stage-white")).toHaveCount(0);
  await expect(page.getByTestId("stage-black")).toHaveText("1/40");

  // Black's 25 s run down under the low-time mark (20 s): the clock says so.
  await expect(black).not.toHaveClass(/\blow\b/);
  await runClock(page, 6000);
  await expect(blackTime).toHaveText("0:19");
  await expect(black).toHaveClass(/\blow\b/);
  // On Black's turn the button gives White; it never moved.
  await expect(give).toHaveAccessibleName("+15 s to White");
  expect(await give.boundingBox(), "the +15 s button never moved").toEqual(placed);
  await playStep(page, script, 8);
  await expect(blackTime).toHaveText("0:47");
});

/** Each bar's button row, place by place (Pause and Resume share one), and the words a button cuts off. */
function barButtons(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll(".bar .buttons")].flatMap((row, r) =>
      [...row.querySelectorAll("button")].map((b, i) => {
        const box = b.getBoundingClientRect();
        return {
          key: `${r}:${i}`,
          rect: [box.x, box.y, box.width, box.height].map(Math.round).join(","),
          cut: b.scrollWidth > b.clientWidth + 1 || b.scrollHeight > b.clientHeight + 1 ? b.textContent!.trim() : null,
        };
      }),
    ),
  );
}

for (const [width, height] of [[1280, 800], [800, 1280], [390, 844], [360, 640]] as const) {
  for (const seats of ["side", "face"] as const) {
    test(`+15 s and Paused at ${width}x${height}, ${seats}: the buttons keep their places and their words`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      const script = await openScript(page, "staged-adjusted", { seats, giveTime: true, giveSeconds: 15 });
      await startTimed(page, "90/40+30 (FIDE)");
      await playStep(page, script, 1);
      await playStep(page, script, 2);
      const base = await barButtons(page);
      expect(base.filter((b) => b.cut), "no button cuts its words off").toEqual([]);
      expect(base.length).toBe(seats === "face" ? 12 : 6);
      // The near bar's "+15 s" gives Black (White's opponent).
      await page.locator("aside").getByTestId("give-time").click();
      await expect(page.getByTestId("clock-black").locator(".now")).toHaveText("1:30:44");
      expect(await barButtons(page), "after +15 s").toEqual(base);
      await page.locator("aside").getByRole("button", { name: "Pause clocks" }).click();
      await expect(page.getByTestId("paused-bar")).toBeVisible();
      const paused = await barButtons(page);
      expect(paused.filter((b) => b.cut), "Resume keeps its word").toEqual([]);
      expect(paused.map((b) => b.rect), "paused").toEqual(base.map((b) => b.rect));
      await expect(page.getByRole("button", { name: "Set clocks…" }).first()).toBeInViewport();
    });
  }
}
