// Every dialog lies whole within the window and each of its controls can be
// reached, at a phone's, a portrait tablet's and a desktop's size, in the
// side and face-to-face seats. (The FEN/PGN dialog once stood 4 px past both
// edges of a 360 px phone: its width left out its own padding.)
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { appsFor, invoke, settledScreenshot, waitFor, windowSize } from "./app.mjs";
import { ARTIFACTS } from "./driver.mjs";
import { measure, reachable, reload } from "./layout-measure.mjs";

const SIZES = [
  [360, 640],
  [600, 800],
  [1280, 800],
];

/** The dialogs a player opens from the panel, by the button that opens them. */
const DIALOGS = ["New game", "From FEN/PGN…"];

/** The open dialog's box and the window's size, or null when none is open. */
const DIALOG_BOX = `const box = document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"]');
  if (!box) return null;
  const r = box.getBoundingClientRect();
  return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: innerWidth, height: innerHeight };`;

test("dialogs fit (side and face to face): New game and From FEN/PGN… lie within the window, every control reachable", { timeout: 300_000 }, async (t) => {
  const { s } = await appsFor(t, "dialog-fit").launch("dialog-fit");
  const problems = [];
  // Face to face, Black's New game dialog on a 360×640 phone is turned and
  // scrolls: its buttons come into view by scrolling the other way.
  for (const seats of ["side", "face"]) {
    const settings = await invoke(s, "settings");
    await invoke(s, "set_settings", { settings: { ...settings, seats } });
    for (const [w, h] of SIZES) {
      await windowSize(s, w, h);
      await reload(s);
      for (const name of DIALOGS) {
        const where = `${seats} ${w}×${h} ${name}`;
        await s.click(await s.button(name));
        const box = await waitFor(() => s.execute(DIALOG_BOX), { timeout: 5000, message: `the ${name} dialog` });
        if (box.left < -0.5 || box.top < -0.5 || box.right > box.width + 0.5 || box.bottom > box.height + 0.5) {
          problems.push(`${where}: the dialog's box ${JSON.stringify(box)} is not inside the window`);
        }
        reachable(await measure(s), where, problems);
        mkdirSync(ARTIFACTS, { recursive: true });
        writeFileSync(`${ARTIFACTS}dialog-fit-${seats}-${w}x${h}-${name.replace(/\W+/g, "-").toLowerCase()}.png`, await settledScreenshot(s));
        await s.click(await s.findXPath(`//*[@aria-modal="true" or @role="alertdialog"]//button[normalize-space(.)="Cancel"]`));
        await waitFor(async () => (await s.execute(DIALOG_BOX)) === null, { timeout: 5000, message: `the ${name} dialog to close` });
      }
    }
  }
  assert.deepEqual(problems, [], problems.join("\n"));
});
