// The board's marks and overlays in the real app (issue 11 items 7, 13, 19,
// 21, 22): an en-passant capture is marked as a capture, the confirm bubble
// sits on the mover's side and moves nothing, the keyboard focus follows the
// board when it turns, a sliding piece never takes a press meant for the
// squares it crosses, and a mouse drag marks the square under the pointer.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decodePng } from "./png.mjs";
import { appsFor, dragMove, invoke, marked, moveList, position, settle, settledScreenshot, waitFor, waitPlies } from "./app.mjs";

/** Sets `settings` (merged into the current ones) and imports `fen` on the Rust side, then reloads the page. */
async function setUp(s, settings, fen = null) {
  const current = await invoke(s, "settings");
  await invoke(s, "set_settings", { settings: { ...current, ...settings } });
  if (fen) await invoke(s, "import_game", { text: fen });
  else await invoke(s, "new_game", { options: null });
  await s.execute("location.reload();");
  await waitFor(async () => Object.keys(await position(s)).length > 0 && (await moveList(s)).length === 0, {
    timeout: 10_000,
    message: "the board after the reload",
  });
  // Two frames, so the board's own effects have run.
  await s.executeAsync("const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done(true)));");
}

/** The viewport rectangle of `css` ({ x, y, width, height }), or null. */
function rectOf(s, css) {
  return s.execute(
    `const e = document.querySelector(arguments[0]);
     if (!e) return null;
     const r = e.getBoundingClientRect();
     return { x: r.left, y: r.top, width: r.width, height: r.height };`,
    [css],
  );
}

const centre = (r) => ({ x: Math.round(r.x + r.width / 2), y: Math.round(r.y + r.height / 2) });
const overlaps = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A mouse click (move, press, release) at the centre of square `sq`. */
async function clickSquare(s, sq) {
  const { x, y } = centre(await rectOf(s, `[data-square="${sq}"]`));
  await s.pointer([
    { type: "pointerMove", origin: "viewport", duration: 0, x, y },
    { type: "pointerDown", button: 0 },
    { type: "pause", duration: 30 },
    { type: "pointerUp", button: 0 },
  ]);
}

/** Presses keys (W3C key values) one after the other. */
async function press(s, ...keys) {
  const actions = [];
  for (const k of keys) actions.push({ type: "keyDown", value: k }, { type: "keyUp", value: k });
  await s.actions([{ type: "key", id: "keyboard", actions }]);
  await s.releaseActions();
}
const ENTER = "\uE007";
const UP = "\uE013";

