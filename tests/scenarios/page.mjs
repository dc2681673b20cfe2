// Reading the app's page, for the scenarios: what a player sees, through the
// stable hooks of SPEC §4 (data-square, data-piece, data-dest, role=status,
// data-promotion, the buttons' names). One function each, used by both drivers.
import assert from "node:assert/strict";
import { isDeepStrictEqual } from "node:util";
import { until } from "./driver.mjs";
import { specStatus } from "./spec-status.mjs";

/**
 * "e4" → "white-pawn" for every occupied square of the board inside `within`
 * (a CSS selector; the main board by default, or e.g. an archived game's).
 */
export function board(d, within = "main [role=grid]") {
  return d.run(
    `const out = {};
     for (const sq of document.querySelectorAll(arguments[0] + " [data-square]")) {
       const p = sq.querySelector("[data-piece]");
       if (p) out[sq.getAttribute("data-square")] = p.getAttribute("data-piece");
     }
     return out;`,
    within,
  );
}

/** Whether the page's board is the one `view` holds. */
export async function showsBoard(d, view) {
  return isDeepStrictEqual(await board(d), boardOf(view));
}

/** The board a recorded view holds (each side's squares by kind), in the same shape. */
export function boardOf(view) {
  const out = {};
  for (const color of ["white", "black"]) {
    for (const [role, squares] of Object.entries(view.board[color])) for (const square of squares) out[square] = `${color}-${role}`;
  }
  return out;
}

/**
 * The main status line's text, its white space collapsed. (Its text as the
 * page holds it: WebKitWebDriver's element text, the rendered text, is empty
 * for the two-line clamp (-webkit-box) it is drawn in.)
 */
export function status(d) {
  return d.run(`return (document.querySelector("aside [data-testid=status]") ?? document.querySelector("[data-testid=status]"))?.textContent.replace(/\\s+/g, " ").trim() ?? null;`);
}

/** The SAN of each ply in the move list, in order. */
export function plies(d) {
  return d.run(`const ol = document.querySelector("[data-testid=move-list]");
    return ol ? [...ol.querySelectorAll("[data-ply]")].map((e) => e.textContent.trim()) : [];`);
}

/** The move list's rows as shown, e.g. "1. f3 e5", "7. … Kg8". */
export function moveRows(d) {
  return d.run(`const ol = document.querySelector("[data-testid=move-list]");
    return ol ? [...ol.querySelectorAll("li")].map((li) =>
      [...li.querySelectorAll(".num, .ply")].map((e) => e.textContent.trim()).filter(Boolean).join(" ")) : [];`);
}

/** The trimmed text of the first element matching `css`, or null. */
export function text(d, css) {
  return d.run(`return document.querySelector(arguments[0])?.textContent.trim() ?? null;`, css);
}

/** The squares marked as destinations, sorted. */
export function marked(d) {
  return d.run(`return [...document.querySelectorAll("[data-dest]")].map((e) => e.getAttribute("data-square")).sort();`);
}

/** Whether the button named `name` (its text or aria-label) inside `within` is enabled; null if absent. */
export function buttonEnabled(d, name, within = "aside") {
  return d.run(
    `const b = [...document.querySelectorAll(arguments[1] + " button")].find((b) => {
       // Its name as read aloud: the text without its aria-hidden marks ("← All games").
       const c = b.cloneNode(true); c.querySelectorAll("[aria-hidden=true]").forEach((e) => e.remove());
       return c.textContent.replace(/\\s+/g, " ").trim() === arguments[0] || b.getAttribute("aria-label") === arguments[0]; });
     return b ? !b.disabled : null;`,
    name,
    within,
  );
}

/**
 * A CSS selector for the button named `name` inside `within` (marks it with
 * a data attribute): the first in the page's order, or the last when `which`
 * says so (face to face White's, Black's bar coming first).
 */
