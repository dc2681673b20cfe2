// The New game dialog's clock choices never move under the finger: opening
// and closing its custom fields (which grow and shrink the dialog) moves no
// choice, in each seat and from each New game button, at a phone, a tablet
// and a desktop size; Start new game stays reachable with the fields open
// (issue 11's rule; a player found the choices moving on a phone).
import { until } from "./driver.mjs";
import { button, present } from "./page.mjs";

const SIZES = [
  [360, 740],
  [400, 750],
  [800, 1100],
  [1280, 800],
];
const DIALOG = "[role=alertdialog]";

/** The clock choices' rectangles, [label, x, y, width, height] (not the per-move kinds inside Custom…). */
const chips = (d) =>
  d.run(`return [...document.querySelectorAll("[role=alertdialog] [data-testid=time-control] label.chip")]
    .map((l) => { const r = l.getBoundingClientRect(); return [l.textContent.trim(), r.x, r.y, r.width, r.height]; });`);

/** Whether two lists of chips differ by more than a pixel (as the layout property judges). */
const moved = (a, b) =>
  a.length !== b.length || a.some((c, i) => c[0] !== b[i][0] || c.slice(1).some((v, k) => Math.abs(v - b[i][k + 1]) > 1));

/** A selector for the clock choice labelled `label`. */
async function chip(d, label) {
  const id = await d.run(`const l = [...document.querySelectorAll('[role=alertdialog] label.chip')].find((l) => l.textContent.trim() === arguments[0]);
    if (!l) return null; l.dataset.chip ??= String(Math.random()).slice(2); return l.dataset.chip;`, label);
  if (!id) throw new Error(`no clock choice "${label}" in the New game dialog`);
  return `[data-chip="${id}"]`;
}

export default ["side", "face"].map((seats) => ({
  name: `${seats} seats: Custom… and back move no clock choice of the New game dialog, at a phone, a tablet and a desktop size`,
  fixture: "fools-mate",
  settings: { seats },
  async run(d) {
    const problems = [];
    for (const [width, height] of SIZES) {
      await d.resize(width, height);
      const openers = await d.run(`return [...document.querySelectorAll("button")].filter((b) => b.textContent.trim() === "New game" && b.getClientRects().length)
        .map((b, i) => (b.dataset.opener = String(i)));`);
      if (openers.length !== (seats === "face" ? 2 : 1)) problems.push(`${width}×${height}: ${openers.length} New game buttons`);
      for (const opener of openers) {
        const where = `${width}×${height}, New game button ${Number(opener) + 1}`;
        await d.click(`[data-opener="${opener}"]`);
        await until(async () => (await chips(d)).length > 0, `${where}: the dialog`);
        const before = await chips(d);
        await d.click(await chip(d, "Custom…"));
        await until(() => present(d, `${DIALOG} .custom`), `${where}: the custom fields`);
        const custom = await chips(d);
        if (moved(custom, before)) problems.push(`${where}: Custom… moved ${JSON.stringify(before)} → ${JSON.stringify(custom)}`);
        // With the fields open, Start new game is reachable: scrolled into
        // view inside the dialog if need be, then wholly in the window.
        const reachable = await d.run(`const b = [...document.querySelectorAll('[role=alertdialog] button')].find((b) => b.textContent.trim() === "Start new game");
          if (!b || b.disabled) return false; b.scrollIntoView({ block: "nearest" }); const r = b.getBoundingClientRect();
          return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight + 1 && r.right <= innerWidth + 1;`);
        if (!reachable) problems.push(`${where}: Start new game is not reachable with the custom fields open`);
        await d.click(await chip(d, "Untimed"));
        await until(async () => !(await present(d, `${DIALOG} .custom`)), `${where}: the fields closed`);
        const back = await chips(d);
        if (moved(back, before)) problems.push(`${where}: Untimed moved ${JSON.stringify(before)} → ${JSON.stringify(back)}`);
        await d.click(await button(d, "Cancel", DIALOG));
        await until(async () => !(await present(d, DIALOG)), `${where}: the dialog closed`);
      }
    }
    if (problems.length) throw new Error(problems.join("\n"));
  },
}));
