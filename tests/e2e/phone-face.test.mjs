// Phones face to face, and names where room is short, in the real app
// (issue 26 items 13, 14 and 18): each bar names its own player beside the
// status words (the names never showed at 400×750 or 360×640), timed or
// not; a draw offer says who offers in two lines large enough to read
// across a table (three lines of 11 px were seen at 360 px); and a short
// name is shown whole beside a long one ("Ann…" with room to spare).
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { appsFor, invoke, waitFor, windowSize } from "./app.mjs";
import { reload } from "./layout-measure.mjs";
import { ARTIFACTS } from "./driver.mjs";
import { xInput } from "./xinput.mjs";

const ROSTER = { white: "Ann Lee", black: "Bartholomew Smith" };
const TIMED = { whiteMs: 5_400_000, blackMs: 5_400_000, perMove: { kind: "fischer", ms: 30_000 } };

async function setUp(s, { seats, timed, offer, pause }) {
  const settings = await invoke(s, "settings");
  await invoke(s, "set_settings", { settings: { ...settings, seats } });
  await invoke(s, "new_game", { options: { roster: ROSTER, ...(timed ? { timeControl: TIMED } : {}) } });
  await invoke(s, "play", { move: { from: "e2", to: "e4" } });
  if (offer) await invoke(s, "offer_draw", { color: offer });
  if (pause) await invoke(s, "pause");
  await reload(s);
}

/** Each bar's own name: its text, its box, and what it meets (the status words, a clock, the window's edge). */
const OWN_NAMES = `
  const meet = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  return ["white", "black"].map((side) => {
    const el = document.querySelector('[data-testid="own-name-' + side + '"]');
    if (!el || !el.checkVisibility()) return { side, shown: false };
    const bar = el.closest(".bar");
    const r = el.getBoundingClientRect();
    const text = el.querySelector(".own-text");
    const others = [...bar.querySelectorAll(".status .text, .clock")].filter((o) => o.checkVisibility());
    return {
      side,
      shown: true,
      text: text.textContent,
      width: text.clientWidth,
      whole: text.scrollWidth <= text.clientWidth + 1,
      em: parseFloat(getComputedStyle(text).fontSize),
      meets: others.filter((o) => meet(r, o.getBoundingClientRect())).map((o) => o.className),
      inside: r.left >= 0 && r.right <= innerWidth && r.top >= 0 && r.bottom <= innerHeight,
    };
  });`;

