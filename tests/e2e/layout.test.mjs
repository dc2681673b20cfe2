// Layout as a property, in the real app: at each window size and in each
// seat, the board's rectangle and every control's rectangle stay the same
// through the game's states (a paused and a running clock, a draw offer,
// review, an error notice, the move-confirm bubble, the verdict), and every
// control is in view or inside a region that scrolls (and, scrolled there,
// lies inside the window). The states come from real commands and real
// clicks; the rectangles from the page; screenshots go to tests/e2e/artifacts/.
// In English and in the pseudo-language, whose every text is 40% longer
// (issue 28): nothing cut, overflowing or moved when the words grow.
import { test } from "node:test";
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { appsFor, invoke, waitFor, windowSize } from "./app.mjs";
import { SEATS, SIZES, compare, measure, reachable, reload, settle } from "./layout-measure.mjs";
import { ARTIFACTS, ELEMENT } from "./driver.mjs";
import { LAYOUT_LANGUAGES, localeEnv, wordsOf } from "./words.mjs";

const TIMED = { whiteMs: 300_000, blackMs: 300_000, perMove: { kind: "fischer", ms: 3000 } };


/** Clicks the last element matching `xpath` (near White's side in DOM order: Black's bar comes first). */
async function clickLast(s, xpath) {
  const el = await waitFor(
    () =>
      s.execute(
        `const r = document.evaluate(arguments[0], document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
         return r.snapshotLength ? r.snapshotItem(r.snapshotLength - 1) : null;`,
        [xpath],
      ),
    { timeout: 5000, message: xpath },
  );
  await s.click(el[ELEMENT]);
}

const button = (name) => `//button[normalize-space(.)="${name}" or @aria-label="${name}"]`;

/** White offers a draw: face to face from White's own buttons, else through the shared panel's "who offers?". */
async function offerAsWhite(s, seats, w) {
  if (seats === "face") return clickLast(s, button(w.actions_offer_side({ side: "white" })));
  await clickLast(s, button(w.actions_offer_either()));
  await present(s, '[data-testid="offerer"]');
  await s.click(await s.findXPath('//*[@data-testid="offerer"]//input[@value="white"]'));
  await s.click(await s.findXPath(`//*[@role="alertdialog"]//button[normalize-space(.)="${w.actions_offer_draw()}"]`));
  await absent(s, '[data-testid="offerer"]');
}
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

/**
 * The words of the draw offer's answers drawn across two lines ("Accep|t":
 * a 360 px phone face to face broke them): each word's text range must lie
 * on one line. Visually hidden text (1 px wide, for screen readers) aside.
 */
const SPLIT_WORDS = `
  const out = [];
  for (const b of document.querySelectorAll('[data-testid="draw-offer"] button')) {
    const walker = document.createTreeWalker(b, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const box = n.parentElement;
      if (!box.checkVisibility({ visibilityProperty: true }) || box.getBoundingClientRect().width <= 1) continue;
      for (const m of n.textContent.matchAll(/\\S+/g)) {
        const r = document.createRange();
        r.setStart(n, m.index);
        r.setEnd(n, m.index + m[0].length);
        const lines = new Set([...r.getClientRects()].filter((q) => q.width > 0).map((q) => Math.round(q.top)));
        if (lines.size > 1) out.push(m[0]);
      }
    }
  }
  return out;`;

async function shot(s, name) {
  writeFileSync(`${ARTIFACTS}layout-${name}.png`, await s.screenshot());
}

const boards = {};

for (const language of LAYOUT_LANGUAGES) for (const seats of SEATS) {
  const w = wordsOf(language);
  const run = language === "en" ? seats : `${seats}-${language}`;
  test(`layout (${seats}, ${language}): nothing moves through the game's states, every control reachable`, { timeout: 600_000 }, async (t) => {
    const apps = appsFor(t, `layout-${run}`);
    const { s } = await apps.launch(`layout-${run}`, localeEnv(language));
    const problems = [];
    for (const [width, height] of SIZES) {
      const tag = `${run}-${width}x${height}`;
      await windowSize(s, width, height);
      await setUp(s, seats, w);
      await present(s, '[data-testid="clocks"]');
      const base = await measure(s, w);
      boards[tag] = base.board?.w;
      reachable(base, `${tag} base`, problems);
      await shot(s, `${tag}-base`);
      const check = async (state) => {
        // Scrolled regions back to where the base was measured (a click on a
        // control below the fold scrolls its region there: the player's doing, not the state's).
        await s.execute(`for (const el of document.querySelectorAll("*")) if (el.scrollTop) el.scrollTop = 0;`);
        await settle(s);
        const now = await measure(s, w);
        compare(base, now, `${tag} ${state}`, problems);
        reachable(now, `${tag} ${state}`, problems);
        return now;
      };

      // The clock paused, then running again.
      await clickLast(s, button(w.actions_pause_label()));
      await waitFor(async () => (await invoke(s, "status")).clock?.paused === true, { message: "the clock paused" });
      await check("paused");
      for (const over of await s.execute(PAUSED_OVER, [w.paused_word()])) problems.push(`${tag} paused: "${w.paused_word()}" drawn over ${over}`);
      await shot(s, `${tag}-paused`);
      await clickLast(s, button(w.actions_resume_label()));
      await waitFor(async () => (await invoke(s, "status")).clock?.paused === false, { message: "the clock running" });
      await check("resumed");

      // A draw offer (White offers; Black answers), then declined.
      await offerAsWhite(s, seats, w);
      await present(s, '[data-testid="draw-offer"]');
      await check("draw offer");
      for (const word of await s.execute(SPLIT_WORDS)) problems.push(`${tag} draw offer: "${word}" broken across two lines`);
      await shot(s, `${tag}-offer`);
      await clickLast(s, button(w.draw_decline()));
      await absent(s, '[data-testid="draw-offer"]');

      // Review of the first move, then back.
      await clickLast(s, '//*[@data-ply="1"]');
      await present(s, '[data-testid="review"]');
      await check("review");
      await shot(s, `${tag}-review`);
      await clickLast(s, button(w.review_back_to_game()));
      await absent(s, '[data-testid="review"]');

      // The move-confirm bubble, then taken back.
      await s.click(await s.find('[data-square="g1"]'));
      await s.click(await s.find('[data-square="f3"]'));
      await present(s, '[data-testid="move-confirm"]');
      await check("confirm bubble");
      await clickLast(s, `//*[@data-testid="move-confirm"]//button[normalize-space(.)="${w.move_confirm_take_back()}"]`);
      await absent(s, '[data-testid="move-confirm"]');

      // An error notice: White resigns behind the page's back, so the page's offer fails (the game is over).
      await invoke(s, "resign", { color: "white" });
      await offerAsWhite(s, seats, w);
      await present(s, '[data-testid="notice"]');
      await check("error notice");
      await shot(s, `${tag}-notice`);

      // The verdict, as the page shows it once it loads the game again.
      await reload(s, w);
      await check("verdict");
      await shot(s, `${tag}-verdict`);
    }
    writeFileSync(`${ARTIFACTS}layout-boards-${run}.json`, JSON.stringify(boards, null, 1));
    console.log(`board sizes (${run}):`, JSON.stringify(boards));
    assert.deepEqual(problems, [], `${problems.length} layout problems`);
  });
}
