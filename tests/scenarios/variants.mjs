// Every variant played through the board to its end, by click and by drag
// (issue 29): each step shows exactly what the Rust side answered, and each
// variant's furniture with it — Crazyhouse's pockets and their counts (drops
// by tap and by drag, for both colours, and by keyboard), Three-check's
// counters, King of the Hill's centre, Atomic's explosion, Chess960's
// castling by the king onto its rook and by its own step. The games are
// recorded from the Rust side (src-tauri/tests/fixtures.rs VARIANT_GAMES).
import assert from "node:assert/strict";
import { isDeepStrictEqual } from "node:util";
import { until } from "./driver.mjs";
import * as english from "../../ui/src/lib/paraglide/messages/en.js";
import { clickMove, dropPiece, expectShows, marked, move, pocket, pocketSlot, present, status } from "./page.mjs";
import { focused, walkTo } from "./keyboard.mjs";
import { layoutChecker } from "./layout.mjs";
import { SEATS, SIZES } from "./layout-model.mjs";

const GAMES = [
  "crazyhouse-drops",
  "three-check-win",
  "atomic-explosion",
  "king-of-the-hill-centre",
  "chess960-castling",
  "antichess-captures",
  "horde-start",
  "racing-kings-race",
];

/** The mover of the step that leads to `view`. */
const moverOf = (view) => (view.turn === "white" ? "black" : "white");

/** Plays one recorded step (a move or a drop) the way `how` says. */
export function playStep(d, how, step) {
  return step.drop
    ? dropPiece(d, how, moverOf(step.view), step.drop.role, step.drop.to)
    : move(d, how, step.move.from, step.move.to);
}

/** The furniture the page shows: each pocket, each side's checks to give, the hill, the squares flashed. */
export function furniture(d) {
  return d.run(`
    const checks = (side) => {
      const c = document.querySelector('[data-testid="checks-' + side + '"]');
      return c ? 3 - c.querySelectorAll(".given").length : null;
    };
    return {
      checks: checks("white") === null ? null : { white: checks("white"), black: checks("black") },
      hill: [...document.querySelectorAll("main [role=grid] .hill")].map((e) => e.getAttribute("data-square")).sort(),
      burst: [...document.querySelectorAll("main [role=grid] [data-square]")].filter((e) => e.querySelector(".burst")).map((e) => e.getAttribute("data-square")).sort(),
    };`);
}

/** What the furniture should be after `view`. */
function furnitureOf(view) {
  return {
    checks: view.checksToGive ?? null,
    hill: view.variant === "king_of_the_hill" ? ["d4", "d5", "e4", "e5"] : [],
    burst: [...(view.exploded ?? [])].sort(),
  };
}

/** The page shows `view`'s furniture (and its pockets, counts included). */
async function expectFurniture(d, view, what) {
  let seen;
  const want = furnitureOf(view);
  try {
    await until(async () => {
      seen = await furniture(d);
      return isDeepStrictEqual(seen, want);
    }, what);
  } catch {
    assert.deepEqual(seen, want, `the furniture of ${what}`);
  }
  for (const side of ["white", "black"]) {
    const shown = await pocket(d, side);
    assert.deepEqual(shown, view.pockets?.[side] ?? null, `${side}'s pocket after ${what}`);
  }
}

const played = GAMES.flatMap((fixture) =>
  ["click", "drag"].map((how) => ({
    name: `${fixture} played by ${how}, with its furniture at every step`,
    fixture,
    async run(d, game) {
      await expectShows(d, game.initial, "the start position");
      await expectFurniture(d, game.initial, "the start");
      for (const [i, step] of game.steps.entries()) {
        const what = `ply ${i + 1} (${step.view.moves.at(-1).san})`;
        await playStep(d, how, step);
        await expectShows(d, step.view, `the view after ${what}`);
        await expectFurniture(d, step.view, what);
      }
    },
  })),
);

