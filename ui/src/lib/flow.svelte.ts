// Which dialog covers the game, who asked for it, and the one rule that goes
// with it: a dialog over the game pauses a running clock, and the clock runs
// on when the dialog closes on the same game. App.svelte reads this; the
// dialogs' own fields stay in the dialogs.
import type { Color, NewGameOptions, PgnFileSummary } from "./bindings";
import type { GameStore } from "./game.svelte";
import { prefetchLazyParts } from "./dialog/lazy";
import { BulkImport } from "./pgn/bulk-import.svelte";

/** How long after the board is painted the archive's rehearsal waits. */
const REHEARSE_ARCHIVE_AFTER_MS = 1500;

export class DialogFlow {
  /** Who asked for a new game (the dialog faces them). */
  starting = $state<Color | null>(null);
  /** The latest games' players, asked for when the New game dialog opens. */
  recentNames = $state<string[]>([]);
  /** Who asked to resign (the confirmation faces them). */
  resigning = $state<Color | null>(null);
  /** Who offers a draw from the shared panel (it asks: either player may offer). */
  offering = $state<Color | null>(null);
  /** Who opened the clock editor (its seat turns it), while the clocks are paused. */
  settingClocks = $state<Color | null>(null);
  /** Who opened the FEN/PGN dialog (it faces them). */
  importing = $state<Color | null>(null);
  /** A PGN file of many games, opened and held by the Rust side: the picker shows it. */
  pgnFile = $state<PgnFileSummary | null>(null);
  /** A one-game file waiting for the players to agree to replace the game in progress. */
  replacingWith = $state<PgnFileSummary | null>(null);
  /**
   * Face to face, Black asked for the finished game's review: it opens in a
   * box turned toward Black (the tail's review faces White).
   */
  reviewingTurned = $state(false);
  /** The archive of games is open over the board. */
  archiveOpen = $state(false);
  /**
   * The archive is drawn (its chunk loaded, its page in place): the game
   * under it is hidden from then on, not while the chunk loads (no frame
   * with neither, and the focus leaves Games for the archive, not for the body).
   */
  archiveShown = $state(false);
  /** The archive drawn once, unseen, while the app is idle (see ArchiveView's `rehearse`). */
  rehearsingArchive = $state(false);
  /** Import all of an opened file: it goes on while its picker is hidden. */
  readonly bulk = new BulkImport();
  /** The clock was running when a dialog covered the game, and was paused for it. */
  #heldByDialog = false;

