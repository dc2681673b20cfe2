// Layout as a property, on a touch tablet only (tests/browser/playwright.config.ts
// gives this file to the tablet project alone).
import { expect, test, type Page } from "@playwright/test";
import { fileURLToPath } from "node:url";
import { openGame } from "./support/ipc";
import { DEFAULT_SETTINGS } from "../../ui/src/lib/bindings";
import { expectShows, tapMove } from "./support/board";

const ARTIFACTS = fileURLToPath(new URL("./artifacts/", import.meta.url));

interface Screen { width: number; height: number }

function inside(b: { x: number; y: number; width: number; height: number }, s: Screen): boolean {
  return b.x >= 0 && b.y >= 0 && b.x + b.width <= s.width + 0.5 && b.y + b.height <= s.height + 0.5;
}

// Layout as a property (SPEC §5, "nothing moves under a finger"), in the
// page with the replayed IPC, on a touch screen (the tablet project): at each
// size and in each seat, the board's rectangle and every shown control's
// rectangle stay the same (±1 px) through the states the recorded games give
// (the move-confirm bubble, a move, an error notice, review from the move
// list, the verdict with its check), and every control is in view, or its
// region scrolls by the mouse wheel until the control lies inside the window.
// One page per size and seat, the states in sequence. (The clocks' states —
// paused, running, a draw offer — are in the real-app test
// tests/e2e/layout.test.mjs; the timed fixtures here script one flow each.)
const PROPERTY_SIZES: Screen[] = [
  { width: 360, height: 640 },
  { width: 400, height: 750 },
  { width: 800, height: 1100 },
  { width: 1100, height: 800 },
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
];

interface Rect { x: number; y: number; w: number; h: number }
interface Control { key: string; rect: Rect; clipped: boolean }
interface Measured { board: Rect | null; controls: Control[] }

/** The board's rectangle and every shown control's, keyed by region, name and occurrence. */
function measure(page: Page): Promise<Measured> {
  return page.evaluate(() => {
    const box = (r: DOMRect) => ({ x: r.x, y: r.y, w: r.width, h: r.height });
    const within = (r: DOMRect, a: DOMRect) =>
      r.top >= a.top - 1 && r.bottom <= a.bottom + 1 && r.left >= a.left - 1 && r.right <= a.right + 1;
    const seen: Record<string, number> = {};
    const controls = [];
    for (const el of document.querySelectorAll("button, input, select, textarea, summary")) {
      if (el.closest(".sr-only")) continue;
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      // Rematch takes the draw offer's place at a verdict, as Resume takes Pause's: one control.
      const name = (el.getAttribute("aria-label") || el.textContent || el.getAttribute("placeholder") || el.tagName)
        .replace(/\s+/g, " ").trim()
        .replace(/^(Offer draw…|Offer a draw \((White|Black)\)|Rematch: .*)$/, "Offer draw or Rematch");
      const region = el.closest('[data-testid="move-confirm"]') ? "bubble" : el.closest(".far") ? "far" : el.closest("aside") ? "panel" : "page";
      const id = `${region}: ${name}`;
      seen[id] = (seen[id] ?? 0) + 1;
      // Cut off by an ancestor that clips (a scrolled region)?
      let clipped = false;
      for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
        const cs = getComputedStyle(a);
        if ((cs.overflowX !== "visible" || cs.overflowY !== "visible") && !within(r, a.getBoundingClientRect())) clipped = true;
      }
      const win = new DOMRect(0, 0, innerWidth, innerHeight);
      controls.push({ key: `${id}#${seen[id]}`, rect: box(r), clipped: clipped || !within(r, win) });
    }
    const grid = document.querySelector("[role=grid]");
    return { board: grid ? box(grid.getBoundingClientRect()) : null, controls };
  });
}

const movedBy = (a: Rect, b: Rect) => Math.max(...(["x", "y", "w", "h"] as const).map((k) => Math.abs(a[k] - b[k])));

/** Every scrolled region back at its top (a click below the fold scrolls there: the player's doing, not the state's). */
async function unscroll(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll("*")) if (el.scrollTop) el.scrollTop = 0;
  });
}

/**
 * The controls out of view, reached with the mouse wheel: over each region
 * that scrolls them, the wheel turns down step by step until every one of
 * them has lain wholly inside the region and the window, or the region
 * scrolls no further. Returns the problems.
 */
