// "Who offers?" and "Who resigns?" in the shared panel (side by side, pass
// the device), in the real app (issue 26 item 10): the offer's question
// starts at the player who has just moved (a draw is offered after one's own
// move, FIDE Laws 9.1.2.1; at the start, the side to move), the
// resignation's at the side to move; Enter confirms for that player; each
// choice is a 44 px target.
import { test } from "node:test";
import assert from "node:assert/strict";
import { appsFor, invoke, waitFor } from "./app.mjs";
import { reload } from "./layout-measure.mjs";

const picked = (s, group) =>
  s.execute(
    `const g = document.querySelector('[data-testid="' + arguments[0] + '"]');
     if (!g) return null;
     return { checked: g.querySelector("input:checked")?.value ?? null, heights: [...g.querySelectorAll("label")].map((l) => l.getBoundingClientRect().height) };`,
    [group],
  );

test("who offers, who resigns: the offer asks first for the player who just moved, the resignation for the side to move", { timeout: 180_000 }, async (t) => {
  const apps = appsFor(t, "who-picker");
  const { s } = await apps.launch("who-picker");
  for (const seats of ["side", "pass"]) {
    const settings = await invoke(s, "settings");
    await invoke(s, "set_settings", { settings: { ...settings, seats } });
    for (const [moves, offerer, resigner] of [[[], "white", "white"], [["e2e4"], "white", "black"], [["e2e4", "e7e5"], "black", "white"]]) {
      const where = `${seats}, after ${moves.length} plies`;
      await invoke(s, "new_game", { options: {} });
      for (const m of moves) await invoke(s, "play", { move: { from: m.slice(0, 2), to: m.slice(2, 4) } });
      await reload(s);
      await s.click(await s.find('button[aria-label="Offer draw…"]'));
      const offer = await waitFor(() => picked(s, "offerer"), { timeout: 5000, message: `${where}: Who offers?` });
      assert.equal(offer.checked, offerer, `${where}: Who offers? starts at ${offerer}`);
      for (const h of offer.heights) assert.ok(h >= 44, `${where}: a choice ${h} px tall`);
      await s.browser.keys(["Escape"]);
      await waitFor(async () => (await picked(s, "offerer")) === null, { timeout: 5000, message: "the offer's question closed" });
      await s.click(await s.find('button[aria-label="Resign…"]'));
      const resign = await waitFor(() => picked(s, "resigner"), { timeout: 5000, message: `${where}: Who resigns?` });
      assert.equal(resign.checked, resigner, `${where}: Who resigns? starts at ${resigner}`);
      await s.browser.keys(["Escape"]);
      await waitFor(async () => (await picked(s, "resigner")) === null, { timeout: 5000, message: "the resignation's question closed" });
    }
  }
  // Enter offers for the player chosen first: White, who has just played e4.
  await invoke(s, "new_game", { options: {} });
  await invoke(s, "play", { move: { from: "e2", to: "e4" } });
  await reload(s);
  await s.click(await s.find('button[aria-label="Offer draw…"]'));
  await waitFor(() => picked(s, "offerer"), { timeout: 5000, message: "Who offers?" });
  await s.browser.keys(["Enter"]);
  await waitFor(async () => (await invoke(s, "status")).drawOffer === "white", { timeout: 5000, message: "White's offer" });
});
