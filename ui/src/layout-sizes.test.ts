// The layout asks one box for its size: the app's (`#app`, a size
// container named `app`). WebKitGTK once kept a viewport media query's old
// answer after a window resize — a 1100×800 window drawn in the portrait
// column with a 532 px board, while `100dvh` already read 800 — until a
// press restyled the page (issue 26, item 1). A container query is answered
// in layout from the box as it is, so the styles must not go back to the
// viewport's media queries or units.
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/** ui/src (Vitest runs with ui/ as its root). */
const SRC = import.meta.dirname;

function styleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : styleFiles(path);
    return /\.(svelte|css)$/.test(entry.name) ? [path] : [];
  });
}

/** The CSS of a file: a whole .css file, or a component's `<style>` blocks. */
function cssOf(path: string): string {
  const text = readFileSync(path, "utf8");
  if (path.endsWith(".css")) return text;
  return [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("\n");
}

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, "");

/** Media features that depend on the viewport's size. */
const VIEWPORT_MEDIA = /@media[^{]*\b(?:(?:min-|max-)?(?:width|height|aspect-ratio)|orientation)\b/g;
/** Lengths relative to the viewport. */
const VIEWPORT_UNITS = /\b\d*\.?\d+(?:[sld]?v(?:w|h|min|max|i|b))\b/g;

const files = styleFiles(SRC);

describe("the layout's sizes come from the app's box", () => {
  it("finds the styles", () => {
    expect(files.length).toBeGreaterThan(20);
    expect(cssOf(join(SRC, "App.svelte"))).toContain("@container app");
  });

  it("makes #app the size container named app", () => {
    const css = withoutComments(cssOf(join(SRC, "app.css")));
    expect(css).toMatch(/#app\s*{[^}]*container:\s*app\s*\/\s*size/);
  });

  it.each(files.map((f) => [relative(SRC, f), f]))("%s: no viewport media query or unit", (_, path) => {
    const css = withoutComments(cssOf(path));
    expect(css.match(VIEWPORT_MEDIA) ?? []).toEqual([]);
    expect(css.match(VIEWPORT_UNITS) ?? []).toEqual([]);
  });

  it("the checks catch what they are for", () => {
    expect("@media (max-aspect-ratio: 1/1) {".match(VIEWPORT_MEDIA)).not.toBeNull();
    expect("@media (min-height: 700px) {".match(VIEWPORT_MEDIA)).not.toBeNull();
    expect("@media (pointer: coarse) {".match(VIEWPORT_MEDIA)).toBeNull();
    expect("height: 100dvh;".match(VIEWPORT_UNITS)).not.toBeNull();
    expect("gap: clamp(6px, 1.5vmin, 20px);".match(VIEWPORT_UNITS)).not.toBeNull();
    expect("width: 100cqw;".match(VIEWPORT_UNITS)).toBeNull();
  });
});