const byHand = [
  {
    name: "crazyhouse: a drop by keyboard alone (the pocket's slot, Enter, the arrows, Enter), and Escape puts a picked piece back",
    fixture: "crazyhouse-drops",
    async run(d, game) {
      const [e4, d5, exd5, qxd5, whiteDrop] = game.steps;
      for (const step of [e4, d5, exd5, qxd5]) await playStep(d, "click", step);
      await expectShows(d, qxd5.view, "the view after Qxd5");
      // Picked by Enter, put back by Escape on the board.
      await d.run(`document.querySelector(arguments[0]).focus();`, pocketSlot("white", "pawn"));
      await d.press("Enter");
      await until(async () => (await focused(d)) !== null, "the board to take the keys");
      assert.equal(await d.run(`return document.querySelector(arguments[0]).getAttribute("aria-pressed");`, pocketSlot("white", "pawn")), "true");
      await d.press("Escape");
      await until(async () => !(await present(d, "[data-dest]")), "no drop square marked after Escape");
      // Picked again, and dropped where the record drops it.
      await d.run(`document.querySelector(arguments[0]).focus();`, pocketSlot("white", "pawn"));
      await d.press("Enter");
      await walkTo(d, whiteDrop.drop.to);
      await d.press("Enter");
      await expectShows(d, whiteDrop.view, "the view after the keyboard's drop");
      assert.deepEqual(await pocket(d, "white"), whiteDrop.view.pockets.white);
    },
  },
  ...["face", "pass"].map((seats) => ({
    name: `crazyhouse, ${seats} seats: each pocket lies along its own side of the board (face to face, Black's turned toward Black)`,
    fixture: "crazyhouse-drops",
    settings: { seats },
    async run(d, game) {
      const where = () =>
        d.run(`const board = document.querySelector("main [role=grid]").getBoundingClientRect();
          const at = (side) => { const r = document.querySelector('[data-testid="pocket-' + side + '"]').getBoundingClientRect();
            return r.bottom <= board.top + 1 ? "above" : r.top >= board.bottom - 1 ? "below" : "beside"; };
          return { white: at("white"), black: at("black"),
            turned: [...document.querySelectorAll('[data-testid="pocket-black"] [data-piece]')].some((p) => p.classList.contains("turned")) };`);
      for (const [i, step] of game.steps.entries()) {
        const bottom = seats === "pass" ? step.view.turn : "white";
        await playStep(d, "drag", step);
        await expectShows(d, step.view, `the view after ply ${i + 1}`);
        const seen = await until(async () => {
          const w = await where();
          return w.white === (bottom === "white" ? "below" : "above") ? w : null;
        }, `the pockets placed for ${bottom} at the bottom`);
        assert.equal(seen.black, bottom === "white" ? "above" : "below", `Black's pocket after ply ${i + 1}`);
        // The pocket's knight is an oriented shape: face to face it faces Black.
        if (seats === "face") assert.equal(seen.turned, true, "Black's pocket pieces turned toward Black");
      }
      assert.equal(await status(d), "White to move");
    },
  })),
];

/**
 * The layout property in a variant (SPEC §5 with issue 29's furniture): at
 * each size, in the seats the page was opened with, a new game of the
 * fixture's variant played to the record's end by taps — nothing moves and
 * every control stays reachable as pockets fill and empty, a pocket piece
 * is picked, counters count, an explosion flashes and the verdict comes.
 * Returns the problems (`alsoCheck(where)`, when given, adds its own).
 */
export async function walkVariantLayout(d, seats, game, { sizes = SIZES, alsoCheck = null } = {}) {
  const problems = [];
  const { variant, chess960 } = game.initial;
  // The record's own start (a Chess960 game's by its number).
  const options = { variant, ...(chess960 === undefined ? {} : { chess960 }) };
  for (const [width, height] of sizes) {
    const tag = `${seats}-${variant}-${width}x${height}`;
    await d.resize(width, height);
    // A new game of the variant, loaded as at a start (the Chromium run's replay starts its record over).
    await d.runAsync(`const done = arguments[arguments.length - 1];
      window.__TAURI_INTERNALS__.invoke("new_game", { options: arguments[0] }).then(() => done(true), (e) => done(JSON.stringify(e)));`, options);
    await d.reload();
    const { check } = await layoutChecker(d, english, tag, problems, alsoCheck);
    for (const [i, step] of game.steps.entries()) {
      const what = `ply ${i + 1} (${step.view.moves.at(-1).san})`;
      if (step.drop) {
        await d.click(pocketSlot(moverOf(step.view), step.drop.role));
        await until(async () => (await marked(d)).includes(step.drop.to), `${what}: the drop squares marked`);
        await check(`${what}: a pocket piece picked`);
        await d.click(`[data-square="${step.drop.to}"]`);
      } else {
        await clickMove(d, step.move.from, step.move.to);
      }
      await expectShows(d, step.view, `the view after ${what}`);
      await check(what);
    }
    await d.screenshot(`layout-${tag}-end`);
  }
  return problems;
}

/** The games whose board has furniture (pockets, counters, marks, a flash); the others are laid out as standard chess. */
export const FURNISHED = ["crazyhouse-drops", "three-check-win", "atomic-explosion", "king-of-the-hill-centre"];

/**
 * A walk per seat for the games with furniture; the others differ from
 * standard chess (walked in every seat by layout.mjs) only by the tail's
 * variant note, and are walked face to face, the seat with the least room.
 */
export const variantLayout = GAMES.flatMap((fixture) =>
  (FURNISHED.includes(fixture) ? SEATS : ["face"]).map((seats) => ({
    name: `layout in ${fixture} (${seats}): at five sizes nothing moves as the game and its furniture change; every control reachable`,
    fixture,
    settings: { seats },
    chromiumProject: "tablet",
    async run(d, game) {
      const problems = await walkVariantLayout(d, seats, game);
      assert.deepEqual(problems, [], `${problems.length} layout problems`);
    },
  })),
);

export default [...played, ...byHand, ...variantLayout];
