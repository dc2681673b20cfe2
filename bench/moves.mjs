// The move latency benchmark: a scripted game in the real app, each move made
// through the X server's own input (xdotool), as a player's mouse or keyboard
// makes it. WebDriver's synthesized pointer actions are not used here: while
// WebKitWebDriver plays them the page gets no frames, so a drop measured that
// way waits for frames to resume, not for the app (BENCHMARKS.md).
//
// Three gestures: a drag (press, six moves a frame apart, release), a tap on
// the piece and a tap on its square, and the keyboard (Enter on the piece's
// square, Enter on the destination's). For each move, from the input event
// that makes it (the last press, release or key before the piece lands):
//   landed  the frame with the moved piece on its square (before the answer);
//   view    the frame with the whole new view (the status line changed too);
// and the stages between: the handler done (the page's `hotseat:sent` mark),
// the landing in the DOM, the answer arrived (`hotseat:answer`), the answer
// in the DOM (`hotseat:applied`). "The frame with" is the first task after the
// requestAnimationFrame in which the change is rendered, as for the frame floor.
import { setTimeout as sleep } from "node:timers/promises";

const INVOKE = "const invoke = window.__TAURI_INTERNALS__.invoke;";

/** Installs the page's listeners for one move from `from` to `to`. */
const WATCH = `
  const [from, to] = arguments;
  const statusText = () => document.querySelector('[data-testid="status"]').textContent;
  const before = statusText();
  const fromEl = document.querySelector('[data-square="' + from + '"]');
  const toEl = document.querySelector('[data-square="' + to + '"]');
  const r = (window.__benchMove = { last: 0 });
  const after = (f) => requestAnimationFrame(() => setTimeout(f, 0));
  const moved = () => toEl.querySelector("[data-piece]") && !fromEl.querySelector("[data-piece]");
  const mark = (n) => performance.getEntriesByName(n).at(-1)?.startTime ?? 0;
  const check = () => {
    if (r.down !== undefined && r.dests === undefined && document.querySelector("[data-dest]")) {
      r.dests = -1; after(() => { r.dests = performance.now(); });
    }
    if (r.landedDom === undefined && moved()) {
      r.landedDom = performance.now(); r.start = r.last; r.eventAt = r.lastStamp;
      r.landed = -1; after(() => { r.landed = performance.now(); });
    }
    if (r.landedDom !== undefined && r.view === undefined && statusText() !== before) {
      r.view = -1; after(() => {
        r.view = performance.now(); mo.disconnect();
        r.sent = mark("hotseat:sent"); r.answer = mark("hotseat:answer"); r.applied = mark("hotseat:applied");
        performance.clearMarks();
        for (const [t, f] of listeners) window.removeEventListener(t, f, true);
      });
    }
  };
  const mo = new MutationObserver(check);
  mo.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  const input = (e) => { r.last = performance.now(); r.lastStamp = e.timeStamp; };
  const listeners = [
    ["pointerdown", (e) => { input(e); if (r.down === undefined) { r.down = r.last; check(); } }],
    ["pointerup", input],
    ["keydown", input],
  ];
  for (const [t, f] of listeners) window.addEventListener(t, f, true);
  performance.clearMarks();
`;

const square = (sq) => `[data-square="${sq}"]`;

/** Makes the move with the gesture, by the X server's input. */
async function gesture(session, xin, kind, m) {
  if (kind === "drag") return xin.drag(square(m.from), square(m.to), 6);
  if (kind === "tap") {
    await xin.click(square(m.from));
    return xin.click(square(m.to));
  }
  // The keyboard: the roving focus is put on the square (a player gets
  // there with the arrows), Enter picks the piece up, Enter puts it down.
  for (const sq of [m.from, m.to]) {
    await session.execute(`document.querySelector(arguments[0]).focus();`, [square(sq)]);
    await sleep(30);
    await xin.press("Enter");
    await sleep(40);
  }
}

/** A new game through the page: New game, then the dialog's Start new game. */
async function newGame(session) {
  const click = (label) =>
    session.execute(
      `const b = [...document.querySelectorAll("button")].find((x) => x.textContent.trim() === arguments[0]);
       if (b) b.click();
       return !!b;`,
      [label],
    );
  if (!(await click("New game"))) throw new Error("no New game button");
  await sleep(300);
  if (!(await click("Start new game"))) throw new Error("no Start new game button in the New game dialog");
  await sleep(300);
}

/**
 * Plays `plies` random legal moves (no promotions; a new game after a
 * verdict) with one gesture; returns the latencies in ms, one per move.
 */
