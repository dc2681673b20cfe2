// Declared verdicts: either player may resign or offer a draw at any moment,
// not only the side to move, and Undo names what it takes back. Side by side
// in the shared panel (asked "who?"), face to face from each player's own
// side, with Black's dialogs and offers turned toward Black. The Chromium
// run replays the Rust side's answers to these commands (fixtures.rs
// DECLARED); the real app gives them for real.
import assert from "node:assert/strict";
import { until } from "./driver.mjs";
import { clickButton, clickMove, present, status, undoLabel } from "./page.mjs";

/** In the open "who …?" question, picks `colour` and confirms with `confirm`. */
async function answerWho(d, testid, colour, confirm) {
  await until(() => d.run(`return !!document.querySelector("[data-testid=${testid}]");`), `the ${testid} question`);
  await d.click(`[data-testid=${testid}] input[value="${colour}"]`);
  await clickButton(d, confirm, "[role=alertdialog]");
  await until(async () => !(await present(d, "[role=alertdialog]")), "the question to close");
}

/** Whether the first element matching `css` is drawn turned by 180° (its own rotation or an ancestor's). */
function turned(d, css) {
  return d.run(
    `let angle = 0;
     for (let n = document.querySelector(arguments[0]); n; n = n.parentElement) {
       const cs = getComputedStyle(n);
       if (cs.transform && cs.transform !== "none") { const m = new DOMMatrix(cs.transform); angle += Math.round((Math.atan2(m.b, m.a) * 180) / Math.PI); }
       if (cs.rotate && cs.rotate !== "none") angle += parseFloat(cs.rotate);
     }
     return ((angle % 360) + 360) % 360 === 180;`,
    css,
  );
}

/** The offer's words where `where` shows them, or null. */
const offerText = (d, where) =>
  d.run(`return document.querySelector(arguments[0] + " [data-testid=draw-offer]")?.textContent.replace(/\\s+/g, " ").trim() ?? null;`, where);

/**
 * Face to face, `name` ("White" or "Black") resigns from its own button
 * (inside `within`): the question is turned toward Black for Black only.
 */
async function resignFaceToFace(d, name, within) {
  await clickButton(d, `Resign (${name})`, within);
  await until(() => present(d, "[role=alertdialog]"), "the question");
  assert.match(await d.run(`return document.querySelector("[role=alertdialog]").textContent;`), new RegExp(`${name} resigns\\?`));
  assert.equal(await turned(d, "[role=alertdialog]"), name === "Black", `${name}'s question turned toward ${name}`);
  await clickButton(d, "Resign", "[role=alertdialog]");
  const winner = name === "White" ? "Black" : "White";
  await until(async () => (await status(d)) === `${name} resigns — ${winner} wins`, `${name}'s resignation`);
}

/** Plays the game's next recorded step (a move) by clicks. */
async function playStep(d, game, i, want) {
  const { move } = game.steps[i];
  await clickMove(d, move.from, move.to);
  await until(async () => (await status(d)) === want, want);
}

export default [
  {
    name: "side by side, White resigns on Black's turn; Undo says it takes back the resignation",
    fixture: "resign-and-undo",
    async run(d, game) {
      await playStep(d, game, 0, "Black to move");
      await clickButton(d, "Resign…");
      await answerWho(d, "resigner", "white", "Resign");
      await until(async () => (await status(d)) === "White resigns — Black wins", "the resignation");
      assert.equal(await undoLabel(d), "Undo resign");
      await clickButton(d, "Undo");
      await until(async () => (await status(d)) === "Black to move", "the game going on");
      assert.equal(await undoLabel(d), "Undo e4");
    },
  },
  {
    name: "side by side, Black offers a draw on White's turn and White accepts",
    fixture: "draw-offer-accepted",
    async run(d, game) {
      await playStep(d, game, 0, "Black to move");
      await playStep(d, game, 1, "White to move");
      await clickButton(d, "Offer draw…");
      await answerWho(d, "offerer", "black", "Offer draw");
      const offer = await until(() => offerText(d, "aside"), "the offer shown");
      assert.match(offer, /Black offers a draw/);
      await clickButton(d, "Accept draw", "aside [data-testid=draw-offer]");
      await until(async () => (await status(d)) === "Draw — agreement", "the agreed draw");
    },
  },
  {
    name: "face to face, Black resigns from Black's side in a dialog turned toward Black; after Undo White resigns from the panel",
    fixture: "resignations-face-to-face",
    settings: { seats: "face" },
    async run(d, game) {
      await playStep(d, game, 0, "Black to move");
      await resignFaceToFace(d, "Black", "section.far");
      await clickButton(d, "Undo");
      await until(async () => (await status(d)) === "Black to move", "the game going on");
      await resignFaceToFace(d, "White", "aside");
    },
  },
  {
    name: "face to face, a draw offer goes to the other player turned toward them; the offerer's move keeps it, the other's declines it",
    fixture: "draw-offers-face-to-face",
    settings: { seats: "face" },
    async run(d, game) {
      await playStep(d, game, 0, "Black to move");

      // White offers: Black answers on Black's side of the table.
      await clickButton(d, "Offer a draw (White)");
      assert.match(await until(() => offerText(d, "section.far"), "the offer on Black's side"), /White offers a draw\./);
      assert.equal(await turned(d, "section.far [data-testid=draw-offer]"), true, "turned toward Black");
      assert.equal(await offerText(d, "aside"), null, "not in White's panel");
      await clickButton(d, "Decline", "section.far [data-testid=draw-offer]");
      await until(async () => !(await present(d, "[data-testid=draw-offer]")), "the offer declined");

      // Black offers: White answers in the panel, upright.
      await clickButton(d, "Offer a draw (Black)", "section.far");
      assert.match(await until(() => offerText(d, "aside"), "the offer in White's panel"), /Black offers a draw\./);
      assert.equal(await turned(d, "aside [data-testid=draw-offer]"), false, "upright for White");
      await playStep(d, game, 4, "White to move");
      assert.match(await offerText(d, "aside"), /Black offers a draw\./, "the offerer moved: the offer stands");
      await playStep(d, game, 5, "Black to move");
      await until(async () => !(await present(d, "[data-testid=draw-offer]")), "a move declines it");

      await clickButton(d, "Offer a draw (White)");
      await until(() => offerText(d, "section.far"), "the offer on Black's side");
      await clickButton(d, "Accept draw", "section.far [data-testid=draw-offer]");
      await until(async () => (await status(d)) === "Draw — agreement", "the agreed draw");
    },
  },
];
