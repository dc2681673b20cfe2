// The archive's rows and the PGN picker's on phones, in the real app (issue
// 26 items 16 and 23): with long names, a long event and time odds, every
// row keeps its date, its length and its time control whole (a bare "U" for
// "Untimed" was seen at 360 px), both players' names stay partly readable
// (Black's was never seen at 400 px), an unnamed game is titled by its
// colours (not by "Unfinished" alone), and the picker's room above its
// buttons says what to do instead of standing empty.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { appsFor, importAllPgn, invoke, waitFor, windowSize } from "./app.mjs";
import { reload } from "./layout-measure.mjs";
import { ARTIFACTS } from "./driver.mjs";

async function shot(s, name) {
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(join(ARTIFACTS, name), await s.screenshot());
}

const LONG = (i) =>
  `[Event "FIDE World Championship Match ${i}"]\n[Date "2023.04.${String(10 + (i % 19)).padStart(2, "0")}"]\n` +
  `[White "Nepomniachtchi, Ian"]\n[Black "Ding, Liren"]\n[Result "1/2-1/2"]\n\n1. d4 Nf6 2. c4 e6 3. Nc3 Bb4 1/2-1/2\n\n`;

/** Per row: what is cut (a part whose text does not fit its box, or that lies outside its row) and each name's shown width. */
const ROWS = `
  const rows = [...document.querySelectorAll(arguments[0])];
  return rows.slice(0, 6).map((b) => {
    const box = b.getBoundingClientRect();
    const cut = [];
    for (const part of b.querySelectorAll(arguments[1])) {
      const r = part.getBoundingClientRect();
      const outside = r.right > box.right - 2 || r.left < box.left || r.bottom > box.bottom || r.width === 0;
      if (part.scrollWidth > part.clientWidth + 1 || outside) cut.push(part.textContent.trim());
    }
    const names = [...b.querySelectorAll(".name")].map((n) => ({ text: n.textContent, shown: n.clientWidth, whole: n.scrollWidth }));
    const em = parseFloat(getComputedStyle(b).fontSize);
    return { title: b.querySelector(".names")?.textContent.replace(/\\s+/g, " ").trim() ?? null, cut, names, em };
  });`;

test("phone rows: archive and picker rows keep dates, lengths and clocks whole, both names readable", { timeout: 300_000 }, async (t) => {
  const apps = appsFor(t, "phone-rows");
  const file = join(apps.dir, "wch.pgn");
  writeFileSync(file, Array.from({ length: 8 }, (_, i) => LONG(i + 1)).join(""));
  const { s } = await apps.launch("phone-rows", { HOTSEAT_OPEN_PGN: file });
  // An unnamed untimed game left unfinished, a timed one with time odds, then the file's games.
  await invoke(s, "play", { move: { from: "e2", to: "e4" } });
  await invoke(s, "new_game", {
    options: { timeControl: { whiteMs: 300_000, blackMs: 180_000, perMove: { kind: "fischer", ms: 2000 } } },
  });
  await invoke(s, "play", { move: { from: "d2", to: "d4" } });
  await invoke(s, "open_pgn");
  const report = await importAllPgn(s);
  assert.equal(report.imported, 8, JSON.stringify(report));
  await invoke(s, "new_game", { options: {} });

  const problems = [];
  for (const [w, h] of [[360, 640], [400, 750]]) {
    await windowSize(s, w, h);
    await reload(s);
    await s.click(await s.button("Games"));
    const list = '[data-testid="archive-list"] li button';
    await waitFor(() => s.execute("return document.querySelectorAll(arguments[0]).length >= 6", [list]), { timeout: 5000, message: "archive rows" });
    const rows = await s.execute(ROWS, [list, ".meta > :not([aria-hidden])"]);
    for (const [i, row] of rows.entries()) {
      const where = `${w}×${h} archive row ${i + 1} (${row.title})`;
      // Only the event and the result may give way.
      const whole = row.cut.filter((text) => !/FIDE|Draw|Unfinished|In progress/.test(text));
      if (whole.length) problems.push(`${where}: cut ${JSON.stringify(whole)}`);
      for (const name of row.names) {
        if (name.shown < Math.min(name.whole, 4 * row.em)) problems.push(`${where}: the name "${name.text}" shows only ${name.shown} px`);
      }
    }
    await shot(s, `phone-rows-archive-${w}x${h}.png`);
    const titles = rows.map((r) => r.title);
    assert.ok(titles.includes("White – Black"), `an unnamed game is titled by its colours: ${JSON.stringify(titles)}`);
    assert.ok(!titles.some((x) => /Unfinished|In progress/.test(x ?? "")), `no row is titled by its result alone: ${JSON.stringify(titles)}`);
    await s.click(await s.find('[aria-label="Close games"]'));
    await waitFor(() => s.execute("return !document.querySelector('[data-testid=archive-list]')"), { timeout: 5000, message: "the archive closed" });

    // The picker: its rows the same way, and its message room not empty.
    await s.click(await s.button("Open PGN…"));
    const prows = '[data-testid="pgn-games"] li button';
    await waitFor(() => s.execute("return document.querySelectorAll(arguments[0]).length >= 6", [prows]), { timeout: 5000, message: "picker rows" });
    for (const [i, row] of (await s.execute(ROWS, [prows, ".meta > :not([aria-hidden])"])).entries()) {
      const where = `${w}×${h} picker row ${i + 1}`;
      const whole = row.cut.filter((text) => !/FIDE/.test(text));
      if (whole.length) problems.push(`${where}: cut ${JSON.stringify(whole)}`);
      for (const name of row.names) {
        if (name.shown < Math.min(name.whole, 4 * row.em)) problems.push(`${where}: the name "${name.text}" shows only ${name.shown} px`);
      }
    }
    await shot(s, `phone-rows-picker-${w}x${h}.png`);
    const room = await s.execute(`return document.querySelector('[data-testid="pgn-message"]').textContent.trim();`);
    if (!/8 games\. Choose one/.test(room)) problems.push(`${w}×${h} picker: the room above the buttons says ${JSON.stringify(room)}`);
    await s.click(await s.find('[role="dialog"].picker .actions button'));
    await waitFor(() => s.execute("return !document.querySelector('[role=dialog].picker')"), { timeout: 5000, message: "the picker closed" });
  }
  assert.deepEqual(problems, []);
});
