#!/usr/bin/env node
// Builds GameView JSON fixtures for the UI tests from the engine CLI
// (`hotseat-rules replay`), so FENs and legal moves come from the Rust rules,
// not from hand-typed lists. SAN of the played moves is given per fixture.
//
// Usage (from the repo root):
//   cargo build --release -p hotseat-rules
//   node ui/scripts/fixture-from-replay.mjs [path/to/hotseat-rules]
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, "..", "src", "test", "fixtures");
const engine = process.argv[2] ?? join(here, "..", "..", "target", "release", "hotseat-rules");

/** Each fixture: a `position` line's start and the played moves as {uci, san}. */
const FIXTURES = [
  { name: "start", start: "startpos", moves: [] },
  { name: "after-e4", start: "startpos", moves: [{ uci: "e2e4", san: "e4" }] },
  {
    name: "promotion",
    start: "fen 3r3k/4P3/8/8/8/8/8/K7 w - - 0 1",
    moves: [],
  },
];

const ROLES = { p: "pawn", n: "knight", b: "bishop", r: "rook", q: "queen", k: "king" };
const FILES = "abcdefgh";

function boardFromFen(fen) {
  const placed = [];
  const ranks = fen.split(" ")[0].split("/");
  ranks.forEach((row, i) => {
    const rank = 8 - i;
    let file = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) { file += Number(ch); continue; }
      const color = ch === ch.toUpperCase() ? "white" : "black";
      placed.push({ square: `${FILES[file]}${rank}`, piece: { color, role: ROLES[ch.toLowerCase()] } });
      file += 1;
    }
  });
  return placed;
}

function moveDto(uci) {
  const promo = uci.length > 4 ? ROLES[uci[4]] : null;
  return { from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: promo };
}

const cap = (s) => s[0].toUpperCase() + s.slice(1);
const REASONS = {
  stalemate: "Stalemate — draw",
  fifty_move: "Draw — fifty-move rule",
  threefold_repetition: "Draw — threefold repetition",
  insufficient_material: "Draw — insufficient material",
};

function statusText(turn, check, outcome) {
  if (outcome) {
    if (outcome.reason === "checkmate") return `Checkmate — ${outcome.result === "1-0" ? "White" : "Black"} wins`;
    return REASONS[outcome.reason];
  }
  return `${cap(turn)} to move${check ? " — check" : ""}`;
}

const lines = FIXTURES.map((f) => {
  const ucis = f.moves.map((m) => m.uci).join(" ");
  return `position ${f.start}${ucis ? ` moves ${ucis}` : ""}`;
});
const run = spawnSync(engine, ["replay"], { input: lines.join("\n") + "\n", encoding: "utf8" });
if (run.status !== 0) throw new Error(`engine failed: ${run.stderr}`);
const answers = run.stdout.trim().split("\n").map((l) => JSON.parse(l));

FIXTURES.forEach((f, i) => {
  const a = answers[i];
  if (!a || a.error) throw new Error(`${f.name}: ${JSON.stringify(a?.error)}`);
  const board = boardFromFen(a.fen);
  const king = board.find((p) => p.piece.role === "king" && p.piece.color === a.turn);
  const outcome = a.outcome;
  const winner = outcome?.result === "1-0" ? "white" : outcome?.result === "0-1" ? "black" : null;
  const last = f.moves.at(-1);
  const view = {
    fen: a.fen,
    turn: a.turn,
    check: a.check,
    checkSquare: a.check && king ? king.square : null,
    board,
    verdict: outcome ? { result: outcome.result, reason: outcome.reason, winner } : null,
    lastMove: last ? moveDto(last.uci) : null,
    moves: f.moves.map((m) => ({ san: m.san, uci: m.uci })),
    canUndo: f.moves.length > 0,
    legalMoves: outcome ? [] : a.legal.map(moveDto),
    status: statusText(a.turn, a.check, outcome),
    notice: null,
  };
  const file = join(outDir, `${f.name}.json`);
  writeFileSync(file, JSON.stringify(view, null, 2) + "\n");
  console.log(`${file}: ${view.legalMoves.length} legal moves, ${view.status}`);
});
