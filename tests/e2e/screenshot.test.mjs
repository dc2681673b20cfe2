// A screenshot of the real app window mid-game (1.e4 e5 2.Nf3, Black's bishop
// on f8 selected, its destinations marked). Written to tests/e2e/artifacts/
// on every run; with README_SCREENSHOTS=1 it replaces docs/screenshots/desktop.png.
//
// WebKitWebDriver's screenshot can lag behind the page (seen here: the first
// screenshot after a few quick moves showed an earlier position), so the test
// reads pixels of the image and retakes it until it shows what the DOM says.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { appsFor, clickMove, marked, waitFor, waitStatus } from "./app.mjs";
import { decodePng } from "./png.mjs";
import { ARTIFACTS, ROOT } from "./driver.mjs";

const same = (a, b) => a.every((v, i) => Math.abs(v - b[i]) <= 8);

test("screenshot: the app window mid-game with a piece selected", { timeout: 90_000 }, async (t) => {
  const app = await appsFor(t, "shot").launch("screenshot");
  const { s } = app;

  await clickMove(s, "e2", "e4");
  await clickMove(s, "e7", "e5");
  await clickMove(s, "g1", "f3");
  await waitStatus(s, "Black to move");
  await s.click(await s.find('[data-square="f8"]'));
  await waitFor(async () => (await marked(s)).length > 0, { message: "marks for f8" });
  assert.deepEqual(await marked(s), ["a3", "b4", "c5", "d6", "e7"]);

  // Where the squares are in the image (CSS px times the device pixel ratio).
  const boxes = await s.execute(`
    const out = { dpr: window.devicePixelRatio };
    for (const sq of ["f8", "d8", "e7", "d6", "e6", "h3"]) {
      const r = document.querySelector('[data-square="' + sq + '"]').getBoundingClientRect();
      out[sq] = { x: r.x, y: r.y, w: r.width, h: r.height };
    }
    return out;`);
  const at = (img, sq, fx, fy) => {
    const b = boxes[sq];
    return img.pixel((b.x + b.w * fx) * boxes.dpr, (b.y + b.h * fy) * boxes.dpr);
  };
  /** Why this image does not show the position with f8 selected (null: it does). */
  const wrong = (img) => {
    // f8 and d8 are both dark squares: the selected one is tinted.
    if (same(at(img, "f8", 0.08, 0.08), at(img, "d8", 0.08, 0.08))) return "f8 not highlighted as selected";
    // Empty marked squares have a dot in the middle; e6 (unmarked, empty) has none.
    for (const sq of ["e7", "d6"]) if (same(at(img, sq, 0.5, 0.5), at(img, sq, 0.08, 0.08))) return `no mark on ${sq}`;
    if (!same(at(img, "e6", 0.5, 0.5), at(img, "e6", 0.08, 0.08))) return "something drawn on e6";
    return null;
  };

  let png, why;
  await waitFor(
    async () => {
      png = await s.screenshot();
      why = wrong(decodePng(png));
      return why === null;
    },
    { timeout: 8000, interval: 250, message: "a screenshot showing the selection" },
  ).catch((err) => {
    mkdirSync(ARTIFACTS, { recursive: true });
    if (png) writeFileSync(`${ARTIFACTS}desktop-wrong.png`, png);
    throw new Error(`${err.message}: ${why}`);
  });
  const img = decodePng(png);
  assert.ok(img.width >= 800 && img.height >= 600, `a window-sized image, got ${img.width}×${img.height}`);

  const dirs = [ARTIFACTS];
  if (process.env.README_SCREENSHOTS) dirs.push(`${ROOT}docs/screenshots/`);
  for (const d of dirs) {
    mkdirSync(d, { recursive: true });
    writeFileSync(`${d}desktop.png`, png);
  }
});
