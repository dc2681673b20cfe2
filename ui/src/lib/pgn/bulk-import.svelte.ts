// Import all of an opened PGN file, held outside its picker: the players may
// hide the picker while the games go in (*Play on meanwhile*) and play on;
// the tail's import line then shows the progress and, at the end, the
// report, until they dismiss it or open the picker on it again.
import { Channel } from "@tauri-apps/api/core";
import { commands, type ImportProgress, type ImportReport, type PgnFileSummary } from "../bindings";
import { errorText } from "../words/errors";

export class BulkImport {
  /** The file whose games go (or went) in; null when there is no import to show. */
  file = $state.raw<PgnFileSummary | null>(null);
  progress = $state.raw<ImportProgress | null>(null);
  report = $state.raw<ImportReport | null>(null);
  /** Why the import failed, worded. */
  error = $state<string | null>(null);
  running = $state(false);
  stopping = $state(false);
  /** The picker is hidden while the import runs or since it ended: the tail shows its line. */
  away = $state(false);
  /** The Rust side still lists the file (no other opened since): its picker can come back. */
  listed = $state(true);

  /** Whether the import shown is `file`'s (a picker of another file shows none). */
  isOf(file: PgnFileSummary): boolean {
    return this.file === file;
  }

  /** Imports every game of `file` (the file the Rust side holds); resolves when it ends. */
  async start(file: PgnFileSummary): Promise<void> {
    if (this.running) return;
    this.#forget();
    this.file = file;
    this.running = true;
    this.stopping = false;
    const channel = new Channel<ImportProgress>();
    channel.onmessage = (p) => (this.progress = p);
    try {
      this.report = await commands.importAllPgn(channel);
    } catch (err) {
      this.error = errorText(err);
    } finally {
      this.running = false;
    }
  }

  /** Asks the import to stop after its batch (what went in stays). */
  stop(): void {
    if (!this.running) return;
    this.stopping = true;
    void commands.cancelPgnImport().catch((err: unknown) => (this.error = errorText(err)));
  }

  /** Forgets an ended import (its report read); a running one stays. */
  clear(): void {
    if (!this.running) this.#forget();
  }

  #forget(): void {
    this.file = null;
    this.progress = null;
    this.report = null;
    this.error = null;
    this.away = false;
    this.listed = true;
  }
}
