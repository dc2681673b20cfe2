// Driving the real Tauri app through WebKitWebDriver (WebKitGTK's driver),
// with WebdriverIO as the WebDriver client. The real-app tests
// (tests/e2e/*.test.mjs, through app.mjs) and the app benchmark (bench/run.mjs)
// both use it.
//
// Each `startDriver()` starts its own WebKitWebDriver on a free port, in its own
// process group, logging to a file, with TAURI_WEBVIEW_AUTOMATION=true and the
// caller's `env` (the driver's environment is inherited by the app it launches:
// the tests give it a private HOTSEAT_DATA_DIR, the bench its own DISPLAY too).
// `newSession()` launches the app; `stop()` kills the whole group.
import { spawn, execFileSync } from "node:child_process";
import { openSync, closeSync, readFileSync, existsSync } from "node:fs";
import { createServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { remote } from "webdriverio";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
/**
 * The app the tests drive: the debug build with the UI embedded that
 * scripts/build-app-debug.sh copies aside (unless HOTSEAT_APP says otherwise).
 */
export const APP = process.env.HOTSEAT_APP ?? `${ROOT}target/e2e/hotseat-chess`;
export const ARTIFACTS = `${ROOT}tests/e2e/artifacts/`;

/** The key of a W3C element reference ({ [ELEMENT]: id }, as scripts return and take elements). */
export const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";
/** How long one HTTP request to the driver may take, apart from scripts (see Session). */
const REQUEST_TIMEOUT = 30_000;

/** A free TCP port on localhost. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Polls `fn` until it returns a truthy value (returned) or `timeout` ms pass (throws). */
export async function waitFor(fn, { timeout = 10_000, interval = 50, message = "condition" } = {}) {
  const end = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      const v = await fn();
      if (v) return v;
      last = v;
    } catch (err) {
      last = err;
    }
    if (Date.now() > end) {
      const detail = last instanceof Error ? last.message : JSON.stringify(last);
      throw new Error(`timed out after ${timeout} ms waiting for ${message} (last: ${detail})`);
    }
    await sleep(interval); // the poll's interval
  }
}

