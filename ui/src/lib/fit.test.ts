import { describe, expect, it } from "vitest";
import { FIT_STEPS, fitTo } from "./fit";

/** A label whose widest word is `word` px and whose text takes `lines` lines of 1.1 × its size, at the size 16 px. */
function label(word: number, width: number, lines = 1) {
  const style = { fontSize: "" };
  const size = () => (style.fontSize ? parseFloat(style.fontSize) : 16);
  return {
    style,
    get scrollWidth() {
      return Math.max(width, (word * size()) / 16);
    },
    clientWidth: width,
    get offsetHeight() {
      return lines * 1.1 * size();
    },
  };
}

describe("fitTo: a label drawn a step smaller until it fits its box", () => {
  it.each<[string, number, number, number, number]>([
    // name, widest word (px at 16), label width, lines, step taken
    ["fits as it is", 50, 60, 2, 1],
    ["a word 5 % too wide: one step", 63, 60, 1, 0.92],
    ["a word 20 % too wide: three steps", 72, 60, 1, 0.78],
    ["three lines in a 44 px box", 40, 60, 3, 0.78],
    ["never fits: the smallest step", 200, 60, 1, FIT_STEPS.at(-1)!],
  ])("%s", (_, word, width, lines, step) => {
    const l = label(word, width, lines);
    expect(fitTo(l, { clientHeight: 44 }, 16)).toBe(step);
    expect(l.style.fontSize).toBe(step === 1 ? "" : `${(16 * step).toFixed(2)}px`);
  });
});