test("board: an en-passant destination is marked as a capture (ring), as the Rust side says", { timeout: 60_000 }, async (t) => {
  const { s } = await appsFor(t, "board-ep").launch("board-ep");
  await setUp(s, { seats: "side", confirmMove: false }, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
  const legal = await invoke(s, "legal_moves", { from: "e5" });
  assert.deepEqual(legal.map((m) => [m.to, m.capture ?? false]).sort(), [["d6", true], ["e6", false]]);
  await clickSquare(s, "e5");
  await waitFor(async () => (await marked(s)).length === 2, { timeout: 3000, message: "e5's two destinations marked" });
  const kinds = await s.execute(
    `return Object.fromEntries([...document.querySelectorAll("[data-dest]")].map((e) => [e.getAttribute("data-square"), e.getAttribute("data-dest")]));`,
  );
  assert.deepEqual(kinds, { d6: "capture", e6: "move" });
  assert.equal(await s.execute(`return !!document.querySelector('[data-square="d6"] .ring');`), true, "d6 has a ring");
  await clickSquare(s, "d6");
  await waitPlies(s, 1);
  assert.deepEqual(await moveList(s), ["exd6"]);
  assert.equal((await position(s)).d5, undefined);
});

/** Plays from→to by click with "Confirm each move" on; returns the bubble's and the board's rectangles and the squares'. */
async function confirmBubble(s, from, to) {
  const board = await rectOf(s, '[role="grid"]');
  const controls = await s.execute(
    `return [...document.querySelectorAll("aside button")].map((b) => { const r = b.getBoundingClientRect(); return [b.textContent.trim(), r.left, r.top, r.width, r.height]; });`,
  );
  await clickSquare(s, from);
  await clickSquare(s, to);
  const bubble = await waitFor(() => rectOf(s, '[data-testid="move-confirm"]'), { timeout: 3000, message: "the confirm bubble" });
  return {
    bubble,
    board,
    boardAfter: await rectOf(s, '[role="grid"]'),
    controls,
    controlsAfter: await s.execute(
      `return [...document.querySelectorAll("aside button")].map((b) => { const r = b.getBoundingClientRect(); return [b.textContent.trim(), r.left, r.top, r.width, r.height]; });`,
    ),
    from: await rectOf(s, `[data-square="${from}"]`),
    to: await rectOf(s, `[data-square="${to}"]`),
  };
}

test("board: the confirm bubble sits on the mover's side, hides neither end of the move, and moves nothing", { timeout: 120_000 }, async (t) => {
  const { s } = await appsFor(t, "board-confirm").launch("board-confirm");
  const problems = [];
  // [seats, from, to, the mover's edge: "bottom" or "top"]
  const cases = [
    ["side", [["e2", "e4", "bottom"], ["e7", "e5", "top"], ["g1", "f3", "bottom"]]],
    ["face", [["e2", "e4", "bottom"], ["e7", "e5", "top"], ["g1", "f3", "bottom"], ["g8", "f6", "top"]]],
    ["pass", [["e2", "e4", "bottom"], ["e7", "e5", "bottom"]]],
  ];
  for (const [seats, moves] of cases) {
    await setUp(s, { seats, confirmMove: true });
    for (const [i, [from, to, edge]] of moves.entries()) {
      const m = await confirmBubble(s, from, to);
      const mid = m.board.y + m.board.height / 2;
      const where = `${seats} ${from}-${to}`;
      const b = m.bubble;
      if (edge === "bottom" && b.y < mid) problems.push(`${where}: bubble at y ${b.y}, above the middle ${mid} (the mover sits at the bottom)`);
      if (edge === "top" && b.y + b.height > mid) problems.push(`${where}: bubble reaches y ${b.y + b.height}, below the middle ${mid} (the mover sits at the top)`);
      if (overlaps(b, m.to)) problems.push(`${where}: bubble covers ${to}`);
      if (overlaps(b, m.from)) problems.push(`${where}: bubble covers ${from}`);
      if (JSON.stringify(m.board) !== JSON.stringify(m.boardAfter)) problems.push(`${where}: the board moved ${JSON.stringify([m.board, m.boardAfter])}`);
      if (JSON.stringify(m.controls) !== JSON.stringify(m.controlsAfter)) problems.push(`${where}: the panel's buttons moved`);
      await s.click(await s.button("Play"));
      await waitPlies(s, i + 1);
    }
  }
  assert.deepEqual(problems, []);
});

test("board: in pass the device the keyboard focus goes to the mover's king when the board turns", { timeout: 60_000 }, async (t) => {
  const { s } = await appsFor(t, "board-focus").launch("board-focus");
  await setUp(s, { seats: "pass", confirmMove: false });
  await s.execute(`document.querySelector('[data-square="e2"]').focus();`);
  await press(s, ENTER, UP, UP, ENTER);
  await waitPlies(s, 1);
  await waitFor(
    () => s.execute(`return document.querySelector('[aria-label^="Chess board"]').getAttribute("aria-label").includes("black at the bottom");`),
    { timeout: 3000, message: "the board turned to Black" },
  );
  await waitFor(() => s.execute(`return document.activeElement?.getAttribute("data-square") === "e8";`), {
    timeout: 3000,
    message: "the focus moved to Black's king",
  }).catch(() => {}); // the assertion below says where it is
  const focus = await s.execute(
    `return { active: document.activeElement?.getAttribute("data-square") ?? document.activeElement?.tagName,
              roving: document.querySelector('[data-square][tabindex="0"]')?.getAttribute("data-square") };`,
  );
  assert.deepEqual(focus, { active: "e8", roving: "e8" }, "the focus is on Black's king");
  // And Black plays on with the keyboard from there: e8 → e7 is the king's square's neighbour; walk to e7 and play e7-e5.
  await press(s, UP, ENTER, UP, UP, ENTER);
  await waitPlies(s, 2);
  assert.deepEqual(await moveList(s), ["e4", "e5"]);
});

test("board: a sliding piece takes no press meant for the squares it crosses", { timeout: 60_000 }, async (t) => {
  const { s } = await appsFor(t, "board-slide").launch("board-slide");
  await setUp(s, { seats: "side", confirmMove: false });
  // Hit-test e2 and e3 the moment the slide of e2-e4 starts (WebKit under
  // WebDriver may hold its first frame for seconds): each must be itself.
  await s.execute(`
    window.__slideHits = null;
    const board = document.querySelector('[role="grid"]');
    const seen = new MutationObserver(() => {
      if (!board.querySelector(".arrive")) return;
      seen.disconnect();
      window.__slideHits = ["e2", "e3"].map((sq) => {
        const r = document.querySelector('[data-square="' + sq + '"]').getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return [sq, hit?.closest("[data-square]")?.getAttribute("data-square") ?? null];
      });
    });
    seen.observe(board, { subtree: true, childList: true, attributes: true });`);
  await clickSquare(s, "e2");
  await clickSquare(s, "e4");
  await waitPlies(s, 1);
  const hits = await waitFor(() => s.execute("return window.__slideHits;"), { timeout: 3000, message: "the slide to start" });
  assert.deepEqual(hits, [["e2", "e2"], ["e3", "e3"]]);
  // Right away, Black's reply by mouse works, wherever the slide is.
  await clickSquare(s, "e7");
  await clickSquare(s, "e5");
  await waitPlies(s, 2);
});

test("board: a mouse drag marks the square under the pointer (drawn, not only a class)", { timeout: 60_000 }, async (t) => {
  const { s } = await appsFor(t, "board-target").launch("board-target");
  await setUp(s, { seats: "side", confirmMove: false });
  const e2 = centre(await rectOf(s, '[data-square="e2"]'));
  const e4 = await rectOf(s, '[data-square="e4"]');
  // A point inside e4 near its edge (where a target ring is drawn), before the drag.
  const probe = { x: Math.round(e4.x + e4.width * 0.06), y: Math.round(e4.y + e4.height / 2) };
  const before = decodePng(await s.screenshot()).pixel(probe.x, probe.y);
  const to = centre(e4);
  await s.pointer(
    [
      { type: "pointerMove", origin: "viewport", duration: 0, x: e2.x, y: e2.y },
      { type: "pointerDown", button: 0 },
      { type: "pause", duration: 30 },
      { type: "pointerMove", origin: "viewport", duration: 40, x: e2.x, y: e2.y - 30 },
      { type: "pointerMove", origin: "viewport", duration: 40, x: to.x, y: to.y },
      { type: "pause", duration: 100 },
    ],
    { release: false },
  );
  await waitFor(() => s.execute(`return !!document.querySelector(".ghost");`), { timeout: 3000, message: "the drag ghost" });
  const during = decodePng(await settledScreenshot(s)).pixel(probe.x, probe.y);
  await s.pointer([{ type: "pointerUp", button: 0 }]);
  await waitPlies(s, 1);
  const diff = Math.max(...during.map((v, i) => Math.abs(v - before[i])));
  assert.ok(diff >= 30, `e4's edge looks marked while the piece is over it: ${JSON.stringify(before)} → ${JSON.stringify(during)}`);
});

/**
 * Watches one move from→to: whether the piece stood on `to` before the Rust
 * side's answer arrived (the page's `hotseat:answer` mark), whether its slide
 * began before the answer too, how many slides began, and whether New game
 * was ever disabled meanwhile (a move must not flicker the page's buttons).
 */
async function watchMove(s, from, to) {
  await s.execute(
    `const [from, to] = arguments;
     performance.clearMarks("hotseat:answer");
     const answered = () => performance.getEntriesByName("hotseat:answer").length > 0;
     const newGame = [...document.querySelectorAll("aside button")].find((b) => b.textContent.trim() === "New game");
     const w = (window.__move = { landedBeforeAnswer: null, slides: 0, slideBeforeAnswer: false, newGameDisabled: false });
     const board = document.querySelector('[role="grid"]');
     const seen = new MutationObserver((records) => {
       if (newGame.disabled) w.newGameDisabled = true;
       for (const r of records) for (const n of r.addedNodes) {
         if (n instanceof Element && n.matches(".arrive")) { w.slides += 1; if (!answered()) w.slideBeforeAnswer = true; }
       }
       const landed = board.querySelector('[data-square="' + to + '"] [data-piece]') && !board.querySelector('[data-square="' + from + '"] [data-piece]');
       if (landed && w.landedBeforeAnswer === null) w.landedBeforeAnswer = !answered();
     });
     seen.observe(document.body, { subtree: true, childList: true, attributes: true });
     window.__stopMove = () => seen.disconnect();`,
    [from, to],
  );
}

async function watched(s) {
  // The answer applied and its slide (140 ms) over; then two frames more, in
  // which a second slide caused by the answer would have begun.
  await waitFor(
    () => s.execute(`return performance.getEntriesByName("hotseat:answer").length > 0
       && !document.getAnimations().some((a) => a.animationName?.includes("arrive"));`),
    { timeout: 5000, message: "the answer and the end of the slide" },
  );
  await settle(s);
  return s.execute("window.__stopMove(); return window.__move;");
}

test("board: a move lands before its answer by click, keyboard and drag; a slide starts with the landing, once", { timeout: 90_000 }, async (t) => {
  const { s } = await appsFor(t, "board-landing").launch("board-landing");
  await setUp(s, { seats: "side", confirmMove: false });

  await watchMove(s, "e2", "e4");
  await clickSquare(s, "e2");
  await clickSquare(s, "e4");
  await waitPlies(s, 1);
  assert.deepEqual(await watched(s), { landedBeforeAnswer: true, slides: 1, slideBeforeAnswer: true, newGameDisabled: false }, "by click");

  await watchMove(s, "e7", "e5");
  await s.execute(`document.querySelector('[data-square="e7"]').focus();`);
  await press(s, ENTER);
  await s.execute(`document.querySelector('[data-square="e5"]').focus();`);
  await press(s, ENTER);
  await waitPlies(s, 2);
  assert.deepEqual(await watched(s), { landedBeforeAnswer: true, slides: 1, slideBeforeAnswer: true, newGameDisabled: false }, "by keyboard");

  await watchMove(s, "g1", "f3");
  await dragMove(s, "g1", "f3");
  assert.deepEqual(await watched(s), { landedBeforeAnswer: true, slides: 0, slideBeforeAnswer: false, newGameDisabled: false }, "by drag: no slide");
  assert.deepEqual(await moveList(s), ["e4", "e5", "Nf3"]);
});