export async function scriptedGame(session, xin, plies, kind) {
  let seed = 4242;
  const rnd = (k) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % k;
  };
  const out = { kind, down: [], landed: [], view: [], stages: [], played: 0 };
  let guard = 0;
  while (out.played < plies && guard++ < plies * 3) {
    const view = await session.executeAsync(
      `${INVOKE} const done = arguments[arguments.length - 1];
       invoke("status", {}).then(done, (e) => done({ error: String(e) }));`,
    );
    if (view.error) throw new Error(`status: ${view.error}`);
    const moves = (view.legalMoves ?? []).filter((m) => !m.promotion);
    if (view.verdict || moves.length === 0 || (out.played === 0 && view.moves.length > 0)) {
      await newGame(session);
      continue;
    }
    const m = moves[rnd(moves.length)];
    await session.execute(WATCH, [m.from, m.to]);
    await gesture(session, xin, kind, m);
    const r = await session.executeAsync(
      `const done = arguments[arguments.length - 1]; const t0 = Date.now();
       (function poll() {
         const r = window.__benchMove;
         if ((r.landed > 0 && r.view > 0 && (r.dests > 0 || r.down === undefined)) || Date.now() - t0 > 5000) return done(r);
         setTimeout(poll, 10);
       })();`,
    );
    if (!(r.landed > 0 && r.view > 0)) throw new Error(`${kind} ${m.from}${m.to}: not painted in 5 s (${JSON.stringify(r)})`);
    if (r.dests > 0) out.down.push(r.dests - r.down);
    out.landed.push(r.landed - r.start);
    out.view.push(r.view - r.start);
    const at = (t) => (t > 0 ? t - r.start : NaN);
    out.stages.push({
      // WebKit stamps events when it creates them: the wait before our handler ran.
      input: r.eventAt > 0 && r.eventAt <= r.start ? r.start - r.eventAt : NaN,
      sent: at(r.sent),
      landedDom: at(r.landedDom),
      landed: at(r.landed),
      answer: at(r.answer),
      applied: at(r.applied),
      view: at(r.view),
    });
    out.played++;
    await sleep(120); // a player's pause; lets the slide of a tap or key move end
  }
  return out;
}

/**
 * The input floor, in the hello world: a click by the X server's pointer on
 * a page-sized element whose release changes one word, to the frame that
 * shows it — what the cheapest page pays for the same input path.
 */
export async function inputFloor(session, xin, n) {
  await session.execute(`
    const el = document.body.appendChild(document.createElement("div"));
    el.id = "bench-floor";
    el.style.cssText = "position:fixed;inset:0;font:16px sans-serif";
    el.textContent = "ready";`);
  const out = [];
  for (let i = 0; i < n; i++) {
    await session.execute(`
      const el = document.getElementById("bench-floor");
      const r = (window.__benchFloor = {});
      addEventListener("pointerup", () => {
        r.start = performance.now();
        el.textContent = "word " + Math.random();
        requestAnimationFrame(() => setTimeout(() => { r.painted = performance.now(); }, 0));
      }, { capture: true, once: true });`);
    await xin.click("#bench-floor");
    const r = await session.executeAsync(
      `const done = arguments[arguments.length - 1]; const t0 = Date.now();
       (function poll() {
         const r = window.__benchFloor;
         if (r.painted > 0 || Date.now() - t0 > 3000) return done(r);
         setTimeout(poll, 10);
       })();`,
    );
    if (!(r.painted > 0)) throw new Error("input floor: the click was not painted in 3 s");
    out.push(r.painted - r.start);
    await sleep(Math.random() * 50);
  }
  return out;
}

/** Morphy's Opera game (1858): a finished game for the review to search while the board is played. */
const REVIEWED_PGN = `[Event "Opera game"]
[White "Paul Morphy"]
[Black "Duke Karl / Count Isouard"]
[Result "1-0"]

1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7
8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7
14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0`;

/**
 * Runs `fn` while the review's engine searches: a finished game imported into
 * the archive is analysed over and over (a new review as soon as one ends)
 * until `fn` is done, as a player's review would run while the board is used.
 * Answers `fn`'s result and how many reviews finished meanwhile.
 */
export async function whileAnalysing(session, fn) {
  const started = await session.executeAsync(
    `${INVOKE} const done = arguments[arguments.length - 1];
     (async () => {
       await invoke("import_game", { text: arguments[0] });
       const page = await invoke("games", { offset: 0, limit: 1 });
       const id = page.items[0].id;
       const a = (window.__benchAnalysis = { runs: 0, error: null, on: true });
       (async () => {
         while (a.on) {
           // A channel that listens to nothing: the progress is not measured.
           const channel = window.__TAURI_INTERNALS__.transformCallback(() => {});
           try {
             await invoke("analyse_game", { id, progress: "__CHANNEL__:" + channel });
             a.runs++;
           } catch (e) {
             a.error = JSON.stringify(e);
             break;
           }
         }
       })();
       return id;
     })().then((id) => done({ id }), (e) => done({ error: JSON.stringify(e) }));`,
    [REVIEWED_PGN],
  );
  if (started.error) throw new Error(`the review to run meanwhile: ${started.error}`);
  try {
    const result = await fn();
    return { result, ...(await analysisState(session)) };
  } finally {
    await session.execute(`window.__benchAnalysis.on = false; window.__TAURI_INTERNALS__.invoke("stop_analysis", {});`);
  }
}

async function analysisState(session) {
  const a = await session.execute(`return window.__benchAnalysis;`);
  if (a.error) throw new Error(`the review run meanwhile failed: ${a.error}`);
  return { reviews: a.runs };
}
