// The answers the first screen needs, asked of the Rust side together as
// the page starts: the settings and the system's language (which language
// to paint in) and the game (what to paint). The page waits for the
// language before it mounts (no English flash); the game's answer is
// already on its way by then, and `GameStore.load` takes it.
import { commands, type GameView, type Language, type Settings } from "./bindings";

interface FirstAnswers {
  settings: Promise<Settings>;
  systemLanguage: Promise<Language | null>;
  status: Promise<GameView> | null;
}

let first: FirstAnswers | null = null;

/** Asks for the first answers (in the app; a plain browser has no Rust side). */
export function askAtStart(): FirstAnswers | null {
  if (typeof window === "undefined" || !("__TAURI_INTERNALS__" in window)) return null;
  first = { settings: commands.settings(), systemLanguage: commands.systemLanguage(), status: commands.status() };
  // Read later (or never, if the page fails first): not an unhandled rejection meanwhile.
  for (const answer of [first.settings, first.systemLanguage, first.status]) answer?.catch(() => {});
  return first;
}

/** The settings asked for at start, if they were. */
export function settingsAtStart(): Promise<Settings> | null {
  return first?.settings ?? null;
}

/** The game asked for at start, once: the first load takes it, later loads ask again. */
export function takeStatusAtStart(): Promise<GameView> | null {
  const status = first?.status ?? null;
  if (first) first.status = null;
  return status;
}

/** Forgets the first answers: the next page asks its own (the tests' pages share this module). */
export function forgetStart(): void {
  first = null;
}
