// The keyboard focus after pointer actions, by the X server's own mouse and
// keyboard (issue 26): a click on the board moves the focus there, so the
// arrows and Enter go on from the square clicked (even when the focus was in
// the typed-move field); New game opens with Start new game focused, so
// Enter starts the game; a dialog closed gives the focus back to the
// control that opened it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { appsFor, invoke, markControl, moveList, waitFor, waitPlies } from "./app.mjs";
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
  // Closed by a key: the ring shows where the focus went back.
  assert.equal(await s.execute("return document.activeElement.matches(':focus-visible');"), true, "the ring on New game");
  await x.press("Enter");
  await waitFor(async () => (await focused(s)) === "Start new game", { timeout: 3000, message: "New game opened by Enter" });
  await x.press("Enter");
  await waitFor(async () => (await moveList(s)).length === 0, { timeout: 5000, message: "a new game" });
});

/** Where the focus is and whether its ring shows: a square's name, or a control's text / placeholder. */
const focusNow = (s) =>
  s.execute(`const a = document.activeElement;
    if (!a || a === document.body) return { at: null, ring: false };
    const square = a.closest("[data-square]")?.dataset.square;
    return { at: square ?? a.getAttribute("placeholder") ?? a.textContent.trim(), ring: a.matches(":focus-visible") };`);

async function focusIs(s, at, what) {
  const seen = await waitFor(async () => {
    const f = await focusNow(s);
    return f.at === at ? f : null;
  }, { timeout: 3000, message: `the focus on ${at} ${what}` }).catch(async (err) => {
    throw new Error(`${err.message}; it is on ${JSON.stringify(await focusNow(s))}`);
  });
  return seen;
}

// The focus property (issue 26): after every action the focus is where the
// next key does what the player expects, and a key shows its ring. By the
// X server's own mouse and keyboard, side by side (the focus stays where the
// piece went) and passing the device (the board turns after every move and
// the focus goes to the next mover's king, on their side of the board).
for (const seats of ["side", "pass"]) {
  test(`focus property (${seats}): a click, moves by pointer, drag, keys and text, promotions, the board turning`, { timeout: 120_000 }, async (t) => {
    const apps = appsFor(t, `focus-${seats}`);
    const { s } = await apps.launch(`focus-${seats}`);
    await invoke(s, "set_settings", { settings: { ...(await invoke(s, "settings")), seats } });
    await invoke(s, "import_game", { text: '[FEN "8/1P5k/8/8/8/8/6p1/4K3 w - - 0 1"]\n\n*' });
    await s.execute("location.reload()");
    await waitFor(async () => (await s.findAll("[data-piece]")).length > 0, { message: "the board after the reload" });
    const x = await xInput(s, { width: 1100, height: 800 });
    const pass = seats === "pass";
    /** Where the focus goes after a move: the square the piece went to, or passing the device the next mover's king. */
    const after = (to, nextKing) => (pass ? nextKing : to);
    /** A key toward rank 1 on the screen: down for White's side of the board, up once it has turned to Black. */
    const towardRank1 = (blackBelow) => (blackBelow ? "ArrowUp" : "ArrowDown");

    // A click on the board (after a click on a button of the panel, which
    // once left WebKitGTK drawing no ring for the keys after it): the focus
    // there; an arrow goes on from it, ring shown.
    await x.click(await markControl(s, "Copy PGN", "aside"));
    await x.click('[data-square="e1"]');
    await focusIs(s, "e1", "after a click");
    await x.press("ArrowUp");
    assert.deepEqual(await focusIs(s, "e2", "after ArrowUp"), { at: "e2", ring: true });
    await x.press("Escape");

    // A promotion by the pointer (b8=Q).
    await x.click('[data-square="b7"]');
    await x.click('[data-square="b8"]');
    await x.click('[data-promotion="queen"]');
    await waitPlies(s, 1);
    await focusIs(s, after("b8", "h7"), "after a promotion by the pointer");
    await x.press(towardRank1(pass));
    assert.deepEqual(await focusIs(s, after("b7", "h6"), "after a key"), { at: after("b7", "h6"), ring: true });

    // A promotion chosen by keyboard (g1=R+ from the picker).
    await x.click('[data-square="g2"]');
    await x.press(towardRank1(pass), "Enter");
    await waitFor(() => s.execute(`return !!document.querySelector("[data-promotion]");`), { message: "the picker" });
    await x.press("ArrowDown", "Enter");
    await waitPlies(s, 2);
    assert.deepEqual(await focusIs(s, after("g1", "e1"), "after a promotion by keyboard"), { at: after("g1", "e1"), ring: true });
    await x.press("ArrowRight");
    await focusIs(s, after("h1", "f1"), "after ArrowRight: the focus moved");
    assert.equal(await s.execute(`return !!document.querySelector('[data-testid="review-bar"]');`), false, "no review started");

    // A move by drag (Kd2).
    await x.drag('[data-square="e1"]', '[data-square="d2"]');
    await waitPlies(s, 3);
    await focusIs(s, after("d2", "h7"), "after a drag");

    // A move by keys (Kh6), the board turned to Black when passing.
    await x.click('[data-square="h7"]');
    await x.press(towardRank1(pass), "Enter");
    await waitPlies(s, 4);
    await focusIs(s, after("h6", "d2"), "after a move by keys");
    await x.press("ArrowLeft");
    await focusIs(s, after("g6", "c2"), "an arrow from there");

    // A typed move: the field keeps the focus for the next one.
    await x.click('input[placeholder^="Nf3"]');
    await x.type("Kc3");
    await x.press("Enter");
    await waitPlies(s, 5);
    await focusIs(s, "Nf3 or e2e4", "after a typed move");
    assert.deepEqual((await moveList(s)).slice(-1), ["Kc3"]);
  });
}
