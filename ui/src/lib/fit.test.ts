import { describe, expect, it } from "vitest";
import { FIT_STEPS, fitTo, preferOneLine } from "./fit";

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

describe("preferOneLine: status words on one line a step or two smaller, else their own size on two", () => {
  /** A text `width` px wide at 16 px in a `room` px line: the lines it takes at each size, 1.15 × the size each. */
  function text(width: number, room: number) {
    const style = { fontSize: "" };
    const size = () => (style.fontSize ? parseFloat(style.fontSize) : 16);
    return {
      style,
      get offsetHeight() {
        return Math.ceil((width * size()) / 16 / room) * 1.15 * size();
      },
    };
  }
  it.each<[string, number, number, number, string]>([
    ["fits on one line as it is", 120, 130, 1, ""],
    ["5 % too wide: one step smaller, one line", 126, 120, 0.92, "14.72px"],
    ["twice too wide: its own size on two lines", 240, 130, 1, ""],
  ])("%s", (_, width, room, step, size) => {
    const t = text(width, room);
    expect(preferOneLine(t, 16, 1.15)).toBe(step);
    expect(t.style.fontSize).toBe(size);
  });
});
