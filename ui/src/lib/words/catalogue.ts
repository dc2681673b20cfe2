// The players' language: which catalogue `m` speaks from. `m` reads the
// current catalogue on each call, and in a component that read is
// reactive: every text on screen is made again when the language changes,
// without a reload. English is part of the page; the others are chunks
// that `speak` (./speak.ts) fetches.
import { createSubscriber } from "svelte/reactivity";
import type { Language } from "../bindings";
import * as englishModule from "../paraglide/messages/en.js";

/**
 * The messages as the callers see them: typed by the compiler's index (each
 * parameter's type, selectors' values spelled out), made by a language's
 * module (the same functions, its words).
 */
export type Catalogue = typeof import("../paraglide/messages/_index.js");

export const english = englishModule as unknown as Catalogue;

let current: { language: Language; messages: Catalogue } = { language: "en", messages: english };
let changed = (): void => {};
const subscribe = createSubscriber((update) => {
  changed = update;
  return () => (changed = () => {});
});

/** Every message of the current language, by the English catalogue's names and parameters. */
export const m: Catalogue = new Proxy({} as Catalogue, {
  get: (_, name) => {
    subscribe();
    return current.messages[name as keyof Catalogue];
  },
});

/** The language `m` speaks now (reactive, as `m` is). */
export function language(): Language {
  subscribe();
  return current.language;
}

/** Makes `messages` (the catalogue of `language`) the one `m` speaks from. */
export function useCatalogue(language: Language, messages: Catalogue): void {
  if (current.language === language && current.messages === messages) return;
  current = { language, messages };
  changed();
}

/**
 * The tag `Intl` formats with in the current language (dates, counts,
 * sizes): its words and order, Western digits in every language, as the
 * clocks and the moves have them.
 */
export function intlLocale(): string {
  return `${language()}-u-nu-latn`;
}
