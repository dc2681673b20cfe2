// Ctrl+Q, pressed on the X server's own keyboard, closes the real app as its
// close button does: the window goes, the process ends, the running clock
// is saved on the way out, and the next start shows the same game. Pressed
// anywhere: here with the archive open, which keeps other keys to itself.
import { test } from "node:test";
import assert from "node:assert/strict";
import { appsFor, clickMove, invoke, waitFor, waitStatus } from "./app.mjs";
import { APP, appPidsWith } from "./driver.mjs";
import { xInput } from "./xinput.mjs";

const ONE_MINUTE = { whiteMs: 60_000, blackMs: 60_000, perMove: { kind: "none" } };

test("Ctrl+Q closes the window and ends the app; the game and its clock come back", { timeout: 120_000 }, async (t) => {
  const apps = appsFor(t, "quit");
  let app = await apps.launch("quit-1");
  let { s } = app;
  await invoke(s, "new_game", { options: { timeControl: ONE_MINUTE } });
  await waitStatus(s, "White to move");
  await clickMove(s, "e2", "e4");
  await waitStatus(s, "Black to move");
  const x = await xInput(s, { width: 1280, height: 800 });

  // Plain Q and Ctrl+Shift+Q are not the Quit key: the app stays.
  await x.press("q", "ctrl+shift+q");
  await waitStatus(s, "Black to move");
  const atQuit = (await invoke(s, "status")).clock;
  assert.equal(atQuit.running, "black");

  // Pressed with the archive open over the board and the focus on the
  // page's body: the archive keeps such stray keys from the game, not this one.
  await s.click(await s.button("Games"));
  await waitFor(() => s.execute(`return !!document.querySelector('[data-testid="archive-list"]');`), {
    message: "the archive to open",
  });
  await s.execute("document.activeElement?.blur();");
  assert.equal(await s.execute("return document.activeElement === document.body;"), true, "the focus on the body");

  const pids = () => appPidsWith("HOTSEAT_DATA_DIR", app.env.HOTSEAT_DATA_DIR, APP);
  assert.equal(pids().length, 1, "the app runs before Ctrl+Q");
  await x.press("ctrl+q");
  await waitFor(() => pids().length === 0, { timeout: 10_000, message: "the app to end after Ctrl+Q" });
  await app.close();

  app = await apps.launch("quit-2");
  s = app.s;
  await waitStatus(s, "Black to move");
  const view = await invoke(s, "status");
  assert.deepEqual(view.moves.map((p) => p.san), ["e4"], "the game came back");
  assert.equal(view.clock.paused, true, "paused, as after any close");
  // The clock was saved on the way out: what Black used until Ctrl+Q is kept.
  const handedBack = view.clock.blackMs - atQuit.blackMs;
  assert.ok(handedBack <= 1300, `at most about a second handed back (${handedBack} ms)`);
  assert.equal(view.clock.whiteMs, 60_000);
});

// A desktop's ending signal (a session's logout, `kill`): the app ends as on
// Ctrl+Q — the running clock saved, and the window comes back at the size the
// player last gave it (before, the process died at once and the window came
// back at its size of the previous quit).
test("SIGTERM ends the app as Ctrl+Q does: the window's size and the clock are kept", { timeout: 120_000 }, async (t) => {
  const apps = appsFor(t, "sigterm");
  let app = await apps.launch("sigterm-1");
  let { s } = app;
  await invoke(s, "new_game", { options: { timeControl: ONE_MINUTE } });
  await waitStatus(s, "White to move");
  await clickMove(s, "e2", "e4");
  await waitStatus(s, "Black to move");
  // The player's size: set through the X server as a window manager does.
  await xInput(s, { width: 800, height: 1100 });
  assert.deepEqual(await s.execute("return [innerWidth, innerHeight]"), [800, 1100]);
  const atKill = (await invoke(s, "status")).clock;

  const pids = appPidsWith("HOTSEAT_DATA_DIR", app.env.HOTSEAT_DATA_DIR, APP);
  assert.equal(pids.length, 1, "one app process");
  process.kill(pids[0], "SIGTERM");
  await waitFor(() => appPidsWith("HOTSEAT_DATA_DIR", app.env.HOTSEAT_DATA_DIR, APP).length === 0, {
    timeout: 10_000,
    message: "the app to end after SIGTERM",
  });
  await app.close();

  app = await apps.launch("sigterm-2");
  s = app.s;
  await waitStatus(s, "Black to move");
  assert.deepEqual(await s.execute("return [innerWidth, innerHeight]"), [800, 1100], "the window came back at the size it had");
  const view = await invoke(s, "status");
  assert.deepEqual(view.moves.map((p) => p.san), ["e4"], "the game came back");
  const handedBack = view.clock.blackMs - atKill.blackMs;
  assert.ok(handedBack <= 1300, `at most about a second handed back (${handedBack} ms)`);
});