  /** Made while a component starts (it sets up effects). */
  constructor(private readonly game: GameStore) {
    // A running clock pauses while a dialog covers the game, and runs on when
    // the dialog closes on the same game (cancelled, or a draw offered); not
    // after a verdict or in a new game. Once the commands in flight are
    // answered (`busy`), the view tells which game it is.
    $effect(() => {
      const c = game.view?.clock;
      const v = game.view;
      if (this.covered) {
        if (!this.#heldByDialog && c?.running && !c.paused && !v?.verdict) {
          this.#heldByDialog = true;
          void game.pause();
        }
        return;
      }
      if (!this.#heldByDialog || game.busy) return;
      this.#heldByDialog = false;
      if (c?.paused && !v?.verdict) void game.resume();
    });
    // Black's turned review goes with the finished game (a new game, an undo).
    $effect(() => {
      if (this.reviewingTurned && !game.finished) this.reviewingTurned = false;
    });
    // The editor goes with the pause (resumed, a verdict, a new game): it does not come back by itself.
    $effect(() => {
      if (this.settingClocks && !(game.view?.clock?.paused && !game.view.verdict)) this.settingClocks = null;
    });
  }

  /** A dialog covers the game (the board and its clocks). */
  get covered(): boolean {
    return !!(this.starting || this.resigning || this.offering || this.importing || this.pgnFile || this.replacingWith);
  }

  async askNewGame(who: Color): Promise<void> {
    // Asked before the dialog opens: names arriving later would push its clock choices down under a finger.
    this.recentNames = await this.game.recentNames();
    this.starting = who;
  }

  startNewGame(options: NewGameOptions): void {
    this.starting = null;
    void this.game.newGame(options);
  }

  /** Face to face each player offers from their own bar; the shared panel asks who offers. */
  offerDraw(who: Color, face: boolean): void {
    const view = this.game.view;
    if (face) void this.game.offerDraw(who);
    // In the shared panel the question starts at the player who has just
    // moved: a draw is offered after one's own move (FIDE Laws 9.1.2.1).
    else this.offering = view && (view.movesFrom ?? 0) + view.moves.length > 0 ? (who === "white" ? "black" : "white") : who;
  }

  confirmOffer(): void {
    const who = this.offering;
    this.offering = null;
    if (who) void this.game.offerDraw(who);
  }

  confirmResign(): void {
    const who = this.resigning;
    this.resigning = null;
    if (who) void this.game.resign(who);
  }

  openArchive(): void {
    this.rehearsingArchive = false;
    this.archiveOpen = true;
    // The archive covers the game and its clocks: a running clock pauses,
    // as when the app is hidden, and waits for Resume.
    const clock = this.game.view?.clock;
    if (clock?.running && !clock.paused && !this.game.view?.verdict) void this.game.pause();
  }

  /**
   * Once the board is painted, a moment later: every lazy part's chunk fetched
   * ahead and the archive's unseen rehearsal, unless it is open by then.
   */
  rehearseArchiveLater(): void {
    setTimeout(() => {
      void prefetchLazyParts();
      this.rehearsingArchive = !this.archiveOpen;
    }, REHEARSE_ARCHIVE_AFTER_MS);
  }

  /** An opened file (Open PGN… or a drop): one game is played on at once (asking first while a game is in progress), many are listed. */
  fileOpened(file: PgnFileSummary): void {
    if (this.archiveOpen) this.archiveOpen = false;
    // The Rust side lists one file: the import's line can no longer show its list.
    if (this.bulk.file && !this.bulk.isOf(file)) this.bulk.listed = false;
    this.importing = null;
    if (file.games > 1) this.pgnFile = file;
    else if (this.game.inProgress) this.replacingWith = file;
    else void this.playOnlyGame();
  }

  async openPgn(): Promise<void> {
    const file = await this.game.openPgn();
    if (file) this.fileOpened(file);
  }

  async playOnlyGame(): Promise<void> {
    this.replacingWith = null;
    const problem = await this.game.pickPgnGame(0);
    if (problem !== null) this.game.error = problem;
    this.game.closePgnFile();
  }

  async pickFromFile(index: number): Promise<string | null> {
    const problem = await this.game.pickPgnGame(index);
    if (problem === null) this.closeFile();
    return problem;
  }

  closeFile(): void {
    const closing = this.pgnFile;
    this.pgnFile = null;
    this.replacingWith = null;
    this.game.closePgnFile();
    if (closing && this.bulk.isOf(closing)) this.bulk.clear();
  }

  /**
   * *Play on meanwhile*: the picker goes, its import goes on (the Rust side
   * keeps the file for the picker to come back to) and the tail shows it.
   */
  playOnDuringImport(): void {
    this.bulk.away = true;
    this.pgnFile = null;
  }

  /** The import line's *Show*: the picker again, on the import's progress or report. */
  showImport(): void {
    if (!this.bulk.file || !this.bulk.listed) return;
    this.replacingWith = null;
    this.bulk.away = false;
    this.pgnFile = this.bulk.file;
  }

  /** The import line's report dismissed: the file is let go, unless another one is listed now. */
  dismissImport(): void {
    if (this.bulk.running) return;
    const ours = this.bulk.listed;
    this.bulk.clear();
    if (ours && !this.pgnFile) this.game.closePgnFile();
  }

  async importText(text: string): Promise<string | null> {
    const problem = await this.game.importGame(text);
    if (problem === null) this.importing = null;
    return problem;
  }
}
