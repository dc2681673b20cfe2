// Types for png.mjs, which the browser tests (TypeScript) use too.
export interface Png {
  width: number;
  height: number;
  /** [r, g, b] at (x, y). */
  pixel(x: number, y: number): [number, number, number];
}
export function decodePng(buf: Buffer): Png;
