// The layout as a model both drivers measure (tests/scenarios/layout.mjs,
// tests/e2e/layout.test.mjs, resize.test.mjs, …): the sizes and seats the
// layout property holds at, a page script that gives the board's rectangle
// and every shown control's (with how a player reaches it), and the
// comparisons between two moments.

/** The window sizes the layout properties hold at: phones, a tablet both ways, a desktop. */
export const SIZES = [
  [360, 640],
  [400, 750],
  [800, 1100],
  [1100, 800],
  [1920, 1080],
];
export const SEATS = ["side", "pass", "face"];

/**
 * The names under which one control shows in different states, in the
 * words `w`: "Resume clocks" is the "Pause clocks" button, and Rematch takes
 * the draw offer's place at a verdict, Review Resign's.
 */
export function sameControls(w) {
  const offer = "Offer draw or Rematch";
  const resign = "Resign or Review";
  return {
    [w.actions_resign_either()]: resign,
    [w.actions_resign_side({ side: "white" })]: resign,
    [w.actions_resign_side({ side: "black" })]: resign,
    [w.actions_review_label()]: resign,
    [w.actions_resume_label()]: w.actions_pause_label(),
    [w.actions_resume()]: w.actions_pause(),
    [w.actions_offer_either()]: offer,
    [w.actions_offer_side({ side: "white" })]: offer,
    [w.actions_offer_side({ side: "black" })]: offer,
    [w.actions_rematch_label()]: offer,
  };
}

/**
 * The board's rectangle and every shown control's: rectangle, a key that
 * names it across states (its name, or the one arguments[0] maps it to,
 * with its occurrence), and how it is reached.
 */
export const MEASURE = `
  const same = arguments[0] ?? {};
  const controls = [...document.querySelectorAll("button, input, select, textarea, summary")];
  const seen = {};
  const out = [];
  const box = (r) => ({ x: Math.round(r.x * 10) / 10, y: Math.round(r.y * 10) / 10, w: Math.round(r.width * 10) / 10, h: Math.round(r.height * 10) / 10 });
  const within = (r, a) => r.top >= a.top - 1 && r.bottom <= a.bottom + 1 && r.left >= a.left - 1 && r.right <= a.right + 1;
  const win = { top: 0, left: 0, bottom: innerHeight, right: innerWidth };
  /** The first ancestor that clips r (overflow other than visible, or paint containment). */
  const clipper = (el, r) => {
    for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
      const cs = getComputedStyle(a);
      const clips = cs.overflowX !== "visible" || cs.overflowY !== "visible" || /strict|paint|content/.test(cs.contain);
      if (clips && !within(r, a.getBoundingClientRect())) return a;
    }
    return null;
  };
  for (const el of controls) {
    if (el.closest(".sr-only, [data-testid=announcer]")) continue;
    if ([...document.querySelectorAll("details:not([open])")].some((d) => d.contains(el) && !d.querySelector(":scope > summary").contains(el))) continue;
    const visible = el.checkVisibility ? el.checkVisibility({ visibilityProperty: true }) : true;
    const r = el.getBoundingClientRect();
    if (!visible || r.width === 0 || r.height === 0) continue;
    // A control whose words change with the game (a pocket's count) is named by its data-control.
    let name = (el.dataset.control || el.getAttribute("aria-label") || el.textContent || el.getAttribute("placeholder") || el.tagName).replace(/\\s+/g, " ").trim();
    name = same[name] ?? name;
    // Named within its region (the confirm bubble's Play is not the typed move's Play).
    const region = el.closest('[data-testid="move-confirm"]') ? "bubble" : el.closest(".far") ? "far" : el.closest("aside") ? "panel" : "page";
    const id = region + ": " + name;
    const key = id + "#" + (seen[id] = (seen[id] ?? 0) + 1);
    let reach = "in view";
    let clip = clipper(el, r);
    if (!clip && !within(r, win)) reach = "outside the window";
    else if (clip) {
      const cs = getComputedStyle(clip);
      const scrolls = /auto|scroll/.test(cs.overflowY) && clip.scrollHeight > clip.clientHeight + 1;
      const cr = clip.getBoundingClientRect();
      if (!scrolls) reach = "cut off by " + (clip.className || clip.tagName) + " (overflow " + cs.overflowY + ")";
      else if (!within(cr, win)) reach = "in a scroller that is itself outside the window";
      else {
        // Scroll the region there (as the wheel or a finger would), look, and
        // scroll back. A scroller turned toward the far seat scrolls the other
        // way on the screen, so both directions are tried.
        const top = clip.scrollTop;
        const delta = r.top < cr.top ? r.top - cr.top : r.bottom - cr.bottom;
        const ok = [delta, -delta].some((d) => {
          clip.scrollTop = top + d;
          const r2 = el.getBoundingClientRect();
          return within(r2, clip.getBoundingClientRect()) && within(r2, win) && !clipper(el, r2);
        });
        clip.scrollTop = top;
        reach = ok ? "by scrolling" : "not even by scrolling " + (clip.className || clip.tagName);
      }
    }
    out.push({ key, rect: box(r), reach });
  }
  const grid = document.querySelector("[role=grid]");
  return { board: grid ? box(grid.getBoundingClientRect()) : null, controls: out, size: [innerWidth, innerHeight] };
`;

/** Rectangles that differ by more than a pixel. */
export function moved(a, b) {
  return ["x", "y", "w", "h"].some((k) => Math.abs(a[k] - b[k]) > 1);
}

export function compare(base, now, where, problems) {
  if (!now.board || moved(base.board, now.board)) {
    problems.push(`${where}: the board moved or resized: ${JSON.stringify(base.board)} → ${JSON.stringify(now.board)}`);
  }
  const byKey = new Map(now.controls.map((c) => [c.key, c]));
  for (const c of base.controls) {
    const d = byKey.get(c.key);
    if (!d) problems.push(`${where}: "${c.key}" is gone`);
    else if (moved(c.rect, d.rect)) problems.push(`${where}: "${c.key}" moved ${JSON.stringify(c.rect)} → ${JSON.stringify(d.rect)}`);
  }
}

export function reachable(m, where, problems) {
  const b = m.board;
  if (!b || b.x < -1 || b.y < -1 || b.x + b.w > m.size[0] + 1 || b.y + b.h > m.size[1] + 1) {
    problems.push(`${where}: the board is not inside the window: ${JSON.stringify(b)}`);
  }
  for (const c of m.controls) if (c.reach !== "in view" && c.reach !== "by scrolling") problems.push(`${where}: "${c.key}" ${c.reach}`);
}

/**
 * The words of the draw offer's answers drawn across two lines ("Accep|t":
 * a 360 px phone face to face broke them): each word's text range must lie
 * on one line. Visually hidden text (1 px wide, for screen readers) aside.
 */
export const SPLIT_WORDS = `
  const out = [];
  for (const b of document.querySelectorAll('[data-testid="draw-offer"] button')) {
    const walker = document.createTreeWalker(b, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const box = n.parentElement;
      if (!box.checkVisibility({ visibilityProperty: true }) || box.getBoundingClientRect().width <= 1) continue;
      for (const m of n.textContent.matchAll(/\\S+/g)) {
        const r = document.createRange();
        r.setStart(n, m.index);
        r.setEnd(n, m.index + m[0].length);
        const lines = new Set([...r.getClientRects()].filter((q) => q.width > 0).map((q) => Math.round(q.top)));
        if (lines.size > 1) out.push(m[0]);
      }
    }
  }
  return out;`;
