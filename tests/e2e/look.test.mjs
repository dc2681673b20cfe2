// Look and feel in the real app: the theme chosen in Settings recolours the
// page at once and comes back after a restart; the sounds, off by default,
// play their own notes through WebKit's Web Audio once switched on — a move,
// a capture, a check and the game's end.
import { test } from "node:test";
import assert from "node:assert/strict";
import { appsFor, choose, clickMove, closeApp, invoke, selectByLabel, selectedText, settle, settledScreenshot, waitFor, waitStatus } from "./app.mjs";
import { ELEMENT } from "./driver.mjs";
import { decodePng } from "./png.mjs";

/** app.css's --bg for each scheme (#f3f1ec, #18191b). */
const PAGE = { light: "rgb(243, 241, 236)", dark: "rgb(24, 25, 27)" };

/** The page's theme attribute and the colour it is painted with. */
const painted = (s) =>
  s.execute(`return { theme: document.documentElement.dataset.theme, bg: getComputedStyle(document.documentElement).backgroundColor,
    systemDark: matchMedia("(prefers-color-scheme: dark)").matches };`);

async function waitPainted(s, theme, scheme) {
  let seen;
  await waitFor(async () => {
    seen = await painted(s);
    return seen.theme === theme && seen.bg === PAGE[scheme];
  }, { timeout: 5000, message: `theme ${theme} painted ${scheme}` }).catch((err) => {
    throw new Error(`${err.message}; seen ${JSON.stringify(seen)}`);
  });
}

test("theme: Dark from Settings paints the page dark at once and again after a restart; Light; Follow the system", { timeout: 120_000 }, async (t) => {
  const apps = appsFor(t, "look-theme");
  let app = await apps.launch("theme-1");
  let { s } = app;
  const start = await painted(s);
  const system = start.systemDark ? "dark" : "light";
  assert.equal(start.theme, "system");
  assert.equal(start.bg, PAGE[system], "the system's scheme at first");

  await choose(s, await selectByLabel(s, "Theme"), "Dark");
  await waitPainted(s, "dark", "dark");
  await waitFor(async () => (await invoke(s, "settings")).theme === "dark", { message: "the Rust side to hold theme dark" });
  await closeApp(app);

  app = await apps.launch("theme-2");
  s = app.s;
  await waitPainted(s, "dark", "dark");
  const theme = await selectByLabel(s, "Theme");
  assert.equal(await selectedText(s, theme), "Dark");
  await choose(s, theme, "Light");
  await waitPainted(s, "light", "light");
  await choose(s, theme, "Follow the system");
  await waitPainted(s, "system", system);
  await closeApp(app);
});

/** Counts the notes the page schedules: each oscillator's first frequency, per context. */
const LISTEN = `
  window.__notes = [];
  window.__contexts = [];
  const create = BaseAudioContext.prototype.createOscillator;
  AudioContext.prototype.createOscillator = function () {
    if (!window.__contexts.includes(this)) window.__contexts.push(this);
    const osc = create.call(this);
    const set = osc.frequency.setValueAtTime.bind(osc.frequency);
    let first = true;
    osc.frequency.setValueAtTime = (hz, at) => {
      if (first) window.__notes.push(Math.round(hz));
      first = false;
      return set(hz, at);
    };
    return osc;
  };`;

/** The first frequency of each note of each sound (ui/src/lib/sound.ts). */
const NOTES = { move: [520], capture: [300, 150], check: [880, 1320], end: [523, 659, 784] };

const heard = (s) => s.execute("return window.__notes.splice(0);");

async function expectSound(s, kind, what) {
  const want = NOTES[kind];
  let notes = [];
  await waitFor(async () => {
    notes.push(...(await heard(s)));
    return notes.length >= want.length;
  }, { timeout: 3000, message: `the ${kind} sound after ${what}` }).catch((err) => {
    throw new Error(`${err.message}; heard ${JSON.stringify(notes)}`);
  });
  await settle(s); // a second sound would start with the first, in the same answer's frame
  notes.push(...(await heard(s)));
  assert.deepEqual(notes, want, `${what}: the ${kind} sound, once`);
}

