// The layout as the real app draws it (tests/scenarios/layout-model.mjs is
// the model: sizes, seats, the measuring script and the comparisons), read
// through a WebDriver session.
import { settle, waitFor } from "./app.mjs";
import { english } from "./words.mjs";
import { MEASURE, sameControls } from "../scenarios/layout-model.mjs";

export { SEATS, SIZES, compare, moved, reachable, sameControls, MEASURE, SPLIT_WORDS } from "../scenarios/layout-model.mjs";
export { settle };

/** The layout now, the controls named in the words `w` (the app's language). */
export function measure(s, w = english) {
  return s.execute(MEASURE, [sameControls(w)]);
}

/** Reloads the page (a fresh start at this size, with the same data) and waits until the board is drawn. */
export async function reload(s, w = english) {
  await s.execute("location.reload()");
  await waitFor(
    async () => {
      const t = await s.execute(`return document.querySelector('[data-testid="status"]')?.textContent.trim() ?? ""`).catch(() => "");
      return t !== "" && t !== w.app_connecting() && (await s.findAll("[data-piece]").catch(() => [])).length > 0;
    },
    { timeout: 15_000, message: "the page to load again" },
  );
  await settle(s);
}
