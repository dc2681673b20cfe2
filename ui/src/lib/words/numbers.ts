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

const pawnFormats = new Map<string, Intl.NumberFormat>();

/**
 * An evaluation as players read it: pawns with two decimals and a sign
 * ("+0.35", "−1.20", "0.00" in the language's decimal sign), or a mate
 * in so many moves ("#3", "#−2": White mates, Black mates).
 */
export function evalText(evaluation: { cp: number } | { mate: number }): string {
  if ("mate" in evaluation) return `#${evaluation.mate < 0 ? "−" : ""}${Math.abs(evaluation.mate)}`;
  const locale = intlLocale();
  let format = pawnFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: "exceptZero" });
    pawnFormats.set(locale, format);
  }
  return format.format(evaluation.cp / 100).replace("-", "−");
}
