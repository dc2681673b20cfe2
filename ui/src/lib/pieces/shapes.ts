import type { Role } from "../bindings";

/** Geometry of each piece in a 100×100 box (the box is scaled by the piece's tier). */
export type Shape =
  | { kind: "circle"; cx: number; cy: number; r: number }
  | { kind: "polygon"; points: string };

const poly = (pts: ReadonlyArray<readonly [number, number]>): Shape => ({
  kind: "polygon",
  points: pts.map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`).join(" "),
});

/** Eight spokes of width `w` and length `r` around the centre, outlined as one polygon. */
function asterisk(r: number, w: number): Shape {
  const pts: Array<[number, number]> = [];
  const half = w / 2;
  const inner = half / Math.sin(Math.PI / 8);
  for (let k = 0; k < 8; k++) {
    const a = (k * Math.PI) / 4 - Math.PI / 2;
    const ux = Math.cos(a), uy = Math.sin(a);
    const nx = -uy, ny = ux;
    const len = Math.sqrt(r * r - half * half);
    pts.push([50 + ux * len - nx * half, 50 + uy * len - ny * half]);
    pts.push([50 + ux * len + nx * half, 50 + uy * len + ny * half]);
    const b = a + Math.PI / 8;
    pts.push([50 + Math.cos(b) * inner, 50 + Math.sin(b) * inner]);
  }
  return poly(pts);
}

export const SHAPES: Readonly<Record<Role, Shape>> = {
  pawn: { kind: "circle", cx: 50, cy: 50, r: 46 },
  // An L: upright stem on the left, foot to the right along the bottom.
  knight: poly([[14, 4], [46, 4], [46, 62], [90, 62], [90, 96], [14, 96]]),
  // A triangle pointing away from its owner.
  bishop: poly([[50, 4], [96, 94], [4, 94]]),
  rook: poly([[6, 6], [94, 6], [94, 94], [6, 94]]),
  queen: asterisk(48, 15),
  king: poly([
    [35, 3], [65, 3], [65, 35], [97, 35], [97, 65], [65, 65],
    [65, 97], [35, 97], [35, 65], [3, 65], [3, 35], [35, 35],
  ]),
};

/** Shapes whose look depends on which way they face. */
export const ORIENTED: ReadonlySet<Role> = new Set<Role>(["knight", "bishop"]);
