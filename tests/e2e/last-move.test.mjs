// The last move in view, in the real app (issue 26 item 15): with a long
// game, at each of the five sizes and in each seat, the move list's last
// row lies wholly inside the tail's visible part and the window — at a
// fresh start, after a review and "Back to game", and after a resize (row
// 11 was below the edge after Back to game at 800×1100 face to face; row 49
// off the bottom at 360×640 passing the device).
import { test } from "node:test";
import assert from "node:assert/strict";
import { appsFor, invoke, playLongGame, waitFor, windowSize } from "./app.mjs";
import { SEATS, SIZES, reload, settle } from "./layout-measure.mjs";

/** The last row's box against the regions that clip it (every scrolling ancestor) and the window. */
const LAST_ROW = `
  const rows = document.querySelectorAll('[data-testid="move-list"] li');
  const last = rows[rows.length - 1];
  if (!last) return { problem: "no rows" };
  const r = last.getBoundingClientRect();
  let top = 0, bottom = innerHeight;
  for (let a = last.parentElement; a && a !== document.documentElement; a = a.parentElement) {
    if (!/auto|scroll|hidden/.test(getComputedStyle(a).overflowY)) continue;
    const ar = a.getBoundingClientRect();
    top = Math.max(top, ar.top);
    bottom = Math.min(bottom, ar.bottom);
  }
  const number = last.querySelector(".num")?.textContent;
  return r.top >= top - 1 && r.bottom <= bottom + 1 ? null : { number, row: [Math.round(r.top), Math.round(r.bottom)], seen: [Math.round(top), Math.round(bottom)] };`;

const lastRowShown = async (s, where, problems) => {
  let seen;
  // The list pins its end a frame after a change: two frames, then a short wait for a slow one.
  await waitFor(async () => (seen = await s.execute(LAST_ROW)) === null, { timeout: 2000, message: where }).catch(() => {});
  if (seen) problems.push(`${where}: the last row ${JSON.stringify(seen)}`);
};

test("the last move in view at every size and seat: fresh, back from a review, after a resize", { timeout: 600_000 }, async (t) => {
  const apps = appsFor(t, "last-move");
  const { s } = await apps.launch("last-move");
  const plies = await playLongGame(s, 97);
  assert.ok(plies > 60, `a long game (${plies} plies)`);
  const problems = [];
  for (const seats of SEATS) {
    const settings = await invoke(s, "settings");
    await invoke(s, "set_settings", { settings: { ...settings, seats } });
    for (const [w, h] of SIZES) {
      const where = `${seats} ${w}×${h}`;
      await windowSize(s, w, h);
      await reload(s);
      await settle(s);
      await lastRowShown(s, `${where} fresh`, problems);
      // A review from the list's first move, then back to the game.
      // As the player's wheel does it (a scroll the page makes leaves a following list at its end).
      await s.execute(`const list = document.querySelector('[data-testid="move-list"]').closest(".moves");
        list.dispatchEvent(new WheelEvent("wheel", { deltaY: -1000 }));
        list.scrollTop = 0;`);
      await waitFor(() => s.execute(`return !!document.querySelector('[data-ply="1"]')`), { timeout: 5000, message: `${where}: the first move drawn` });
      await s.click(await s.find('[data-ply="1"]'));
      await waitFor(() => s.execute(`return !!document.querySelector('[data-testid="review"]')`), { timeout: 5000, message: `${where}: the review` });
      await s.click(await s.button("Back to game"));
      await waitFor(() => s.execute(`return !document.querySelector('[data-testid="review"]')`), { timeout: 5000, message: `${where}: back to the game` });
      await settle(s);
      await lastRowShown(s, `${where} back from a review`, problems);
    }
    // Resized from each size to the next, without a reload.
    for (const [i, [w, h]] of SIZES.entries()) {
      const [pw, ph] = SIZES[(i + SIZES.length - 1) % SIZES.length];
      await windowSize(s, pw, ph);
      await settle(s);
      await windowSize(s, w, h);
      await settle(s);
      await lastRowShown(s, `${seats} ${pw}×${ph} → ${w}×${h}`, problems);
    }
  }
  assert.deepEqual(problems, []);
});
