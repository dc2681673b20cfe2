// The game as the Rust side reports it. The UI keeps no rules of its own:
// every change goes through a command and the returned GameView replaces the old one.
import { settingsAtStart, takeSettledSettings, takeSettledStatus, takeStatusAtStart } from "./start";
import { tick } from "svelte";
import {
  commands,
  DEFAULT_SETTINGS,
  type Adjustment,
  type CommandError,
  type DropInput,
  type GameView,
  type Color,
  type MoveInput,
  type NewGameOptions,
  type PgnFileSummary,
  type PositionView,
  type Settings,
} from "./bindings";

import { mark } from "./marks";
import { lastMoveLabel } from "./review/text";
import { undoneText } from "./undo";
import { wholeView } from "./view";
import { passSeat } from "./seat";
import { AnalysisStore, betterArrow, engineReviews } from "./review/analysis.svelte";
import { playersLine } from "./roster";
import { errorText } from "./words/errors";
import { noticeText } from "./words/notices";
import { m } from "./words/catalogue";
import { settingLanguage, speak } from "./words/speak";
import { statusText } from "./words/status";

export type { Seats } from "./bindings";

/** What the app uses until the stored settings have been read: the Rust side's defaults. */
export { DEFAULT_SETTINGS };


export function inTauri(): boolean {
  return typeof window !== "undefined" && "__TAURI_INTERNALS__" in window;
}

/** An earlier position shown read-only while the game stays where it is. */
export interface Review {
  ply: number;
  position: PositionView;
}

export class GameStore {
  view = $state.raw<GameView | null>(null);
  error = $state<string | null>(null);
  busy = $state(false);
  announcement = $state("");
  settings = $state.raw<Settings>(DEFAULT_SETTINGS);
  review = $state.raw<Review | null>(null);
  /** When the current view arrived (performance.now()): its clock reading was true then. */
  viewAt = $state(0);
  /** A short confirmation shown for a moment over the app (e.g. "copied"); also announced. */
  toast = $state<string | null>(null);
  /** Whom the toast is for. */
  toastFor = $state<Color>("white");
  #toastTimer: ReturnType<typeof setTimeout> | undefined;

  /** Moves played and no verdict yet: starting over needs confirmation. */
  inProgress = $derived(!!this.view && this.view.moves.length > 0 && this.view.verdict === null && !this.view.recorded);
  /** The finished game's review (none shown during a game). */
  readonly analysis = new AnalysisStore();
  /** Games started here so far: the review belongs to one game, and the tail starts at its top for each. */
  games = $state(0);
  /** The game and moves the review belongs to (null: no finished game). */
  #reviewedKey: string | null = null;
  /** The move shown, live or reviewed. */
  shownPly = $derived(this.review ? this.review.ply : (this.view?.moves.length ?? 0));
  /** The game is over: its review may be shown. */
  finished = $derived(!!this.view && (this.view.verdict !== null || !!this.view.recorded));
  /** Times the players asked to see the review (the tail brings it into view). */
  reviewAsked = $state(0);
  askReview(): void {
    this.reviewAsked++;
  }
  /** The review's better move for the shown one, drawn on the board. */
  arrow = $derived(betterArrow(this.finished ? this.analysis.analysis?.moves[this.shownPly - 1] : undefined));
  /** Who sits at the bottom of the board. */
  bottom = $derived(this.settings.seats === "pass" && this.view ? passSeat(this.view) : "white");
  notice = $derived(this.error ?? (this.view?.notice ? noticeText(this.view.notice) : null));

