import { describe, expect, it } from "vitest";
import { sanParts } from "./notation";

describe("sanParts: where a figurine can stand for a letter", () => {
  it.each([
    ["Nf3", [{ role: "knight", letter: "N" }, { text: "f3" }]],
    ["Qxe7#", [{ role: "queen", letter: "Q" }, { text: "xe7#" }]],
    ["Rad1", [{ role: "rook", letter: "R" }, { text: "ad1" }]],
    ["Bb5+", [{ role: "bishop", letter: "B" }, { text: "b5+" }]],
    ["Kxf2", [{ role: "king", letter: "K" }, { text: "xf2" }]],
    ["e8=Q+", [{ text: "e8=" }, { role: "queen", letter: "Q" }, { text: "+" }]],
    ["bxa1=N", [{ text: "bxa1=" }, { role: "knight", letter: "N" }]],
    ["exd5", [{ text: "exd5" }]],
    ["O-O-O", [{ text: "O-O-O" }]],
    // A file b is no bishop: only the first letter and a promotion's are pieces.
    ["Rbxb8", [{ role: "rook", letter: "R" }, { text: "bxb8" }]],
  ])("%s", (san, parts) => expect(sanParts(san)).toEqual(parts));
});
