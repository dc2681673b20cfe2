// The players' language in the real app (issue 28): each of the fifteen
// started through the OS locale (LANG) speaks its own status line and
// buttons; the Language setting switches it live and keeps it over a
// restart; Arabic lays the page out right to left and leaves the board a
// board; German and Arabic on a phone face to face reach every control.
// The expected words are read from the catalogues (ui/messages/), so the
// test checks that the page speaks them, not what they are.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { appsFor, clickMove, invoke, settle, status, waitFor, windowSize } from "./app.mjs";
import { ARTIFACTS, ELEMENT } from "./driver.mjs";

/** Screenshots go to the artifacts; with README_SCREENSHOTS=1 the README's own (docs/screenshots/) are replaced. */
const SHOTS = process.env.README_SCREENSHOTS ? new URL("../../docs/screenshots/", import.meta.url).pathname : ARTIFACTS;
import { measure, reachable } from "./layout-measure.mjs";

/** Each language and a POSIX locale of its speakers. */
const LOCALES = [
  ["en", "en_US.UTF-8"],
  ["es", "es_ES.UTF-8"],
  ["de", "de_DE.UTF-8"],
  ["fr", "fr_FR.UTF-8"],
  ["it", "it_IT.UTF-8"],
  ["pt-BR", "pt_BR.UTF-8"],
  ["ru", "ru_RU.UTF-8"],
  ["uk", "uk_UA.UTF-8"],
  ["pl", "pl_PL.UTF-8"],
  ["tr", "tr_TR.UTF-8"],
  ["nl", "nl_NL.UTF-8"],
  ["zh-CN", "zh_CN.UTF-8"],
  ["ja", "ja_JP.UTF-8"],
  ["hi", "hi_IN.UTF-8"],
  ["ar", "ar_EG.UTF-8"],
];

const catalogue = (tag) => JSON.parse(readFileSync(new URL(`../../ui/messages/${tag}.json`, import.meta.url), "utf8"));
const variant = (message, when) => message[0].match[when];

/** What the page should say at the start of a game in `tag`. */
function words(tag) {
  const c = catalogue(tag);
  return { toMove: variant(c.status_to_move, "side=white, check=no"), newGame: c.new_game, settings: c.settings_title };
}

/** The environment of a desktop whose locale is `locale` (nothing else asks for a language). */
const localeEnv = (locale) => ({ LANG: locale, LANGUAGE: "", LC_ALL: "", LC_MESSAGES: "" });

const norm = (t) => (t ?? "").replace(/\s+/g, " ").trim();

/** The page's language and direction, and the texts of its buttons. */
function page(s) {
  return s.execute(`return {
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    buttons: [...document.querySelectorAll("button")].map((b) => b.textContent.replace(/\\s+/g, " ").trim()),
  };`);
}

async function speaks(s, tag) {
  const want = words(tag);
  await waitFor(async () => norm(await status(s)) === norm(want.toMove), {
    timeout: 10_000,
    message: `the status line in ${tag} ("${want.toMove}")`,
  }).catch(async (err) => {
    throw new Error(`${err.message}; it says "${await status(s)}"`);
  });
  const seen = await page(s);
  assert.equal(seen.lang, tag);
  assert.equal(seen.dir, tag === "ar" ? "rtl" : "ltr");
  assert.ok(seen.buttons.includes(want.newGame), `${tag}: a "${want.newGame}" button among ${JSON.stringify(seen.buttons)}`);
}

/** The Language select (found by its place: the select whose first option is the system's). */
async function languageSelect(s) {
  const summary = await s.find("details.settings > summary");
  const open = await s.execute(`return document.querySelector("details.settings").open;`);
  if (!open) await s.click(summary);
  const select = await waitFor(() => s.execute(`return [...document.querySelectorAll("details.settings select")].find((x) => x.options[0]?.value === "system" && [...x.options].some((o) => o.value === "ar")) ?? null;`), {
    timeout: 3000,
    message: "the Language select",
  });
  return select[ELEMENT];
}

/** Picks `value` in `select` by clicking its option, as a player does. */
async function pick(s, select, value) {
  const option = await s.execute(`return [...arguments[0].options].find((o) => o.value === arguments[1]) ?? null;`, [{ [ELEMENT]: select }, value]);
  assert.ok(option, `an option ${value}`);
  await s.execute(`arguments[0].scrollIntoView({ block: "nearest" });`, [{ [ELEMENT]: select }]);
  await s.click(option[ELEMENT]);
}

