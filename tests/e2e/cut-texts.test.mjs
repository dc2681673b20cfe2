// Texts cut or squeezed, in the real app (issue 26 item 13): a typed move's
// long complaint is shown whole (it ended in "…" with the rest only in the
// tooltip); "White to move" stays on one line beside clocks showing hours;
// Undo after a resignation and Rematch stay readable and whole in the
// narrow columns of five buttons; a stored game's players, event and review
// line are whole at a desktop's width.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { appsFor, invoke, waitFor, windowSize } from "./app.mjs";
import { reload } from "./layout-measure.mjs";
import { ARTIFACTS } from "./driver.mjs";

const HOURS = { whiteMs: 5_400_000, blackMs: 5_400_000, perMove: { kind: "fischer", ms: 30_000 } };

async function setUp(s, { seats, timed = false, give = false, roster, moves = ["e2e4"] }) {
  const settings = await invoke(s, "settings");
  await invoke(s, "set_settings", { settings: { ...settings, seats, giveTime: give, confirmMove: false } });
  await invoke(s, "new_game", { options: { ...(roster ? { roster } : {}), ...(timed ? { timeControl: HOURS } : {}) } });
  for (const m of moves) await invoke(s, "play", { move: { from: m.slice(0, 2), to: m.slice(2, 4) } });
  await reload(s);
}

/** `el`'s text: its font size, whether it is whole (nothing clipped), and how many lines it takes. */
const TEXT = `
  const el = arguments[0] instanceof Element ? arguments[0] : document.querySelector(arguments[0]);
  if (!el || !el.checkVisibility()) return null;
  const cs = getComputedStyle(el);
  // Clipped by an ancestor that hides overflow counts as cut too.
  const r = el.getBoundingClientRect();
  for (let a = el.parentElement; a; a = a.parentElement) {
    const ac = getComputedStyle(a);
    if (ac.overflowX === "visible" && ac.overflowY === "visible") continue;
    const ar = a.getBoundingClientRect();
    if (r.right > ar.right + 1 || r.bottom > ar.bottom + 1 && !/auto|scroll/.test(ac.overflowY)) return { text: el.textContent.trim(), px: parseFloat(cs.fontSize), whole: false, lines: 0 };
  }
  const lh = parseFloat(cs.lineHeight) || parseFloat(cs.fontSize) * 1.2;
  return {
    text: el.textContent.trim(),
    px: parseFloat(cs.fontSize),
    whole: el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1,
    lines: Math.round(el.getBoundingClientRect().height / lh),
  };`;

/** Every visible label of `name` among the buttons. */
const LABELS = `
  return [...document.querySelectorAll("button .label")].filter((l) => l.checkVisibility() && l.textContent.trim() === arguments[0]).map((l) => {
    const cs = getComputedStyle(l);
    return { px: parseFloat(cs.fontSize), lines: Math.round(l.getBoundingClientRect().height / parseFloat(cs.lineHeight)), whole: l.scrollWidth <= l.clientWidth + 1 };
  });`;

