// Club night in the real app (issue 13): a named game in stages started
// from the New game dialog by the X server's keyboard and pointer, closed
// and relaunched with its names and stage as they were; the rematch; the
// archive found by a player's name; the PGN with the names, the event and
// the standard TimeControl; an imported PGN's tags exported again.
import { test } from "node:test";
import assert from "node:assert/strict";
import { appsFor, closeApp, invoke, markControl, text, waitFor, waitStatus } from "./app.mjs";
import { xInput } from "./xinput.mjs";


test("real app: a named game in stages, kept over a restart; rematch; the archive by name; the PGN", { timeout: 240_000 }, async (t) => {
  const apps = appsFor(t, "names");
  let app = await apps.launch("names-1");
  let { s } = app;
  await invoke(s, "new_game", { options: { roster: { white: "Cleo", black: "Dan" } } });
  await invoke(s, "play", { move: { from: "d2", to: "d4" } });
  await s.execute("location.reload()");
  await waitStatus(s, "Black to move");
  let x = await xInput(s, { width: 1280, height: 800 });

  // The dialog by X: names typed, the event, FIDE's staged control.
  await x.click(await markControl(s, "New game", ".panel"));
  await waitFor(() => s.execute(`return !!document.querySelector('[role=alertdialog]');`), { message: "the dialog" });
  const recent = await s.execute(`return [...document.querySelectorAll('.recent-name:not(:disabled)')].map((b) => b.textContent.trim());`);
  assert.deepEqual(recent, [], "the names in use are not offered again (their buttons are off)");
  for (const [field, name] of [["white", "Ann Lee"], ["black", "Bob"]]) {
    await x.click(`[data-testid="name-${field}-field"]`);
    await x.press("ctrl+a");
    await x.type(name);
  }
  await x.click(await markControl(s, "Event, site, round", "[role=alertdialog]"));
  await s.execute(`document.querySelector('details.event input').dataset.x = 'event';`);
  await x.click('[data-x="event"]');
  await x.type("Club night");
  await s.execute(
    `const c = [...document.querySelectorAll('label.chip')].find((l) => l.textContent.includes('FIDE'));
     c.dataset.x = 'fide'; c.scrollIntoView({ block: 'center' });`,
  );
  await x.click('[data-x="fide"]');
  await x.click(await markControl(s, "Start new game", "[role=alertdialog]"));
  await waitStatus(s, "White to move");
  assert.equal(await text(s, '[data-testid="players"] [data-testid="name-white"]'), "Ann Lee");
  assert.equal(await text(s, '[data-testid="players"] [data-testid="name-black"]'), "Bob");
  await x.drag('[data-square="e2"]', '[data-square="e4"]', 6);
  await waitStatus(s, "Black to move");
  await waitFor(async () => (await text(s, '[data-testid="stage-white"]')) === "1/40", { message: "White's stage counter" });

  // Closed and relaunched: names, event and stage as they were.
  await closeApp(app);
  app = await apps.launch("names-2");
  s = app.s;
  await waitStatus(s, "Black to move");
  assert.equal(await text(s, '[data-testid="players"] [data-testid="name-white"]'), "Ann Lee");
  assert.match(await text(s, '[data-testid="players"]'), /Club night/);
  assert.equal(await text(s, '[data-testid="stage-white"]'), "1/40");
  assert.equal(await text(s, '[data-testid="stage-black"]'), "0/40");

  // The PGN: the names, the event, the standard TimeControl.
  const pgn = await invoke(s, "export_pgn");
  for (const tag of ['[White "Ann Lee"]', '[Black "Bob"]', '[Event "Club night"]', '[TimeControl "40/5400+30:1800+30"]']) {
    assert.ok(pgn.includes(tag), `${tag} in\n${pgn}`);
  }

  // Rematch by X after a verdict: colours, names and clock swapped.
  await invoke(s, "resign", { color: "black" });
  await s.execute("location.reload()");
  await waitStatus(s, "Black resigns — White wins");
  x = await xInput(s, { width: 1280, height: 800 });
  await x.click(await markControl(s, "Rematch", ".panel"));
  await waitStatus(s, "White to move");
  assert.equal(await text(s, '[data-testid="players"] [data-testid="name-white"]'), "Bob");
  assert.equal(await text(s, '[data-testid="players"] [data-testid="name-black"]'), "Ann Lee");
  assert.equal((await invoke(s, "status")).clock?.control.firstMoves, 40, "the same staged control");

  // The archive by a player's name, typed by X.
  await x.click(await markControl(s, "Games", ".panel"));
  await waitFor(() => s.execute(`return !!document.querySelector('[data-testid="archive-search"]');`), { message: "the archive" });
  await x.click('[data-testid="archive-search"]');
  await x.type("cleo");
  await waitFor(
    async () => JSON.stringify(await s.execute(`return [...document.querySelectorAll('[data-testid="row-players"]')].map((e) => e.textContent.replace(/\\s+/g, " ").trim());`)) === '["Cleo – Dan"]',
    { message: "only Cleo's game" },
  );
  await x.press("Escape");
  await waitFor(() => s.execute(`return !document.querySelector('[role="dialog"]');`), { message: "the archive closed" });

  // An imported PGN keeps its tags on export.
  const imported = '[Event "Tata Steel"]\n[Site "Wijk aan Zee"]\n[Date "2024.01.20"]\n[Round "7"]\n[White "Carlsen, Magnus"]\n[Black "Giri, Anish"]\n[Result "1/2-1/2"]\n[WhiteElo "2830"]\n[ECO "C65"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 1/2-1/2\n';
  await invoke(s, "import_game", { text: imported });
  const again = await invoke(s, "export_pgn");
  // Every tag but Result, which is the game's own (a result the rules have not reached is "*").
  for (const line of imported.split("\n").filter((l) => l.startsWith("[") && !l.startsWith("[Result"))) {
    assert.ok(again.includes(line), `${line} in\n${again}`);
  }
  assert.equal((await invoke(s, "status")).roster?.white, "Carlsen, Magnus");
});
