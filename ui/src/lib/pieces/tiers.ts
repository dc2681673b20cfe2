import type { Role } from "../bindings";

/**
 * Size tiers: the share of a square's edge each piece's shape fills.
 * Defined once; every place that draws a piece reads it from here.
 * Knight and bishop share a tier; every higher tier is larger than every lower one.
 */
export const TIERS: Readonly<Record<Role, number>> = {
  pawn: 0.42,
  knight: 0.58,
  bishop: 0.58,
  rook: 0.68,
  queen: 0.8,
  king: 0.9,
};

export function tierOf(role: Role): number {
  return TIERS[role];
}
