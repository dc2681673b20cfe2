// Launching the real app for a test, and the board operations the tests share.
// Every app gets a private data folder (HOTSEAT_DATA_DIR), and its own
// WebKitWebDriver; everything is torn down in `close()`, also on failure.
import { mkdtempSync, mkdirSync, rmSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import assert from "node:assert/strict";
import { APP, ARTIFACTS, ELEMENT, appPidsWith, newSession, startDriver, waitFor } from "./driver.mjs";
import * as page from "../scenarios/page.mjs";
import { useOwnDisplay } from "./display.mjs";

// This test file's own X server: `npm run test:e2e` runs two files at a time.
await useOwnDisplay();

/** A private data folder for one test (also XDG dirs, so WebKit's own files stay out of $HOME). */
export function makeDataDir(name) {
  const dir = mkdtempSync(join(tmpdir(), `hotseat-e2e-${name}-`));
  return dir;
}

function envFor(dataDir, extra = {}) {
  for (const d of ["xdg-data", "xdg-cache", "xdg-config"]) mkdirSync(join(dataDir, d), { recursive: true });
  return {
    HOTSEAT_DATA_DIR: join(dataDir, "app"),
    XDG_DATA_HOME: join(dataDir, "xdg-data"),
    XDG_CACHE_HOME: join(dataDir, "xdg-cache"),
    XDG_CONFIG_HOME: join(dataDir, "xdg-config"),
    // The debug build's time seam (src-tauri/src/clock/time.rs): see skipTime.
    HOTSEAT_TIME_SKIP: join(dataDir, "time-skip"),
    // A test may put the data folder elsewhere (a small disk of its own).
    ...extra,
  };
}

/**
 * Starts a driver and the app on `dataDir` (with `extraEnv` in its
 * environment); waits until the board is drawn.
 * Returns { s (the session), driver, env, close() }.
 */
export async function launch(dataDir, name, extraEnv = {}) {
  mkdirSync(ARTIFACTS, { recursive: true });
  const env = envFor(dataDir, extraEnv);
  const driver = await startDriver({ env, logFile: join(ARTIFACTS, `${name}.driver.log`) });
  let s;
  try {
    s = await newSession(driver);
    await waitFor(async () => (await s.findAll("[data-piece]")).length > 0, {
      timeout: 15_000,
      message: "the board to be drawn",
    });
    // And wait until the page draws frames (a new window can take a moment
    // before its first frames; the drag ghost follows the pointer per frame).
    await s.executeAsync("const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done(true)));");
  } catch (err) {
    await driver.stop();
    throw err;
  }
  let closed = false;
  return {
    s,
    driver,
    env,
    /** Ends the session (the driver closes the app), then kills the driver's process group. */
    async close() {
      if (closed) return;
      closed = true;
      await s.close(); // never throws: the app may already be gone
      await driver.stop();
    },
  };
}

/** Removes a test's data folder. */
export function removeDataDir(dir) {
  if (dir && existsSync(dir)) rmSync(dir, { recursive: true, force: true });
}

/**
 * A private data folder for test `t`, and `launch(label)` of the app on it
 * (a restart is another launch on the same folder). After the test every app
 * launched is closed and the folder removed, also on failure.
 */
export function appsFor(t, name) {
  const dir = makeDataDir(name);
  const apps = [];
  t.after(async () => {
    for (const a of apps) await a.close();
    removeDataDir(dir);
  });
  return {
    dir,
    async launch(label = name, extraEnv = {}) {
      const app = await launch(dir, label, extraEnv);
      apps.push(app);
      return app;
    },
  };
}

/**
 * Kills `app` with SIGKILL (no chance to save anything on the way out),
 * waits until it is gone, then ends its driver.
 */
export async function killApp(app) {
  const pids = appPidsWith("HOTSEAT_DATA_DIR", app.env.HOTSEAT_DATA_DIR, APP);
  assert.equal(pids.length, 1, `one app process on the test's data folder (found ${pids})`);
  process.kill(pids[0], "SIGKILL");
  await waitFor(() => appPidsWith("HOTSEAT_DATA_DIR", app.env.HOTSEAT_DATA_DIR, APP).length === 0, {
    message: "the killed app to be gone",
  });
  await app.close();
}

/** Closes `app` and checks that none of its processes is left. */
export async function closeApp(app) {
  await app.close();
  assert.deepEqual(appPidsWith("HOTSEAT_DATA_DIR", app.env.HOTSEAT_DATA_DIR, APP), [], "the app has exited");
}

// --- reading the board --------------------------------------------------------
// The page is read by the scenarios' one reader (tests/scenarios/page.mjs),
// over this session.

/** The scenarios' page reader's view of the session `s`. */
const reader = (s) => ({ run: (body, ...args) => s.execute(body, args) });

/** The trimmed text of the first element matching `css`, or null. */
export const text = (s, css) => page.text(reader(s), css);

/** The status line's text (exact, white space collapsed). */
export const status = async (s) => (await page.status(reader(s))) ?? "";

/** { square: "white-pawn", ... } of the main board, or of the board inside `within` (a CSS selector). */
export const position = (s, within) => page.board(reader(s), within);

/** The squares marked as destinations, sorted. */
export const marked = (s) => page.marked(reader(s));

/** The move list as SAN plies in order. */
export const moveList = (s) => page.plies(reader(s));

/**
 * Resolves once the page has drawn twice since the call: whatever the last
 * input or answer changed is handled and painted. Used where a test checks
 * that an input changed nothing (there is no change to wait for).
 */
export const settle = (s) => s.executeAsync("const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done(true)));");

/** A screenshot once two taken in a row agree (WebKitWebDriver's can lag behind the page's last frame). */
export async function settledScreenshot(s) {
  await settle(s);
  let last = await s.screenshot();
  for (let i = 0; i < 10; i++) {
    await sleep(300); // the poll's interval, not a wait for the page
    const next = await s.screenshot();
    if (next.equals(last)) return next;
    last = next;
  }
  return last;
}

/**
 * Moves the app's time on by `ms` (the debug build's HOTSEAT_TIME_SKIP seam),
 * as if the players had waited that long: a test shows that a clock does not
 * run without waiting to see it not run. The apps launched on the same data
 * folder share the skip, which only grows.
 */
export function skipTime(app, ms) {
  const file = app.env.HOTSEAT_TIME_SKIP;
  const skipped = existsSync(file) ? Number(readFileSync(file, "utf8")) : 0;
  writeFileSync(file, String(skipped + ms));
}

/**
 * Waits until `color`'s clock (the Rust side's reading) has run `ms` since
 * `from` (a reading taken earlier): the test's "a player thinks" is the app's
 * own clock moving, not a fixed wait.
 */
export async function clockRuns(s, color, ms, from) {
  const key = `${color}Ms`;
  let now = from;
  await waitFor(
    async () => {
      now = (await invoke(s, "status")).clock;
      return now[key] <= from[key] - ms;
    },
    { timeout: ms + 10_000, interval: 100, message: `${color}'s clock to run ${ms} ms` },
  );
  return now;
}

export function waitStatus(s, want, timeout = 10_000) {
  return waitFor(async () => (await status(s)) === want, { timeout, message: `status "${want}"` }).catch(
    async (err) => {
      throw new Error(`${err.message}; status is "${await status(s).catch(() => "?")}"`);
    },
  );
}

export async function buttonEnabled(s, name) {
  return s.enabled(await s.button(name));
}

// --- playing --------------------------------------------------------------------

/** Waits until the move list has `n` plies (the Rust side answered the move). */
export function waitPlies(s, n) {
  return waitFor(async () => (await moveList(s)).length === n, { message: `${n} plies in the move list` });
}

/** Plays from→to by clicking the piece, checking `to` is marked, and clicking it. */
export async function clickMove(s, from, to) {
  const before = (await moveList(s)).length;
  await s.click(await s.find(`[data-square="${from}"]`));
  await waitFor(async () => (await marked(s)).includes(to), { message: `${to} marked after selecting ${from}` });
  await s.click(await s.find(`[data-square="${to}"]`));
  await waitPlies(s, before + 1);
}

/** The centre of a square ("e4") or of the element a CSS selector names (a pocket's slot). */
async function center(s, square) {
  const r = await s.rect(await s.find(square.length === 2 ? `[data-square="${square}"]` : square));
  return { x: Math.round(r.x + r.width / 2), y: Math.round(r.y + r.height / 2) };
}

/**
 * Drags from→to with W3C pointer actions: move to the centre of `from`, press,
 * several moves along the way, move to the centre of `to`, release.
 * With `check`, also asserts mid-drag that the piece follows the pointer
 * (the drag ghost is shown) before releasing.
 */
export async function drag(s, from, to, { steps = 6, check = false } = {}) {
  const a = await center(s, from);
  const b = await center(s, to);
  const path = [];
  for (let i = 1; i < steps; i++) {
    const t = i / steps;
    path.push({ type: "pointerMove", origin: "viewport", duration: 25, x: Math.round(a.x + (b.x - a.x) * t), y: Math.round(a.y + (b.y - a.y) * t) });
  }
  const press = [
    { type: "pointerMove", origin: "viewport", duration: 0, x: a.x, y: a.y },
    { type: "pointerDown", button: 0 },
    { type: "pause", duration: 30 },
    ...path,
    { type: "pointerMove", origin: "viewport", duration: 25, x: b.x, y: b.y },
    { type: "pause", duration: 40 },
  ];
  if (!check) {
    await s.pointer([...press, { type: "pointerUp", button: 0 }]);
    return;
  }
  // Press and move in one call, look at the board, then release in another:
  // the pointer stays pressed between the two calls (W3C input state).
  await s.pointer(press, { release: false });
  const ghost = await waitFor(
    () => s.execute(`const g = document.querySelector(".ghost [data-piece]"); return g && g.getAttribute("data-piece");`),
    { timeout: 3000, message: "the drag ghost" },
  ).catch(async (err) => {
    // Tell "the press was not seen" (nothing selected) from "no frame was drawn" (no rAF).
    const sel = await marked(s).catch(() => "?");
    const raf = await s
      .executeAsync(
        "const done = arguments[0]; const t = setTimeout(() => done('no rAF in 1 s'), 1000); requestAnimationFrame(() => { clearTimeout(t); done('rAF ok'); });",
      )
      .catch((e) => e.message);
    throw new Error(`${err.message}; marked: ${JSON.stringify(sel)}; ${raf}`);
  });
  await s.pointer([{ type: "pointerUp", button: 0 }]);
  return ghost;
}

/** Drags from→to and waits for the move to be played. */
export async function dragMove(s, from, to, opts) {
  const before = (await moveList(s)).length;
  const ghost = await drag(s, from, to, opts);
  await waitPlies(s, before + 1);
  return ghost;
}

export { sleep, waitFor };

/**
 * Marks the first visible button, summary or label (within `scope`, a CSS
 * selector) whose words are `label` (soft hyphens aside) and brings it into
 * view; answers the selector of the mark, for a click by X.
 */
export async function markControl(s, label, scope = "") {
  const found = await s.execute(
    `document.querySelectorAll('[data-x]').forEach((e) => delete e.dataset.x);
     const b = [...document.querySelectorAll(['button', 'summary', 'label'].map((t) => arguments[1] + ' ' + t).join(', '))]
       .find((e) => e.textContent.replace(/\u00ad/g, "").trim() === arguments[0] && e.getClientRects().length);
     if (b) { b.dataset.x = '1'; b.scrollIntoView({ block: 'center' }); }
     return !!b;`,
    [label, scope],
  );
  assert.ok(found, `a "${label}" control`);
  return '[data-x="1"]';
}

// --- forms ----------------------------------------------------------------------

/**
 * The `<select>` whose accessible name is `name` (case and spacing ignored):
 * named by aria-labelledby, aria-label or a <label> (its own text, options
 * left out), or else the one select inside the nearest element whose text,
 * options left out, is `name`. If it is not shown (a closed Settings panel:
 * a <details> or a button), the control named "Settings…" is clicked once
 * first. Returns an element id.
 */
export async function selectByLabel(s, name) {
  const find = () =>
    s.execute(
      `const want = arguments[0].replace(/\\s+/g, " ").trim().toLowerCase();
       const norm = (t) => (t ?? "").replace(/\\s+/g, " ").trim().toLowerCase();
       const own = (el) => { const c = el.cloneNode(true); c.querySelectorAll("select, option").forEach((o) => o.remove()); return norm(c.textContent); };
       const selects = [...document.querySelectorAll("select")];
       const named = (sel) => {
         const by = sel.getAttribute("aria-labelledby");
         if (by) return norm(by.split(/\\s+/).map((id) => document.getElementById(id)?.textContent ?? "").join(" "));
         if (sel.hasAttribute("aria-label")) return norm(sel.getAttribute("aria-label"));
         return [...(sel.labels ?? [])].map(own).join(" ");
       };
       let hit = selects.find((sel) => named(sel) === want);
       if (!hit) {
         hit = selects.find((sel) => {
           for (let el = sel.parentElement, i = 0; el && i < 3; el = el.parentElement, i++) {
             if (el.querySelectorAll("select").length !== 1) return false;
             const t = own(el);
             if (t) return t === want;
           }
           return false;
         });
       }
       if (!hit) return null;
       // Not shown: in a closed <details> (WebKit still gives it a box there), hidden, or without a box.
       const closed = [...document.querySelectorAll("details:not([open])")].some((d) => {
         const summary = d.querySelector(":scope > summary");
         return d.contains(hit) && !(summary && summary.contains(hit));
       });
       const r = hit.getBoundingClientRect();
       const visible = hit.checkVisibility ? hit.checkVisibility({ visibilityProperty: true }) : getComputedStyle(hit).visibility !== "hidden";
       const shown = !closed && visible && r.width > 0 && r.height > 0;
       return { el: hit, shown };`,
      [name],
    );
  let found = await find();
  if (!found?.shown) {
    const opener = await s.execute(
      `return [...document.querySelectorAll("button, summary, [role=button], [role=tab]")].find((b) =>
         /^settings\\b/i.test((b.getAttribute("aria-label") ?? b.textContent).replace(/\\s+/g, " ").trim())) ?? null;`,
    );
    if (opener) {
      await s.click(opener[ELEMENT]);
      found = await waitFor(async () => {
        const f = await find();
        return f?.shown && f;
      }, { timeout: 3000, message: `the "${name}" select to be shown after opening Settings` });
    }
  }
  if (!found) throw new Error(`no <select> labelled "${name}"`);
  return found.el[ELEMENT];
}

/** The text of the option `select` shows. */
export function selectedText(s, select) {
  return s.execute(`const o = arguments[0].selectedOptions[0]; return o ? o.textContent.trim() : null;`, [{ [ELEMENT]: select }]);
}

/** Picks the option with text `text` in `select` by clicking it (as a user would), and waits until it shows. */
export async function choose(s, select, text) {
  const option = await s.execute(
    `return [...arguments[0].options].find((o) => o.textContent.replace(/\\s+/g, " ").trim() === arguments[1]) ?? null;`,
    [{ [ELEMENT]: select }, text],
  );
  if (!option) throw new Error(`no option "${text}"`);
  // Scrolled to first, as a player scrolls the panel to a setting below the fold.
  await s.execute(`arguments[0].scrollIntoView({ block: "nearest" });`, [{ [ELEMENT]: select }]);
  await s.click(option[ELEMENT]);
  await waitFor(async () => (await selectedText(s, select)) === text, { timeout: 3000, message: `option "${text}" selected` });
}

/** The board's accessible name ("Chess board, white at the bottom"). */
export function boardLabel(s) {
  return s.execute(`return document.querySelector('[aria-label^="Chess board"]')?.getAttribute("aria-label") ?? null;`);
}

// --- the Rust side --------------------------------------------------------------

/**
 * Calls the app's command `name` with `args` from the page (as the UI does)
 * and returns its answer; a command error is thrown with its kind and message.
 */
export async function invoke(s, name, args = {}) {
  const out = await s.executeAsync(
    `const done = arguments[arguments.length - 1];
     window.__TAURI_INTERNALS__.invoke(arguments[0], arguments[1]).then(
       (value) => done({ ok: true, value }),
       (error) => done({ ok: false, error }));`,
    [name, args],
  );
  if (!out.ok) throw new Error(`command ${name} failed: ${JSON.stringify(out.error)}`);
  return out.value;
}

// --- the window -----------------------------------------------------------------

/**
 * Sets the app window's inner size to `width`×`height` CSS px (WebDriver's
 * set window rect; without a window manager under Xvfb the window has no
 * frame) and waits until the page sees that size and has drawn a frame.
 */
export async function windowSize(s, width, height) {
  await s.browser.setWindowRect(0, 0, width, height);
  await waitFor(
    async () => {
      const [w, h] = await s.execute("return [innerWidth, innerHeight]");
      return w === width && h === height;
    },
    { timeout: 5000, message: `the window to be ${width}x${height}` },
  );
  await s.executeAsync("const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done(true)));");
}

/**
 * In the New game dialog, picks the time control `label` ("Untimed", "5+3",
 * "Custom…") by clicking its choice, and waits until it is the checked one.
 */
export async function chooseControl(s, label) {
  const choice = await waitFor(
    () =>
      s.execute(
        `return [...document.querySelectorAll('[data-testid="time-control"] label')].find((l) => l.textContent.trim() === arguments[0]) ?? null;`,
        [label],
      ),
    { timeout: 5000, message: `the time control "${label}" in the New game dialog` },
  );
  await s.click(choice[ELEMENT]);
  await waitFor(
    () => s.execute(`return document.querySelector('[data-testid="time-control"] input:checked')?.value === arguments[0];`, [label === "Untimed" ? "untimed" : label === "Custom…" ? "custom" : label]),
    { timeout: 3000, message: `"${label}" checked` },
  );
}

// --- a player's kind of data ------------------------------------------------

/**
 * Plays up to `plies` moves, each the Rust side's legal move picked by a
 * fixed rule (the same game every run); a move that ends the game is taken
 * back and the game stops there. Returns the plies played.
 */
export async function playLongGame(s, plies) {
  for (let i = 0; i < plies; i++) {
    const moves = await invoke(s, "legal_moves", {});
    const m = moves[(i * 7) % moves.length];
    const view = await invoke(s, "play", { move: { from: m.from, to: m.to, ...(m.promotion ? { promotion: m.promotion } : {}) } });
    if (view.verdict) {
      await invoke(s, "undo");
      return i;
    }
  }
  return plies;
}

/** Imports every game of the open PGN file (`open_pgn` first) into Games; resolves to the import's report. */
export function importAllPgn(s) {
  return s.executeAsync(
    `const done = arguments[0];
     const internals = window.__TAURI_INTERNALS__;
     internals.invoke("import_all_pgn", { progress: "__CHANNEL__:" + internals.transformCallback(() => {}) }).then(done, done);`,
  );
}