  /**
   * Sends a command and adopts its view. `holds` marks the app busy meanwhile
   * (its buttons disabled); a move does not: the board holds itself while
   * its move is in flight, and the Rust side answers commands in the order
   * sent, so nothing else on the page has to change twice per move.
   */
  async #run(action: () => Promise<GameView>, describe: (v: GameView) => string, holds = true): Promise<boolean> {
    if (!inTauri()) {
      this.error = m.not_connected();
      return false;
    }
    if (holds) this.busy = true;
    try {
      const answer = await action();
      // A mark for bench/run.mjs: the answer arrived.
      mark("hotseat:answer");
      this.#adopt(wholeView(answer, this.view) ?? (await commands.status()), describe);
      return true;
    } catch (err) {
      this.error = errorText(err);
      return false;
    } finally {
      if (holds) this.busy = false;
    }
  }

  /** Shows `next`, the game as the Rust side answered it. */
  #adopt(next: GameView, describe: (v: GameView) => string): void {
    this.view = next;
    this.#followAnalysis(next);
    this.viewAt = performance.now();
    this.review = null;
    this.error = null;
    this.announcement = describe(next);
    // A mark for bench/run.mjs: the DOM reflects the answer.
    void tick().then(() => mark("hotseat:applied"));
  }

  /** A new view: a finished game's review is read, another game's forgotten. */
  #followAnalysis(view: GameView): void {
    const finished = view.verdict !== null || !!view.recorded;
    const key = finished ? `${this.games}:${view.moves.map((p) => p.uci).join(" ")}` : null;
    if (key === this.#reviewedKey) return;
    this.#reviewedKey = key;
    this.analysis.reset();
    if (key !== null && inTauri()) void this.analysis.load();
  }

  /** A new game from the shown position, or from `fen` (the review's *Play from here*); the finished one stays in the archive. */
  playFrom(from?: string): Promise<string | null> {
    const fen = from ?? (this.review?.position ?? this.view)?.fen;
    if (!fen) return Promise.resolve(null);
    this.games++;
    return this.#ask(() => commands.importGame(fen), (v) => m.said_play_from_here({ status: statusText(v) }));
  }

  /**
   * What the finished game's review section (GameReview) shows and does,
   * for `view`: the tail's, and face to face Black's turned box.
   */
  reviewOf(view: GameView) {
    return {
      store: this.analysis,
      plies: view.moves,
      shown: this.shownPly,
      reviewable: engineReviews(view.variant),
      onselect: (ply: number) => void this.reviewAt(ply),
      onplayfrom: () => void this.playFrom(),
    };
  }

  /** Like #run, but the error goes back to the form that asked (typed move, import). */
  async #ask(action: () => Promise<GameView>, describe: (v: GameView) => string): Promise<string | null> {
    const ok = await this.#run(action, describe);
    if (ok) return null;
    const message = this.error;
    this.error = null;
    return message ?? m.not_connected();
  }

  /** The game and the settings, asked for together at start-up. */
  async load(): Promise<boolean> {
    // At start the answers have usually come before the mount (../main.ts):
    // taken at once, so the first render is the game itself.
    const readySettings = takeSettledSettings();
    if (readySettings) this.settings = readySettings;
    const ready = takeSettledStatus();
    if (ready) this.#adopt(ready, statusText);
    const settings = readySettings ? null : inTauri() ? (settingsAtStart() ?? commands.settings()) : null;
    const loaded = ready ? Promise.resolve(true) : this.#run(() => takeStatusAtStart() ?? commands.status(), statusText);
    try {
      if (settings) this.settings = await settings;
    } catch (err) {
      this.error = errorText(err);
    }
    return loaded;
  }

  async updateSettings(next: Settings): Promise<void> {
    const before = this.settings;
    this.settings = next; // the page follows at once; the store confirms
    // A new language: its words (a chunk fetched once) before the next paint.
    if (next.language !== before.language) await speak(settingLanguage(next.language));
    if (!inTauri()) return;
    try {
      this.settings = await commands.setSettings(next);
    } catch (err) {
      this.settings = before;
      if (next.language !== before.language) await speak(settingLanguage(before.language));
      this.error = errorText(err);
    }
  }

  #played(v: GameView): string {
    const last = v.moves.at(-1);
    const status = statusText(v);
    return last ? m.said_played({ side: v.turn === "white" ? "black" : "white", san: last.san, status }) : status;
  }

  /** A ply made on the board, sent by `send`; its answer need not repeat the move list the page holds (`since`). */
  async #ply(send: (since: number | undefined) => Promise<GameView>): Promise<boolean> {
    const since = this.view?.moves.length;
    const fromRecord = !!this.view?.recorded;
    const played = await this.#run(() => send(since), (v) => this.#played(v), false);
    if (played && fromRecord) this.#playedOnFromRecord();
    return played;
  }

  play(move: MoveInput): Promise<boolean> {
    return this.#ply((since) => commands.play(move, since));
  }

  /** A piece dropped from the mover's pocket (Crazyhouse). */
  drop(drop: DropInput): Promise<boolean> {
    return this.#ply((since) => commands.dropPiece(drop, since));
  }

  /** A move typed as SAN or UCI; resolves to the rules side's complaint, if any. */
  async playText(text: string): Promise<string | null> {
    const fromRecord = !!this.view?.recorded;
    const problem = await this.#ask(() => commands.playText(text), (v) => this.#played(v));
    if (!problem && fromRecord) this.#playedOnFromRecord();
    return problem;
  }

  /** A move at a finished record's end started a new game from there (the Rust side's rule): say so. */
  #playedOnFromRecord(): void {
    const played = this.announcement;
    const mover = this.view?.turn === "white" ? "black" : "white";
    const said = m.played_on_from_record();
    this.flash(said, 4000, mover);
    this.announcement = m.said_with_status({ said, status: played });
  }

  undo(): Promise<boolean> {
    // Say what was taken back, as the Undo control said before the click.
    const said = undoneText(this.view?.undo ?? null);
    return this.#run(() => commands.undo(), (v) => m.said_with_status({ said, status: statusText(v) }));
  }

  newGame(options: NewGameOptions | null = null): Promise<boolean> {
    this.games++;
    return this.#run(() => commands.newGame(options), (v) => m.said_new_game({ status: statusText(v) }));
  }

  /** After a verdict: the return game at once, same clock, the players in each other's seats. */
  rematch(): Promise<boolean> {
    this.games++;
    return this.#run(() => commands.rematch(), (v) =>
      m.said_rematch({ players: playersLine(v.roster) ?? m.said_colours_swapped(), status: statusText(v) }),);
  }

  /** The players' names of the latest stored games, for the New game dialog (none on failure). */
  async recentNames(): Promise<string[]> {
    if (!inTauri()) return [];
    try {
      return await commands.recentNames();
    } catch {
      return [];
    }
  }

  /** Asks the Rust side again, e.g. when a clock shown here reached zero. */
  refresh(): Promise<boolean> {
    return this.#run(() => commands.status(), statusText);
  }

  resign(color: Color): Promise<boolean> {
    return this.#run(() => commands.resign(color), statusText);
  }

  offerDraw(color: Color): Promise<boolean> {
    return this.#run(() => commands.offerDraw(color), () => m.said_draw_offered({ side: color }));
  }

  answerDraw(accept: boolean): Promise<boolean> {
    return this.#run(() => commands.answerDraw(accept), (v) => (accept ? statusText(v) : m.said_draw_declined({ status: statusText(v) })));
  }

  pause(): Promise<boolean> {
    return this.#run(() => commands.pause(), () => m.said_clocks_paused());
  }

  resume(): Promise<boolean> {
    return this.#run(() => commands.resume(), () => m.said_clocks_running());
  }

  /** "+N s": gives `to` `seconds` more (allowed while the game goes on, running or paused). */
  giveTime(to: Color, seconds: number): Promise<boolean> {
    return this.#run(
      () => commands.adjustClock({ kind: "give", to, ms: seconds * 1000 }),
      () => m.said_time_given({ side: to, seconds }),
    );
  }

  /**
   * The paused clocks set by hand (an arbiter's correction): every
   * adjustment as one change, kept in the game's record, or none; resolves
   * to what went wrong, if anything.
   */
  setClocks(adjustments: Adjustment[]): Promise<string | null> {
    return this.#ask(() => commands.setClocks(adjustments), () => m.said_clocks_set());
  }

  /** A timed game whose clock runs (or could run) and has no verdict. */
  get clockLive(): boolean {
    const c = this.view?.clock;
    return !!c && !this.view?.verdict && (c.running !== null || c.paused);
  }

  /** A new game from a pasted FEN or PGN; resolves to what is wrong with it, if anything. */
  importGame(text: string): Promise<string | null> {
    this.games++;
    return this.#ask(() => commands.importGame(text), (v) => m.said_from_pasted_text({ status: statusText(v) }));
  }

  /** Open PGN…: the system's dialog, the file read by the Rust side; null when cancelled or refused (the error shown). */
  /**
   * Runs `f` while the system's own dialog (GTK's Open or Save) covers the
   * game: a running clock is paused first and runs on after, as the app's
   * own dialogs do; a clock the players paused stays paused.
   */
  async #underSystemDialog<T>(f: () => Promise<T>): Promise<T> {
    const c = this.view?.clock;
    const hold = !!c && c.running !== null && !c.paused && !this.view?.verdict;
    if (hold) await this.pause();
    try {
      return await f();
    } finally {
      const after = this.view?.clock;
      if (hold && after?.paused && !this.view?.verdict) await this.resume();
    }
  }

  async openPgn(): Promise<PgnFileSummary | null> {
    if (!inTauri()) {
      this.error = m.not_connected();
      return null;
    }
    try {
      return await this.#underSystemDialog(() => commands.openPgn());
    } catch (err) {
      this.error = errorText(err);
      return null;
    }
  }

  /** Game `index` of the opened file becomes the current game; resolves to what is wrong with it, if anything. */
  pickPgnGame(index: number): Promise<string | null> {
    this.games++;
    return this.#ask(() => commands.pickPgnGame(index), (v) => m.said_from_file({ status: statusText(v) }));
  }

  /** The Rust side may forget the opened file (the picker closed). */
  closePgnFile(): void {
    if (inTauri()) void commands.closePgnFile().catch(() => {});
  }

  /** Shows the position after `ply` half-moves; the live position ends the review. */
  async reviewAt(ply: number): Promise<void> {
    const total = this.view?.moves.length ?? 0;
    if (ply >= total) {
      this.live();
      return;
    }
    const target = Math.max(0, ply);
    if (!inTauri()) return;
    try {
      const position = await commands.positionAt(target);
      // A move may have been played meanwhile; that answer wins.
      if ((this.view?.moves.length ?? 0) !== total) return;
      this.review = { ply: target, position };
      const after = lastMoveLabel(position);
      this.announcement = after
        ? m.said_reviewing_after({ move: after, ply: target, total })
        : m.said_reviewing_start();
    } catch (err) {
      this.error = errorText(err);
    }
  }

  live(): void {
    if (!this.review) return;
    this.review = null;
    this.announcement = m.said_back_to_game({ status: this.view ? statusText(this.view) : "" });
  }

  async exportPgn(): Promise<string | null> {
    if (!inTauri()) {
      this.error = m.not_connected();
      return null;
    }
    try {
      return await commands.exportPgn();
    } catch (err) {
      this.error = errorText(err);
      return null;
    }
  }

  /** Opens the system save dialog (Rust side); resolves to the path written. */
  async savePgn(): Promise<string | null> {
    if (!inTauri()) {
      this.error = m.not_connected();
      return null;
    }
    try {
      const saved = await this.#underSystemDialog(() => commands.savePgn());
      // Seen and announced: the dialog is gone, and nothing else says it worked.
      if (saved) this.flash(m.toast_saved_to({ path: saved.path }), 4000);
      return saved?.path ?? null;
    } catch (err) {
      this.error = errorText(err);
      return null;
    }
  }

  /** Shows `text` as a toast for a few seconds, for player `to` (face to face it faces them), and announces it. */
  flash(text: string, ms = 2500, to: Color = "white"): void {
    this.toast = text;
    this.toastFor = to;
    this.announcement = text;
    clearTimeout(this.#toastTimer);
    this.#toastTimer = setTimeout(() => (this.toast = null), ms);
  }

  dismissNotice(): void {
    this.error = null;
    if (this.view?.notice) this.view = { ...this.view, notice: null };
  }
}
