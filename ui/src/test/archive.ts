import { mockIPC } from "@tauri-apps/api/mocks";
import type { AdjustmentView, CommandError, GamePage, GameSummary, Ply, PositionView } from "../lib/bindings";
import { fixtures, type Call } from "./ipc";

/** Every game of the synthetic archive has these plies (named by its PGN). */
export const PGN = '[Event "Hotseat Chess game"]\n[Result "1-0"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n';
export const PLIES = 4;
/** The same plies as the Rust side lists them (archived_moves). */
export const MOVES: Ply[] = [
  { san: "e4", uci: "e2e4", number: 1, color: "white", capture: false },
  { san: "e5", uci: "e7e5", number: 1, color: "black", capture: false },
  { san: "Nf3", uci: "g1f3", number: 2, color: "white", capture: false },
  { san: "Nc6", uci: "b8c6", number: 2, color: "black", capture: false },
];
const MAY_1_2024 = Date.UTC(2024, 4, 1);
/** The clock adjustments of each timed game (archived_adjustments). */
export const ADJUSTMENTS: AdjustmentView[] = [
  { ply: 1, afterNumber: { number: 1, color: "white" }, afterSan: "e4", adjustment: { kind: "give", to: "black", ms: 15_000 }, words: "+15 s to Black", whiteMs: 302_000, blackMs: 315_000 },
];

/** Game `id` of an archive of `n`: the newest (id n) is the game being played. */
export function summary(id: number, n: number): GameSummary {
  const current = id === n;
  return {
    id,
    createdAt: MAY_1_2024 + id * 3_600_000,
    finishedAt: current ? null : MAY_1_2024 + id * 3_600_000 + 600_000,
    result: current ? "*" : "1-0",
    verdict: current ? null : { result: "1-0", reason: "checkmate", winner: "white" },
    moves: PLIES,
    fullMoves: Math.ceil(PLIES / 2), // from the standard position
    timeControl: id % 2 ? null : { whiteMs: 300_000, blackMs: 300_000, perMove: { kind: "fischer", ms: 3000 } },
    current,
  };
}

const numberOf = (p: Ply | undefined) => (p ? { number: p.number, color: p.color } : null);

/** A recorded board standing for the position after `ply` plies (the start, or after 1. e4). */
function position(ply: number): PositionView {
  const v = ply === 0 ? fixtures.start : fixtures.afterE4;
  return { ply, fen: v.fen, turn: v.turn, check: v.check, checkSquare: v.checkSquare, board: v.board, lastMove: v.lastMove, lastNumber: numberOf(MOVES[ply - 1]), lastSan: MOVES[ply - 1]?.san ?? null };
}

const fail = (error: CommandError): never => {
  throw error;
};

/**
 * Mocks the archive commands over `n` games (ids 1 to n, newest first),
 * with soft delete as the Rust side does it and its error kinds. Returns the
 * calls made.
 */
export function mockArchive(n: number): Call[] {
  const calls: Call[] = [];
  const deleted = new Set<number>();
  const live = (id: number) => Number.isInteger(id) && id >= 1 && id <= n && !deleted.has(id);
  mockIPC((cmd, raw) => {
    const args = (raw ?? {}) as Record<string, number>;
    calls.push({ cmd, args });
    const id = args.id ?? NaN;
    switch (cmd) {
      case "games": {
        const { offset = 0, limit = 0 } = args;
        if (limit < 1 || limit > 500) fail({ kind: "bad_request", message: `limit is ${limit}: a page has 1 to 500 games` });
        const items: GameSummary[] = [];
        let skipped = 0;
        for (let g = n; g >= 1 && items.length < limit; g--) {
          if (deleted.has(g)) continue;
          if (skipped++ >= offset) items.push(summary(g, n));
        }
        return { total: n - deleted.size, items } satisfies GamePage;
      }
      case "archived_position": {
        if (!live(id)) fail({ kind: "not_found", message: `there is no game ${id} in the archive` });
        const ply = args.ply ?? -1;
        if (ply < 0 || ply > PLIES) fail({ kind: "bad_request", message: `ply ${ply} is out of range: game ${id} has positions 0 to ${PLIES}` });
        return position(ply);
      }
      case "archived_pgn":
        if (!live(id)) fail({ kind: "not_found", message: `there is no game ${id} in the archive` });
        return PGN;
      case "archived_moves":
        if (!live(id)) fail({ kind: "not_found", message: `there is no game ${id} in the archive` });
        return MOVES;
      case "archived_adjustments":
        if (!live(id)) fail({ kind: "not_found", message: `there is no game ${id} in the archive` });
        // A timed game's record (even ids): 15 s given to Black after 1. e4.
        return id % 2 ? [] : ADJUSTMENTS;
      case "delete_game":
        if (id === n) fail({ kind: "not_allowed", message: `game ${id} is the game being played; start a new game before deleting it`, refusal: "current_game" });
        if (!live(id)) fail({ kind: "not_found", message: `there is no game ${id} in the archive` });
        deleted.add(id);
        return null;
      case "restore_game":
        if (!deleted.delete(id)) fail({ kind: "not_found", message: `there is no game ${id} in the archive` });
        return null;
      default:
        return fail({ kind: "internal", message: `no mock for ${cmd}` });
    }
  });
  return calls;
}
