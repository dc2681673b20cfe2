// Which engine reviews the games: ours, or a UCI program the players chose
// in Settings. The Rust side shows the open dialog, checks the program and
// keeps the choice; the page never names a path, it only asks and shows.
import { commands, type ReviewEngine } from "../bindings";
import { errorText } from "../words/errors";

export class EngineChoice {
  /** The chosen program; null: ours. */
  chosen = $state.raw<ReviewEngine | null>(null);
  /** Asked of the Rust side at least once. */
  known = $state(false);
  /** The open dialog or the check of a program is under way. */
  choosing = $state(false);
  /** Why the last choice was refused, in the players' words. */
  error = $state<string | null>(null);

  /** Asks which engine is chosen (once; later calls answer at once). */
  async load(): Promise<void> {
    if (this.known) return;
    try {
      this.chosen = await commands.reviewEngine();
      this.known = true;
    } catch {
      // Unknown: Settings shows ours, and the review still names its engine.
    }
  }

  /** The open dialog; a program that is no UCI engine is refused with why. */
  async choose(): Promise<void> {
    if (this.choosing) return;
    this.choosing = true;
    this.error = null;
    try {
      const picked = await commands.chooseReviewEngine();
      if (picked) {
        this.chosen = picked;
        this.known = true;
      }
    } catch (err) {
      this.error = errorText(err);
    } finally {
      this.choosing = false;
    }
  }

  /** Our engine reviews again. */
  async useOurs(): Promise<void> {
    this.error = null;
    try {
      await commands.useOurEngine();
      this.chosen = null;
      this.known = true;
    } catch (err) {
      this.error = errorText(err);
    }
  }
}

/** The app's one choice, shared by Settings and the review. */
export const engineChoice = new EngineChoice();