async function wheelReach(page: Page, m: Measured): Promise<string[]> {
  const hidden = m.controls.filter((c) => c.clipped).map((c) => c.key);
  if (hidden.length === 0) return [];
  const plan = await page.evaluate((hidden) => {
    const scrolls = (a: Element) => /auto|scroll/.test(getComputedStyle(a).overflowY) && a.scrollHeight > a.clientHeight + 1;
    const seen: Record<string, number> = {};
    const regions: Element[] = [];
    const orphans: string[] = [];
    for (const el of document.querySelectorAll("button, input, select, textarea, summary")) {
      if (el.closest(".sr-only") || !el.checkVisibility({ visibilityProperty: true })) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      // Rematch takes the draw offer's place at a verdict, as Resume takes Pause's: one control.
      const name = (el.getAttribute("aria-label") || el.textContent || el.getAttribute("placeholder") || el.tagName)
        .replace(/\s+/g, " ").trim()
        .replace(/^(Offer draw…|Offer a draw \((White|Black)\)|Rematch: .*)$/, "Offer draw or Rematch");
      const region = el.closest('[data-testid="move-confirm"]') ? "bubble" : el.closest(".far") ? "far" : el.closest("aside") ? "panel" : "page";
      const id = `${region}: ${name}`;
      seen[id] = (seen[id] ?? 0) + 1;
      const key = `${id}#${seen[id]}`;
      if (!hidden.includes(key)) continue;
      let scroller: Element | null = null;
      for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) if (scrolls(a)) { scroller = a; break; }
      if (!scroller) { orphans.push(key); continue; }
      if (!regions.includes(scroller)) regions.push(scroller);
      el.setAttribute("data-reach", `${regions.indexOf(scroller)}`);
      el.setAttribute("data-reach-key", key);
    }
    const points = regions.map((sc) => {
      const sr = sc.getBoundingClientRect();
      const x0 = Math.max(0, sr.left), x1 = Math.min(innerWidth, sr.right);
      const y0 = Math.max(0, sr.top), y1 = Math.min(innerHeight, sr.bottom);
      // A point over the region itself, not over a region inside it that scrolls too.
      for (let y = y0 + 4; y < y1; y += 8) {
        for (const x of [x0 + 6, (x0 + x1) / 2, x1 - 6]) {
          let hit = document.elementFromPoint(x, y);
          let nested = false;
          for (; hit && hit !== sc; hit = hit.parentElement) if (scrolls(hit)) nested = true;
          if (hit === sc && !nested) return { x, y };
        }
      }
      return { x: (x0 + x1) / 2, y: (y0 + y1) / 2 };
    });
    regions.forEach((sc, i) => sc.setAttribute("data-reach-region", `${i}`));
    return { points, orphans };
  }, hidden);
  const problems = plan.orphans.map((k) => `"${k}" is out of view and no region around it scrolls`);
  for (const [i, point] of plan.points.entries()) {
    const reached = new Set<string>();
    const look = () =>
      page.evaluate(async (i) => {
        // Two frames for the wheel's scroll to land.
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        const sc = document.querySelector(`[data-reach-region="${i}"]`)!;
        // The region and every region around it that scrolls: each clips it,
        // and once the region is at its end the wheel scrolls the next one
        // out (scroll chaining), as a player's wheel or finger does.
        const clips: Element[] = [];
        for (let a: Element | null = sc; a && a !== document.documentElement; a = a.parentElement) {
          if (/auto|scroll/.test(getComputedStyle(a).overflowY)) clips.push(a);
        }
        let top = 0, bottom = innerHeight;
        for (const c of clips) {
          const r = c.getBoundingClientRect();
          top = Math.max(top, r.top);
          bottom = Math.min(bottom, r.bottom);
        }
        const shown = [...document.querySelectorAll(`[data-reach="${i}"]`)].filter((el) => {
          const r = el.getBoundingClientRect();
          return r.top >= top - 1 && r.bottom <= bottom + 1 && r.left >= -1 && r.right <= innerWidth + 1;
        });
        return { top: clips.map((c) => c.scrollTop).join(","), shown: shown.map((el) => el.getAttribute("data-reach-key")!) };
      }, i);
    const all = await page.locator(`[data-reach="${i}"]`).evaluateAll((els) => els.map((el) => el.getAttribute("data-reach-key")!));
    await page.mouse.move(point.x, point.y);
    let now = await look();
    for (let step = 0; step < 120; step++) {
      now.shown.forEach((k) => reached.add(k));
      if (reached.size === all.length) break;
      // Half a phone tail (86 px) per notch: a control is wholly inside it for a while.
      await page.mouse.wheel(0, 40);
      let next = await look();
      if (next.top === now.top) next = await look(); // a slow frame
      if (next.top === now.top) break; // the wheel scrolls this region, and those around it, no further
      now = next;
    }
    now.shown.forEach((k) => reached.add(k));
    for (const k of all) if (!reached.has(k)) problems.push(`"${k}" not brought inside the window by the wheel`);
  }
  await page.evaluate(() => {
    for (const a of ["data-reach", "data-reach-key", "data-reach-region"]) document.querySelectorAll(`[${a}]`).forEach((e) => e.removeAttribute(a));
  });
  await unscroll(page);
  return problems;
}

