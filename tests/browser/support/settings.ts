// Changing the settings through the page's Settings panel, as a player would.
import type { Page } from "@playwright/test";

export async function openSettings(page: Page): Promise<void> {
  const details = page.locator("details", { has: page.locator("summary", { hasText: "Settings" }) });
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) {
    await details.locator("summary").click();
  }
}

export async function setSeats(page: Page, seats: "side" | "pass" | "face"): Promise<void> {
  await openSettings(page);
  await page.getByLabel("Seats").selectOption(seats);
}

export async function setOption(page: Page, label: string, on: boolean): Promise<void> {
  await openSettings(page);
  const box = page.getByLabel(label);
  if ((await box.isChecked()) !== on) await box.click();
}
