// The New game dialog's clock choices never move under the finger: opening
// and closing its custom fields (which grow the dialog) keeps the dialog's
// own top edge where it opened, in every seat, on a phone and a desktop.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { openGame } from "./support/ipc";
import { DEFAULT_SETTINGS, type Settings } from "../../ui/src/lib/bindings";

const DEFAULTS: Settings = DEFAULT_SETTINGS;
const SIZES = [
  { width: 360, height: 740 },
  { width: 400, height: 750 },
  { width: 1280, height: 800 },
];

async function box(l: Locator) {
  const b = await l.boundingBox();
  if (!b) throw new Error("not shown");
  return b;
}

async function chips(page: Page) {
  const dialog = page.getByRole("alertdialog", { name: "New game" });
  const chip = (label: string) => dialog.locator("label.chip", { hasText: label });
  return { dialog, untimed: chip("Untimed"), custom: chip("Custom…"), fivePlusThree: chip("5+3") };
}

for (const seats of ["side", "face"] as const) {
  for (const size of SIZES) {
    test(`${seats} seats at ${size.width}×${size.height}: Custom… and back move no clock choice`, async ({ page }) => {
      await page.setViewportSize(size);
      await openGame(page, "fools-mate", { settings: { ...DEFAULTS, seats } });
      const buttons = page.getByRole("button", { name: "New game", exact: true });
      const count = await buttons.count();
      expect(count).toBe(seats === "face" ? 2 : 1);
      for (let i = 0; i < count; i++) {
        await buttons.nth(i).click();
        const { dialog, untimed, custom, fivePlusThree } = await chips(page);
        await expect(dialog).toBeVisible();
        const before = await Promise.all([box(untimed), box(custom), box(fivePlusThree)]);
        await custom.click();
        await expect(dialog.getByText("White, minutes")).toBeVisible();
        expect(await Promise.all([box(untimed), box(custom), box(fivePlusThree)])).toEqual(before);
        await untimed.click();
        await expect(dialog.getByText("White, minutes")).toHaveCount(0);
        expect(await Promise.all([box(untimed), box(custom), box(fivePlusThree)])).toEqual(before);
        // Whatever the size, Start new game stays reachable (scrolled into view inside the dialog if need be).
        await custom.click();
        await expect(dialog.getByRole("button", { name: "Start new game" })).toBeEnabled();
        await dialog.getByRole("button", { name: "Start new game" }).scrollIntoViewIfNeeded();
        await expect(dialog.getByRole("button", { name: "Start new game" })).toBeInViewport();
        await dialog.getByRole("button", { name: "Cancel" }).click();
        await expect(dialog).toHaveCount(0);
      }
    });
  }
}
