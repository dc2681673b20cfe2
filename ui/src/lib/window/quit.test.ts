import { describe, expect, it } from "vitest";
import { isQuitKey, type QuitKeyEvent } from "./quit";

const press = (key: string, held: Partial<QuitKeyEvent> = {}, code = `Key${key.toUpperCase()}`): QuitKeyEvent => ({
  key,
  code,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  shiftKey: false,
  ...held,
});

describe("isQuitKey", () => {
  it.each([
    ["Ctrl+Q", press("q", { ctrlKey: true }), true],
    ["Ctrl+Q with Caps Lock", press("Q", { ctrlKey: true }), true],
    ["Ctrl+Q on AZERTY (the A key types q)", press("q", { ctrlKey: true }, "KeyA"), true],
    ["Ctrl+Й on a Cyrillic layout (the Q key)", press("й", { ctrlKey: true }, "KeyQ"), true],
    ["Ctrl+A on AZERTY (the Q key types a)", press("a", { ctrlKey: true }, "KeyQ"), false],
    ["Q alone", press("q"), false],
    ["Ctrl+Shift+Q", press("Q", { ctrlKey: true, shiftKey: true }), false],
    ["Ctrl+Alt+Q", press("q", { ctrlKey: true, altKey: true }), false],
    ["Ctrl+Meta+Q", press("q", { ctrlKey: true, metaKey: true }), false],
    ["Ctrl+W", press("w", { ctrlKey: true }), false],
    ["Ctrl alone", press("Control", { ctrlKey: true }, "ControlLeft"), false],
  ])("%s", (_, event, quits) => {
    expect(isQuitKey(event)).toBe(quits);
  });
});