test("phones face to face: each bar names its own player; a draw offer in two readable lines; short names whole", { timeout: 300_000 }, async (t) => {
  const apps = appsFor(t, "phone-face");
  const { s } = await apps.launch("phone-face");
  mkdirSync(ARTIFACTS, { recursive: true });
  const problems = [];
  for (const [w, h] of [[360, 640], [400, 750]]) {
    await windowSize(s, w, h);
    for (const timed of [false, true]) {
      const where = `${w}×${h} ${timed ? "timed" : "untimed"}`;
      await setUp(s, { seats: "face", timed });
      writeFileSync(join(ARTIFACTS, `phone-face-${w}x${h}-${timed ? "timed" : "untimed"}.png`), await s.screenshot());
      for (const name of await s.execute(OWN_NAMES)) {
        if (!name.shown) {
          problems.push(`${where}: ${name.side}'s name not shown`);
          continue;
        }
        if (!name.whole && name.width < 4 * name.em) problems.push(`${where}: ${name.side}'s name "${name.text}" shows ${name.width} px`);
        if (name.meets.length) problems.push(`${where}: ${name.side}'s name lies over ${name.meets.join(", ")}`);
        if (!name.inside) problems.push(`${where}: ${name.side}'s name outside the window`);
      }
    }

    // Black offers: White's bar says so in at most two lines of at least 13 px.
    await setUp(s, { seats: "face", timed: false, offer: "black" });
    writeFileSync(join(ARTIFACTS, `phone-face-${w}x${h}-offer.png`), await s.screenshot());
    const offer = await s.execute(`
      const short = [...document.querySelectorAll('[data-testid="draw-offer"] .short')].find((e) => e.checkVisibility());
      if (!short) return null;
      const lines = [...short.children].map((c) => ({ text: c.textContent, h: c.getBoundingClientRect().height, lh: parseFloat(getComputedStyle(c).lineHeight), px: parseFloat(getComputedStyle(c).fontSize), whole: c.scrollWidth <= c.clientWidth + 1 }));
      return { lines, height: short.getBoundingClientRect().height, room: short.clientHeight, full: short.scrollHeight };`);
    assert.ok(offer, `${w}×${h}: the offer's short lines shown`);
    for (const line of offer.lines) {
      if (line.h > line.lh * 1.5) problems.push(`${w}×${h} offer: "${line.text}" wraps (${line.h} px for a ${line.lh} px line)`);
      if (line.px < 13) problems.push(`${w}×${h} offer: "${line.text}" is ${line.px} px`);
      if (!line.whole) problems.push(`${w}×${h} offer: "${line.text}" is cut`);
    }
    if (offer.full > offer.room + 1) problems.push(`${w}×${h} offer: its lines need ${offer.full} px of ${offer.room}`);
  }

  // Passing the device at 400×750: "Ann Lee" whole beside the long name; paused, the
  // names beside "Paused" are readable or left out (not two initials each).
  await windowSize(s, 400, 750);
  const shownNames = (bar) =>
    s.execute(
      `return [...document.querySelectorAll('[data-testid="' + arguments[0] + '"] [data-testid^="name-"]')].filter((n) => n.checkVisibility())
         .map((n) => ({ text: n.textContent, whole: n.scrollWidth <= n.clientWidth + 1, width: n.clientWidth, em: parseFloat(getComputedStyle(n).fontSize) }));`,
      [bar],
    );
  await setUp(s, { seats: "pass", timed: true });
  const running = await shownNames("players");
  if (!running.find((n) => n.text === "Ann Lee")?.whole) problems.push(`400×750 pass: "Ann Lee" not whole (${JSON.stringify(running)})`);
  await setUp(s, { seats: "pass", timed: true, pause: true });
  writeFileSync(join(ARTIFACTS, "phone-face-400x750-pass-paused.png"), await s.screenshot());
  for (const n of await shownNames("paused-bar")) {
    if (!n.whole && n.width < 4 * n.em) problems.push(`400×750 pass paused: "${n.text}" shows ${n.width} px`);
  }
  assert.deepEqual(problems, []);
});

test("paused face to face: a press on Black's half says why toward Black, on White's half toward White (issue 26 item 17)", { timeout: 120_000 }, async (t) => {
  const apps = appsFor(t, "paused-toast");
  const { s } = await apps.launch("paused-toast");
  await windowSize(s, 800, 1100);
  await setUp(s, { seats: "face", timed: true, pause: true });
  const x = await xInput(s);
  const toast = () =>
    s.execute(`const t = document.querySelector('[data-testid="toast"]');
      if (!t) return null;
      const r = t.getBoundingClientRect();
      return { text: t.textContent.trim(), upper: r.bottom < innerHeight / 2, turned: /matrix\\(-1, [^,]+, [^,]+, -1/.test(getComputedStyle(t).transform) };`);
  for (const [square, toward] of [["e7", "black"], ["e2", "white"], ["d8", "black"]]) {
    await waitFor(async () => (await toast()) === null, { timeout: 6000, message: "the last toast gone" });
    await x.click(`[data-square="${square}"]`);
    const shown = await waitFor(toast, { timeout: 5000, message: `the toast after a press on ${square}` });
    assert.equal(shown.text, "The clocks are paused: Resume to play.");
    assert.deepEqual({ upper: shown.upper, turned: shown.turned }, toward === "black" ? { upper: true, turned: true } : { upper: false, turned: false }, `a press on ${square}: the toast faces ${toward}`);
  }
});
