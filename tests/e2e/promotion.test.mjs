// Promotion to each piece, for both colours, with the pawn moved by click and
// by drag, in the three seats: the picker's choice is pressed with W3C mouse
// actions at its centre (as a player's mouse does), not by element click.
// In WebKitGTK only the choice lying on the promotion square used to work
// (issue 11, item 1): the release reached the board under the picker.
import { test } from "node:test";
import assert from "node:assert/strict";
import { appsFor, drag, invoke, moveList, position, waitFor, waitPlies } from "./app.mjs";

/** White promotes on b8, then Black on g1; neither promotion gives check. */
const FEN = "8/1P6/8/k7/7K/8/6p1/8 w - - 0 1";
const ROLES = ["queen", "rook", "bishop", "knight"];
const LETTER = { queen: "Q", rook: "R", bishop: "B", knight: "N" };

/** Sets the seats on the Rust side and imports FEN, then reloads the page so it reads both. */
async function setUp(s, seats) {
  const settings = await invoke(s, "settings");
  await invoke(s, "set_settings", { settings: { ...settings, seats } });
  await invoke(s, "import_game", { text: FEN });
  await s.execute("location.reload();");
  await waitFor(async () => (await position(s)).b7 === "white-pawn" && (await moveList(s)).length === 0, {
    timeout: 10_000,
    message: "the imported position after the reload",
  });
}

/** The centre (viewport px) of the element `css`, once it is shown. */
async function centreOf(s, css) {
  const r = await waitFor(
    () =>
      s.execute(
        `const e = document.querySelector(arguments[0]);
         if (!e) return null;
         const r = e.getBoundingClientRect();
         return r.width > 0 ? { x: r.left + r.width / 2, y: r.top + r.height / 2 } : null;`,
        [css],
      ),
    { timeout: 3000, message: `${css} to be shown` },
  );
  return { x: Math.round(r.x), y: Math.round(r.y) };
}

/** A mouse click (move, press, release) at the centre of `css`. */
async function mouseClick(s, css) {
  const { x, y } = await centreOf(s, css);
  await s.pointer([
    { type: "pointerMove", origin: "viewport", duration: 0, x, y },
    { type: "pointerDown", button: 0 },
    { type: "pause", duration: 40 },
    { type: "pointerUp", button: 0 },
  ]);
}

/** What `document.elementFromPoint` finds at the centre of each choice: the choice itself (or inside it). */
function choicesHitTest(s) {
  return s.execute(`
    return [...document.querySelectorAll("[data-promotion]")].map((b) => {
      const r = b.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return [b.getAttribute("data-promotion"), !!hit && b.contains(hit)];
    });`);
}

/** Moves from→to by `how` ("click" or "drag"), picks `role`, checks the piece and the SAN. */
async function promote(s, { from, to, role, how, color }) {
  const before = (await moveList(s)).length;
  if (how === "click") {
    await mouseClick(s, `[data-square="${from}"]`);
    await mouseClick(s, `[data-square="${to}"]`);
  } else {
    await drag(s, from, to);
  }
  await centreOf(s, `[data-promotion="${role}"]`);
  const hits = await choicesHitTest(s);
  assert.deepEqual(hits.filter(([, ok]) => !ok), [], `every choice is hit at its centre (${JSON.stringify(hits)})`);
  await mouseClick(s, `[data-promotion="${role}"]`);
  await waitPlies(s, before + 1).catch(async (err) => {
    const picker = await s.execute(`return !!document.querySelector("[data-promotion]");`);
    throw new Error(`${err.message}; ${color} ${role} by ${how}: picker still open: ${picker}; ${JSON.stringify(await position(s))}`);
  });
  assert.equal((await moveList(s)).at(-1), `${to}=${LETTER[role]}`);
  assert.equal((await position(s))[to], `${color}-${role}`);
  assert.equal(await s.execute(`return document.querySelectorAll("[data-promotion]").length;`), 0, "the picker is closed");
}

for (const seats of ["side", "pass", "face"]) {
  test(`promotion by mouse, ${seats}: each piece, both colours, by click and by drag`, { timeout: 240_000 }, async (t) => {
    const app = await appsFor(t, `promotion-${seats}`).launch(`promotion-${seats}`);
    const { s } = app;
    const failures = [];
    for (const how of ["click", "drag"]) {
      for (const role of ROLES) {
        await setUp(s, seats);
        for (const [color, from, to] of [["white", "b7", "b8"], ["black", "g2", "g1"]]) {
          try {
            await promote(s, { from, to, role, how, color });
          } catch (err) {
            failures.push(`${color} ${role} by ${how}: ${err.message.split("\n")[0]}`);
            break; // the game is not where the next promotion needs it
          }
        }
      }
    }
    assert.deepEqual(failures, []);
  });
}
