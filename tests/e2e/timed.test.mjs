// A timed game in the real app: the clocks are the Rust side's, saved with
// each move, once a second while a clock runs, and at a close (issue 11,
// item 8). Closing the app (or killing it) and starting it again brings the
// clocks back as they were at the close (at the last save before a kill),
// paused: nothing runs until the players resume.
import { test } from "node:test";
import assert from "node:assert/strict";
import { appsFor, chooseControl, clickMove, clockRuns, closeApp, invoke, killApp, moveList, skipTime, waitFor, waitStatus } from "./app.mjs";

/** The clock as the page shows it: { white, black } texts and whether it shows itself paused, "Paused" beside it. */
function shownClocks(s) {
  return s.execute(`
    const t = (id) => document.querySelector('[data-testid="' + id + '"] .time')?.textContent.trim() ?? null;
    const box = document.querySelector('[data-testid="clocks"]');
    return { white: t("clock-white"), black: t("clock-black"), paused: !!box && box.classList.contains("paused") && /Paused/.test(document.querySelector('[data-testid="paused-bar"]')?.textContent ?? "") };`);
}

/** "2:57" from 177_400 ms (as the page formats it at ten seconds and more). */
function minutes(ms) {
  const total = Math.floor(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}

async function startTimed(s, preset) {
  await s.click(await s.button("New game"));
  await chooseControl(s, preset);
  await s.click(await s.button("Start new game"));
  await waitFor(async () => (await s.findAll('[data-testid="time-control"]')).length === 0, {
    timeout: 5000,
    message: "the dialog to close",
  });
}

test("timed game: after a restart the clocks are as at the close, and paused", { timeout: 150_000 }, async (t) => {
  const apps = appsFor(t, "timed");

  // First run: a 3+2 game; nothing runs before White's first move.
  let app = await apps.launch("timed-1");
  let { s } = app;
  await startTimed(s, "3+2");
  await waitFor(async () => (await shownClocks(s)).white === "3:00", { timeout: 5000, message: "the clocks at 3:00" });
  skipTime(app, 60_000); // a minute passes: a clock that ran would have lost it
  let clock = (await invoke(s, "status")).clock;
  assert.equal(clock.whiteMs, 180_000, "White's clock does not run before the first move");
  assert.equal(clock.running, null);

  // Three moves with some thought between them: each side's clock ran on its own turn.
  await clickMove(s, "e2", "e4");
  await clockRuns(s, "black", 1500, (await invoke(s, "status")).clock);
  await clickMove(s, "e7", "e5");
  await clockRuns(s, "white", 1500, (await invoke(s, "status")).clock);
  await clickMove(s, "g1", "f3");
  await waitStatus(s, "Black to move");
  const afterMove = (await invoke(s, "status")).clock;
  assert.equal(afterMove.running, "black");
  assert.equal(afterMove.paused, false);
  assert.ok(afterMove.whiteMs < 180_000 + 2 * 2000 - 1000, `White's thinking was charged (${afterMove.whiteMs} ms)`);
  assert.ok(afterMove.blackMs < 180_000 + 2000 - 1000, `Black's thinking was charged (${afterMove.blackMs} ms)`);
  assert.ok(afterMove.blackMs > 170_000, `Black has most of the time (${afterMove.blackMs} ms)`);

  // Black thinks for three seconds, then the app is closed.
  const beforeClose = await clockRuns(s, "black", 3000, afterMove);
  assert.equal(beforeClose.whiteMs, afterMove.whiteMs);
  await closeApp(app);

  // Second run: the clocks as at the close, paused; they stay put until resumed.
  app = await apps.launch("timed-2");
  s = app.s;
  await waitStatus(s, "Black to move");
  assert.deepEqual(await moveList(s), ["e4", "e5", "Nf3"]);
  const restored = (await invoke(s, "status")).clock;
  assert.equal(restored.paused, true, "the game comes back paused");
  assert.equal(restored.running, null);
  assert.equal(restored.whiteMs, afterMove.whiteMs, "White's clock is as at the last move");
  assert.ok(
    // (WebDriver ends the app without a window close: the last save is the
    // once-a-second checkpoint, so up to about a second may come back.)
    Math.abs(restored.blackMs - beforeClose.blackMs) <= 1100,
    `Black's clock is as at the close (${restored.blackMs} ms; ${afterMove.blackMs} just after Nf3, ${beforeClose.blackMs} just before the close)`,
  );
  await waitFor(async () => (await shownClocks(s)).paused, { timeout: 5000, message: '"Paused" by the clocks' });
  assert.deepEqual(await shownClocks(s), { white: minutes(restored.whiteMs), black: minutes(restored.blackMs), paused: true });
  skipTime(app, 60_000); // a minute passes: a clock that ran would have lost it
  assert.deepEqual((await invoke(s, "status")).clock, restored, "nothing runs while paused");
  assert.deepEqual(await shownClocks(s), { white: minutes(restored.whiteMs), black: minutes(restored.blackMs), paused: true });

  // Resume: Black's clock runs again from where it was; Black moves and gets the increment.
  await s.click(await s.button("Resume clocks"));
  await waitFor(async () => !(await shownClocks(s)).paused, { timeout: 5000, message: "the clocks to run again" });
  const running = await clockRuns(s, "black", 1000, restored);
  assert.equal(running.running, "black");
  await clickMove(s, "b8", "c6");
  await waitStatus(s, "White to move");
  const afterNc6 = (await invoke(s, "status")).clock;
  assert.equal(afterNc6.running, "white");
  assert.ok(afterNc6.blackMs > running.blackMs, "Black's increment was added");
  assert.ok(afterNc6.blackMs <= running.blackMs + 2000);

  // Kill the app outright two seconds into White's turn (no chance to save on the way out).
  const atKill = await clockRuns(s, "white", 2000, afterNc6);
  await killApp(app);

  // Third run: as at the last save before the kill, paused.
  app = await apps.launch("timed-3");
  s = app.s;
  await waitStatus(s, "White to move");
  assert.deepEqual(await moveList(s), ["e4", "e5", "Nf3", "Nc6"]);
  const again = (await invoke(s, "status")).clock;
  assert.equal(again.paused, true);
  assert.equal(again.blackMs, afterNc6.blackMs, "Black's clock is as at Nc6");
  // The two seconds of White's turn before the kill are charged, less at most
  // about a second since the last save.
  const handedBack = again.whiteMs - atKill.whiteMs;
  assert.ok(handedBack <= 1300, `White's clock is as at the last save (${again.whiteMs} ms; ${afterNc6.whiteMs} at Nc6)`);
  assert.ok(again.whiteMs <= afterNc6.whiteMs - 700, `White's thinking before the kill is charged (${again.whiteMs} ms)`);
});

test("timed game: opening Games pauses the running clock, which waits for Resume", { timeout: 90_000 }, async (t) => {
  const app = await appsFor(t, "timed-archive").launch("timed-archive");
  const { s } = app;
  await startTimed(s, "3+2");
  await clickMove(s, "e2", "e4");
  await waitStatus(s, "Black to move");
  assert.equal((await invoke(s, "status")).clock.paused, false, "Black's clock runs");
  // The time seam itself: a running clock loses a skipped half minute at once.
  const beforeSkip = (await invoke(s, "status")).clock.blackMs;
  skipTime(app, 30_000);
  const afterSkip = (await invoke(s, "status")).clock.blackMs;
  assert.ok(afterSkip <= beforeSkip - 30_000, `the skip ran Black's clock (${beforeSkip} → ${afterSkip} ms)`);
  await s.click(await s.button("Games"));
  await waitFor(async () => (await invoke(s, "status")).clock.paused, { timeout: 5000, message: "the clock paused by the archive" });
  const held = (await invoke(s, "status")).clock.blackMs;
  skipTime(app, 60_000); // a minute passes: a clock that ran would have lost it
  assert.equal((await invoke(s, "status")).clock.blackMs, held, "nothing runs while the archive covers the game");
  await s.click(await s.find('[aria-label="Close games"]'));
  await waitFor(async () => (await shownClocks(s)).paused, { timeout: 5000, message: "Paused shown after closing the archive" });
  assert.equal((await invoke(s, "status")).clock.paused, true, "still paused until Resume");
});
