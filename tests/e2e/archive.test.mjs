// The archive of games in the real app, on the Rust side's own commands:
// finished games are listed newest first with their result, reason and time
// control, and a timed game's PGN carries its clock tags. (Stepping through
// a stored game, Copy PGN, Delete and its undo are scenarios, run here too:
// tests/scenarios/archive.mjs.) With README_SCREENSHOTS=1 the list and a
// stored game are also written to docs/screenshots/.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { appsFor, chooseControl, clickMove, invoke, position, settle, settledScreenshot, text, waitFor, waitStatus, windowSize } from "./app.mjs";
import { ARTIFACTS, ROOT } from "./driver.mjs";

/** Starts a new game from the dialog, with `preset` ("Untimed", "5+3", …). */
async function newGame(s, preset) {
  await s.click(await s.findXPath(`//aside//button[normalize-space(.)="New game"]`));
  await chooseControl(s, preset);
  await s.click(await s.button("Start new game"));
  await waitStatus(s, "White to move");
}

/** The archive list's rows as the page shows them: [players, result, …meta] per row. */
function rows(s) {
  return s.execute(`
    return [...document.querySelectorAll('[data-testid="archive-list"] li button')].map((b) =>
      [b.querySelector(".names").textContent.replace(/\\s+/g, " ").trim(), ...[...b.querySelectorAll(".meta > span")].map((e) => e.textContent.trim()).filter((t) => t !== "·")]);`);
}

function keep(png, name) {
  const dirs = [ARTIFACTS];
  if (process.env.README_SCREENSHOTS) dirs.push(`${ROOT}docs/screenshots/`);
  for (const d of dirs) {
    mkdirSync(d, { recursive: true });
    writeFileSync(`${d}${name}`, png);
  }
}

test("archive: finished games listed with their result, reason and clock; a timed game's PGN has its clock tags", { timeout: 150_000 }, async (t) => {
  const app = await appsFor(t, "archive").launch("archive");
  const { s } = app;

  // Game 1, untimed: the fool's mate.
  for (const [from, to] of [["f2", "f3"], ["e7", "e5"], ["g2", "g4"], ["d8", "h4"]]) await clickMove(s, from, to);
  await waitStatus(s, "Checkmate — Black wins");

  // Game 2, 5+3: two moves each, then the side to move (White) resigns.
  await newGame(s, "5+3");
  for (const [from, to] of [["e2", "e4"], ["e7", "e5"], ["g1", "f3"], ["b8", "c6"]]) await clickMove(s, from, to);
  await waitStatus(s, "White to move");
  await s.click(await s.button("Resign"));
  await s.click(await s.findXPath(`//*[@role="alertdialog"]//button[normalize-space(.)="Resign"]`));
  await waitStatus(s, "White resigns — Black wins");

  // Game 3, the current one, just started.
  await newGame(s, "Untimed");

  // The Rust side's list, newest first.
  const page = await invoke(s, "games", { offset: 0, limit: 50 });
  assert.equal(page.total, 3);
  assert.deepEqual(
    page.items.map((g) => [g.result, g.verdict?.reason ?? null, g.moves, g.current, g.timeControl?.perMove.kind ?? null]),
    [
      ["*", null, 0, true, null],
      ["0-1", "resignation", 4, false, "fischer"],
      ["0-1", "checkmate", 4, false, null],
    ],
  );
  const [, resigned, mated] = page.items;

  // The archive view shows the same three rows.
  await s.click(await s.button("Games"));
  await waitFor(async () => (await rows(s)).length === 3, { timeout: 5000, message: "three rows in the archive" });
  const shown = await rows(s);
  // Unnamed games are titled by their colours, the result below (not the result alone).
  assert.deepEqual(shown.map((r) => r[0]), ["White – Black", "White – Black", "White – Black"]);
  assert.deepEqual(shown.map((r) => r[1]), ["In progress", "White resigns — Black wins", "Checkmate — Black wins"]);
  assert.equal(shown[1].at(-1), "5+3");
  assert.equal(shown[2].at(-1), "Untimed");
  keep(await settledScreenshot(s), "archive.png");

  // Open the mated game: its last position, read-only; step back one ply.
  await s.click(await s.find(`[data-game="${mated.id}"]`));
  await waitFor(async () => (await position(s, '[role="dialog"] .game')).h4 === "black-queen", { timeout: 5000, message: "the final position" });
  keep(await settledScreenshot(s), "archive-game.png");
  // The game underneath is untouched (and not painted while covered: WebDriver's
  // text of a hidden element is empty, so the DOM's text is read).
  assert.equal(
    await s.execute(`return document.querySelector('[data-testid="status"]').textContent.trim();`),
    "White to move",
    "the game underneath is untouched",
  );

  // The timed game's PGN carries its result, termination and clock tags.
  const pgn = await invoke(s, "archived_pgn", { id: resigned.id });
  assert.match(pgn, /\[Result "0-1"\]/);
  assert.match(pgn, /\[TimeControl "300\+3"\]/);
  assert.match(pgn, /\{\[%clk 0:0\d:\d\d(\.\d)?\]\}/);
  assert.match(pgn, /\[Termination "normal"\]/);

  // Closed: the game is shown again (WebDriver reads no text of a hidden element).
  await s.click(await s.find('[aria-label="Close games"]'));
  await waitStatus(s, "White to move");
});

test("archive on a phone: stepping through a game keeps the board still, with rows of moves in view", { timeout: 60_000 }, async (t) => {
  const { s } = await appsFor(t, "archive-phone").launch("archive-phone");
  for (const [from, to] of [["f2", "f3"], ["e7", "e5"], ["g2", "g4"], ["d8", "h4"]]) await invoke(s, "play", { move: { from, to } });
  await s.execute("location.reload();");
  await waitFor(async () => (await s.findAll("[data-piece]")).length > 0, { timeout: 10_000, message: "the board after the reload" });
  await windowSize(s, 360, 740);
  await s.click(await s.button("Games"));
  await waitFor(async () => (await rows(s)).length === 1, { timeout: 5000, message: "the game in the archive" });
  await s.click(await s.find('[data-testid="archive-list"] li button'));
  const measure = () =>
    s.execute(`const b = document.querySelector(".game [role=grid]").getBoundingClientRect();
      return { board: [Math.round(b.x), Math.round(b.y), Math.round(b.width)], list: Math.round(document.querySelector(".game .moves").getBoundingClientRect().height) };`);
  await waitFor(() => s.execute(`return !!document.querySelector(".game [role=grid]");`), { timeout: 5000, message: "the replay" });
  const start = await measure();
  assert.ok(start.list >= 3 * 40, `a few rows of moves in view (${start.list} px)`);
  for (const label of ["Previous move", "Previous move", "First position", "Next move"]) {
    const was = await text(s, '.game [data-testid="review"]');
    await s.click(await s.find(`.game [aria-label="${label}"]`));
    await waitFor(async () => (await text(s, '.game [data-testid="review"]')) !== was, { message: `the replay moved by ${label}` });
    await settle(s);
    assert.deepEqual(await measure(), start, `after ${label}, the board and the list stay`);
  }
});
