// The X server's own input for the real app under Xvfb (xdotool): a pointer
// that moves, presses and releases like a player's mouse, and keys typed on
// the keyboard — not WebDriver's synthesized events. Positions are read
// through WebDriver (element rectangles, in the page's CSS pixels) and turned
// into screen pixels with an offset measured once per window.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { ELEMENT, ROOT, waitFor } from "./driver.mjs";

// No `mousemove --sync`: it waits for a motion event, and a pointer already
// at the point (a promotion choice on the square just clicked) never makes one.
const xdo = (...args) => execFileSync("xdotool", args.map(String), { encoding: "utf8", timeout: 10_000 }).trim();

/** xdotool's names for the keys the scenarios press. */
const X_KEYS = {
  Enter: "Return", Escape: "Escape", Tab: "Tab", Backspace: "BackSpace", Home: "Home", End: "End", " ": "space",
  ArrowLeft: "Left", ArrowUp: "Up", ArrowRight: "Right", ArrowDown: "Down",
};

/**
 * The app's window (the one titled "Hotseat Chess" that is shown, or `name`,
 * a regular expression), sized to `width`×`height` when given, and a pointer
 * and keyboard on it.
 */
export async function xInput(s, { width, height, name = "^Hotseat Chess$" } = {}) {
  const ids = await waitFor(() => {
    try {
      return xdo("search", "--onlyvisible", "--name", name).split("\n").filter(Boolean);
    } catch {
      return null; // xdotool exits 1 while nothing matches
    }
  }, { message: "the app's window" });
  const win = ids.at(-1);
  if (width && height) {
    xdo("windowsize", win, width, height);
    await waitFor(() => s.execute("return innerWidth === arguments[0] && innerHeight === arguments[1];", [width, height]), {
      message: `the page to be ${width}×${height}`,
    });
  }
  // Keys go to the focused window (sent to a window instead, GTK would
  // see them flagged as synthetic).
  xdo("windowfocus", "--sync", win);
  const offset = await measureOffset(s, win);

  /** Screen pixels of a point in the page. */
  const screen = (x, y) => ({ x: Math.round(x + offset.x), y: Math.round(y + offset.y) });

  async function centreOf(css) {
    const el = await s.find(css);
    // A control in a scrolled panel is brought into view first, as a player
    // would scroll to it; then its centre is taken once it holds still over
    // two frames (a panel still opening or scrolling, on a busy machine,
    // would take the press elsewhere).
    const c = await waitFor(
      () =>
        s.executeAsync(
          `const [el, done] = arguments;
           el.scrollIntoView({ block: "nearest", inline: "nearest" });
           const at = () => { const r = el.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; };
           const a = at();
           requestAnimationFrame(() => requestAnimationFrame(() => {
             const b = at();
             done(Math.abs(a[0] - b[0]) < 0.5 && Math.abs(a[1] - b[1]) < 0.5 ? b : null);
           }));`,
          [{ [ELEMENT]: el }],
        ),
      { timeout: 5000, message: `${css} to hold still under the pointer` },
    );
    return screen(c[0], c[1]);
  }

  return {
    window: win,
    offset,
    /** Gives the keyboard back to the app's window (after a dialog of its own). */
    focusApp: () => xdo("windowfocus", "--sync", win),
    centreOf,
    /** Moves the pointer to the element's centre and clicks the left button. */
    async click(css) {
      const p = await centreOf(css);
      // A hand's pace between X events: WebKitGTK sees the pointer arrive (its
      // hover) before the press, and handles the click before the test reads.
      xdo("mousemove", p.x, p.y);
      await sleep(30);
      xdo("click", "1");
      await sleep(60);
    },
    /** Presses on `fromCss`, moves there in `steps`, releases on `toCss`. */
    async drag(fromCss, toCss, steps = 8) {
      const a = await centreOf(fromCss);
      const b = await centreOf(toCss);
      // A hand's pace: motion sent back to back is merged into one by the X
      // server and WebKitGTK, and a drag needs its in-between moves seen.
      xdo("mousemove", a.x, a.y);
      await sleep(30);
      xdo("mousedown", "1");
      for (let i = 1; i <= steps; i++) {
        xdo("mousemove", Math.round(a.x + ((b.x - a.x) * i) / steps), Math.round(a.y + ((b.y - a.y) * i) / steps));
        await sleep(20);
      }
      await sleep(40);
      xdo("mouseup", "1");
      await sleep(60);
    },
    /** Key presses (the scenarios' names, or xdotool's, e.g. "ctrl+v"). */
    async press(...keys) {
      for (const k of keys) {
        xdo("key", X_KEYS[k] ?? k);
        await sleep(20); // a typist's pace: each key handled before the next
      }
    },
    /** Types `text` as key strokes. */
    async type(text) {
      if (text) xdo("type", "--delay", "15", text);
    },
    /** Drops the file at `path` on the element's centre, through XDND as a file manager drops it. */
    async dropFile(css, path) {
      const p = await centreOf(css);
      execFileSync(xdndDropTool(), [win, p.x, p.y, `file://${encodeURI(path)}`], { timeout: 20_000 });
    },
  };
}

let dropTool = null;
/** tests/e2e/xdnd-drop.c, built once per process with the system's C compiler (its own folder: test files run side by side). */
function xdndDropTool() {
  if (!dropTool) {
    const dir = mkdtempSync(join(tmpdir(), "hotseat-xdnd-"));
    process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
    const out = join(dir, "xdnd-drop");
    execFileSync("cc", ["-O1", "-o", out, `${ROOT}tests/e2e/xdnd-drop.c`, "-lX11"]);
    dropTool = out;
  }
  return dropTool;
}

/**
 * Where the page's (0, 0) lies on the screen: the pointer is moved to a known
 * screen point and the page reports where it saw it.
 */
async function measureOffset(s, win) {
  const geo = Object.fromEntries(
    xdo("getwindowgeometry", "--shell", win).split("\n").map((l) => l.split("=")).map(([k, v]) => [k, Number(v)]),
  );
  await s.execute(`window.__seenPointer = null;
    addEventListener("pointermove", (e) => (window.__seenPointer = { x: e.clientX, y: e.clientY }), { capture: true });`);
  for (const [dx, dy] of [[40, 40], [60, 50]]) {
    xdo("mousemove", geo.X + dx, geo.Y + dy);
    await sleep(50); // two moves apart in time, so that the X server does not merge them
  }
  const seen = await waitFor(() => s.execute("return window.__seenPointer;"), { message: "the page to see the X pointer" });
  return { x: geo.X + 60 - seen.x, y: geo.Y + 50 - seen.y };
}
