// A sound (when switched on) and a haptic tick for each move played.
import { untrack } from "svelte";
import type { GameEvent } from "./bindings";
import type { GameStore } from "./game.svelte";
import { haptic, type Sounds } from "./sound";

/**
 * Plays `sounds` as moves are played in `game`: the Rust side's event of an
 * answer says one was (once per answer: a view remade from it, such as a
 * dismissed notice, keeps its event and plays nothing); called while a
 * component starts (it sets up an effect).
 */
export function soundMoves(game: GameStore, sounds: Sounds): void {
  let heard: GameEvent | null = null;
  $effect(() => {
    const v = game.view;
    const event = v?.event ?? null;
    if (event === heard) return;
    heard = event;
    if (!v || event?.kind !== "moved") return;
    haptic();
    if (untrack(() => game.settings.sound)) {
      sounds.play(v.verdict ? "end" : v.check ? "check" : v.moves.at(-1)?.capture ? "capture" : "move");
    }
  });
}
