// Counts as the players read them, in their language: "10,000" in English,
// "10.000" in German, "10 000" in French; Western digits everywhere.
import { intlLocale } from "./catalogue";

const formats = new Map<string, Intl.NumberFormat>();

/** `n` grouped as the current language groups digits. */
export function number(n: number): string {
  const locale = intlLocale();
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(n);
}
