// Stepping through a stored game: what a screen reader hears after a step.
import type { PositionView } from "../bindings";
import { m } from "../words/catalogue";
import { lastMoveLabel } from "../review/text";

/** What a screen reader hears after a step: "After 2… Qh4#, ply 4 of 4." */
export function stepText(position: PositionView, total: number): string {
  const after = lastMoveLabel(position);
  return after === null ? m.replay_start({ total }) : m.replay_after({ move: after, ply: position.ply, total });
}
