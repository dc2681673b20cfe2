// A game's review as the page holds it: the saved one read, a new one run
// with its progress, stopped on request. The Rust side analyses, judges
// and saves; this only asks and keeps the answers.
import { Channel } from "@tauri-apps/api/core";
import { commands, type AnalysisProgress, type GameAnalysis, type MoveClass, type Ply, type ReviewedMove, type Variant } from "../bindings";
import { errorText } from "../words/errors";
import { m } from "../words/catalogue";
import { lineText } from "../words/notation";

export class AnalysisStore {
  /** The review shown (a saved one, a record's `[%eval]`s, or the one just run). */
  analysis = $state.raw<GameAnalysis | null>(null);
  /** How far the running review is; null when none runs. */
  progress = $state.raw<AnalysisProgress | null>(null);
  /** Why the last request failed, in the players' words. */
  error = $state<string | null>(null);
  /** Only the latest request's answer is kept (a new game drops an old one's). */
  #ticket = 0;

  /** The stored game's id; undefined: the game being played. */
  readonly id: number | undefined;

  constructor(id?: number) {
    this.id = id;
  }

  /** Reads the saved review, if any. */
  async load(): Promise<void> {
    const ticket = ++this.#ticket;
    try {
      const saved = await commands.gameAnalysis(this.id);
      if (ticket === this.#ticket) this.analysis = saved;
    } catch (err) {
      if (ticket === this.#ticket) this.error = errorText(err);
    }
  }

  /** Runs our engine over the game; resolves once it is reviewed, stopped or refused. */
  async analyse(positions: number): Promise<boolean> {
    const ticket = ++this.#ticket;
    const channel = new Channel<AnalysisProgress>();
    channel.onmessage = (p) => {
      if (ticket === this.#ticket) this.progress = p;
    };
    this.progress = { done: 0, total: positions };
    this.error = null;
    try {
      const answer = await commands.analyseGame(channel, this.id);
      if (ticket !== this.#ticket) return false;
      this.analysis = answer;
      return true;
    } catch (err) {
      if (ticket === this.#ticket) this.error = errorText(err);
      return false;
    } finally {
      if (ticket === this.#ticket) this.progress = null;
    }
  }

  /** Asks the running review to stop; it answers with the moves reviewed so far. */
  stop(): void {
    commands.stopAnalysis().catch((err: unknown) => (this.error = errorText(err)));
  }

  /** Forgets the review (another game is shown); a running one is stopped. */
  reset(): void {
    if (this.progress) this.stop();
    this.#ticket++;
    this.analysis = null;
    this.progress = null;
    this.error = null;
  }
}

/** Each side's count of inaccuracies, mistakes and blunders (`plies` say who played each reviewed move). */
export function markCounts(plies: readonly Pick<Ply, "color">[], reviewed: readonly Pick<ReviewedMove, "class">[]) {
  const counts = { white: { inaccuracy: 0, mistake: 0, blunder: 0 }, black: { inaccuracy: 0, mistake: 0, blunder: 0 } };
  reviewed.forEach((move, i) => {
    const side = plies[i]?.color;
    if (side && (move.class === "inaccuracy" || move.class === "mistake" || move.class === "blunder")) counts[side][move.class]++;
  });
  return counts;
}

/** The move list's mark for a class: `?!`, `?`, `??`; none for a good or best move. */
export function markOf(kind: MoveClass | null | undefined): string | null {
  return kind === "inaccuracy" ? "?!" : kind === "mistake" ? "?" : kind === "blunder" ? "??" : null;
}

/** How much of the engine's line is shown: the idea, not the whole search. */
export const LINE_SHOWN = 8;

/** The better line as the review says it: "Better: 3… g6 4. Qf3 Nf6" (its first plies). */
export function betterText(reviewed: Pick<ReviewedMove, "line">): string | null {
  return reviewed.line.length > 0 ? m.analysis_better({ line: lineText(reviewed.line.slice(0, LINE_SHOWN)) }) : null;
}

/** The better move as the board's arrow, named by the move ("Better: 3… g6"); none for the engine's own move. */
export function betterArrow(reviewed: ReviewedMove | undefined) {
  if (!reviewed?.better) return null;
  return { from: reviewed.better.from, to: reviewed.better.to, label: m.analysis_better({ line: lineText(reviewed.line.slice(0, 1)) }) };
}

/** Our engine plays this kind of chess (standard, Chess960): its games can be analysed (the Rust side refuses the others). */
export function engineReviews(variant: Variant | undefined): boolean {
  return !variant || variant === "standard" || variant === "chess960";
}
