// The player flows of the app, written once and run by two drivers:
// Playwright in Chromium, with the Rust side's recorded answers
// (tests/browser/scenarios.spec.ts), and WebdriverIO on the real app through
// WebKitWebDriver, with the real Rust side (tests/e2e/scenarios.test.mjs).
// A scenario sees only this interface; everything it reads it reads from the
// page (the same DOM hooks in both), so the two runs check the same things.
//
// @typedef {"side" | "pass" | "face"} Seats
//
// A scenario is { name, fixture, settings?, only?, run(driver, fixture) };
// `only: "webkit"` (or "chromium") where the other run cannot answer, e.g. a
// refusal worded by the Rust side that the recorded IPC never heard;
// `chromiumProject: "tablet"` where Chromium runs it on the touch tablet's
// project (a spec of its own) instead of the desktop's.
//
// The interface each driver implements:
//
//   kind                      "chromium" | "webkit"
//   open(fixture, settings)   a fresh start position in a freshly loaded page,
//                             with these settings; the Chromium run replays
//                             tests/fixtures/<fixture>.json, the real app
//                             plays for real
//   run(body, ...args)        runs a function body in the page (its arguments
//                             are `arguments[0]`, …) and returns its JSON value
//   runAsync(body, ...args)   the same for a body that answers by calling its
//                             last argument
//   click(css)                an element click (the first match)
//   drag(from, to)            a mouse drag between two squares' centres, in steps
//                             (`from` may be a CSS selector: a pocket's slot)
//   press(...keys)            key presses to the focused element ("Enter",
//                             "Escape", "Tab", "ArrowUp", " ", "a", …)
//   fill(css, text)           replaces a field's text as typing would
//   resize(width, height)     the page's size in CSS px (the window's, in the
//                             real app), once a frame at that size is drawn;
//                             the next scenario opens at the driver's own size
//   reload()                  the page loaded again, once its board is drawn
//                             (the real app keeps its game; the Chromium run's
//                             replay starts its recorded game over)
//   clipboard()               the system clipboard's text (after a copy)
//   openPgnFile(games)        Open PGN… opens "club.pgn" from now on: the first
//                             `games` games of pgn-club.mjs's file (the real
//                             app reads it; the Chromium run's IPC lists it)
//   dropFile(name, games)     a file `name` of pgn-club.mjs's first `games`
//                             games dropped on the window (the real app's by
//                             XDND, as a file manager drops it)
//   offerEngine(kind)         (real app) Choose… of Settings' review engine picks,
//                             from now on, "uci": our own UCI binary; "text": a
//                             file that is no program
//   screenshot(name)          saves a picture of the window for a person to see
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const FIXTURES = fileURLToPath(new URL("../fixtures/", import.meta.url));

/** A game recorded from the Rust side: its first view and each move with the view after it. */
export function loadFixture(name) {
  return JSON.parse(readFileSync(`${FIXTURES}${name}.json`, "utf8"));
}

/** The start position's FEN: a fixture from any other position is imported first. */
export const START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

export { DEFAULT_SETTINGS } from "./defaults.mjs";

/** Polls `fn` until it returns something truthy (returned) or `timeout` ms pass (throws with `what`). */
export async function until(fn, what, timeout = 10_000) {
  const end = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      last = await fn();
      if (last) return last;
    } catch (err) {
      last = err;
    }
    if (Date.now() > end) {
      const detail = last instanceof Error ? last.message : JSON.stringify(last);
      throw new Error(`timed out after ${timeout} ms waiting for ${what} (last: ${detail})`);
    }
    await new Promise((r) => setTimeout(r, 40));
  }
}

/** Key names as WebDriver's key actions spell them (W3C "normalized key values"). */
export const WEBDRIVER_KEYS = {
  Enter: "\uE007", Escape: "\uE00C", Tab: "\uE004", Backspace: "\uE003", Home: "\uE011", End: "\uE010",
  ArrowLeft: "\uE012", ArrowUp: "\uE013", ArrowRight: "\uE014", ArrowDown: "\uE015", Shift: "\uE008",
};
