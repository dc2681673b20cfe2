// The installed package: the app the .deb put in /usr/bin, started the way a
// player starts it (no HOTSEAT_DATA_DIR; fresh XDG_DATA_HOME/XDG_CONFIG_HOME),
// under Xvfb through WebKitWebDriver. It shows the board, plays 1. e4, and
// keeps the game where Tauri's app_data_dir points on Linux:
// $XDG_DATA_HOME/org.hotseatchess.HotseatChess/hotseat.sqlite3. Also checks what the
// package installed for the desktop (entry, AppStream metadata) and that the
// window's WM_CLASS is the entry's StartupWMClass.
//
// Run by tests/installed/run.sh (which installs the .deb with apt and removes
// it afterwards); on its own it needs the package installed already.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, renameSync, rmSync, writeFileSync, chmodSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const INSTALLED = "/usr/bin/hotseat-chess";
const ID = "org.hotseatchess.HotseatChess";
/** The identifier until issue 26: its folders move to the new one on the first start. */
const OLD_ID = "org.hotseatchess.app";
const DESKTOP = `/usr/share/applications/${ID}.desktop`;
const METAINFO = `/usr/share/metainfo/${ID}.metainfo.xml`;

// app.mjs launches HOTSEAT_APP (read when it is first imported) and gives it
// a private HOTSEAT_DATA_DIR. The installed app must run without one, so it
// is started through a two-line script that drops the variable and execs
// /usr/bin/hotseat-chess (same process: the exec keeps the pid).
const wrapDir = mkdtempSync(join(tmpdir(), "hotseat-installed-"));
const wrapper = join(wrapDir, "hotseat-chess");
writeFileSync(wrapper, `#!/bin/sh\nunset HOTSEAT_DATA_DIR\nexec ${INSTALLED} "$@"\n`);
chmodSync(wrapper, 0o755);
process.env.HOTSEAT_APP = wrapper;
const { appsFor, clickMove, closeApp, moveList, position, waitFor } = await import("../e2e/app.mjs");

/** Pids of the processes running `exe` whose environment has `key=value`. */
function pidsOf(exe, key, value) {
  const out = [];
  for (const d of readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      if (readlinkSync(`/proc/${d}/exe`) !== exe) continue;
      if (readFileSync(`/proc/${d}/environ`, "utf8").split("\0").includes(`${key}=${value}`)) out.push(Number(d));
    } catch {
      /* gone, or not ours to read */
    }
  }
  return out;
}

/** The X window named `name` (xwininfo -root -tree), or null. */
function windowNamed(name) {
  const tree = execFileSync("xwininfo", ["-root", "-tree"], { encoding: "utf8" });
  const line = tree.split("\n").find((l) => l.includes(`"${name}"`));
  return line ? line.trim().split(/\s+/)[0] : null;
}

test.after(() => rmSync(wrapDir, { recursive: true, force: true }));

test("installed: the package put the app, its desktop entry and its AppStream metadata in place", () => {
  assert.ok(existsSync(INSTALLED), `${INSTALLED} is installed`);
  assert.ok(existsSync(DESKTOP), `${DESKTOP} is installed`);
  assert.ok(existsSync(METAINFO), `${METAINFO} is installed`);
  assert.equal(existsSync("/usr/share/applications/Hotseat Chess.desktop"), false, "no entry named after the product name");
  const entry = readFileSync(DESKTOP, "utf8");
  assert.match(entry, /^Exec=hotseat-chess$/m);
  assert.match(entry, /^Keywords=.*chess/m);
  assert.match(readFileSync(METAINFO, "utf8"), new RegExp(`<launchable type="desktop-id">${ID}.desktop</launchable>`));
});

test("installed: started from /usr/bin with no HOTSEAT_DATA_DIR, it plays 1. e4 and saves to the XDG data directory", { timeout: 120_000 }, async (t) => {
  const apps = appsFor(t, "installed");
  const app = await apps.launch("installed");
  const { s } = app;
  const dataHome = app.env?.XDG_DATA_HOME ?? join(apps.dir, "xdg-data");

  // The app under test is the installed binary, and it runs without the variable.
  const pids = pidsOf(INSTALLED, "XDG_DATA_HOME", dataHome);
  assert.equal(pids.length, 1, `one ${INSTALLED} process on this test's XDG_DATA_HOME (found ${pids})`);
  const environ = readFileSync(`/proc/${pids[0]}/environ`, "utf8").split("\0");
  assert.equal(environ.some((e) => e.startsWith("HOTSEAT_DATA_DIR=")), false, "HOTSEAT_DATA_DIR is not set in the app");

  // The board is shown: the start position of a fresh game (the status line's
  // wording is the e2e suite's business; this test is about the package).
  const start = await position(s);
  assert.equal(Object.keys(start).length, 32, "32 pieces on the board");
  assert.equal(start.e2, "white-pawn");
  assert.deepEqual(await moveList(s), [], "a fresh game: no move yet");

  // One move through the UI; clickMove waits until the Rust side has answered
  // (the move list has the ply).
  await clickMove(s, "e2", "e4");
  const after = await position(s);
  assert.equal(after.e4, "white-pawn");
  assert.equal(after.e2, undefined);
  assert.equal((await moveList(s)).length, 1);

  // Saved where Tauri's app_data_dir points on Linux: $XDG_DATA_HOME/<identifier>/.
  const db = join(dataHome, ID, "hotseat.sqlite3");
  assert.ok(existsSync(db), `the database ${db} exists`);
  assert.equal(existsSync(join(apps.dir, "app")), false, "nothing was written to the folder HOTSEAT_DATA_DIR would have named");

  // The desktop entry's StartupWMClass is the real window's WM_CLASS (instance name).
  const win = windowNamed("Hotseat Chess");
  assert.ok(win, "the window \"Hotseat Chess\" is on the X server");
  const wmClass = execFileSync("xprop", ["-id", win, "WM_CLASS"], { encoding: "utf8" });
  const [instance, klass] = [...wmClass.matchAll(/"([^"]*)"/g)].map((m) => m[1]);
  const startup = readFileSync(DESKTOP, "utf8").match(/^StartupWMClass=(.*)$/m)?.[1];
  assert.ok(startup, "the desktop entry has a StartupWMClass");
  assert.equal(startup, instance, `StartupWMClass=${startup} is the window's WM_CLASS instance (WM_CLASS: "${instance}", "${klass}")`);

  await closeApp(app);
  assert.deepEqual(pidsOf(INSTALLED, "XDG_DATA_HOME", dataHome), [], "the app has exited");

  // A player's folders as the app left them under its old identifier: the
  // first start under the new one moves them whole and finds the game.
  const configHome = app.env?.XDG_CONFIG_HOME ?? join(apps.dir, "xdg-config");
  for (const home of [dataHome, configHome]) {
    if (existsSync(join(home, ID))) renameSync(join(home, ID), join(home, OLD_ID));
  }
  assert.ok(existsSync(join(dataHome, OLD_ID, "hotseat.sqlite3")), "today's layout: the game under the old identifier");
  const again = await apps.launch("installed-moved");
  await waitFor(async () => (await moveList(again.s)).length === 1, { message: "the game of the old folder" });
  assert.equal((await position(again.s)).e4, "white-pawn");
  assert.ok(existsSync(db), "the database moved to the new folder");
  assert.equal(existsSync(join(dataHome, OLD_ID)), false, "the old data folder is gone");
  await closeApp(again);
});
