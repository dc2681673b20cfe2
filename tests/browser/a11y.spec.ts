// An automated accessibility audit (axe-core) of the rendered UI: no
// "serious" or "critical" violation at the start, nor mid-game with a piece
// selected (destination marks, last-move highlight and move list all shown).
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { openGame } from "./support/ipc";
import { marked, square, status } from "./support/board";
import { specStatus } from "../scenarios/spec-status.mjs";

const BLOCKING = new Set(["serious", "critical"]);

/**
 * The blocking violations, one line per offending element, to read in the
 * failure; the lesser ones are noted on the test (shown by the reporters).
 */
async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const lines = (impacts: (impact: string) => boolean) =>
    violations
      .filter((v) => impacts(v.impact ?? "minor"))
      .flatMap((v) =>
        v.nodes.map((n) => `${v.impact} ${v.id}: ${v.help} — ${n.target.join(" ")}\n    ${n.failureSummary ?? ""}`),
      );
  for (const line of lines((i) => !BLOCKING.has(i))) test.info().annotations.push({ type: "axe", description: line });
  return lines((i) => BLOCKING.has(i));
}

test("the start position has no serious accessibility violation", async ({ page }) => {
  await openGame(page, "scholars-mate");
  await expect(status(page)).toHaveText("White to move");
  expect(await blockingViolations(page)).toEqual([]);
});

test("after two moves, with a piece selected, no serious accessibility violation", async ({ page }) => {
  const game = await openGame(page, "scholars-mate");
  for (const step of game.steps.slice(0, 2)) {
    await square(page, step.move.from).click();
    await square(page, step.move.to).click();
    await expect(status(page)).toHaveText(specStatus(step.view));
  }
  await square(page, "d1").click();
  await expect.poll(() => marked(page)).not.toEqual([]);
  expect(await blockingViolations(page)).toEqual([]);
});
