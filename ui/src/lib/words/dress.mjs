// The pseudo-language's dress (issue 28): English made to look like a
// translation that is longer than English, so that a layout that cannot
// hold longer words and a text that never went through the catalogue both
// show. Every letter accented, every vowel doubled, padded to at least 40%
// longer, between ⟦ and ⟧ (a text cut short has lost its ⟧). Plain
// JavaScript: the page dresses its English catalogue with it (./pseudo.ts)
// and the real-app tests, which run in Node, dress the same compiled
// messages to find a control by its name.

const ACCENTS = {
  a: "å", b: "ƀ", c: "ç", d: "ð", e: "é", f: "ƒ", g: "ĝ", h: "ĥ", i: "î", j: "ĵ", k: "ķ", l: "ļ", m: "ɱ",
  n: "ñ", o: "ö", p: "þ", q: "ǫ", r: "ŕ", s: "š", t: "ţ", u: "û", v: "ṽ", w: "ŵ", x: "ẋ", y: "ý", z: "ž",
  A: "Å", B: "Ɓ", C: "Ç", D: "Ð", E: "É", F: "Ƒ", G: "Ĝ", H: "Ĥ", I: "Î", J: "Ĵ", K: "Ķ", L: "Ļ", M: "Ṁ",
  N: "Ñ", O: "Ö", P: "Þ", Q: "Ǫ", R: "Ŕ", S: "Š", T: "Ţ", U: "Û", V: "Ṽ", W: "Ŵ", X: "Ẋ", Y: "Ý", Z: "Ž",
};
const VOWELS = new Set("aeiouyAEIOUY");

/** Where a value the text was made with sits in it: kept as it is (a name, a move, a number). */
export const HOLE = /\uE000(\d+)\uE001/g;

/** The mark for value `i` in a text made with marks in place of its values. */
export const hole = (i) => `\uE000${i}\uE001`;

export const OPEN = "⟦";
export const CLOSE = "⟧";

function accent(text) {
  let out = "";
  for (const ch of text) {
    const accented = ACCENTS[ch];
    out += accented === undefined ? ch : VOWELS.has(ch) ? accented + accented : accented;
  }
  return out;
}

/**
 * `text` dressed; the marks `hole(i)` in it stand for `values[i]`, put back
 * undressed.
 *
 * dress("Undo") === "⟦ÛÛñðöö⟧"; dress("Undo " + hole(0), ["Nf3"]) === "⟦ÛÛñðöö Nf3⟧"
 */
export function dress(text, values = []) {
  let body = "";
  let plainLength = 0;
  let from = 0;
  for (const match of text.matchAll(HOLE)) {
    const before = text.slice(from, match.index);
    const value = String(values[Number(match[1])] ?? "");
    body += accent(before) + value;
    plainLength += before.length + value.length;
    from = match.index + match[0].length;
  }
  const rest = text.slice(from);
  body += accent(rest);
  plainLength += rest.length;
  if (!body.trim()) return text;
  const padding = Math.max(0, Math.ceil(plainLength * 1.4) - plainLength - (body.length - plainLength) - 2);
  return OPEN + body + "·".repeat(padding) + CLOSE;
}

/**
 * `message`'s text for `inputs`, dressed around the values that are only
 * put in (names, moves, numbers, other messages' texts): a value a selector
 * or a plural chooses on gives another text when a hole stands in for it,
 * and is dressed with the rest.
 */
function dressedMessage(message, inputs, options) {
  const real = message(inputs, options);
  if (!inputs) return dress(real);
  const values = [];
  let holed = inputs;
  for (const [key, value] of Object.entries(inputs)) {
    if (typeof value !== "string" && typeof value !== "number") continue;
    const trial = { ...holed, [key]: hole(values.length) };
    const back = message(trial, options).replace(HOLE, (_, i) => String(Number(i) === values.length ? value : values[Number(i)]));
    if (back === real) {
      holed = trial;
      values.push(value);
    }
  }
  return dress(message(holed, options), values);
}

/** A catalogue's messages (a compiled language module), each dressed: the same names and parameters. */
export function dressCatalogue(messages) {
  const made = new Map();
  return new Proxy(messages, {
    get: (target, name) => {
      const message = target[name];
      if (typeof message !== "function") return message;
      let wrapped = made.get(name);
      if (!wrapped) {
        wrapped = (inputs, options) => dressedMessage(message, inputs, options);
        made.set(name, wrapped);
      }
      return wrapped;
    },
  });
}
