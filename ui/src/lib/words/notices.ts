// What the players are told about their saved games, from the Rust side's
// facts (`Notice`).
import type { Notice } from "../bindings";

/** The notice's sentence. */
export function noticeText(notice: Notice): string {
  switch (notice.kind) {
    case "recovered": {
      const kept = notice.keptAs === null ? "it was left where it was" : `it was kept as ${notice.keptAs}`;
      return `Your saved game could not be read (${notice.error}); ${kept} and a new game started.`;
    }
    case "unsaved":
      return `Games cannot be saved on this device (${notice.error}); this game will be lost when the app closes.`;
  }
}
