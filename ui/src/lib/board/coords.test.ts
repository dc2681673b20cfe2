// Which squares carry which coordinates, seen from White and face to face.
import { describe, expect, it } from "vitest";
import type { Square } from "../bindings";
import { coordsOf } from "./coords";

/** Every label drawn on a board whose rows run `ranks` top to bottom and columns `files` left to right. */
function labels(files: string, ranks: string, faceToFace: boolean): string[] {
  const out: string[] = [];
  for (let r = 0; r < 8; r++) {
    for (let c = 0; c < 8; c++) {
      const sq = `${files[c]}${ranks[r]}` as Square;
      const coords = coordsOf(sq, r, c, true, faceToFace);
      if (!coords) continue;
      for (const [kind, text] of Object.entries(coords)) if (typeof text === "string") out.push(`${sq}:${kind}=${text}`);
    }
  }
  return out.sort();
}

describe("the board's coordinates", () => {
  it("from White's seat: files on the first rank, ranks on the a-file, nothing elsewhere", () => {
    const all = labels("abcdefgh", "87654321", false);
    expect(all).toHaveLength(16);
    expect(all).toContain("a1:file=a");
    expect(all).toContain("a1:rank=1");
    expect(all).toContain("h1:file=h");
    expect(all).toContain("a8:rank=8");
    expect(all.some((l) => l.startsWith("e4"))).toBe(false);
  });

  it("from Black's seat: files on the eighth rank, ranks on the h-file", () => {
    const all = labels("hgfedcba", "12345678", false);
    expect(all).toContain("h8:file=h");
    expect(all).toContain("h8:rank=8");
    expect(all).toContain("a8:file=a");
    expect(all).toContain("h1:rank=1");
  });

  it("face to face: the far player's labels along the far edges too, the near ranks a corner lower", () => {
    const all = labels("abcdefgh", "87654321", true);
    expect(all).toHaveLength(32);
    expect(all).toContain("a8:farFile=a");
    expect(all).toContain("h8:farRank=8");
    expect(all).toContain("h1:farRank=1");
    expect(coordsOf("a1", 7, 0, true, true)?.twoSided).toBe(true);
    expect(coordsOf("e4", 4, 4, true, true)).toBeNull();
  });

  it("none at all when coordinates are off", () => {
    expect(coordsOf("a1", 7, 0, false, true)).toBeNull();
  });
});
