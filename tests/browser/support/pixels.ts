// Reading screenshots: where a shape's ink lies, and whether one image is
// another turned by 180°. The seat tests look at pixels, not at CSS, so a
// rotation that the stylesheet asks for but the page does not show fails.
import type { Locator } from "@playwright/test";
import { decodePng, type Png } from "../../e2e/png.mjs";

type Rgb = [number, number, number];
// White's fill on a light square differs by about 80 (sum over r, g, b);
// anti-aliasing and highlights by much less.
const far = (a: Rgb, b: Rgb) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]) > 45;

export async function shot(el: Locator): Promise<Png> {
  return decodePng(await el.screenshot({ animations: "disabled" }));
}

/**
 * The colour most common along a ring just inside the image's edge: the
 * background (the outermost pixels may blend with the neighbours).
 */
function background(img: Png): Rgb {
  const count = new Map<string, number>();
  const add = (x: number, y: number) => {
    const k = img.pixel(x, y).join(",");
    count.set(k, (count.get(k) ?? 0) + 1);
  };
  const ix = Math.min(Math.floor(img.width / 2), Math.max(1, Math.round(img.width * 0.04)));
  const iy = Math.min(Math.floor(img.height / 2), Math.max(1, Math.round(img.height * 0.04)));
  for (let x = ix; x < img.width - ix; x++) (add(x, iy), add(x, img.height - 1 - iy));
  for (let y = iy; y < img.height - iy; y++) (add(ix, y), add(img.width - 1 - ix, y));
  const best = [...count.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "0,0,0";
  return best.split(",").map(Number) as Rgb;
}

/**
 * Centre of the ink (pixels far from the background) inside the middle
 * `share` of the image, as offsets from the centre in units of the size
 * (so −0.1 is a tenth of the width left of / above the centre).
 */
export function inkCentroid(img: Png, share = 0.8): { x: number; y: number; n: number } {
  const bg = background(img);
  const x0 = Math.floor((img.width * (1 - share)) / 2), x1 = img.width - x0;
  const y0 = Math.floor((img.height * (1 - share)) / 2), y1 = img.height - y0;
  let sx = 0, sy = 0, n = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      if (!far(img.pixel(x, y), bg)) continue;
      sx += x;
      sy += y;
      n++;
    }
  }
  if (n === 0) return { x: 0, y: 0, n };
  return { x: sx / n / img.width - 0.5, y: sy / n / img.height - 0.5, n };
}

/** The bounding box of the ink. */
function inkBox(img: Png): { x: number; y: number; w: number; h: number } {
  const bg = background(img);
  let minX = img.width, minY = img.height, maxX = -1, maxY = -1;
  for (let y = 0; y < img.height; y++) {
    for (let x = 0; x < img.width; x++) {
      if (!far(img.pixel(x, y), bg)) continue;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  }
  return { x: minX, y: minY, w: maxX - minX + 1, h: maxY - minY + 1 };
}

/**
 * How far the ink of `b` is from the ink of `a`, as it is and turned by
 * 180° (share of differing pixels over the ink boxes, 0 = identical).
 */
export function compareTurned(a: Png, b: Png): { straight: number; turned: number } {
  const ba = inkBox(a), bb = inkBox(b);
  const w = Math.min(ba.w, bb.w), h = Math.min(ba.h, bb.h);
  const bgA = background(a), bgB = background(b);
  let straight = 0, turned = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const inkA = far(a.pixel(ba.x + x, ba.y + y), bgA);
      if (inkA !== far(b.pixel(bb.x + x, bb.y + y), bgB)) straight++;
      if (inkA !== far(b.pixel(bb.x + bb.w - 1 - x, bb.y + bb.h - 1 - y), bgB)) turned++;
    }
  }
  return { straight: straight / (w * h), turned: turned / (w * h) };
}
