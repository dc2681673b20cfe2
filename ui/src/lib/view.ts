// Reading an answer's game view against the one the page holds.
import type { GameView } from "./bindings";

/**
 * `next` with its whole move list. A `play` answer may leave out the plies
 * the page already holds (`movesFrom`, see `commands.play`'s `since`): they
 * are taken from `held`, the view the page shows when the answer comes.
 * The Rust side answers commands in the order sent and the page adopts
 * every view it is answered, so `held` is the game just before the move.
 * Null when `held` lacks those plies (the page must ask again).
 */
export function wholeView(next: GameView, held: GameView | null): GameView | null {
  const from = next.movesFrom;
  if (from === undefined) return next;
  if (!held || held.moves.length < from) return null;
  const { movesFrom: _, ...view } = next;
  return { ...view, moves: [...held.moves.slice(0, from), ...next.moves] };
}
