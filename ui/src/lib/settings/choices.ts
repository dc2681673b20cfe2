// The words the settings panel shows for each setting's values.
import { LANGUAGES, type Language, type Notation, type Seats, type Settings, type Theme } from "../bindings";
import { m } from "../words/catalogue";

export interface Choice<T extends string> {
  value: T;
  /** Its words, asked for when drawn (in the language of the moment). */
  label: () => string;
}

export const SEATS: readonly Choice<Seats>[] = [
  { value: "side", label: () => m.seats_side() },
  { value: "pass", label: () => m.seats_pass() },
  { value: "face", label: () => m.seats_face() },
];

export const THEMES: readonly Choice<Theme>[] = [
  { value: "system", label: () => m.theme_system() },
  { value: "light", label: () => m.theme_light() },
  { value: "dark", label: () => m.theme_dark() },
];

export const NOTATIONS: readonly Choice<Notation>[] = [
  { value: "letters", label: () => m.notation_letters() },
  { value: "figurines", label: () => m.notation_figurines() },
];

/** Each language named in itself, as its speakers look for it in a list. */
export const AUTONYMS: Readonly<Record<Language, string>> = {
  en: "English",
  es: "Español",
  de: "Deutsch",
  fr: "Français",
  it: "Italiano",
  "pt-BR": "Português (Brasil)",
  ru: "Русский",
  uk: "Українська",
  pl: "Polski",
  tr: "Türkçe",
  nl: "Nederlands",
  "zh-CN": "简体中文",
  ja: "日本語",
  hi: "हिन्दी",
  ar: "العربية",
  // Not offered: the test language a pseudo locale asks for, named as it
  // dresses "English" (../words/pseudo.ts; a test holds the two together).
  "en-XA": "⟦ÉÉñĝļîîšĥ⟧",
};

/** The languages in the order the setting lists them: the Rust side's. */
export { LANGUAGES };

type FlagKey = { [K in keyof Settings]: Settings[K] extends boolean ? K : never }[keyof Settings];

export const FLAGS: readonly Choice<FlagKey>[] = [
  { value: "confirmMove", label: () => m.setting_confirm_move() },
  { value: "sound", label: () => m.setting_sound() },
  { value: "coordinates", label: () => m.setting_coordinates() },
  { value: "lowTimeTick", label: () => m.setting_low_time_tick() },
  { value: "giveTime", label: () => m.setting_give_time() },
];

/** The N of the "+N s" button the panel offers (the Rust side takes 5 to 300). */
export const GIVE_SECONDS: readonly number[] = [5, 10, 15, 30, 60];

/** The seconds a `<select>` reports, if it is one of GIVE_SECONDS. */
export function chosenSeconds(value: string): number | undefined {
  return GIVE_SECONDS.find((n) => String(n) === value);
}

/** The choice whose value a `<select>` reports, or undefined for anything else. */
export function chosen<T extends string>(choices: readonly Choice<T>[], value: string): T | undefined {
  return choices.find((c) => c.value === value)?.value;
}