test("languages: each of the fifteen from the system's locale speaks its status line and buttons", { timeout: 300_000 }, async (t) => {
  const apps = appsFor(t, "languages-locale");
  for (const [tag, locale] of LOCALES) {
    const app = await apps.launch(`languages-${tag}`, localeEnv(locale));
    try {
      await speaks(app.s, tag);
    } finally {
      await app.close();
    }
  }
});

test("languages: the setting switches the page live and is kept; Arabic runs right to left, its board does not", { timeout: 180_000 }, async (t) => {
  const apps = appsFor(t, "languages-setting");
  let app = await apps.launch("languages-setting-1", localeEnv("en_GB.UTF-8"));
  let { s } = app;
  await windowSize(s, 1280, 800);
  await clickMove(s, "e2", "e4");
  await clickMove(s, "e7", "e5");
  let select = await languageSelect(s);
  await pick(s, select, "de");
  await speaks(s, "de");
  // Live: the game and the open panel stay as they were.
  assert.equal((await invoke(s, "status")).moves.length, 2);
  assert.equal(await s.execute(`return document.querySelector("details.settings").open;`), true);
  assert.equal((await invoke(s, "settings")).language, "de");

  await pick(s, await languageSelect(s), "ar");
  await speaks(s, "ar");
  await settle(s);
  const layout = await s.execute(`
    const at = (sq) => document.querySelector('[data-square="' + sq + '"]').getBoundingClientRect();
    const board = document.querySelector("[role=grid]").getBoundingClientRect();
    const panel = document.querySelector("aside").getBoundingClientRect();
    return { a1: at("a1").x, h1: at("h1").x, a8: at("a8").y, a1y: at("a1").y, board: board.x, panel: panel.x,
             boardDir: getComputedStyle(document.querySelector("[role=grid]")).direction,
             panelDir: getComputedStyle(document.querySelector("aside")).direction };`);
  writeFileSync(`${SHOTS}languages-ar-1280x800.png`, await s.screenshot());
  // The board as a real board: a–h from White's left, rank 8 at the top.
  assert.ok(layout.a1 < layout.h1, `a1 left of h1: ${JSON.stringify(layout)}`);
  assert.ok(layout.a8 < layout.a1y, `rank 8 above rank 1: ${JSON.stringify(layout)}`);
  assert.equal(layout.boardDir, "ltr");
  // The panel right to left, on the board's left (the page's start is on the right).
  assert.equal(layout.panelDir, "rtl");
  assert.ok(layout.panel < layout.board, `the panel left of the board: ${JSON.stringify(layout)}`);
  // Moves still played by the board's own squares.
  await clickMove(s, "g1", "f3");
  assert.equal((await invoke(s, "status")).moves.length, 3);
  await app.close();

  // A restart on the same data: still Arabic, whatever the system says.
  app = await apps.launch("languages-setting-2", localeEnv("en_GB.UTF-8"));
  s = app.s;
  await waitFor(async () => (await page(s)).lang === "ar", { timeout: 10_000, message: "Arabic after the restart" });
  // Back to the system's language: English here.
  await pick(s, await languageSelect(s), "system");
  await waitFor(async () => (await page(s)).lang === "en", { timeout: 10_000, message: "English, the system's" });
  assert.equal((await page(s)).dir, "ltr");
  await app.close();
});

for (const tag of ["de", "ar"]) {
  test(`languages: ${tag} on a phone face to face reaches every control`, { timeout: 120_000 }, async (t) => {
    const apps = appsFor(t, `languages-phone-${tag}`);
    const app = await apps.launch(`languages-phone-${tag}`, localeEnv(LOCALES.find(([l]) => l === tag)[1]));
    const { s } = app;
    await speaks(s, tag);
    const settings = await invoke(s, "settings");
    // German with figurines: the move list in the pieces' own shapes.
    await invoke(s, "set_settings", { settings: { ...settings, seats: "face", notation: tag === "de" ? "figurines" : "letters" } });
    await s.execute("location.reload()");
    await windowSize(s, 360, 640);
    await speaks(s, tag);
    for (const [from, to] of [["e2", "e4"], ["e7", "e5"], ["g1", "f3"], ["b8", "c6"], ["f1", "b5"]]) await clickMove(s, from, to);
    if (tag === "de") assert.equal(await s.execute(`return document.querySelectorAll("[data-testid=move-list] [data-figurine]").length;`), 3);
    await settle(s);
    const problems = [];
    const m = await measure(s);
    reachable(m, `${tag} 360x640 face`, problems);
    writeFileSync(`${SHOTS}languages-${tag}-360x640-face.png`, await s.screenshot());
    assert.ok(m.controls.length > 8, `controls measured: ${m.controls.length}`);
    assert.deepEqual(problems, []);
  });
}
