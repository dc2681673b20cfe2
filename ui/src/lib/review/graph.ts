// The evaluation graph's geometry: White's winning chances over the
// positions (from the Rust side, in thousandths) as an SVG path in a
// `WIDTH` × `HEIGHT` box — White's share the area under the line.

export const WIDTH = 1000;
export const HEIGHT = 200;

/** The x of position `ply` of `total` plies. */
export function xOf(ply: number, total: number): number {
  return total > 0 ? (ply / total) * WIDTH : 0;
}

/** The y of White's chances `c` (−1000 lost … 1000 won): won at the top. */
export function yOf(c: number | null | undefined): number {
  return ((1000 - (c ?? 0)) / 2000) * HEIGHT;
}

/**
 * The area under the line, as a path: from the bottom left, through each
 * known position (an unknown one, such as an imported record's start,
 * holds the level), to the bottom right at the last one known.
 */
export function areaPath(chances: readonly (number | null)[], total: number): string {
  if (chances.length === 0) return "";
  let level: number | null = null;
  const points = chances.map((c, ply) => {
    level = c ?? level;
    return `L${xOf(ply, total).toFixed(1)},${yOf(level).toFixed(1)}`;
  });
  const last = xOf(chances.length - 1, total).toFixed(1);
  return `M0,${HEIGHT} ${points.join(" ")} L${last},${HEIGHT} Z`;
}

/** The ply nearest to a press at `fraction` (0 left … 1 right) of the graph's width. */
export function plyAt(fraction: number, total: number, known: number): number {
  const ply = Math.round(Math.min(1, Math.max(0, fraction)) * total);
  return Math.min(ply, Math.max(0, known - 1));
}
