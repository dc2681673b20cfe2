// How moves are written on screen (the Notation setting), for the places
// that draw a SAN: set where the settings arrive, read where moves are drawn.
import type { Notation } from "../bindings";

export const notation = $state<{ style: Notation }>({ style: "letters" });
