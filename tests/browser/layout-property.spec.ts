// The layout scenarios (tests/scenarios/layout.mjs: nothing moves through
// the game's states, every control reachable), Chromium's run of them: on a
// touch tablet, whose coarse pointer has layout rules of its own (the real
// app runs them in tests/e2e/scenarios.test.mjs). At each state the controls
// out of view are also brought in by the mouse wheel, in 40 px notches,
// scroll chaining from the move list to the tail included.
import { expect, test, type Page } from "@playwright/test";
import { loadFixture, type VariantName } from "./support/ipc";
import { chromiumDriver } from "./support/scenario-driver";
import layoutScenarios, { walkLayoutStates } from "../scenarios/layout.mjs";
import { FURNISHED, variantLayout, walkVariantLayout } from "../scenarios/variants.mjs";

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
async function wheelReach(page: Page): Promise<string[]> {
  const plan = await page.evaluate(() => {
    const scrolls = (a: Element) => /auto|scroll/.test(getComputedStyle(a).overflowY) && a.scrollHeight > a.clientHeight + 1;
    const within = (r: DOMRect, a: DOMRect) =>
      r.top >= a.top - 1 && r.bottom <= a.bottom + 1 && r.left >= a.left - 1 && r.right <= a.right + 1;
    /** Cut off by an ancestor that clips (a scrolled region), or by the window. */
    const clipped = (el: Element, r: DOMRect) => {
      for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
        const cs = getComputedStyle(a);
        if ((cs.overflowX !== "visible" || cs.overflowY !== "visible") && !within(r, a.getBoundingClientRect())) return true;
      }
      return !within(r, new DOMRect(0, 0, innerWidth, innerHeight));
    };
    const seen: Record<string, number> = {};
    const regions: Element[] = [];
    const orphans: string[] = [];
    for (const el of document.querySelectorAll("button, input, select, textarea, summary")) {
      if (el.closest(".sr-only") || !el.checkVisibility({ visibilityProperty: true })) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      // Rematch takes the draw offer's place at a verdict, as Resume takes Pause's: one control.
      const name = ((el as HTMLElement).dataset.control || el.getAttribute("aria-label") || el.textContent || el.getAttribute("placeholder") || el.tagName)
        .replace(/\s+/g, " ").trim()
        .replace(/^(Offer draw…|Offer a draw \((White|Black)\)|Rematch: .*)$/, "Offer draw or Rematch");
      const region = el.closest('[data-testid="move-confirm"]') ? "bubble" : el.closest(".far") ? "far" : el.closest("aside") ? "panel" : "page";
      const id = `${region}: ${name}`;
      seen[id] = (seen[id] ?? 0) + 1;
      const key = `${id}#${seen[id]}`;
      if (!clipped(el, r)) continue;
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
  });
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


test.use({ bypassCSP: true });

for (const scenario of layoutScenarios) {
  test(`${scenario.name}, on a touch tablet, the wheel reaching what scrolls`, async ({ page }) => {
    const d = chromiumDriver(page);
    await d.open(loadFixture("layout-states"), scenario.settings);
    const problems = await walkLayoutStates(d, scenario.settings.seats, {
      alsoCheck: async (where) => {
        await unscroll(page);
        return (await wheelReach(page)).map((p) => `${where}: ${p}`);
      },
    });
    expect(problems, `${problems.length} layout problems`).toEqual([]);
  });
}

// The variants with furniture, on the touch tablet's coarse-pointer rules
// (the real app walks every variant; the wheel's reach is the standard
// walk's above: a variant's tail is the same).
for (const scenario of variantLayout.filter((v) => FURNISHED.includes(v.fixture))) {
  test(`${scenario.name}, on a touch tablet`, async ({ page }) => {
    const d = chromiumDriver(page);
    const game = loadFixture(scenario.fixture as VariantName);
    await d.open(game, scenario.settings);
    const problems = await walkVariantLayout(d, scenario.settings.seats, game);
    expect(problems, `${problems.length} layout problems`).toEqual([]);
  });
}
