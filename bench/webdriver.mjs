// A small W3C WebDriver client (fetch only) for WebKitWebDriver, and a way
// to start the driver for one app binary. Used by bench/run.mjs.
import { spawn } from "node:child_process";
import { openSync } from "node:fs";
import net from "node:net";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A free TCP port on localhost. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts WebKitWebDriver in its own process group (the app it launches
 * inherits its stdio, so it logs to `logFile`). `stop()` kills the group.
 */
export async function startDriver({ env, logFile }) {
  const port = await freePort();
  const log = openSync(logFile, "a");
  const child = spawn("WebKitWebDriver", [`--port=${port}`], {
    env: { ...process.env, ...env, TAURI_WEBVIEW_AUTOMATION: "true" },
    stdio: ["ignore", log, log],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(`${url}/status`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    await sleep(100);
  }
  return {
    url,
    pid: child.pid,
    stop() {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        /* already gone */
      }
    },
  };
}

async function call(url, method, path, body) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok || (json.value && json.value.error)) {
    const v = json.value ?? {};
    throw new Error(`WebDriver ${method} ${path}: ${v.error ?? res.status} ${v.message ?? ""}`);
  }
  return json.value;
}

/** A session on the app at `binary` (absolute path). */
export async function newSession(driverUrl, binary) {
  const value = await call(driverUrl, "POST", "/session", {
    capabilities: {
      alwaysMatch: { "webkitgtk:browserOptions": { binary, args: [] } },
    },
  });
  const base = `/session/${value.sessionId}`;
  const s = {
    id: value.sessionId,
    /** Runs `script` (a function body) synchronously in the page. */
    exec: (script, args = []) => call(driverUrl, "POST", `${base}/execute/sync`, { script, args }),
    /** Runs `script`; it resolves by calling its last argument. */
    execAsync: (script, args = []) =>
      call(driverUrl, "POST", `${base}/execute/async`, { script, args }),
    actions: (actions) => call(driverUrl, "POST", `${base}/actions`, { actions }),
    releaseActions: () => call(driverUrl, "DELETE", `${base}/actions`),
    timeouts: (t) => call(driverUrl, "POST", `${base}/timeouts`, t),
    close: () => call(driverUrl, "DELETE", base).catch(() => {}),
  };
  await s.timeouts({ script: 600_000 });
  return s;
}