export async function button(d, name, within = "aside", which = "first") {
  const id = await d.run(
    `const named = [...document.querySelectorAll(arguments[1] + " button")].filter((b) => {
       // Its name as read aloud: the text without its aria-hidden marks ("← All games").
       const c = b.cloneNode(true); c.querySelectorAll("[aria-hidden=true]").forEach((e) => e.remove());
       return c.textContent.replace(/\\s+/g, " ").trim() === arguments[0] || b.getAttribute("aria-label") === arguments[0]; });
     const b = arguments[2] === "last" ? named.at(-1) : named[0];
     if (!b) return null;
     b.dataset.scenario ??= String(Math.random()).slice(2);
     return b.dataset.scenario;`,
    name,
    within,
    which,
  );
  assert.ok(id, `a button "${name}" in ${within}`);
  return `[data-scenario="${id}"]`;
}

/** Clicks the button named `name` inside `within`. */
export async function clickButton(d, name, within = "aside") {
  await d.click(await button(d, name, within));
}

/** Waits until the page shows `view`: status line, pieces and move list. */
export async function expectShows(d, view, what = "the recorded view") {
  const want = { status: specStatus(view), board: boardOf(view), plies: view.moves.map((m) => m.san) };
  let seen;
  try {
    await until(async () => {
      seen = { status: await status(d), board: await board(d), plies: await plies(d) };
      return isDeepStrictEqual(seen, want);
    }, what);
  } catch {
    assert.deepEqual(seen, want, `the page shows ${what}`);
  }
}

/** Plays from→to by clicking the piece, checking `to` is marked, and clicking it. */
export async function clickMove(d, from, to) {
  await d.click(`[data-square="${from}"]`);
  await until(async () => (await marked(d)).includes(to), `${to} marked after selecting ${from}`);
  await d.click(`[data-square="${to}"]`);
}

/** Plays from→to the way `how` says ("click" or "drag"). */
export function move(d, how, from, to) {
  return how === "drag" ? d.drag(from, to) : clickMove(d, from, to);
}

/** The pocket slot of `role` in `side`'s pocket (Crazyhouse). */
export const pocketSlot = (side, role) => `[data-testid="pocket-${side}"] [data-role="${role}"]`;

/** `side`'s pocket as the page shows it: role → count (the slots' accessible names end in the count). */
export function pocket(d, side) {
  return d.run(`const p = document.querySelector('[data-testid="pocket-' + arguments[0] + '"]');
    return p ? Object.fromEntries([...p.querySelectorAll("[data-role]")].map((b) =>
      [b.getAttribute("data-role"), Number(b.getAttribute("aria-label").match(/(\\d+)$/)[1])])) : null;`, side);
}

/**
 * Drops `role` from `side`'s pocket on `to` the way `how` says: "click"
 * taps the slot, checks `to` is marked, and taps it; "drag" drags the
 * piece from its slot onto the square.
 */
export async function dropPiece(d, how, side, role, to) {
  if (how === "drag") return d.drag(pocketSlot(side, role), to);
  await d.click(pocketSlot(side, role));
  await until(async () => (await marked(d)).includes(to), `${to} marked after picking the ${role} from the pocket`);
  await d.click(`[data-square="${to}"]`);
}

/** The promotion picker's choices (data-promotion values, in the order shown), or null when closed. */
export function pickerChoices(d) {
  return d.run(`const p = document.querySelector('[role=dialog][aria-label="Promote pawn to"]');
    return p ? [...p.querySelectorAll("[data-promotion]")].map((e) => e.getAttribute("data-promotion")) : null;`);
}

/** Waits for the page's text `testid` element to be gone or present. */
export function present(d, css) {
  return d.run(`return !!document.querySelector(arguments[0]);`, css);
}

/** What White's (the panel's) Undo button says it takes back ("Undo Nf3", "Undo resign"). */
export function undoLabel(d) {
  return d.run(`const b = document.querySelector('aside button[aria-label="Undo"]'); return b ? b.textContent.replace(/\\s+/g, " ").trim() : null;`);
}
