// A small W3C WebDriver client for driving the real Hotseat Chess app through
// WebKitWebDriver (WebKitGTK's driver), with `fetch` and nothing else.
//
// Each `startDriver()` starts its own WebKitWebDriver on a free port, in its own
// process group, with the environment the app needs (the driver's environment
// is inherited by the app it launches): TAURI_WEBVIEW_AUTOMATION=true and a
// private HOTSEAT_DATA_DIR, so a test never touches the user's saved game.
import { spawn, execFileSync } from "node:child_process";
import { openSync, closeSync, readFileSync, existsSync } from "node:fs";
import { createServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const APP = process.env.HOTSEAT_APP ?? `${ROOT}target/debug/hotseat-chess`;
export const ARTIFACTS = `${ROOT}tests/e2e/artifacts/`;

const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";

async function freePort() {
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

/**
 * Starts WebKitWebDriver. `env` is added to its environment (and so to the
 * app's). Returns { url, pid, log, stop() }; stop() kills the whole process
 * group (driver, app and the app's WebKit helper processes).
 */
export async function startDriver({ env = {}, logFile }) {
  if (!existsSync(APP)) {
    throw new Error(`app binary missing: ${APP} — run scripts/build-app-debug.sh first`);
  }
  const port = await freePort();
  const fd = openSync(logFile, "a");
  const child = spawn("WebKitWebDriver", [`--port=${port}`], {
    env: { ...process.env, TAURI_WEBVIEW_AUTOMATION: "true", ...env },
    stdio: ["ignore", fd, fd],
    detached: true,
  });
  closeSync(fd);
  child.unref();
  const pid = child.pid;
  // Last resort if the test process ends without stop() (a crash, a timeout):
  // never leave the driver and the app behind.
  const onExit = () => {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      /* already gone */
    }
  };
  process.on("exit", onExit);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off("exit", onExit);
    for (const sig of ["SIGTERM", "SIGKILL"]) {
      try {
        process.kill(-pid, sig);
      } catch {
        return; // the group is gone
      }
      // Give the group a moment to go before the harder signal.
      for (let i = 0; i < 20; i++) {
        try {
          process.kill(-pid, 0);
        } catch {
          return;
        }
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
    super(`${method} ${path} -> ${status}: ${value?.error ?? ""} ${value?.message ?? JSON.stringify(value)}`);
    this.error = value?.error;
  }
}

async function call(base, method, path, body) {
  const res = await fetch(base + path, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json; charset=utf-8" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
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

/** Opens a session: WebKitWebDriver launches the app. */
export async function newSession(driver, { app = APP, args = [] } = {}) {
  const value = await call(driver.url, "POST", "/session", {
    capabilities: { alwaysMatch: { "webkitgtk:browserOptions": { binary: app, args } } },
  });
  return new Session(driver.url, value.sessionId);
}

export class Session {
  constructor(base, id) {
    this.base = base;
    this.id = id;
  }

  cmd(method, path, body) {
    return call(this.base, method, `/session/${this.id}${path}`, body);
  }

  /** Closes the session; the driver closes the app. */
  async delete() {
    await this.cmd("DELETE", "");
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

  async rect(el) {
    return this.cmd("GET", `/element/${el}/rect`);
  }

  // --- scripts, actions, screenshots ----------------------------------------

  execute(script, args = []) {
    return this.cmd("POST", "/execute/sync", { script, args });
  }

  /** Performs W3C input actions (one pointer "mouse" source) and releases them. */
  async pointer(actions) {
    await this.cmd("POST", "/actions", {
      actions: [{ type: "pointer", id: "mouse", parameters: { pointerType: "mouse" }, actions }],
    });
    await this.cmd("DELETE", "/actions");
  }

  /** A PNG (Buffer) of the app's webview. */
  async screenshot() {
    const b64 = await this.cmd("GET", "/screenshot");
    return Buffer.from(b64, "base64");
  }
}

/** The pids of running app processes whose environment has `KEY=value`. */
export function appPidsWith(key, value) {
  let out = "";
  try {
    out = execFileSync("pgrep", ["-f", APP], { encoding: "utf8" });
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