test("cut texts: the typed move's complaint, the status words, Undo and Rematch, a stored game's header", { timeout: 300_000 }, async (t) => {
  const apps = appsFor(t, "cut-texts");
  const { s } = await apps.launch("cut-texts");
  mkdirSync(ARTIFACTS, { recursive: true });
  const problems = [];

  // The typed move's complaint, whole, over the label's line only.
  for (const [w, h, seats] of [[360, 640, "side"], [1100, 800, "face"], [1920, 1080, "side"]]) {
    await windowSize(s, w, h);
    await setUp(s, { seats });
    const input = await s.find('input[placeholder="Nf3 or e2e4"]');
    await s.click(input);
    await s.browser.keys([..."Qz9", "Enter"]);
    await waitFor(() => s.execute(`return !!document.querySelector('.typed [role="alert"]')`), { timeout: 5000, message: "the complaint" });
    writeFileSync(join(ARTIFACTS, `cut-texts-typed-${w}x${h}.png`), await s.screenshot());
    const said = await s.execute(TEXT, ['.typed [role="alert"] > span']);
    const over = await s.execute(`
      const e = document.querySelector('.typed [role="alert"]').getBoundingClientRect();
      const i = document.querySelector('.typed input').getBoundingClientRect();
      return e.bottom - i.top;`);
    const where = `${w}×${h} typed complaint`;
    if (!said?.whole) problems.push(`${where}: cut (${JSON.stringify(said)})`);
    else if (said.px < 10.5) problems.push(`${where}: ${said.px} px`);
    if (over > 0.5) problems.push(`${where}: lies ${over} px over the field`);
  }

  // "White to move" on one line beside two clocks showing hours.
  for (const seats of ["face", "pass", "side"]) {
    await windowSize(s, 1100, 800);
    await setUp(s, { seats, timed: true, moves: [] });
    const status = await s.execute(TEXT, ['[data-testid="status"] .text']);
    if (status?.text !== "White to move" || status.lines !== 1) problems.push(`1100×800 ${seats}: status ${JSON.stringify(status)}`);
  }

  // After a resignation, with "+15 s" on (five buttons in a row): Undo's and Rematch's labels.
  for (const [w, h, seats] of [[1100, 800, "face"], [1100, 800, "pass"], [400, 750, "face"], [360, 640, "pass"]]) {
    await windowSize(s, w, h);
    await setUp(s, { seats, timed: true, give: true });
    await invoke(s, "resign", { color: "white" });
    await reload(s);
    writeFileSync(join(ARTIFACTS, `cut-texts-resigned-${w}x${h}-${seats}.png`), await s.screenshot());
    for (const name of ["Undo resign", "Rematch"]) {
      const labels = await s.execute(LABELS, [name]);
      if (labels.length === 0) problems.push(`${w}×${h} ${seats}: no "${name}"`);
      for (const l of labels) {
        if (!l.whole) problems.push(`${w}×${h} ${seats}: "${name}" cut`);
        // The buttons' 12.8 px, at most three steps smaller (lib/fit.ts: 0.78 × 12.8 = 9.98 px).
        if (l.px < 9.9) problems.push(`${w}×${h} ${seats}: "${name}" at ${l.px} px`);
        if (name === "Rematch" && l.lines !== 1) problems.push(`${w}×${h} ${seats}: "Rematch" on ${l.lines} lines`);
      }
    }
  }

  // A stored game at 1280×800: its players, its event and the review line, whole.
  await windowSize(s, 1280, 800);
  await setUp(s, {
    seats: "side",
    roster: { white: "Nepomniachtchi, Ian", black: "Ding, Liren", event: "Tuesday Club Championship, round 7 (rapid section)" },
    moves: ["f2f3", "e7e5", "g2g4", "d8h4"],
  });
  await invoke(s, "new_game", { options: {} });
  await reload(s);
  await s.click(await s.button("Games"));
  const row = '[data-testid="archive-list"] li:nth-child(2) button';
  await waitFor(() => s.execute("return !!document.querySelector(arguments[0])", [row]), { timeout: 5000, message: "the stored game's row" });
  await s.click(await s.find(row));
  await waitFor(() => s.execute(`return !!document.querySelector('[data-testid="archive-game-players"]')`), { timeout: 5000, message: "the stored game" });
  await waitFor(() => s.execute(`return /ply 4 of 4/.test(document.querySelector('[role="dialog"] .review p')?.textContent ?? "")`), { timeout: 5000, message: "the review line at the mate" });
  writeFileSync(join(ARTIFACTS, "cut-texts-archive-game-1280x800.png"), await s.screenshot());
  for (const css of ['[data-testid="archive-game-players"]', '[data-testid="archive-game-event"]', '[role="dialog"] .review p']) {
    const shown = await s.execute(TEXT, [css]);
    if (!shown?.whole) problems.push(`1280×800 stored game: ${css} cut (${JSON.stringify(shown)})`);
  }
  assert.deepEqual(problems, []);
});
