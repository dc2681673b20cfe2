// The New game dialog in the real app (WebKitGTK): opening and closing its
// custom clock fields, which grow and shrink the dialog, moves no clock
// choice under the finger, in each seat, at a phone, a tablet and a
// desktop size (issue 11's rule; a player found it moving on a phone).
import { test } from "node:test";
import assert from "node:assert/strict";
import { appsFor, invoke, waitFor, windowSize } from "./app.mjs";
import { ELEMENT } from "./driver.mjs";

const SIZES = [
  [400, 750],
  [800, 1100],
  [1280, 800],
];

/** Whether two lists of [label, x, y, w, h] differ by more than a pixel (as the layout test judges). */
function moved(a, b) {
  return a.length !== b.length || a.some((c, i) => c[0] !== b[i][0] || c.slice(1).some((v, k) => Math.abs(v - b[i][k + 1]) > 1));
}

/** The rectangles of the clock choices, by label. */
function chips(s) {
  return s.execute(`return [...document.querySelectorAll('[role=alertdialog] label.chip')].map((l) => {
    const r = l.getBoundingClientRect();
    return [l.textContent.trim(), r.x, r.y, r.width, r.height];
  }).filter((c) => !c[0].startsWith("Nothing") && !c[0].startsWith("Increment") && !c[0].startsWith("Delay"));`);
}

async function clickChip(s, label) {
  const el = await s.execute(
    `return [...document.querySelectorAll('[role=alertdialog] label.chip')].find((l) => l.textContent.trim() === arguments[0]) ?? null;`,
    [label],
  );
  assert.ok(el, `a chip "${label}"`);
  await s.click(el[ELEMENT]);
}

test("real app: Custom… and back move no clock choice of the New game dialog", { timeout: 240_000 }, async (t) => {
  const app = await appsFor(t, "new-game-dialog").launch("new-game-dialog");
  const { s } = app;
  const problems = [];
  for (const seats of ["side", "face"]) {
    const settings = await invoke(s, "settings");
    await invoke(s, "set_settings", { settings: { ...settings, seats } });
    await invoke(s, "play", { move: { from: "e2", to: "e4" } }).catch(() => {});
    await s.execute("location.reload()");
    await waitFor(async () => (await s.findAll("[data-piece]").catch(() => [])).length > 0, { timeout: 15_000, message: "the page" });
    for (const [width, height] of SIZES) {
      await windowSize(s, width, height);
      const openers = await s.execute(
        `return [...document.querySelectorAll("button")].filter((b) => b.textContent.trim() === "New game");`,
      );
      assert.equal(openers.length, seats === "face" ? 2 : 1, `${seats}: New game buttons`);
      for (const [i, opener] of openers.entries()) {
        const where = `${seats} ${width}×${height} button ${i + 1}`;
        await s.click(opener[ELEMENT]);
        await waitFor(async () => (await chips(s)).length > 0, { message: `${where}: the dialog` });
        const before = await chips(s);
        await clickChip(s, "Custom…");
        await waitFor(() => s.execute(`return !!document.querySelector('[role=alertdialog] .custom');`), { message: `${where}: the custom fields` });
        const custom = await chips(s);
        await clickChip(s, "Untimed");
        await waitFor(() => s.execute(`return !document.querySelector('[role=alertdialog] .custom');`), { message: `${where}: the fields closed` });
        const back = await chips(s);
        if (moved(custom, before)) problems.push(`${where}: Custom… moved ${JSON.stringify(before)} → ${JSON.stringify(custom)}`);
        if (moved(back, before)) problems.push(`${where}: Untimed moved ${JSON.stringify(before)} → ${JSON.stringify(back)}`);
        await s.execute(`[...document.querySelectorAll('[role=alertdialog] button')].find((b) => b.textContent.trim() === "Cancel").click();`);
        await waitFor(() => s.execute(`return !document.querySelector('[role=alertdialog]');`), { message: `${where}: closed` });
      }
    }
  }
  assert.deepEqual(problems, []);
});
