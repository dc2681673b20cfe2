// No English left, in the real app (issue 28): started in the
// pseudo-language (LANG=en_XA: every message accented, 40% longer, between
// ⟦ and ⟧), a walk through every screen, dialog, verdict and kind of error
// finds no visible text and no accessible name with an undressed word in
// it. An undressed word is English the catalogue never made. What may stay
// as it is: moves and squares, digits and clocks, the notations' names, and
// what the walk itself typed (a refused FEN is quoted back).
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { appsFor, clickMove, invoke, waitFor, windowSize } from "./app.mjs";
import { reload } from "./layout-measure.mjs";
import { ARTIFACTS, ELEMENT } from "./driver.mjs";
import { localeEnv, wordsOf } from "./words.mjs";

const w = wordsOf("en-XA");

/** Latin tokens that are no English: a move, a square, a notation's name, a clock's unit. */
const KEPT = [
  /^[KQRBN]?[a-h]?[1-8]?x?[a-h][1-8](=[QRBN])?[+#]?$/, // SAN
  /^O-O(-O)?[+#]?$/,
  /^[a-h][1-8]([a-h][1-8][qrbn]?)?$/, // a square, UCI
  /^[a-h]$/, // a file's letter on the board's edge
  // FIDE: a preset's name, the same in every language.
  /^(PGN|FEN|SAN|UCI|KQkq|pgn|s|min|h|FIDE)$/,
  // Dates are Intl's words in the page's language, which for en-XA are
  // English's (the Japanese walk in Chromium sees them follow a language).
  /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|AM|PM)$/,
];

/** Every visible text and accessible name on the page (hidden text a screen reader reads included). */
const TEXTS = `
  const out = [];
  const shown = (el) => (el.checkVisibility ? el.checkVisibility({ visibilityProperty: true }) : true);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const parent = n.parentElement;
    if (!parent || parent.closest("script, style, [hidden]")) continue;
    // Written in another language on purpose (each language's own name in the setting).
    if (parent.closest("[lang]:not(html)")) continue;
    if (!shown(parent) && !parent.closest(".sr-only, [aria-live]")) continue;
    if (n.textContent.trim()) out.push(n.textContent.trim());
  }
  for (const el of document.querySelectorAll("[aria-label], [title], [placeholder], [alt], [aria-description], [aria-valuetext]")) {
    for (const a of ["aria-label", "title", "placeholder", "alt", "aria-description", "aria-valuetext"]) {
      const v = el.getAttribute(a);
      if (v && v.trim()) out.push(v.trim());
    }
  }
  for (const o of document.querySelectorAll("select option")) if (o.textContent.trim() && !o.closest("[lang]:not(html)")) out.push(o.textContent.trim());
  return out;`;

test("pseudo-language: a walk through every screen, dialog, verdict and error finds no undressed word", { timeout: 600_000 }, async (t) => {
  const apps = appsFor(t, "pseudo");
  mkdirSync(apps.dir, { recursive: true });
  const file = join(apps.dir, "партии.pgn");
  writeFileSync(
    file,
    ['[Event "Клуб"]\n[White "Анна"]\n[Black "Борис"]\n[Result "1-0"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n',
     '[Event "Клуб"]\n[White "Борис"]\n[Black "Анна"]\n[Result "*"]\n\n1. d4 d5 2. Kd3 *\n'].join("\n"),
  );
  const { s } = await apps.launch("pseudo", { ...localeEnv("en-XA"), HOTSEAT_OPEN_PGN: file });
  await windowSize(s, 1280, 800);
  const found = {};
  let step = 0;
  /** Looks at the page now: `typed` are the texts the walk put in (quoted back, they stay as typed). */
  const look = async (where, typed = []) => {
    const quoted = (token) => typed.some((text) => text.includes(token));
    const words = new Set();
    for (const text of await s.execute(TEXTS)) {
      for (const token of text.match(/[A-Za-z][A-Za-z0-9=+#-]*/g) ?? []) {
        if (!quoted(token) && !KEPT.some((r) => r.test(token))) words.add(`${token} (in "${text.slice(0, 70)}")`);
      }
    }
    if (words.size) found[where] = [...words];
    writeFileSync(`${ARTIFACTS}pseudo-${String(++step).padStart(2, "0")}-${where.replace(/[^a-z0-9]+/gi, "-")}.png`, await s.screenshot());
  };
  /** Clicks the last shown button named `name` (its text or its aria-label). */
  const press = async (name, within = "body") => {
    const el = await waitFor(
      () =>
        s.execute(
          `const all = [...document.querySelector(arguments[1])?.querySelectorAll("button, summary, [role=button]") ?? []]
             .filter((b) => (b.textContent.replace(/\\s+/g, " ").trim() === arguments[0] || b.getAttribute("aria-label") === arguments[0]) && b.checkVisibility());
           return all.at(-1) ?? null;`,
          [name, within],
        ),
      { timeout: 5000, message: `a button "${name}"` },
    );
    await s.click(el[ELEMENT]);
  };
  const present = (css) => waitFor(async () => (await s.findAll(css)).length > 0, { timeout: 5000, message: css });
  const absent = (css) => waitFor(async () => (await s.findAll(css)).length === 0, { timeout: 5000, message: `no ${css}` });
  const escape = () => s.keys("\uE00C");
  /** Types `text` into the field `css` (emptied first). */
  const fill = async (css, text) => {
    const el = await s.find(css);
    await s.browser.elementClear(el);
    await s.browser.elementSendKeys(el, text);
  };
  const modal = "[aria-modal=true]";
  /** A fresh game (with `options`, or from `fen`), shown by the page. */
  const fresh = async ({ fen, options = {}, settings = {}, moves = [] }) => {
    const now = await invoke(s, "settings");
    await invoke(s, "set_settings", { settings: { ...now, confirmMove: false, ...settings } });
    if (fen) await invoke(s, "import_game", { text: fen });
    else await invoke(s, "new_game", { options });
    for (const m of moves) await invoke(s, "play", { move: { from: m.slice(0, 2), to: m.slice(2, 4) } });
    await reload(s, w);
  };

  assert.equal(await s.execute("return document.documentElement.lang"), "en-XA", "the page speaks the pseudo-language");
  await look("start");
  await clickMove(s, "e2", "e4");
  await clickMove(s, "e7", "e5");
  await look("two moves");
  await s.click(await s.find('[data-ply="1"]'));
  await present('[data-testid="review"]');
  await look("review");
  await press(w.review_back_to_game());

  await s.click(await s.find("details.settings > summary"));
  await look("settings");
  await s.click(await s.find("details.settings > summary"));

  // The New game dialog, its custom time control with a later stage.
  await press(w.new_game());
  await present(modal);
  await look("new game dialog");
  await s.execute(`[...document.querySelectorAll('[data-testid="time-control"] input')].find((i) => i.value === "custom")?.click();`);
  await present('[data-testid="stages"]');
  await look("new game dialog, custom time control");
  await escape();
  await absent(modal);

  // Each kind of refused FEN and PGN, as the import dialog says it.
  const REFUSED = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",
    "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNZ w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w XY - 0 1",
    "8/8/8/8/8/8/8/8 w - - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1 extra",
    "1. e4 e5 2. Ke3 *",
    '[Event "x]\n\n1. e4 *',
    "1. e4 e5 2. Nf3 Nc6 3. O-O-O *",
    "1. e4 e5 2. Zz9 *",
  ];
  for (const [i, text] of REFUSED.entries()) {
    await press(w.game_from_fen_pgn());
    await present(modal);
    await fill(`${modal} textarea`, text);
    await s.execute(`const b = [...document.querySelector(arguments[0]).querySelectorAll("button")]; b.at(-1).click();`, [modal]);
    await present(`${modal} [role=alert]`);
    await look(`import refused ${i + 1}`, [text]);
    await escape();
    await absent(modal);
  }

  // Typed moves refused: unreadable, illegal, ambiguous.
  await fresh({ fen: "k7/8/8/8/8/8/8/1N3N1K w - - 0 1" });
  for (const typed of ["Zz9", "e5", "Nd2", "hello"]) {
    await fill(".typed input", typed);
    await s.keys("\uE007");
    await present(".typed [role=alert], .typed .error");
    await look(`typed ${typed} refused`, [typed]);
  }

  // The promotion picker.
  await fresh({ fen: "k7/4P3/8/8/8/8/8/4K3 w - - 0 1" });
  await s.click(await s.find('[data-square="e7"]'));
  await s.click(await s.find('[data-square="e8"]'));
  await present(`[role="dialog"][aria-label="${w.promotion_label()}"]`);
  await look("promotion picker");
  await escape();

  // A timed game: paused, the clock editor, the draw offer, the confirm bubble, a notice.
  await fresh({ options: { timeControl: { whiteMs: 300_000, blackMs: 300_000, perMove: { kind: "fischer", ms: 3000 } } }, settings: { confirmMove: true }, moves: ["e2e4", "e7e5"] });
  await press(w.actions_pause_label());
  await present('[data-testid="paused-bar"]');
  await look("paused");
  await press(w.paused_set_clocks());
  await present(modal);
  await look("clock editor");
  await escape();
  await absent(modal);
  await press(w.actions_resume_label());
  await press(w.actions_offer_either());
  await present('[data-testid="offerer"]');
  await look("who offers");
  await s.click(await s.findXPath('//*[@data-testid="offerer"]//input[@value="white"]'));
  await press(w.actions_offer_draw(), "[role=alertdialog]");
  await present('[data-testid="draw-offer"]');
  await look("draw offer");
  await press(w.draw_decline());
  await absent('[data-testid="draw-offer"]');
  await s.click(await s.find('[data-square="g1"]'));
  await s.click(await s.find('[data-square="f3"]'));
  await present('[data-testid="move-confirm"]');
  await look("confirm bubble");
  await press(w.move_confirm_take_back());
  await invoke(s, "resign", { color: "white" });
  await press(w.actions_offer_either());
  await present('[data-testid="offerer"]');
  await s.click(await s.findXPath('//*[@data-testid="offerer"]//input[@value="white"]'));
  await press(w.actions_offer_draw(), "[role=alertdialog]");
  await present('[data-testid="notice"]');
  await look("error notice");

  // Every verdict, as the page shows it when it loads the game.
  const VERDICTS = [
    ["checkmate", {}, ["f2f3", "e7e5", "g2g4", "d8h4"]],
    ["stalemate", { fen: "k7/8/1Q6/8/8/8/8/7K w - - 0 1" }, ["b6c7"]],
    ["insufficient material", { fen: "k7/8/8/8/8/8/1r6/K7 w - - 0 1" }, ["a1b2"]],
    ["fifty moves", { fen: "k7/8/8/8/8/8/8/K6R w - - 99 80" }, ["h1h2"]],
    ["threefold repetition", {}, ["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"]],
  ];
  for (const [name, { fen }, moves] of VERDICTS) {
    if (fen) await invoke(s, "import_game", { text: fen });
    else await invoke(s, "new_game", { options: {} });
    for (const m of moves) await invoke(s, "play", { move: { from: m.slice(0, 2), to: m.slice(2, 4) } });
    await reload(s, w);
    await look(`verdict: ${name}`);
  }
  await invoke(s, "new_game", { options: {} });
  await invoke(s, "resign", { color: "black" });
  await reload(s, w);
  await look("verdict: resignation");
  await invoke(s, "new_game", { options: {} });
  await invoke(s, "offer_draw", { color: "white" });
  await invoke(s, "answer_draw", { accept: true });
  await reload(s, w);
  await look("verdict: agreement");
  await invoke(s, "new_game", { options: { timeControl: { whiteMs: 1000, blackMs: 1000, perMove: { kind: "fischer", ms: 0 } } } });
  await invoke(s, "play", { move: { from: "e2", to: "e4" } });
  // Black's second runs out; `status` turns the fallen flag into the verdict.
  await waitFor(async () => (await invoke(s, "status")).verdict !== null, { timeout: 5000, message: "Black's flag to fall" });
  await reload(s, w);
  await look("verdict: time out");

  // The archive, a stored game, the PGN file picker.
  await press(w.games());
  await present("[data-row]");
  await look("archive");
  await s.click(await s.find("[data-row]"));
  await present("section.game");
  await look("archive: a stored game");
  await escape();
  await absent("section.game");
  await escape();
  await absent(modal);
  await press(w.game_open_pgn());
  await present('[role="dialog"].picker [data-index="1"]');
  await look("PGN file picker");
  await escape();

  // Face to face on a phone: Black's turned copies of the bar and the messages.
  await windowSize(s, 360, 640);
  await fresh({ options: { timeControl: { whiteMs: 300_000, blackMs: 300_000, perMove: { kind: "fischer", ms: 3000 } } }, settings: { seats: "face" }, moves: ["e2e4", "e7e5"] });
  await look("phone, face to face");
  await press(w.actions_pause_label());
  await present('[data-testid="paused-bar"]');
  await look("phone, face to face, paused");
  await press(w.actions_resume_label());
  await waitFor(async () => (await invoke(s, "status")).clock?.paused === false, { message: "the clock running" });
  await press(w.actions_offer_side({ side: "black" }));
  await waitFor(async () => (await invoke(s, "status")).drawOffer === "black", { message: "Black's offer standing" });
  await present('[data-testid="draw-offer"]');
  await look("phone, face to face, Black offers a draw");

  writeFileSync(`${ARTIFACTS}pseudo-undressed.json`, JSON.stringify(found, null, 1));
  assert.deepEqual(found, {}, "texts with words the catalogue did not make (screenshots: tests/e2e/artifacts/pseudo-*.png)");
});
