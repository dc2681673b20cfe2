// Layout as a property, in the real app: at each window size and in each
// seat, the board's rectangle and every control's rectangle stay the same
// through the clocks' states (paused, running again, a draw offer on a
// running clock), and every control is in view or inside a region that
// scrolls (and, scrolled there, lies inside the window); "Paused" is never
// written over the board or a clock. The game's other states (a draw offer,
// review, the confirm bubble, an error notice, the verdict) are the layout
// scenarios (tests/scenarios/layout.mjs, both drivers), walked here again in
// the pseudo-language, whose every text is 40% longer (issue 28): nothing
// cut, overflowing or moved when the words grow. Screenshots go to
// tests/e2e/artifacts/.
import { test } from "node:test";
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { appsFor, invoke, waitFor, windowSize } from "./app.mjs";
import { SEATS, SIZES, SPLIT_WORDS, reload } from "./layout-measure.mjs";
import { ARTIFACTS } from "./driver.mjs";
import { LAYOUT_LANGUAGES, localeEnv, wordsOf } from "./words.mjs";
import { webkitDriver } from "./scenario-driver.mjs";
import { loadFixture } from "../scenarios/driver.mjs";
import { clickLast, layoutChecker, offerAsWhite, walkLayoutStates } from "../scenarios/layout.mjs";

const TIMED = { whiteMs: 300_000, blackMs: 300_000, perMove: { kind: "fischer", ms: 3000 } };


const present = (s, css) => waitFor(async () => (await s.findAll(css)).length > 0, { timeout: 5000, message: css });
const absent = (s, css) => waitFor(async () => (await s.findAll(css)).length === 0, { timeout: 5000, message: `no ${css}` });
/** A fresh timed game after 1. e4 e5, with `seats` and move confirmation on, loaded into the page. */
async function setUp(s, seats, w) {
  const settings = await invoke(s, "settings");
  await invoke(s, "set_settings", { settings: { ...settings, seats, confirmMove: true } });
  await invoke(s, "new_game", { options: { timeControl: TIMED } });
  await invoke(s, "play", { move: { from: "e2", to: "e4" } });
  await invoke(s, "play", { move: { from: "e7", to: "e5" } });
  await reload(s, w);
}

/**
 * Where the page writes "Paused" over the board or a clock face (issue 26
 * item 19: a badge sat on the board's edge and over the clocks' borders).
 */
const PAUSED_OVER = `
  const word = arguments[0];
  const rects = [...document.querySelectorAll('.board-box, [data-testid^="clock-"]')].map((el) => [el.dataset.testid ?? "board", el.getBoundingClientRect()]);
  const meet = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  const out = [];
  for (const el of document.querySelectorAll("body *")) {
    const own = [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join("").trim();
    if (own.toLowerCase() !== word.toLowerCase() || !el.checkVisibility({ visibilityProperty: true })) continue;
    const r = el.getBoundingClientRect();
    for (const [name, b] of rects) if (meet(r, b)) out.push(name);
  }
  return out;`;

async function shot(s, name) {
  writeFileSync(`${ARTIFACTS}layout-${name}.png`, await s.screenshot());
}

const boards = {};

for (const language of LAYOUT_LANGUAGES) for (const seats of SEATS) {
  const w = wordsOf(language);
  const run = language === "en" ? seats : `${seats}-${language}`;
  test(`layout (${seats}, ${language}): nothing moves through the clocks' states${language === "en" ? "" : " and the game's"}, every control reachable`, { timeout: 600_000 }, async (t) => {
    const apps = appsFor(t, `layout-${run}`);
    const { s } = await apps.launch(`layout-${run}`, localeEnv(language));
    const problems = [];
    const d = webkitDriver(s, apps.dir);
    if (language !== "en") {
      // The layout scenarios' states, in these words (in English they are the scenarios' own run).
      await d.open(loadFixture("layout-states"), { seats, confirmMove: true });
      problems.push(...(await walkLayoutStates(d, seats, { w, label: language })));
    }
    for (const [width, height] of SIZES) {
      const tag = `${run}-${width}x${height}`;
      await windowSize(s, width, height);
      await setUp(s, seats, w);
      await present(s, '[data-testid="clocks"]');
      const { base, check } = await layoutChecker(d, w, tag, problems);
      boards[tag] = base.board?.w;
      await shot(s, `${tag}-base`);

      // The clock paused, then running again.
      await clickLast(d, w.actions_pause_label());
      await waitFor(async () => (await invoke(s, "status")).clock?.paused === true, { message: "the clock paused" });
      await check("paused");
      for (const over of await s.execute(PAUSED_OVER, [w.paused_word()])) problems.push(`${tag} paused: "${w.paused_word()}" drawn over ${over}`);
      await shot(s, `${tag}-paused`);
      await clickLast(d, w.actions_resume_label());
      await waitFor(async () => (await invoke(s, "status")).clock?.paused === false, { message: "the clock running" });
      await check("resumed");

      // A draw offer on the running clock (White offers; Black answers), then declined.
      await offerAsWhite(d, seats, w);
      await check("draw offer");
      for (const word of await s.execute(SPLIT_WORDS)) problems.push(`${tag} draw offer: "${word}" broken across two lines`);
      await shot(s, `${tag}-offer`);
      await clickLast(d, w.draw_decline());
      await absent(s, '[data-testid="draw-offer"]');
      // Paused again: a page unloaded (the next size's reload) with a running
      // clock in its view pauses the clock, by then the next game's.
      await clickLast(d, w.actions_pause_label());
      await waitFor(async () => (await invoke(s, "status")).clock?.paused === true, { message: "the clock paused" });
    }
    writeFileSync(`${ARTIFACTS}layout-boards-${run}.json`, JSON.stringify(boards, null, 1));
    console.log(`board sizes (${run}):`, JSON.stringify(boards));
    assert.deepEqual(problems, [], `${problems.length} layout problems`);
  });
}
