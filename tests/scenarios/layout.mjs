// Layout as a property (SPEC §5, "nothing moves under a finger"): at each
// window size of the model (tests/scenarios/layout-model.mjs) and in each
// seat, the board's rectangle and every shown control's stay the same (±1 px)
// through the game's states — a draw offer, review from the move list, the
// move-confirm bubble, an error notice, the verdict — and every control is
// in view, or in a region that scrolls it inside the window. The draw
// offer's answers are never broken inside a word. The states come from the
// page's own controls; the one refusal (the page's Decline of an offer
// already declined behind its back) is the Rust side's, recorded for the
// Chromium run (fixtures.rs DECLARED "layout-states"). The clocks' states
// (paused, running, an offer on a running clock) and the pseudo-language's
// longer words are the real app's (tests/e2e/layout.test.mjs), which walks
// these states too.
import assert from "node:assert/strict";
import * as english from "../../ui/src/lib/paraglide/messages/en.js";
import { until } from "./driver.mjs";
import { button, clickMove, present, status } from "./page.mjs";
import { SEATS, SIZES, SPLIT_WORDS, MEASURE, compare, reachable, sameControls } from "./layout-model.mjs";

/** The layout now, the controls named in the words `w`. */
export const measure = (d, w) => d.run(MEASURE, sameControls(w));

/** Clicks the last button named `name` inside `within` (face to face White's), once there is one. */
export async function clickLast(d, name, within = "body") {
  const found = await until(() => button(d, name, within, "last").catch(() => null), `a button "${name}" in ${within}`, 5000);
  await d.click(found);
}

/** A selector for the last element matching `css` (marks it). */
async function lastOf(d, css) {
  const id = await until(
    () => d.run(`const e = [...document.querySelectorAll(arguments[0])].at(-1); if (!e) return null; e.dataset.layout ??= String(Math.random()).slice(2); return e.dataset.layout;`, css),
    css,
    5000,
  );
  return `[data-layout="${id}"]`;
}

const gone = (d, css) => until(async () => !(await present(d, css)), `no ${css}`, 5000);
const shown = (d, css) => until(() => present(d, css), css, 5000);

/** From the panel's question "who …?" (side by side and passing), White, then `confirm`. */
async function answerWhite(d, testid, confirm) {
  await shown(d, `[data-testid=${testid}]`);
  await d.click(`[data-testid=${testid}] input[value="white"]`);
  await clickLast(d, confirm, "[role=alertdialog]");
  await gone(d, `[data-testid=${testid}]`);
}

/** White offers a draw: face to face from White's own button, else through the panel's "who offers?". */
export async function offerAsWhite(d, seats, w) {
  if (seats === "face") await clickLast(d, w.actions_offer_side({ side: "white" }));
  else {
    await clickLast(d, w.actions_offer_either());
    await answerWhite(d, "offerer", w.actions_offer_draw());
  }
  await shown(d, "[data-testid=draw-offer]");
}

/** White resigns: face to face from White's own button, else through the panel's "who resigns?". */
async function resignAsWhite(d, seats, w) {
  if (seats === "face") {
    await clickLast(d, w.actions_resign_side({ side: "white" }));
    await shown(d, "[role=alertdialog]");
    await clickLast(d, w.actions_resign(), "[role=alertdialog]");
    await gone(d, "[role=alertdialog]");
  } else {
    await clickLast(d, w.actions_resign_either());
    await answerWhite(d, "resigner", w.actions_resign());
  }
}

/** A move by clicks, then played from the confirm bubble. */
async function playConfirmed(d, from, to) {
  await clickMove(d, from, to);
  await shown(d, "[data-testid=move-confirm]");
  await d.click("[data-testid=move-confirm] button.play");
  await gone(d, "[data-testid=move-confirm]");
}

/**
 * Measures the layout now as the base (its problems go to `problems`) and
 * returns it with `check(state)`, which compares the layout then with it.
 * `alsoCheck(where)`, when given, runs at the base and at each state.
 */
