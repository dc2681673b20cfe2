// A second launch on the same data folder (issue 26): it hands its command
// line to the running app over the socket in the folder and exits, so two
// windows never play one saved game. The running app keeps its game, comes
// to the front, and opens the .pgn file the second launch was given. No
// session bus is needed (issue 31 replaced the D-Bus plugin): the tests run
// with none. An app on another data folder runs beside it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { appsFor, clickMove, makeDataDir, moveList, removeDataDir, waitFor } from "./app.mjs";
import { APP, appPidsWith } from "./driver.mjs";

/** No session bus answers (a kiosk, a bare X session): nothing here needs one. */
const noBus = { DBUS_SESSION_BUS_ADDRESS: "unix:path=/nonexistent/hotseat-no-bus" };

/** Runs the app binary as a player's second launch would, and resolves with its exit code (null if it had to be killed). */
function secondLaunch(env, args, timeout = 15_000) {
  return new Promise((resolve) => {
    const child = spawn(APP, args, { env: { ...process.env, ...env }, stdio: "ignore" });
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      resolve(null);
    }, timeout);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

test("a second launch hands over to the running app and exits; a .pgn it was given opens there", { timeout: 120_000 }, async (t) => {
  const apps = appsFor(t, "single");
  const { s, env } = await apps.launch("single-1", noBus);
  await clickMove(s, "e2", "e4");
  assert.ok(statSync(join(env.HOTSEAT_DATA_DIR, "hotseat.sock")).isSocket(), "the running app listens in its folder");
  const file = join(apps.dir, "club.pgn");
  writeFileSync(file, '[White "Ann"]\n[Black "Bob"]\n\n1. d4 d5 *\n\n[White "Cleo"]\n[Black "Dan"]\n\n1. c4 *\n');

  const code = await secondLaunch(env, [file]);
  assert.equal(code, 0, "the second launch exits by itself, at once");
  assert.equal(appPidsWith("HOTSEAT_DATA_DIR", env.HOTSEAT_DATA_DIR, APP).length, 1, "one app on the data folder");
  // The running app opened the file (its games listed), its game untouched.
  await waitFor(async () => (await s.findAll('[role="dialog"].picker')).length === 1, { timeout: 10_000, message: "the file's games listed" });
  assert.match(await s.execute(`return document.querySelector('[role="dialog"].picker h2').textContent`), /club\.pgn/);
  assert.deepEqual(await moveList(s), ["e4"]);
  assert.equal(await s.execute("return document.hasFocus()"), true, "the running window has the focus");

  // Another data folder is another app: it starts beside the first.
  const other = makeDataDir("single-other");
  t.after(() => removeDataDir(other));
  const otherEnv = { ...env, HOTSEAT_DATA_DIR: join(other, "app") };
  const beside = spawn(APP, [], { env: { ...process.env, ...otherEnv }, stdio: "ignore" });
  try {
    await waitFor(() => appPidsWith("HOTSEAT_DATA_DIR", otherEnv.HOTSEAT_DATA_DIR, APP).length === 1, { timeout: 10_000, message: "the app on another folder" });
    await new Promise((r) => setTimeout(r, 1500)); // it would have exited by now if it had handed over
    assert.equal(beside.exitCode, null, "the app on another folder keeps running");
  } finally {
    beside.kill("SIGKILL");
  }
});

/** A launch whose error output is kept: its exit code (null if it had to be killed) and what it said. */
function launchSaying(env, timeout = 15_000) {
  return new Promise((resolve) => {
    const child = spawn(APP, [], { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"] });
    let said = "";
    child.stderr.on("data", (d) => (said += d));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      resolve({ code: null, said });
    }, timeout);
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      resolve({ code, said: signal ? `${said}(ended by ${signal})` : said });
    });
  });
}

test("where nothing answers, a second launch on the same folder stops before it opens the game", { timeout: 90_000 }, async (t) => {
  // The socket's file removed under the running app: the hand-over cannot
  // happen; the folder's lock stops the second app.
  const apps = appsFor(t, "single-deaf");
  const { s, env } = await apps.launch("single-deaf", noBus);
  await clickMove(s, "e2", "e4");
  rmSync(join(env.HOTSEAT_DATA_DIR, "hotseat.sock"));
  const { code, said } = await launchSaying(env);
  assert.notEqual(code, null, `it stops by itself: ${said}`);
  assert.notEqual(code, 0, "as a failure to start");
  assert.match(said, /already running on /);
  assert.equal(appPidsWith("HOTSEAT_DATA_DIR", env.HOTSEAT_DATA_DIR, APP).length, 1, "one app on the data folder");
  // The running app plays on, its game and its saves whole.
  await clickMove(s, "e7", "e5");
  assert.deepEqual(await moveList(s), ["e4", "e5"]);
});
