// The pseudo-language: every English message dressed (accented, at least
// 40% longer, between ⟦ and ⟧), the values put in kept as they are, and the
// page speaking it when asked for en-XA.
import { afterEach, describe, expect, it } from "vitest";
import { readCatalogue } from "../../../../scripts/check-messages.mjs";
import { AUTONYMS } from "../settings/choices";
import { english, language, m, useCatalogue } from "./catalogue";
import { CLOSE, dress, hole, OPEN } from "./dress.mjs";
import { pseudo } from "./pseudo";
import { speak } from "./speak";

interface Variants {
  declarations: string[];
  selectors: string[];
  match: Record<string, string>;
}

const source = readCatalogue("en") as Record<string, string | [Variants]>;
type Made = (inputs: Record<string, unknown>) => string;

/** Inputs for message `key`: each selector's first named value, a count of 2, a marked sample for the rest. */
function inputsOf(key: string): { inputs: Record<string, unknown>; kept: string[] } {
  const entry = source[key]!;
  const inputs: Record<string, unknown> = {};
  const kept: string[] = [];
  const names = typeof entry === "string" ? [...entry.matchAll(/\{(\w+)\}/g)].map((x) => x[1]!) : [];
  if (typeof entry !== "string") {
    const [{ declarations, selectors, match }] = entry;
    for (const d of declarations) {
      const input = /^input (\w+)$/.exec(d)?.[1];
      if (input) names.push(input);
      const counted = /^local \w+ = (\w+): plural$/.exec(d)?.[1];
      if (counted) inputs[counted] = 2;
    }
    for (const s of selectors) {
      if (s in inputs) continue;
      const value = Object.keys(match)
        .map((w) => w.split(", ").find((c) => c.startsWith(`${s}=`))?.slice(s.length + 1))
        .find((v) => v && v !== "*");
      if (value) inputs[s] = value;
    }
  }
  for (const name of names) {
    if (name in inputs) continue;
    inputs[name] = `Qx${name}7`;
    kept.push(`Qx${name}7`);
  }
  return { inputs, kept };
}

afterEach(() => useCatalogue("en", english));

describe("the pseudo-language", () => {
  it.each(Object.keys(source).filter((k) => !k.startsWith("$")))("%s is dressed around the values put in", (key) => {
    const { inputs, kept } = inputsOf(key);
    const plain = (english as unknown as Record<string, Made>)[key]!(inputs);
    const dressed = (pseudo as unknown as Record<string, Made>)[key]!(inputs);
    expect(dressed.startsWith(OPEN) && dressed.endsWith(CLOSE), dressed).toBe(true);
    expect(dressed.length).toBeGreaterThanOrEqual(plain.length * 1.4);
    let rest = dressed;
    for (const value of kept) {
      expect(rest, `${value} kept as it is`).toContain(value);
      rest = rest.replaceAll(value, "");
    }
    expect(rest, "no letter left undressed").not.toMatch(/[A-Za-z]/);
  });

  it("keeps a value put in where a selector chooses on another", () => {
    expect(dress(`Undo ${hole(0)}`, ["Nf3"])).toBe("⟦ÛÛñðöö Nf3⟧");
    expect(pseudo.status_checkmate({ winner: "black" })).toBe(dress(english.status_checkmate({ winner: "black" })));
  });

  it("is what the page speaks for en-XA, named as it dresses English", async () => {
    await speak("en-XA");
    expect(language()).toBe("en-XA");
    expect(m.new_game()).toBe(dress("New game"));
    expect(document.documentElement.lang).toBe("en-XA");
    expect(AUTONYMS["en-XA"]).toBe(dress("English"));
  });
});
