// The fifteen catalogues: complete, the same languages everywhere they are
// named, plurals chosen by each language's own rules, and a switch of
// language redrawing what is on screen.
import { afterEach, describe, expect, it } from "vitest";
import { flushSync } from "svelte";
import { render, screen } from "@testing-library/svelte";
import { catalogueLocales, checkCatalogue, readCatalogue } from "../../../../scripts/check-messages.mjs";
import { DEFAULT_SETTINGS, LANGUAGES, type Language } from "../bindings";
import settings from "../../../project.inlang/settings.json";
import SettingsPanel from "../../components/SettingsPanel.svelte";
import { english, m, useCatalogue, type Catalogue } from "./catalogue";

const modules = import.meta.glob<Catalogue>("../paraglide/messages/*.js", { eager: true });
const compiled = (language: Language): Catalogue => modules[`../paraglide/messages/${language}.js`]!;

type Variant = [conditions: string, pattern: string];
interface Plural {
  declarations: string[];
  selectors: string[];
  match: Record<string, string>;
}

/** The numbers the plural rules of every language tell apart somewhere. */
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 22, 101, 111];

afterEach(() => useCatalogue("en", english));

describe("the languages", () => {
  it("are the same list in the Rust side's bindings, the compiler's project and the files", () => {
    expect(settings.locales).toEqual([...LANGUAGES]);
    expect(catalogueLocales().sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.filter((l) => l !== "en"))("%s has every message, with English's parameters and its own plural forms", (language) => {
    expect(checkCatalogue(language)).toEqual([]);
  });
});

describe("plurals follow each language's rules (0, 1, 2, 3, 5, 11, 21, 22, 101, 111)", () => {
  // For each message with a plural: the variant the language's catalogue
  // writes for the number's category (an exact case such as count=0 first,
  // as the compiler checks them in order) is the text the page makes.
  const english = readCatalogue("en") as Record<string, unknown>;
  const plurals = Object.entries(english).filter(
    (e): e is [string, [Plural]] => Array.isArray(e[1]) && (e[1] as Plural[])[0]!.declarations.some((d) => d.includes(": plural")),
  );

  it.each(LANGUAGES.map((l) => [l]))("%s", (language) => {
    const catalogue = readCatalogue(language) as Record<string, [Plural]>;
    const rules = new Intl.PluralRules(language);
    const messages = compiled(language) as unknown as Record<string, (inputs: Record<string, unknown>) => string>;
    for (const [key, [englishMessage]] of plurals) {
      const { declarations, selectors, match } = catalogue[key]![0];
      const locals = new Map(
        declarations.flatMap((d) => {
          const local = /^local (\w+) = (\w+): plural$/.exec(d);
          return local ? [[local[1]!, local[2]!] as const] : [];
        }),
      );
      const counted = [...locals.values()][0]!;
      // Every other input: the first value English names for it ("white").
      const inputs: Record<string, unknown> = {};
      for (const s of englishMessage.selectors) {
        if (locals.has(s) || s === counted) continue;
        inputs[s] = Object.keys(englishMessage.match).map((w) => w.split(", ").find((c) => c.startsWith(`${s}=`))?.slice(s.length + 1)).find((v) => v && v !== "*");
      }
      for (const d of englishMessage.declarations) {
        const input = /^input (\w+)$/.exec(d)?.[1];
        if (input && !(input in inputs) && input !== counted) inputs[input] = `<${input}>`;
      }
      for (const n of COUNTS) {
        const values: Record<string, string> = { ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [k, String(v)])), [counted]: String(n) };
        for (const [local] of locals) values[local] = rules.select(n);
        const variant = (Object.entries(match) as Variant[]).find(([when]) =>
          when.split(", ").every((condition, i) => {
            const is = condition.slice(selectors[i]!.length + 1);
            return is === "*" || is === values[selectors[i]!];
          }),
        );
        expect(variant, `${language} ${key} ${n}`).toBeDefined();
        const expected = variant![1].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
        expect(messages[key]!({ ...inputs, [counted]: n }), `${language} ${key} ${n}`).toBe(expected);
      }
    }
  });

  it.each([
    ["ru", 1, "1 ход"],
    ["ru", 3, "3 хода"],
    ["ru", 5, "5 ходов"],
    ["ru", 11, "11 ходов"],
    ["ru", 21, "21 ход"],
    ["ru", 22, "22 хода"],
    ["uk", 2, "2 ходи"],
    ["uk", 5, "5 ходів"],
    ["pl", 1, "1 ruch"],
    ["pl", 22, "22 ruchy"],
    ["pl", 25, "25 ruchów"],
    ["ar", 2, "نقلتان"],
    ["ar", 3, "3 نقلات"],
    ["ar", 11, "11 نقلة"],
    ["en", 0, "No moves"],
    ["en", 1, "1 move"],
  ] as const)("%s: %i moves read %s", (language, count, text) => {
    expect(compiled(language).archive_moves({ count })).toBe(text);
  });
});

describe("a switch of language", () => {
  it("redraws what is on screen at once, without a reload", () => {
    render(SettingsPanel, { settings: DEFAULT_SETTINGS, onchange: () => {} });
    expect(screen.getByText("Settings")).toBeTruthy();
    useCatalogue("de", compiled("de"));
    flushSync();
    expect(screen.queryByText("Settings")).toBeNull();
    expect(screen.getByText(compiled("de").settings_title())).toBeTruthy();
    expect(m.settings_title()).toBe(compiled("de").settings_title());
    useCatalogue("en", english);
    flushSync();
    expect(screen.getByText("Settings")).toBeTruthy();
  });
});
