#!/usr/bin/env node
// Checks each language's catalogue (ui/messages/<locale>.json) against the
// English one: the same messages, each with the same inputs; every
// placeholder declared; plural variants only of the language's own plural
// categories, with a catch-all. Used by the Vitest suite
// (ui/src/lib/words/catalogue.test.ts) and by hand:
//   node scripts/check-messages.mjs [locale ...]
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const MESSAGES = join(dirname(fileURLToPath(import.meta.url)), "..", "ui", "messages");

/** The catalogue of `locale`, parsed. */
export function readCatalogue(locale) {
  return JSON.parse(readFileSync(join(MESSAGES, `${locale}.json`), "utf8"));
}

/** Every locale with a catalogue file, English first. */
export function catalogueLocales() {
  const found = readdirSync(MESSAGES)
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.slice(0, -5));
  return ["en", ...found.filter((l) => l !== "en").sort()];
}

const placeholders = (pattern) => [...pattern.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((p) => p[1]);

/** A message's inputs (what the caller passes) and its patterns. */
function shape(key, value, problems, locale) {
  if (typeof value === "string") return { inputs: new Set(placeholders(value)), patterns: [value], locals: new Map() };
  if (!Array.isArray(value) || value.length !== 1 || typeof value[0] !== "object") {
    problems.push(`${locale}: ${key} is neither a text nor one variant object`);
    return null;
  }
  const { declarations = [], selectors = [], match = {} } = value[0];
  const inputs = new Set();
  const locals = new Map();
  for (const decl of declarations) {
    const input = /^input ([A-Za-z_]\w*)$/.exec(decl);
    const local = /^local ([A-Za-z_]\w*) = ([A-Za-z_]\w*): (plural|number|datetime)$/.exec(decl);
    if (input) inputs.add(input[1]);
    else if (local) locals.set(local[1], { of: local[2], fn: local[3] });
    else problems.push(`${locale}: ${key} declares "${decl}", which the check does not know`);
  }
  for (const s of selectors) {
    if (!inputs.has(s) && !locals.has(s)) problems.push(`${locale}: ${key} selects on undeclared "${s}"`);
  }
  const patterns = [];
  const cases = [];
  for (const [when, pattern] of Object.entries(match)) {
    if (typeof pattern !== "string") {
      problems.push(`${locale}: ${key} variant "${when}" is not a text`);
      continue;
    }
    patterns.push(pattern);
    const conditions = when.split(",").map((c) => c.trim().split("="));
    if (conditions.length !== selectors.length || conditions.some(([name], i) => name !== selectors[i])) {
      problems.push(`${locale}: ${key} variant "${when}" does not name the selectors (${selectors.join(", ")}) in order`);
      continue;
    }
    cases.push(conditions.map(([, is]) => is));
  }
  // A plural selector: each of the language's categories but "other" named,
  // and a catch-all "*" for "other" (and any number the rules miss).
  const plural = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  selectors.forEach((s, i) => {
    if (locals.get(s)?.fn !== "plural") return;
    const named = new Set(cases.map((c) => c[i]));
    for (const is of named) {
      if (is !== "*" && !plural.includes(is)) problems.push(`${locale}: ${key}: "${is}" is no plural category of ${locale} (${plural.join(", ")})`);
    }
    for (const category of plural) {
      if (category !== "other" && !named.has(category)) problems.push(`${locale}: ${key} has no "${s}=${category}" variant (${locale} has ${plural.join(", ")})`);
    }
    if (!named.has("*")) problems.push(`${locale}: ${key} has no catch-all "${s}=*" variant`);
  });
  for (const [name, local] of locals) if (!inputs.has(local.of)) problems.push(`${locale}: ${key} local ${name} reads undeclared "${local.of}"`);
  return { inputs, patterns, locals, selectors, cases };
}

/** English's cases (their values of the selectors that are not plural) each answered by `got`. */
function coverCases(key, want, got, problems, locale) {
  if (want.selectors?.join() !== got.selectors?.join()) {
    problems.push(`${locale}: ${key} selects on (${got.selectors ?? []}) where English selects on (${want.selectors ?? []})`);
    return;
  }
  if (!want.cases) return;
  const plain = want.selectors.map((s) => want.locals.get(s)?.fn !== "plural");
  for (const wanted of want.cases) {
    const answered = got.cases.some((c) => c.every((is, i) => (plain[i] ? is === "*" || is === wanted[i] : true)));
    if (!answered) problems.push(`${locale}: ${key} has no variant for ${want.selectors.map((s, i) => `${s}=${wanted[i]}`).filter((_, i) => plain[i]).join(", ")}`);
  }
}

/** The problems of `locale`'s catalogue against English; empty when it is complete. */
export function checkCatalogue(locale, english = readCatalogue("en"), catalogue = readCatalogue(locale)) {
  const problems = [];
  for (const key of Object.keys(english)) {
    if (key.startsWith("$")) continue;
    if (!(key in catalogue)) {
      problems.push(`${locale}: ${key} is missing`);
      continue;
    }
    const want = shape(key, english[key], problems, "en");
    const got = shape(key, catalogue[key], problems, locale);
    if (!want || !got) continue;
    const wanted = [...want.inputs].sort().join(", ");
    const given = [...got.inputs].sort().join(", ");
    if (wanted !== given) problems.push(`${locale}: ${key} takes {${given}} where English takes {${wanted}}`);
    coverCases(key, want, got, problems, locale);
    for (const pattern of got.patterns) {
      for (const name of placeholders(pattern)) {
        if (!got.inputs.has(name) && !got.locals.has(name)) problems.push(`${locale}: ${key} uses {${name}}, which it does not take`);
      }
      if (!pattern.trim()) problems.push(`${locale}: ${key} has an empty text`);
    }
  }
  for (const key of Object.keys(catalogue)) {
    if (!key.startsWith("$") && !(key in english)) problems.push(`${locale}: ${key} is not an English message`);
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const asked = process.argv.slice(2);
  const locales = asked.length ? asked : catalogueLocales().filter((l) => l !== "en");
  let failed = false;
  for (const locale of locales) {
    const problems = checkCatalogue(locale);
    for (const p of problems) console.error(p);
    console.log(`${locale}: ${problems.length ? `${problems.length} problems` : "complete"}`);
    failed ||= problems.length > 0;
  }
  process.exit(failed ? 1 : 0);
}
