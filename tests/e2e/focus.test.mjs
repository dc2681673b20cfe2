// The keyboard focus after pointer actions, by the X server's own mouse and
// keyboard (issue 26): a click on the board moves the focus there, so the
// arrows and Enter go on from the square clicked (even when the focus was in
// the typed-move field); New game opens with Start new game focused, so
// Enter starts the game; a dialog closed gives the focus back to the
// control that opened it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { appsFor, markControl, moveList, waitFor, waitPlies } from "./app.mjs";
import { xInput } from "./xinput.mjs";

const focused = (s) => s.execute(`return document.activeElement?.closest("[data-square]")?.dataset.square ?? document.activeElement?.textContent?.trim() ?? null;`);

test("focus: a board click takes the keyboard there; Enter in a fresh New game starts it", { timeout: 90_000 }, async (t) => {
  const apps = appsFor(t, "focus");
  const { s } = await apps.launch("focus");
  const x = await xInput(s, { width: 1100, height: 800 });

  await x.click('input[placeholder^="Nf3"]');
  await x.click('[data-square="e2"]');
  await waitFor(async () => (await focused(s)) === "e2", { timeout: 3000, message: "the focus on e2 after the click" });
  await x.press("ArrowUp", "ArrowUp");
  assert.equal(await focused(s), "e4");
  await x.press("Enter");
  await waitPlies(s, 1);
  assert.deepEqual(await moveList(s), ["e4"]);

  // A dialog closed gives the focus back to the control that opened it.
  await x.press("Tab");
  await x.click(await markControl(s, "New game", "aside"));
  await waitFor(async () => (await focused(s)) === "Start new game", { timeout: 3000, message: "Start new game focused" });
  await x.press("Escape");
  await waitFor(async () => (await focused(s)) === "New game", { timeout: 3000, message: "the focus back on New game" });
  await x.press("Enter");
  await waitFor(async () => (await focused(s)) === "Start new game", { timeout: 3000, message: "New game opened by Enter" });
  await x.press("Enter");
  await waitFor(async () => (await moveList(s)).length === 0, { timeout: 5000, message: "a new game" });
});
