// The kinds of chess in the players' words: each variant's name and its
// rule in one line (the New game dialog, the archive, the PGN picker).
import type { Variant } from "../bindings";
import { m } from "./catalogue";

/** Every variant, in the order the New game dialog offers them (lichess's). */
export const VARIANTS: readonly Variant[] = Object.keys({
  standard: 0,
  chess960: 0,
  crazyhouse: 0,
  king_of_the_hill: 0,
  three_check: 0,
  antichess: 0,
  atomic: 0,
  horde: 0,
  racing_kings: 0,
} satisfies Record<Variant, 0>) as Variant[];

/** "Crazyhouse", "Three-check". */
export const variantName = (variant: Variant): string => m.variant_name({ variant });

/** "Checkmate, or give check three times." */
export const variantRule = (variant: Variant): string => m.variant_rule({ variant });

/** What a game is played as, for a list's row: "Chess960 · Position 518"; nothing for standard chess. */
export function variantLabel(variant: Variant | undefined, chess960?: number): string | null {
  if (!variant || variant === "standard") return null;
  const name = variantName(variant);
  return chess960 === undefined ? name : `${name} · ${m.chess960_position({ number: chess960 })}`;
}