test("sounds: off by default; switched on, a move, a capture, a check and a mate each play their own notes (Web Audio in WebKit)", { timeout: 120_000 }, async (t) => {
  const apps = appsFor(t, "look-sound");
  const app = await apps.launch("sound");
  const { s } = app;
  await s.execute(LISTEN);
  assert.equal(await s.execute("return typeof AudioContext;"), "function", "WebKit has Web Audio");

  // Off by default: a move is silent.
  await clickMove(s, "e2", "e4");
  await waitStatus(s, "Black to move");
  await settle(s);
  assert.deepEqual(await heard(s), [], "no sound while Sounds is off");

  // Sounds on, as a player switches it: the checkbox in Settings.
  await selectByLabel(s, "Theme"); // opens Settings
  const box = await s.execute(`return [...document.querySelectorAll("aside label")].find((l) => l.textContent.trim() === "Sounds")?.querySelector("input") ?? null;`);
  assert.ok(box, "a Sounds checkbox");
  await s.click(box[ELEMENT]);
  await waitFor(async () => (await invoke(s, "settings")).sound === true, { message: "the Rust side to hold sound on" });

  await clickMove(s, "d7", "d5");
  await expectSound(s, "move", "1… d5");
  await clickMove(s, "e4", "d5");
  await expectSound(s, "capture", "2. exd5");
  await clickMove(s, "d8", "d5");
  await expectSound(s, "capture", "2… Qxd5");
  await clickMove(s, "b1", "c3");
  await expectSound(s, "move", "3. Nc3");
  await clickMove(s, "d5", "e5");
  await expectSound(s, "check", "3… Qe5+");
  const state = await s.execute("return window.__contexts.map((c) => c.state);");
  console.log(`# Web Audio context state in WebKit: ${JSON.stringify(state)}`);
  assert.equal(state.length, 1, "one AudioContext for all the sounds");

  // A mate: the end sound, not the check's.
  await invoke(s, "new_game", {});
  await s.browser.refresh();
  await s.execute(LISTEN);
  await waitStatus(s, "White to move");
  for (const [from, to] of [["f2", "f3"], ["e7", "e5"], ["g2", "g4"]]) await clickMove(s, from, to);
  await waitStatus(s, "Black to move");
  await heard(s);
  await clickMove(s, "d8", "h4");
  await waitStatus(s, "Checkmate — Black wins");
  await expectSound(s, "end", "2… Qh4#");
  await closeApp(app);
});

/** WCAG's relative luminance of an [r, g, b] pixel. */
function luminance([r, g, b]) {
  const lin = (c) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}
const contrast = (a, b) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

test("theme: in the dark, Black's marker reads as a filled disc, not as White's hollow ring (issue 26 item 12)", { timeout: 120_000 }, async (t) => {
  const apps = appsFor(t, "look-marker");
  const { s } = await apps.launch("marker");
  await choose(s, await selectByLabel(s, "Theme"), "Dark");
  await waitPainted(s, "dark", "dark");
  await clickMove(s, "e2", "e4");
  await waitStatus(s, "Black to move");
  const box = await s.execute(`
    const el = document.querySelector('[data-testid="status"] .swatch.black');
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, w: r.width, h: r.height, dpr: devicePixelRatio };`);
  assert.ok(box, "Black's marker in the status line");
  // The settings panel's close and the status line's change drawn.
  const png = decodePng(await settledScreenshot(s));
  const at = (x, y) => png.pixel(Math.round(x * box.dpr), Math.round(y * box.dpr));
  // The disc's inside (inside its 2 px ring) and the page just beside it.
  const inside = at(box.x + box.w / 2, box.y + box.h / 2);
  const beside = at(box.x - 4, box.y + box.h / 2);
  const ratio = contrast(inside, beside);
  assert.ok(ratio >= 1.5, `the disc's middle ${inside} stands out from the page beside it ${beside} (contrast ${ratio.toFixed(2)}, want ≥ 1.5)`);
});
