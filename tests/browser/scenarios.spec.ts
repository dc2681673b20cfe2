// The player flows of tests/scenarios/, in Chromium with the recorded IPC
// (the real app runs the same scenarios: tests/e2e/scenarios.test.mjs).
import { test } from "@playwright/test";
import { scenarios } from "../scenarios/index.mjs";
import { loadFixture } from "./support/ipc";
import { chromiumDriver } from "./support/scenario-driver";
import type { ScenarioDriver } from "./support/scenario-driver";
import type { CommandStep, DeclaredName, DropStep, Fixture, FixtureName, Step, VariantName } from "./support/ipc";
import type { Settings } from "../../ui/src/lib/bindings";

/** A scenario of tests/scenarios/ (see its driver.mjs). */
interface Scenario {
  name: string;
  fixture: string;
  settings?: Partial<Settings>;
  only?: "webkit" | "chromium";
  /** The Playwright project that runs it in Chromium, when not this file's (desktop). */
  chromiumProject?: string;
  run(d: ScenarioDriver, fixture: Fixture<Step | CommandStep | DropStep>): Promise<void>;
}

// The scenarios read the page with small scripts (`new Function`); the
// clipboard is read back after Copy PGN.
test.use({ bypassCSP: true, permissions: ["clipboard-read", "clipboard-write"] });

for (const scenario of scenarios as Scenario[]) {
  if (scenario.only && scenario.only !== "chromium") continue;
  if (scenario.chromiumProject) continue;
  test(scenario.name, async ({ page }) => {
    const d = chromiumDriver(page);
    const fixture = loadFixture(scenario.fixture as FixtureName | DeclaredName | VariantName);
    await d.open(fixture, scenario.settings);
    await scenario.run(d, fixture);
  });
}
