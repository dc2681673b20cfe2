// Switching the page's language: the chosen language's catalogue fetched
// (each is its own chunk, loaded once), `m` pointed at it, the document's
// `lang` and `dir` set (Arabic is written right to left; the board keeps
// its own direction).
import type { Language, LanguageSetting, Settings } from "../bindings";
import { english, useCatalogue, type Catalogue } from "./catalogue";

const chunks = import.meta.glob<Catalogue>(["../paraglide/messages/*.js", "!**/en.js", "!**/_index.js"]);

/** The messages of `language`: English is part of the page, the others are fetched once. */
async function catalogueOf(language: Language): Promise<Catalogue> {
  if (language === "en-XA") return (await import("./pseudo")).pseudo;
  const load = chunks[`../paraglide/messages/${language}.js`];
  return language === "en" || !load ? english : load();
}

/** The languages written right to left. */
export const RIGHT_TO_LEFT: ReadonlySet<Language> = new Set(["ar"]);

/** The language asked for last: an earlier request that loads later gives way. */
let asked: Language = "en";

/** Speaks `language` from now on; resolves when every text can be made in it. */
export async function speak(language: Language): Promise<void> {
  asked = language;
  const messages = await catalogueOf(language);
  if (asked !== language) return;
  useCatalogue(language, messages);
  document.documentElement.lang = language;
  document.documentElement.dir = RIGHT_TO_LEFT.has(language) ? "rtl" : "ltr";
}

/** The language the system's locale asks for, as the Rust side read it at start (null: none of ours). */
let system: Language | null = null;

/** The language a setting means: the one chosen, or the system's (English when it is none of ours). */
export function settingLanguage(setting: LanguageSetting): Language {
  return setting === "system" ? (system ?? "en") : setting;
}

/** The system's language, for the setting's "system" entry. */
export function systemLanguage(): Language {
  return system ?? "en";
}

/**
 * At start, before the first paint: the stored setting and the system's
 * language, asked for with the game (../start.ts), then that language
 * spoken. Without an answer the page speaks English.
 */
export async function speakAtStart(first: { settings: Promise<Settings>; systemLanguage: Promise<Language | null> } | null): Promise<void> {
  if (!first) return; // Outside the app (a plain browser): English.
  try {
    const [settings, ofSystem] = await Promise.all([first.settings, first.systemLanguage]);
    system = ofSystem;
    await speak(settingLanguage(settings.language));
  } catch {
    // Outside the app (a plain browser) or no answer: English.
  }
}
