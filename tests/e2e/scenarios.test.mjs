// The player flows of tests/scenarios/, in the real app: WebKitGTK and the
// real Rust side (Chromium runs the same scenarios: tests/browser/scenarios.spec.ts).
// One app for all of them; a scenario that fails gets a fresh app for the next.
import { after, before, describe, test } from "node:test";
import { scenarios } from "../scenarios/index.mjs";
import { loadFixture } from "../scenarios/driver.mjs";
import { launch, makeDataDir, removeDataDir } from "./app.mjs";
import { engineFile, pgnFile, webkitDriver } from "./scenario-driver.mjs";

const only = process.env.SCENARIOS ? new RegExp(process.env.SCENARIOS) : null;

describe("scenarios in the real app", { timeout: 1_800_000 }, () => {
  let dir;
  let app = null;
  let d = null;
  before(() => {
    dir = makeDataDir("scenarios");
  });
  after(async () => {
    await app?.close();
    removeDataDir(dir);
  });

  for (const scenario of scenarios) {
    if (only && !only.test(scenario.name)) continue;
    if (scenario.only && scenario.only !== "webkit") continue;
    test(scenario.name, { timeout: 120_000 }, async () => {
      if (!app) {
        // Import all at the recorded IPC's pace (150 ms a batch of 250): a
        // debug build is done with 10,000 games before a player could act.
        app = await launch(dir, "scenarios", { HOTSEAT_OPEN_PGN: pgnFile(dir), HOTSEAT_OPEN_ENGINE: engineFile(dir), HOTSEAT_IMPORT_PACE_MS: "150" });
        // One driver per app: it gives the next scenario back the size a scenario resized from.
        d = webkitDriver(app.s, dir);
      }
      const fixture = loadFixture(scenario.fixture);
      try {
        await d.open(fixture, scenario.settings);
        await scenario.run(d, fixture);
      } catch (err) {
        await d.screenshot(`scenario-failed-${scenario.name.replace(/[^a-z0-9]+/gi, "-")}`).catch(() => {});
        await app.close();
        app = null;
        throw err;
      }
    });
  }
});
