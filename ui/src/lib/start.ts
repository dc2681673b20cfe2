// The answers the first screen needs, asked of the Rust side together as
// the page starts: the settings and the system's language (which language
// to paint in) and the game (what to paint). The page mounts once all three
// have come (`settleAtStart`), so its first render is the game in the
// players' language and theme: one render and one paint, not an empty
// frame first and the game re-rendered over it (in WebKitGTK that second
// pass cost the start 60-110 ms). An answer that failed is asked again by
// the first load, which says why.
import { commands, type GameView, type Language, type Settings } from "./bindings";

interface FirstAnswers {
  settings: Promise<Settings>;
  systemLanguage: Promise<Language | null>;
  status: Promise<GameView> | null;
}

let first: FirstAnswers | null = null;

/** Where index.html leaves the answers it asked for before this script loaded. */
const ASKED_EARLY = "__HOTSEAT_FIRST_ANSWERS__";

/**
 * The first answers (in the app; a plain browser has no Rust side): those
 * index.html asked for while the script loaded — the Rust side reads the
 * saved game meanwhile, and the page mounts as soon as its script has run
 * — or, without them, asked now.
 */
export function askAtStart(): FirstAnswers | null {
  if (typeof window === "undefined" || !("__TAURI_INTERNALS__" in window)) return null;
  const page = window as Window & { [ASKED_EARLY]?: FirstAnswers };
  const early = page[ASKED_EARLY];
  delete page[ASKED_EARLY];
  first = early ?? { settings: commands.settings(), systemLanguage: commands.systemLanguage(), status: commands.status() };
  // Read later (or never, if the page fails first): not an unhandled rejection meanwhile.
  for (const answer of [first.settings, first.systemLanguage, first.status]) answer?.catch(() => {});
  return first;
}

/** The answers that came, once `settleAtStart` has seen them. */
let settled: { settings: Settings | null; status: GameView | null } = { settings: null, status: null };

/** How long the page waits for the first answers before it mounts without them. */
export const SETTLE_WAIT_MS = 2000;

/**
 * Resolves once the settings and the game have been answered or have
 * failed, or after `waitMs`: a Rust side that does not answer leaves the
 * page mounted, its first load still waiting for the answer (and saying
 * so if it fails), rather than a blank window.
 */
export async function settleAtStart(answers: FirstAnswers | null, waitMs = SETTLE_WAIT_MS): Promise<void> {
  if (!answers) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), waitMs)));
  const both = Promise.allSettled([answers.settings, answers.status]);
  const outcome = await Promise.race([both, late]);
  clearTimeout(timer);
  if (outcome === "late") return;
  const [settings, status] = outcome;
  settled = {
    settings: settings.status === "fulfilled" ? settings.value : null,
    status: status.status === "fulfilled" ? status.value : null,
  };
}

/** The settings answered at start, if they have come; once. */
export function takeSettledSettings(): Settings | null {
  const settings = settled.settings;
  settled.settings = null;
  return settings;
}

/** The game answered at start, if it has come; once (a later load asks again). */
export function takeSettledStatus(): GameView | null {
  const status = settled.status;
  if (status) {
    settled.status = null;
    if (first) first.status = null;
  }
  return status;
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
  settled = { settings: null, status: null };
}
