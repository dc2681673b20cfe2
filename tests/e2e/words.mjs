// The page's words in the language a real-app test runs the app in: the
// compiled English messages the page itself uses, or the pseudo-language's
// dress of them (ui/src/lib/words/dress.mjs), so that a test finds a
// control by the name a player sees.
import * as english from "../../ui/src/lib/paraglide/messages/en.js";
import { dressCatalogue } from "../../ui/src/lib/words/dress.mjs";

export { english };

/** The languages the layout property runs in: English and the pseudo-language (every text 40% longer). */
export const LAYOUT_LANGUAGES = ["en", "en-XA"];

/** The environment that makes the app speak `language` through the system's locale (the Rust side reads LANG). */
export function localeEnv(language) {
  const locale = { en: "en_US.UTF-8", "en-XA": "en_XA.UTF-8" }[language] ?? language;
  return { LANG: locale, LANGUAGE: "", LC_ALL: "", LC_MESSAGES: "" };
}

const dressed = dressCatalogue(english);

/** The messages of `language` (English or the pseudo-language), by the catalogue's names. */
export function wordsOf(language) {
  return language === "en-XA" ? dressed : english;
}
