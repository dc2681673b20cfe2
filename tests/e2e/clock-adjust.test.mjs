// Adjusting the clocks in the real app (issue 13), by the X server's pointer
// and keyboard: the "+15 s" button turned on in the settings, the paused
// clocks corrected in the Set clocks dialog (a stage's move count and a
// side's time), kept over a restart, the stage's transition after the
// corrected count, and every adjustment in the archive's replay and the PGN.
import { test } from "node:test";
import assert from "node:assert/strict";
import { appsFor, closeApp, invoke, markControl, settle, text, waitFor, waitStatus } from "./app.mjs";
import { xInput } from "./xinput.mjs";

const FIDE = {
  whiteMs: 5_400_000,
  blackMs: 5_400_000,
  perMove: { kind: "fischer", ms: 30_000 },
  firstMoves: 40,
  then: [{ ms: 1_800_000, perMove: { kind: "fischer", ms: 30_000 } }],
};


/** The bars' buttons whose words WebKit cuts off (the "+15 s" button takes a column of the row). */
const cutButtons = (s) =>
  s.execute(`return [...document.querySelectorAll('.bar .buttons button')]
    .filter((b) => b.getClientRects().length && (b.scrollWidth > b.clientWidth + 1 || b.scrollHeight > b.clientHeight + 1))
    .map((b) => b.textContent.trim());`);

/** Types `value` over what the field holds, by X. */
async function retype(x, css, value) {
  await x.click(css);
  await x.press("ctrl+a");
  await x.type(value);
}

test("real app: +15 s, the paused clocks set by hand, kept over a restart, in the replay and the PGN", { timeout: 240_000 }, async (t) => {
  const apps = appsFor(t, "clock-adjust");
  let app = await apps.launch("clock-adjust-1");
  let { s } = app;
  await invoke(s, "new_game", { options: { timeControl: FIDE } });
  await invoke(s, "play", { move: { from: "e2", to: "e4" } });
  await invoke(s, "play", { move: { from: "e7", to: "e5" } });
  await s.execute("location.reload()");
  await waitStatus(s, "White to move");
  const x = await xInput(s, { width: 1280, height: 800 });

  // Off by default; turned on in the settings by X.
  assert.equal(await s.execute(`return !!document.querySelector('[data-testid="give-time"]');`), false, "no +N s button by default");
  await x.click(await markControl(s, "Settings", ".panel"));
  await x.click(await markControl(s, "“+N s” button for the opponent's clock", ".panel"));
  await waitFor(() => s.execute(`return !!document.querySelector('[data-testid="give-time"]');`), { message: "the +15 s button" });
  assert.equal((await invoke(s, "settings")).giveTime, true, "the setting is saved");
  assert.deepEqual(await cutButtons(s), [], "every button keeps its words beside +15 s");
  assert.equal(
    await s.execute(`return document.querySelector('[data-testid="give-time"]').getAttribute('aria-label');`),
    "+15 s to Black",
  );

  // White's turn: +15 s goes to Black.
  const before = (await invoke(s, "status")).clock.blackMs;
  await x.click('[data-testid="give-time"]');
  await waitFor(async () => (await invoke(s, "status")).clock.blackMs === before + 15_000, { message: "Black given 15 s" });

  // Paused, the slot offers Set clocks…; the dialog by X.
  await x.click(await markControl(s, "Pause", ".panel"));
  await waitFor(() => s.execute(`return !!document.querySelector('[data-testid="paused-bar"]');`), { message: "the paused bar" });
  assert.deepEqual(await cutButtons(s), [], "Resign, Resume and +15 s keep their words");
  await x.click('[data-testid="set-clocks"]');
  await waitFor(() => s.execute(`return !!document.querySelector('[data-testid="set-time-white"]');`), { message: "the clock editor" });
  await retype(x, '[data-testid="set-moves-white"]', "39");
  await retype(x, '[data-testid="set-time-black"]', "0:25");
  await x.click(await markControl(s, "Set clocks", "[role=alertdialog]"));
  await waitFor(() => s.execute(`return !document.querySelector('[data-testid="set-time-white"]');`), { message: "the editor to close" });
  let clock = (await invoke(s, "status")).clock;
  assert.equal(clock.stages.white.movesMade, 39);
  assert.equal(clock.blackMs, 25_000);
  assert.equal(await text(s, '[data-testid="stage-white"]'), "39/40");

  // Closed and relaunched: the corrections stand, paused.
  await closeApp(app);
  app = await apps.launch("clock-adjust-2");
  s = app.s;
  await waitStatus(s, "White to move");
  clock = (await invoke(s, "status")).clock;
  assert.equal(clock.paused, true);
  assert.equal(clock.stages.white.movesMade, 39, "the count set by hand, after a restart");
  assert.equal(clock.blackMs, 25_000);
  const y = await xInput(s, { width: 1280, height: 800 });

  // White's 40th move adds the second stage's 30 minutes.
  const whiteBefore = clock.whiteMs;
  await y.click(await markControl(s, "Resume", ".panel"));
  await waitFor(async () => (await invoke(s, "status")).clock.paused === false, { message: "the clocks to run" });
  await y.drag('[data-square="g1"]', '[data-square="f3"]', 6);
  await waitStatus(s, "Black to move");
  clock = (await invoke(s, "status")).clock;
  assert.equal(clock.stages.white.stage, 1, "White is in the second stage");
  assert.ok(clock.whiteMs > whiteBefore + 1_800_000 - 5_000, `30 minutes added (${clock.whiteMs} ms)`);

  // The archive's replay lists each adjustment, a step to where it was made.
  await y.click(await markControl(s, "Games", ".panel"));
  await waitFor(() => s.execute(`return !!document.querySelector('[data-row] button');`), { message: "the archive" });
  await y.click("[data-row] button");
  await waitFor(() => s.execute(`return !!document.querySelector('[data-testid="archive-adjustments"]');`), { message: "the adjustments" });
  const listed = await s.execute(
    `return [...document.querySelectorAll('[data-testid="archive-adjustments"] .what')].map((e) => e.textContent.trim());`,
  );
  assert.deepEqual(listed, ["+15 s to Black", "White's moves in this stage set to 39", "Black's clock set to 0:00:25"]);
  assert.match(await text(s, '[data-testid="archive-adjustments"] li:first-child .where'), /^after 1… e5 · /);
  await s.execute(`document.querySelector('[data-testid="archive-adjustments"] li:first-child button').dataset.x = 'adj';`);
  await y.click('[data-x="adj"]');
  await waitFor(async () => /ply 2 of 3/.test(await text(s, '[data-testid="review"]')), { message: "the replay at ply 2" });
  await y.press("Escape");
  await settle(s); // the replay let go (the PGN below is the game's, whatever the archive shows)

  // The PGN says each adjustment after the move it followed.
  const pgn = await invoke(s, "export_pgn");
  for (const words of ["Clock: +15 s to Black.", "Clock: White's moves in this stage set to 39.", "Clock: Black's clock set to 0:00:25."]) {
    assert.ok(pgn.includes(words), `${words} in\n${pgn}`);
  }
});
