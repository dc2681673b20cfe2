// The scenarios' driver for Chromium (tests/scenarios/driver.mjs says what a
// driver does): Playwright, the IPC replaying the Rust side's recorded game.
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { DEFAULT_SETTINGS, type Settings } from "../../../ui/src/lib/bindings";
import { openGame, type CommandStep, type DeclaredName, type DropStep, type Fixture, type FixtureName, type Step, type VariantName } from "./ipc";
import { mouseDrag, run } from "./board";

const ARTIFACTS = fileURLToPath(new URL("../artifacts/", import.meta.url));

export interface ScenarioDriver {
  kind: "chromium" | "webkit";
  open(fixture: Fixture<Step | CommandStep | DropStep>, settings?: Partial<Settings>): Promise<void>;
  run<T = unknown>(body: string, ...args: unknown[]): Promise<T>;
  runAsync<T = unknown>(body: string, ...args: unknown[]): Promise<T>;
  click(css: string): Promise<void>;
  drag(from: string, to: string): Promise<void>;
  press(...keys: string[]): Promise<void>;
  fill(css: string, text: string): Promise<void>;
  resize(width: number, height: number): Promise<void>;
  reload(): Promise<void>;
  clipboard(): Promise<string>;
  openPgnFile(games: number): Promise<void>;
  dropFile(name: string, games: number): Promise<void>;
  screenshot(name: string): Promise<void>;
}

export function chromiumDriver(page: Page): ScenarioDriver {
  return {
    kind: "chromium",
    async open(fixture, settings = {}) {
      await openGame(page, fixture.name as FixtureName | DeclaredName | VariantName, { settings: { ...DEFAULT_SETTINGS, ...settings } });
    },
    run: (body, ...args) => run(page, body, ...args),
    runAsync: <T>(body: string, ...args: unknown[]) =>
      page.evaluate(
        ({ body, args }) => new Promise<T>((done) => new Function(body).apply(null, [...args, done])),
        { body, args },
      ) as Promise<T>,
    async click(css) {
      await page.locator(css).first().click();
    },
    drag: (from, to) => mouseDrag(page, from, to),
    async press(...keys) {
      for (const k of keys) await page.keyboard.press(k === " " ? "Space" : k);
    },
    async fill(css, text) {
      await page.locator(css).first().fill(text);
    },
    async resize(width, height) {
      await page.setViewportSize({ width, height });
      // A frame drawn at the new size before the scenario measures — or a
      // second: headless Chromium on a loaded machine once drew no frame
      // after a resize for 90 s (the test's whole time). The scenario's
      // measures read the layout, which the browser brings up to date when
      // they ask, frame or not.
      await page.evaluate(
        () =>
          new Promise<void>((done) => {
            requestAnimationFrame(() => requestAnimationFrame(() => done()));
            setTimeout(done, 1000);
          }),
      );
    },
    // The replay starts its recorded game over (the real app's Rust side keeps its state).
    async reload() {
      await page.reload();
      await page.locator("[data-square]").first().waitFor();
    },
    clipboard: () => page.evaluate(() => navigator.clipboard.readText()),
    // The replayed IPC lists the club file's rows (tests/scenarios/pgn-club.mjs).
    async openPgnFile(games) {
      await page.evaluate((file) => (window as unknown as { __ipc: { setPgnFile(f: unknown): void } }).__ipc.setPgnFile(file), { name: "club.pgn", games });
    },
    async dropFile(name, games) {
      // What the Rust side tells the page of a dropped file (DroppedPgn): a
      // name without ".pgn" is refused before it is read.
      const payload = name.endsWith(".pgn")
        ? { file: { name, games }, error: null }
        : { file: null, error: { kind: "invalid_file", message: `${name} is not a .pgn file`, file: { problem: "not_pgn", name } } };
      await page.evaluate((p) => (window as unknown as { __ipc: { dropPgn(p: unknown): void } }).__ipc.dropPgn(p), payload);
    },
    async screenshot(name) {
      mkdirSync(ARTIFACTS, { recursive: true });
      await page.screenshot({ path: `${ARTIFACTS}${name}.png` });
    },
  };
}