export async function layoutChecker(d, w, tag, problems, alsoCheck = null) {
  const base = await measure(d, w);
  reachable(base, `${tag} base`, problems);
  if (alsoCheck) problems.push(...(await alsoCheck(`${tag} base`)));
  const check = async (state) => {
    // Scrolled regions back to where the base was measured (a click on a
    // control below the fold scrolls its region there: the player's doing, not the state's).
    await d.run(`for (const el of document.querySelectorAll("*")) if (el.scrollTop) el.scrollTop = 0;`);
    await d.runAsync(`const done = arguments[arguments.length - 1]; requestAnimationFrame(() => requestAnimationFrame(() => done(true)));`);
    const now = await measure(d, w);
    compare(base, now, `${tag} ${state}`, problems);
    reachable(now, `${tag} ${state}`, problems);
    if (alsoCheck) problems.push(...(await alsoCheck(`${tag} ${state}`)));
  };
  return { base, check };
}

/**
 * The states, at each size, in the seats the page was opened with (move
 * confirmation on); returns the problems found. `w` holds the words the app
 * speaks (`label` names them in the screenshots); `alsoCheck(where)`, when given, is run at each state too and
 * returns problems of its own (the Chromium run's mouse wheel).
 */
export async function walkLayoutStates(d, seats, { w = english, sizes = SIZES, alsoCheck = null, label = "" } = {}) {
  const problems = [];
  for (const [width, height] of sizes) {
    const tag = `${seats}${label && `-${label}`}-${width}x${height}`;
    await d.resize(width, height);
    // A new game, loaded as at a start (the Chromium run's replay starts over).
    await d.runAsync(`const done = arguments[arguments.length - 1];
      window.__TAURI_INTERNALS__.invoke("new_game", { options: null }).then(() => done(true), (e) => done(JSON.stringify(e)));`);
    await d.reload();
    await playConfirmed(d, "e2", "e4");
    await playConfirmed(d, "e7", "e5");
    const { check } = await layoutChecker(d, w, tag, problems, alsoCheck);

    // A draw offer by White, declined by Black.
    await offerAsWhite(d, seats, w);
    await check("draw offer");
    for (const word of await d.run(SPLIT_WORDS)) problems.push(`${tag} draw offer: "${word}" broken across two lines`);
    await d.screenshot(`layout-${tag}-offer`);
    await clickLast(d, w.draw_decline());
    await gone(d, "[data-testid=draw-offer]");

    // Review of the first move, then back.
    await d.click(await lastOf(d, '[data-ply="1"]'));
    await shown(d, "[data-testid=review]");
    await check("review");
    await clickLast(d, w.review_back_to_game());
    await gone(d, "[data-testid=review]");

    // The move-confirm bubble, then taken back.
    await clickMove(d, "g1", "f3");
    await shown(d, "[data-testid=move-confirm]");
    await check("confirm bubble");
    await d.click("[data-testid=move-confirm] button:not(.play)");
    await gone(d, "[data-testid=move-confirm]");

    // An error notice: White offers again, the offer is declined behind the
    // page's back, and the page's own Decline is refused.
    await offerAsWhite(d, seats, w);
    await d.runAsync(`const done = arguments[arguments.length - 1];
      window.__TAURI_INTERNALS__.invoke("answer_draw", { accept: false }).then(() => done(true), (e) => done(JSON.stringify(e)));`);
    await clickLast(d, w.draw_decline());
    await shown(d, "[data-testid=notice]");
    await check("error notice");
    await d.screenshot(`layout-${tag}-notice`);
    await d.click("[data-testid=notice] button");
    await gone(d, "[data-testid=notice]");

    // The verdict: White resigns.
    await resignAsWhite(d, seats, w);
    const want = w.status_resignation({ winner: "black" });
    await until(async () => (await status(d)) === want, `"${want}"`, 5000);
    await check("verdict");
    await d.screenshot(`layout-${tag}-verdict`);
  }
  return problems;
}

export default SEATS.map((seats) => ({
  name: `layout (${seats}): at five sizes nothing moves through a draw offer, review, the confirm bubble, an error notice and the verdict; every control reachable`,
  fixture: "layout-states",
  settings: { seats, confirmMove: true },
  // Chromium runs it on the touch tablet, whose coarse pointer has layout
  // rules of its own (tests/browser/layout-property.spec.ts).
  chromiumProject: "tablet",
  async run(d) {
    const problems = await walkLayoutStates(d, seats);
    assert.deepEqual(problems, [], `${problems.length} layout problems`);
  },
}));
