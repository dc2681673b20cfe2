// The scenarios' driver for the real app (tests/scenarios/driver.mjs says what
// a driver does): WebdriverIO through WebKitWebDriver, the real Rust side.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_SETTINGS, START_FEN, WEBDRIVER_KEYS, until } from "../scenarios/driver.mjs";
import { clubPgn } from "../scenarios/pgn-club.mjs";
import { ARTIFACTS, ELEMENT } from "./driver.mjs";
import { drag, invoke, windowSize } from "./app.mjs";
import { xInput } from "./xinput.mjs";

/** The file the app's open dialog "returns" (its debug seam): `pgnFile(dir)` in HOTSEAT_OPEN_PGN at launch. */
export const pgnFile = (dir) => join(dir, "club.pgn");

/** The program the engine's open dialog "returns" (HOTSEAT_OPEN_ENGINE at launch). */
export const engineFile = (dir) => join(dir, "engine");

/** Our own UCI binary, as the workspace's tests built it: a real program to choose. */
const UCI_BINARY = resolve(process.env.CARGO_TARGET_DIR ?? fileURLToPath(new URL("../../target", import.meta.url)), "debug", "hotseat-engine");

/** A driver over the app session `s` (from app.mjs's launch), whose data folder is `dir`. */
export function webkitDriver(s, dir) {
  const element = (css) => s.find(css);
  let x = null;
  // The size the app was launched at, given back to the next scenario after a resize.
  let resized = null;
  return {
    kind: "webkit",
    async open(fixture, settings = {}) {
      if (resized) await windowSize(s, ...resized.from);
      resized = null;
      // A variant's game starts as the player starts it (a Chess960 game at its recorded number).
      const { variant, chess960 } = fixture.initial;
      const options = variant ? { variant, ...(chess960 === undefined ? {} : { chess960 }) } : null;
      await invoke(s, "new_game", { options });
      if (!options && fixture.initial.fen !== START_FEN) await invoke(s, "import_game", { text: fixture.initial.fen });
      await invoke(s, "set_settings", { settings: { ...DEFAULT_SETTINGS, ...settings } });
      // The page reads the game and the settings afresh, as at start-up.
      await this.reload();
    },
    async reload() {
      await s.browser.refresh();
      await until(
        () => s.execute(`return document.querySelectorAll("main [role=grid] [data-piece]").length > 0 && !!document.querySelector("[data-testid=status]")?.textContent.trim();`),
        "the board after a reload",
        15_000,
      );
    },
    run: (body, ...args) => s.execute(body, args),
    runAsync: (body, ...args) => s.executeAsync(body, args),
    async click(css) {
      const el = await element(css);
      // A control below a scrolled panel's fold is scrolled to first, as a
      // player would (and as Playwright's click does): WebKitWebDriver only
      // scrolls the page, and calls such a control "not interactable".
      await s.execute(`arguments[0].scrollIntoView({ block: "nearest", inline: "nearest" });`, [{ [ELEMENT]: el }]);
      await s.click(el);
    },
    drag: (from, to) => drag(s, from, to),
    async press(...keys) {
      const actions = [];
      for (const k of keys) {
        const value = WEBDRIVER_KEYS[k] ?? k;
        actions.push({ type: "keyDown", value }, { type: "keyUp", value });
      }
      await s.actions([{ type: "key", id: "keyboard", actions }]);
      await s.releaseActions();
    },
    async fill(css, text) {
      const el = await element(css);
      await s.click(el);
      await s.execute(`arguments[0].select();`, [{ "element-6066-11e4-a52e-4f735466cecf": el }]);
      await this.press("Backspace", ...text);
    },
    async resize(width, height) {
      resized ??= { from: await s.execute("return [innerWidth, innerHeight];") };
      await windowSize(s, width, height);
    },
    async clipboard() {
      try {
        return execFileSync("xclip", ["-selection", "clipboard", "-o"], { encoding: "utf8", timeout: 3000 });
      } catch {
        return "";
      }
    },
    async openPgnFile(games) {
      writeFileSync(pgnFile(dir), clubPgn(games));
    },
    /** Choose… in Settings picks, from now on: "uci", our own engine binary; "text", a file that is no program. */
    async offerEngine(kind) {
      const file = engineFile(dir);
      rmSync(file, { force: true });
      if (kind === "uci") {
        if (!existsSync(UCI_BINARY)) throw new Error(`${UCI_BINARY} is missing: cargo test --workspace builds it`);
        symlinkSync(UCI_BINARY, file);
      } else {
        writeFileSync(file, "a note, not a program\n");
      }
    },
    async dropFile(name, games) {
      const drops = join(dir, "drops");
      mkdirSync(drops, { recursive: true });
      writeFileSync(join(drops, name), clubPgn(games));
      x ??= await xInput(s);
      await x.dropFile('[aria-label^="Chess board"]', join(drops, name));
    },
    async screenshot(name) {
      mkdirSync(ARTIFACTS, { recursive: true });
      writeFileSync(`${ARTIFACTS}${name}.png`, await s.screenshot());
    },
  };
}
