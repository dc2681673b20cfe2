// How the players' names and the event read on the page.
import type { Color, Roster } from "./bindings";
import { m } from "./words/catalogue";
import { sideName } from "./words/notation";

/** A side's name: the player's, or the colour's when nobody said. */
export function playerName(roster: Roster | undefined, side: Color): string {
  const name = side === "white" ? roster?.white : roster?.black;
  return name ?? sideName(side);
}

/** "Ann (White) vs Bob (Black)", or null when neither player is named. */
export function playersLine(roster: Roster | undefined): string | null {
  if (!roster?.white && !roster?.black) return null;
  return m.players_line({ white: playerName(roster, "white"), black: playerName(roster, "black") });
}

/** "Club night, The Arms, round 3", or null without an event, site or round. */
export function eventLine(roster: Roster | undefined): string | null {
  const parts = [roster?.event, roster?.site, roster?.round ? m.event_round({ round: roster.round }) : undefined].filter(
    (p): p is string => !!p,
  );
  return parts.length ? parts.join(m.list_separator()) : null;
}

/** Whether the roster names anybody or anything. */
export function isNamed(roster: Roster | undefined): boolean {
  return !!roster && Object.values(roster).some((v) => !!v);
}

/** The roster a form's fields make: trimmed, empty fields left out. */
export function rosterOf(fields: Record<keyof Roster, string>): Roster {
  const out: Roster = {};
  for (const key of ["white", "black", "event", "site", "round"] as const) {
    const value = fields[key].trim();
    if (value) out[key] = value;
  }
  return out;
}