for (const screen of PROPERTY_SIZES) {
  test.describe(`layout property at ${screen.width}x${screen.height}`, () => {
    // The 4K spot check at scale 1 (the tablet's scale 2 would paint 8K frames in software).
    test.use({ viewport: screen, ...(screen.width > 2000 ? { deviceScaleFactor: 1 } : {}) });
    for (const seats of ["side", "pass", "face"] as const) {
      test(`${seats}: nothing moves through the states, every control reachable`, async ({ page }) => {
        const game = await openGame(page, "fools-mate", {
          settings: { ...DEFAULT_SETTINGS, seats, confirmMove: true, theme: "light" },
        });
        const [f3, e5, g4, qh4] = game.steps;
        const problems: string[] = [];
        const base = await measure(page);
        const b = base.board!;
        expect(inside({ x: b.x, y: b.y, width: b.w, height: b.h }, screen), `board ${JSON.stringify(b)} in the window`).toBe(true);
        problems.push(...(await wheelReach(page, base)).map((p) => `base: ${p}`));

        const check = async (state: string, shown: string) => {
          await expect(page.getByTestId(shown).first()).toBeVisible();
          await unscroll(page);
          const now = await measure(page);
          if (!now.board || movedBy(base.board!, now.board) > 1) {
            problems.push(`${state}: the board moved: ${JSON.stringify(base.board)} → ${JSON.stringify(now.board)}`);
          }
          const byKey = new Map(now.controls.map((c) => [c.key, c]));
          for (const c of base.controls) {
            const d = byKey.get(c.key);
            if (!d) problems.push(`${state}: "${c.key}" is gone`);
            else if (movedBy(c.rect, d.rect) > 1) problems.push(`${state}: "${c.key}" moved ${JSON.stringify(c.rect)} → ${JSON.stringify(d.rect)}`);
          }
          problems.push(...(await wheelReach(page, now)).map((p) => `${state}: ${p}`));
        };
        const confirm = page.getByTestId("move-confirm");
        const play = async (step: typeof f3) => {
          await tapMove(page, step!.move.from, step!.move.to);
          await confirm.getByRole("button", { name: "Play" }).click();
          await expectShows(page, step!.view);
        };

        // The confirm bubble over the board, then the move played.
        await tapMove(page, f3!.move.from, f3!.move.to);
        await check("confirm bubble", "move-confirm");
        await confirm.getByRole("button", { name: "Play" }).click();
        await expectShows(page, f3!.view);
        await check("a move", "status");

        // An error notice: a legal move that is not the recorded one (the replay refuses it).
        await tapMove(page, "b8", "c6");
        await confirm.getByRole("button", { name: "Play" }).click();
        await expect(page.getByTestId("notice")).toContainText("Not the scripted move");
        await check("error notice", "notice");
        await page.getByTestId("notice").getByRole("button", { name: "Dismiss" }).click();
        await expect(page.getByTestId("notice")).toHaveCount(0);

        // Review of the first move from the move list, then back.
        await play(e5);
        await play(g4);
        await page.locator('[data-ply="1"]').click();
        await check("review", "review");
        await page.locator("aside").getByRole("button", { name: /back to (the )?game/i }).click();
        await expect(page.getByTestId("review")).toHaveCount(0);

        // The verdict, the king in check.
        await play(qh4);
        await check("verdict", "status");
        await page.screenshot({ path: `${ARTIFACTS}property-${screen.width}x${screen.height}-${seats}-verdict.png` });

        expect(problems, `${problems.length} layout problems`).toEqual([]);
      });
    }
  });
}
