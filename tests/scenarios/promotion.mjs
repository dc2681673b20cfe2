// Promotion to each piece, for both colours, by click and by drag, in the
// three seats; Escape and a press outside the picker put the pawn back.
// Each game is recorded from a set-up position (tests/fixtures/promotion-*.json,
// src-tauri/tests/fixtures.rs): the picker's other choices lie over other
// squares, the pawn's own among them.
import assert from "node:assert/strict";
import { until } from "./driver.mjs";
import { board, expectShows, move, pickerChoices, plies } from "./page.mjs";

const PIECES = ["queen", "rook", "bishop", "knight"];
const COLOURS = ["white", "black"];
const SEATS = ["side", "pass", "face"];

/** For each choice, whether the page's own hit test at its centre finds it (not a square under it). */
const choicesHit = (d) =>
  d.run(`return [...document.querySelectorAll("[data-promotion]")].map((b) => {
    const r = b.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return [b.getAttribute("data-promotion"), !!hit && b.contains(hit)];
  });`);

/** Plays every move of `game` but the promotion, then moves the pawn to the last rank: the picker opens. */
async function upToPicker(d, game, how) {
  for (const step of game.steps.slice(0, -1)) {
    await move(d, how, step.move.from, step.move.to);
    await expectShows(d, step.view, `the view after ${step.view.moves.at(-1).san}`);
  }
  const last = game.steps.at(-1);
  await move(d, how, last.move.from, last.move.to);
  const choices = await until(() => pickerChoices(d), "the promotion picker");
  assert.deepEqual([...choices].sort(), [...PIECES].sort(), "the picker offers the four pieces");
  assert.deepEqual(await choicesHit(d), choices.map((c) => [c, true]), "a press on each choice lands on it");
  return last;
}

const fixtureFor = (colour, piece) => (colour === "white" ? `promotion-${piece}` : `promotion-black-${piece}`);

const HOWS = ["click", "drag"];

/**
 * Whether a case is in the covering set the X server's input plays again
 * (tests/e2e/xinput.test.mjs): 12 of the 48, one piece for each colour, way
 * and seat, arranged so that every seat and every colour and every way sees
 * all four pieces.
 */
const covering = (colour, piece, how, seats) =>
  (COLOURS.indexOf(colour) * 2 + HOWS.indexOf(how) + SEATS.indexOf(seats)) % PIECES.length === PIECES.indexOf(piece);

const choose = [];
for (const colour of COLOURS) {
  for (const piece of PIECES) {
    for (const how of HOWS) {
      for (const seats of SEATS) {
        choose.push({
          name: `${colour} promotes to a ${piece} by ${how}, seats ${seats}`,
          fixture: fixtureFor(colour, piece),
          settings: { seats },
          covering: covering(colour, piece, how, seats),
          async run(d, game) {
            const last = await upToPicker(d, game, how);
            assert.equal(last.move.promotion, piece);
            await d.click(`[data-promotion="${piece}"]`);
            await expectShows(d, last.view, `the view after ${last.view.moves.at(-1).san}`);
            assert.equal((await board(d))[last.move.to], `${colour}-${piece}`);
            assert.equal(await pickerChoices(d), null, "the picker is closed");
          },
        });
      }
    }
  }
}

const cancel = ["Escape", "outside"].map((how) => ({
  name: `the promotion picker is cancelled by ${how === "Escape" ? "Escape" : "a press outside it"}: the pawn goes back`,
  fixture: "promotion-queen",
  async run(d, game) {
    const last = await upToPicker(d, game, "click");
    if (how === "Escape") await d.press("Escape");
    else await d.click('[data-square="a4"]');
    await until(async () => (await pickerChoices(d)) === null, "the picker to close");
    const before = game.steps.at(-2)?.view ?? game.initial;
    await expectShows(d, before, "the position before the promotion");
    assert.equal((await board(d))[last.move.from], "white-pawn");
    assert.equal((await plies(d)).length, before.moves.length, "nothing was played");
  },
}));

export default [...choose, ...cancel];