/** Whether any process of group `pgid` is left. */
function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts WebKitWebDriver on a free port, in its own process group, its output
 * (and the app's: the app inherits the driver's stdio) appended to `logFile`.
 * `env` is added to its environment (and so to the app's).
 * Returns { url, pid, log, stop({ grace }) }. stop() kills the whole process
 * group (driver, app and the app's WebKit helper processes): SIGTERM, then
 * SIGKILL after `grace` ms (default 1000; 0 sends SIGKILL at once), and
 * resolves when the group is gone (or after another second).
 * If the process exits without stop() (a crash, a timeout), the group is
 * killed on the way out.
 */
export async function startDriver({ env = {}, logFile }) {
  const port = await freePort();
  const fd = openSync(logFile, "a");
  const child = spawn("WebKitWebDriver", [`--port=${port}`], {
    env: { ...process.env, ...env, TAURI_WEBVIEW_AUTOMATION: "true" },
    stdio: ["ignore", fd, fd],
    detached: true,
  });
  closeSync(fd);
  child.unref();
  const pid = child.pid;
  const onExit = () => {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      /* already gone */
    }
  };
  process.on("exit", onExit);
  let stopped = false;
  const stop = async ({ grace = 1000 } = {}) => {
    if (stopped) return;
    stopped = true;
    process.off("exit", onExit);
    const steps = grace > 0 ? [["SIGTERM", grace], ["SIGKILL", 1000]] : [["SIGKILL", 1000]];
    for (const [sig, wait] of steps) {
      try {
        process.kill(-pid, sig);
      } catch {
        return; // the group is gone
      }
      // Give the group a moment to go (before the harder signal).
      for (let t = 0; t < wait; t += 50) {
        if (!groupAlive(pid)) return;
        await sleep(50); // the poll's interval while the app exits
      }
    }
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(async () => (await fetch(`${url}/status`)).ok, { timeout: 10_000, message: "WebKitWebDriver /status" });
  } catch (err) {
    await stop();
    throw new Error(`${err.message}\n--- driver log ---\n${readFileSync(logFile, "utf8")}`);
  }
  return { url, port, pid, log: logFile, stop };
}

/**
 * Opens a session on `driver` (from startDriver) with WebdriverIO: the
 * driver launches `app` (an absolute path; the tests' debug build by
 * default) with `args`. `scriptTimeout` (ms) is how long execute scripts may
 * run (the driver's default, 30 s, when not given).
 */
export async function newSession(driver, { app = APP, args = [], scriptTimeout } = {}) {
  if (!existsSync(app)) {
    throw new Error(`app binary missing: ${app}` + (app === APP ? " — run scripts/build-app-debug.sh first" : ""));
  }
  const browser = await remote({
    hostname: "127.0.0.1",
    port: driver.port,
    path: "/",
    logLevel: "warn",
    connectionRetryCount: 0,
    connectionRetryTimeout: REQUEST_TIMEOUT,
    capabilities: {
      "webkitgtk:browserOptions": { binary: app, args },
      // WebKitWebDriver speaks classic W3C WebDriver (no BiDi socket).
      "wdio:enforceWebDriverClassic": true,
    },
  });
  const s = new Session(browser);
  if (scriptTimeout !== undefined) await s.timeouts({ script: scriptTimeout });
  return s;
}

/**
 * A WebdriverIO session, with the few element-id based calls the tests and
 * the bench share (`s.browser` is the WebdriverIO browser for everything else).
 * Elements are W3C element ids (strings); scripts take and return elements as
 * `{ [ELEMENT]: id }`.
 */
export class Session {
  /** @param {WebdriverIO.Browser} browser */
  constructor(browser) {
    this.browser = browser;
  }

  /** Sets the session's timeouts ({ script, pageLoad, implicit }, ms). */
  timeouts(t) {
    return this.browser.setTimeouts(t.implicit, t.pageLoad, t.script);
  }

  /** Ends the session: the driver closes the app. Never throws (the app may be gone already). */
  async close() {
    try {
      await this.browser.deleteSession();
    } catch {
      /* already gone */
    }
  }

  // --- elements -------------------------------------------------------------

  async find(css) {
    return elementId(await this.browser.findElement("css selector", css), css);
  }

  async findAll(css) {
    return (await this.browser.findElements("css selector", css)).map((e) => elementId(e, css));
  }

  async findXPath(xpath) {
    return elementId(await this.browser.findElement("xpath", xpath), xpath);
  }

  /**
   * A button by its visible text (normalized), or by its accessible label
   * when its text differs; waited for, as a player waits for a dialog a
   * click just opened (a loaded machine draws it a frame or two later).
   */
  async button(name, timeout = 5000) {
    const n = JSON.stringify(name);
    const xpath = `//button[normalize-space(.)=${n} or @aria-label=${n}]`;
    await waitFor(async () => (await this.browser.findElements("xpath", xpath)).length > 0, { timeout, message: `the button ${n}` });
    return this.findXPath(xpath);
  }

  click(el) {
    return this.browser.elementClick(el);
  }

  text(el) {
    return this.browser.getElementText(el);
  }

  enabled(el) {
    return this.browser.isElementEnabled(el);
  }

  attribute(el, name) {
    return this.browser.getElementAttribute(el, name);
  }

  /** A DOM property (e.g. a select's `value`). */
  property(el, name) {
    return this.browser.getElementProperty(el, name);
  }

  rect(el) {
    return this.browser.getElementRect(el);
  }

  // --- scripts --------------------------------------------------------------

  /** Runs `script` (a function body) synchronously in the page; returns its value. */
  execute(script, args = []) {
    return this.browser.executeScript(script, args);
  }

  /** Runs `script`; it resolves by calling its last argument. */
  executeAsync(script, args = []) {
    return this.browser.executeAsyncScript(script, args);
  }

  // --- input actions --------------------------------------------------------

  /** Performs W3C input action sources (the raw `actions` array); the input state is kept. */
  actions(sources) {
    return this.browser.performActions(sources);
  }

  /** Releases every pressed key and button. */
  releaseActions() {
    return this.browser.releaseActions();
  }

  /**
   * Performs `actions` with one pointer source "mouse" and, unless
   * `release` is false, releases them (a pressed button stays pressed
   * between two calls with `release: false`).
   */
  async pointer(actions, { release = true } = {}) {
    await this.actions([{ type: "pointer", id: "mouse", parameters: { pointerType: "mouse" }, actions }]);
    if (release) await this.releaseActions();
  }

  /** Types `text` as key presses into whatever has the focus (W3C key actions). */
  async keys(text) {
    const actions = [];
    for (const ch of text) actions.push({ type: "keyDown", value: ch }, { type: "keyUp", value: ch });
    await this.actions([{ type: "key", id: "keyboard", actions }]);
    await this.releaseActions();
  }

  // --- screenshots ----------------------------------------------------------

  /** A PNG (Buffer) of the app's webview. */
  async screenshot() {
    return Buffer.from(await this.browser.takeScreenshot(), "base64");
  }
}

/** The id of a found element (the W3C reference object), or a clear error when none was found. */
function elementId(ref, what) {
  const id = ref?.[ELEMENT];
  if (typeof id !== "string") throw new Error(`no element for ${what}: ${JSON.stringify(ref)}`);
  return id;
}

/** The pids of running app processes (`app`, the tests' by default) whose environment has `KEY=value`. */
export function appPidsWith(key, value, app = APP) {
  let out = "";
  try {
    out = execFileSync("pgrep", ["-f", app], { encoding: "utf8" });
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
  const want = `${key}=${value}`;
  return out
    .split("\n")
    .filter(Boolean)
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/environ`, "utf8").split("\0").includes(want);
      } catch {
        return false;
      }
    });
}
