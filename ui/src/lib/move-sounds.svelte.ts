// A sound (when switched on) and a haptic tick for each new move.
import type { GameStore } from "./game.svelte";
import { haptic, type Sounds } from "./sound";

/** Plays `sounds` as moves arrive in `game`; called while a component starts (it sets up an effect). */
export function soundMoves(game: GameStore, sounds: Sounds): void {
  let heardPlies = -1;
  $effect(() => {
    const v = game.view;
    if (!v) return;
    const plies = v.moves.length;
    if (heardPlies >= 0 && plies === heardPlies + 1) {
      haptic();
      if (game.settings.sound) {
        sounds.play(v.verdict ? "end" : v.check ? "check" : v.moves.at(-1)?.capture ? "capture" : "move");
      }
    }
    heardPlies = plies;
  });
}
