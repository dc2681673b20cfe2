// Opens the built UI with the IPC following a scripted fixture of
// tests/fixtures/timed.json (see script-ipc.js), with Playwright's fake clock
// installed so that the page's countdown can be run forward at will.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { DEFAULT_SETTINGS, type CommandError, type GameView, type Settings } from "../../../ui/src/lib/bindings";

const require = createRequire(import.meta.url);
const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export interface ScriptStep {
  command: string;
  args: Record<string, unknown>;
  atMs: number;
  view?: GameView;
  error?: CommandError;
}
export interface Script {
  name: string;
  steps: ScriptStep[];
}
export type ScriptName = "play-to-flag-fall" | "increment-3-plus-2" | "pause-resume" | "draw-offer" | "staged-adjusted";

const scripts = JSON.parse(readFileSync(here("../../fixtures/timed.json"), "utf8")) as Script[];
const mocksSource = readFileSync(require.resolve("@tauri-apps/api/mocks"), "utf8");
const scriptSource = readFileSync(here("./script-ipc.js"), "utf8");

export const DEFAULTS: Settings = { ...DEFAULT_SETTINGS };

export async function openScript(page: Page, name: ScriptName, settings: Partial<Settings> = {}): Promise<Script> {
  const script = scripts.find((s) => s.name === name);
  if (!script) throw new Error(`no script ${name} in timed.json`);
  await page.clock.install({ time: new Date("2026-11-30T12:00:00Z") });
  await page.addInitScript({
    content: [
      "(function () {",
      "var exports = {};",
      mocksSource,
      "var mockIPC = exports.mockIPC;",
      `var __SCRIPT__ = ${JSON.stringify(script)};`,
      `var __SETTINGS__ = ${JSON.stringify({ ...DEFAULTS, ...settings })};`,
      scriptSource,
      "})();",
    ].join("\n"),
  });
  await page.goto("./");
  await page.locator("[data-square]").first().waitFor();
  // From here on time moves only when the test runs the clock: a slow,
  // shared machine cannot make the clocks drift between two checks.
  await page.clock.pauseAt(new Date("2026-11-30T12:05:00Z"));
  return script;
}
