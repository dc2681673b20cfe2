// The game as the Rust side reports it. The UI keeps no rules of its own:
// every change goes through a command and the returned GameView replaces the old one.
import { tick } from "svelte";
import { commands, type CommandError, type GameView, type MoveInput } from "./bindings";

export type Seats = "side" | "pass" | "face";

function messageOf(err: unknown): string {
  if (err && typeof err === "object" && "message" in err && typeof err.message === "string") {
    return (err as CommandError).message;
  }
  if (typeof err === "string") return err;
  return "Something went wrong talking to the game.";
}

export function inTauri(): boolean {
  return typeof window !== "undefined" && "__TAURI_INTERNALS__" in window;
}

export class GameStore {
  view = $state.raw<GameView | null>(null);
  error = $state<string | null>(null);
  busy = $state(false);
  announcement = $state("");
  seats = $state<Seats>("side");

  /** Moves played and no verdict yet: starting over needs confirmation. */
  inProgress = $derived(!!this.view && this.view.moves.length > 0 && this.view.verdict === null);
  /** Who sits at the bottom of the board. */
  bottom = $derived(this.seats === "pass" && this.view ? this.view.turn : "white");
  notice = $derived(this.error ?? this.view?.notice ?? null);

  async #run(action: () => Promise<GameView>, describe: (v: GameView) => string): Promise<boolean> {
    if (!inTauri()) {
      this.error = "Not running inside the Hotseat Chess app: no game engine is connected.";
      return false;
    }
    this.busy = true;
    try {
      const next = await action();
      // Marks for bench/run.mjs: the answer arrived / the DOM reflects it.
      performance.mark("hotseat:answer");
      this.view = next;
      this.error = null;
      this.announcement = describe(next);
      void tick().then(() => performance.mark("hotseat:applied"));
      return true;
    } catch (err) {
      this.error = messageOf(err);
      return false;
    } finally {
      this.busy = false;
    }
  }

  load(): Promise<boolean> {
    return this.#run(() => commands.status(), (v) => v.status);
  }

  play(move: MoveInput): Promise<boolean> {
    return this.#run(
      () => commands.play(move),
      (v) => {
        const last = v.moves.at(-1);
        const mover = v.turn === "white" ? "Black" : "White";
        return last ? `${mover} played ${last.san}. ${v.status}` : v.status;
      },
    );
  }

  undo(): Promise<boolean> {
    return this.#run(() => commands.undo(), (v) => `Move taken back. ${v.status}`);
  }

  newGame(): Promise<boolean> {
    return this.#run(() => commands.newGame(), (v) => `New game. ${v.status}`);
  }

  dismissNotice(): void {
    this.error = null;
    if (this.view?.notice) this.view = { ...this.view, notice: null };
  }
}
