// A small W3C WebDriver client for driving a Tauri app through WebKitWebDriver
// (WebKitGTK's driver), with `fetch` and nothing else. The one client of the
// repository: the real-app tests (tests/e2e/*.test.mjs, through app.mjs) and
// the app benchmark (bench/run.mjs) both use it.
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
    await sleep(interval);
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
        await sleep(50);
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
  return { url, pid, log: logFile, stop };
}

export class WebDriverError extends Error {
  constructor(method, path, status, value) {
    super(`WebDriver ${method} ${path} -> ${status}: ${value?.error ?? ""} ${value?.message ?? JSON.stringify(value)}`);
    this.error = value?.error;
  }
}

async function call(base, method, path, body, timeout = REQUEST_TIMEOUT) {
  const res = await fetch(base + path, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json; charset=utf-8" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeout),
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  if (!res.ok) throw new WebDriverError(method, path, res.status, json?.value ?? text);
  return json?.value;
}

/**
 * Opens a session on `driver` (from startDriver): WebKitWebDriver launches
 * `app` (an absolute path; the tests' debug build by default) with `args`.
 * `scriptTimeout` (ms) is how long execute/executeAsync scripts may run
 * (the driver's default, 30 s, when not given).
 */
export async function newSession(driver, { app = APP, args = [], scriptTimeout } = {}) {
  if (!existsSync(app)) {
    throw new Error(`app binary missing: ${app}` + (app === APP ? " — run scripts/build-app-debug.sh first" : ""));
  }
  const value = await call(driver.url, "POST", "/session", {
    capabilities: { alwaysMatch: { "webkitgtk:browserOptions": { binary: app, args } } },
  });
  const s = new Session(driver.url, value.sessionId);
  if (scriptTimeout !== undefined) await s.timeouts({ script: scriptTimeout });
  return s;
}

export class Session {
  constructor(base, id) {
    this.base = base;
    this.id = id;
    this.scriptTimeout = 30_000;
  }

  cmd(method, path, body, timeout) {
    return call(this.base, method, `/session/${this.id}${path}`, body, timeout);
  }

  /** Sets the session's timeouts ({ script, pageLoad, implicit }, ms). */
  async timeouts(t) {
    await this.cmd("POST", "/timeouts", t);
    if (t.script !== undefined) this.scriptTimeout = t.script;
  }

  /** Ends the session: the driver closes the app. Never throws (the app may be gone already). */
  async close() {
    try {
      await this.cmd("DELETE", "");
    } catch {
      /* already gone */
    }
  }

  // --- elements -------------------------------------------------------------

  async find(css) {
    const v = await this.cmd("POST", "/element", { using: "css selector", value: css });
    return v[ELEMENT];
  }

  async findAll(css) {
    const v = await this.cmd("POST", "/elements", { using: "css selector", value: css });
    return v.map((e) => e[ELEMENT]);
  }

  async findXPath(xpath) {
    const v = await this.cmd("POST", "/element", { using: "xpath", value: xpath });
    return v[ELEMENT];
  }

  /** A button by its accessible name (its text; none of our buttons is labelled otherwise). */
  async button(name) {
    return this.findXPath(`//button[normalize-space(.)=${JSON.stringify(name)}]`);
  }

  click(el) {
    return this.cmd("POST", `/element/${el}/click`, {});
  }

  async text(el) {
    return this.cmd("GET", `/element/${el}/text`);
  }

  async enabled(el) {
    return this.cmd("GET", `/element/${el}/enabled`);
  }

  async attribute(el, name) {
    return this.cmd("GET", `/element/${el}/attribute/${encodeURIComponent(name)}`);
  }

  /** A DOM property (e.g. a select's `value`). */
  async property(el, name) {
    return this.cmd("GET", `/element/${el}/property/${encodeURIComponent(name)}`);
  }

  async rect(el) {
    return this.cmd("GET", `/element/${el}/rect`);
  }

  // --- scripts --------------------------------------------------------------

  /** Runs `script` (a function body) synchronously in the page; returns its value. */
  execute(script, args = []) {
    return this.cmd("POST", "/execute/sync", { script, args }, this.scriptTimeout + REQUEST_TIMEOUT);
  }

  /** Runs `script`; it resolves by calling its last argument. */
  executeAsync(script, args = []) {
    return this.cmd("POST", "/execute/async", { script, args }, this.scriptTimeout + REQUEST_TIMEOUT);
  }

  // --- input actions --------------------------------------------------------

  /** Performs W3C input action sources (the raw `actions` array); the input state is kept. */
  actions(sources) {
    return this.cmd("POST", "/actions", { actions: sources });
  }

  /** Releases every pressed key and button. */
  releaseActions() {
    return this.cmd("DELETE", "/actions");
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

  // --- screenshots ----------------------------------------------------------

  /** A PNG (Buffer) of the app's webview. */
  async screenshot() {
    const b64 = await this.cmd("GET", "/screenshot");
    return Buffer.from(b64, "base64");
  }
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
