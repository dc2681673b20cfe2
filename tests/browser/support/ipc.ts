// Builds the init script that mocks the Tauri IPC with a recorded game.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { DEFAULT_SETTINGS } from "../../scenarios/defaults.mjs";
import type { Adjustment, CommandError, GameAnalysis, GameView, MoveInput, Settings } from "../../../ui/src/lib/bindings";
import { specVerdict } from "../../scenarios/spec-status.mjs";
import { PICKED_IMPORT, clubRow } from "../../scenarios/pgn-club.mjs";

const require = createRequire(import.meta.url);
const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export interface Step {
  move: { from: string; to: string; promotion: string | null };
  view: GameView;
}
/** A drop from the pocket, in the Crazyhouse games of `VariantName` (fixtures.rs VARIANT_GAMES). */
export interface DropStep {
  drop: { role: string; to: string };
  view: GameView;
}
/** A verdict declared in the panel, in the games of `DeclaredName` (fixtures.rs DECLARED). */
export interface CommandStep {
  command: "resign" | "offer_draw" | "answer_draw" | "undo";
  args: Record<string, unknown>;
  /** The view after it (unchanged when it was refused). */
  view: GameView;
  /** The Rust side's refusal, when it refused the command. */
  error?: CommandError;
}
export interface Fixture<S = Step> {
  name: string;
  initial: GameView;
  steps: S[];
}
export type FixtureName =
  | "fools-mate"
  | "scholars-mate"
  | "promotion"
  | "castling-and-check"
  | "en-passant"
  | `promotion-${"" | "black-"}${"queen" | "rook" | "bishop" | "knight"}`
  | `numbered-${"white" | "black"}`;

/** The variants' recorded games (fixtures.rs VARIANT_GAMES), from each one's start. */
export type VariantName =
  | "crazyhouse-drops"
  | "three-check-win"
  | "atomic-explosion"
  | "king-of-the-hill-centre"
  | "chess960-castling"
  | "antichess-captures"
  | "horde-start"
  | "racing-kings-race";

/** The recorded games with declared verdicts: their steps are moves and commands. */
export type DeclaredName = "resign-and-undo" | "draw-offer-accepted" | "resignations-face-to-face" | "draw-offers-face-to-face" | "layout-states";

export function loadFixture(name: FixtureName): Fixture;
export function loadFixture(name: VariantName): Fixture<Step | DropStep>;
export function loadFixture(name: FixtureName | DeclaredName | VariantName): Fixture<Step | CommandStep | DropStep>;
export function loadFixture(name: FixtureName | DeclaredName | VariantName): Fixture<Step | CommandStep | DropStep> {
  return JSON.parse(readFileSync(here(`../../fixtures/${name}.json`), "utf8")) as Fixture<Step | CommandStep>;
}

/** What `import_game` answered to a pasted text (tests/fixtures/imports.json). */
export interface ImportAnswer {
  name: string;
  text: string;
  view?: GameView;
  error?: CommandError;
}
/** The PGN `export_pgn` gives at the end of a scripted game (tests/fixtures/export-pgn.json). */
export interface ExportedPgn {
  name: FixtureName;
  createdAt: number;
  pgn: string;
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(here(`../../fixtures/${file}`), "utf8"));
export const importAnswers = readJson("imports.json") as ImportAnswer[];
export const exportedPgns = readJson("export-pgn.json") as ExportedPgn[];
/** Malformed requests and the Rust side's answers to them (tests/fixtures/bad-requests.json). */
export interface BadRequest {
  command: string;
  args: Record<string, unknown>;
  error: CommandError;
}
export const badRequests = readJson("bad-requests.json") as BadRequest[];
/** The review of each finished scripted game (tests/fixtures/analyses.json). */
export const analyses = readJson("analyses.json") as Record<string, GameAnalysis>;

// The real mockIPC from @tauri-apps/api (its CommonJS build has no imports),
// wrapped so that its `exports` stay local to the init script.
const mocksSource = readFileSync(require.resolve("@tauri-apps/api/mocks"), "utf8");
if (!/exports\.mockIPC\s*=/.test(mocksSource)) throw new Error("unexpected @tauri-apps/api/mocks build");
const replaySource = readFileSync(here("./replay-ipc.js"), "utf8");

export interface ReplayOptions {
  /** The settings the app starts with (the Rust defaults otherwise). */
  settings?: Settings;
  /** How many games the archive holds, the game in play included (3 otherwise). */
  games?: number;
  /** The PGN file Open PGN… opens (tests/scenarios/pgn-club.mjs: "club.pgn" of 10,000 games otherwise). */
  pgnFile?: { name: string; games: number };
}

export function initScript(fixture: Fixture<Step | CommandStep | DropStep>, options: ReplayOptions = {}): string {
  return [
    "(function () {",
    "var exports = {};",
    mocksSource,
    "var mockIPC = exports.mockIPC;",
    `var __FIXTURE__ = ${JSON.stringify(fixture)};`,
    `var __IMPORTS__ = ${JSON.stringify(importAnswers)};`,
    `var __PGNS__ = ${JSON.stringify(exportedPgns)};`,
    `var __SETTINGS__ = ${JSON.stringify(options.settings ?? null)};`,
    `var __GAMES__ = ${JSON.stringify(options.games ?? 3)};`,
    `var __PGN_FILE__ = ${JSON.stringify(options.pgnFile ?? { name: "club.pgn", games: 10_000 })};`,
    `var __BAD_REQUESTS__ = ${JSON.stringify(badRequests)};`,
    `var __DEFAULT_SETTINGS__ = ${JSON.stringify(DEFAULT_SETTINGS)};`,
    // The verdict's words, for the Rust side's game_over message.
    `var __SPEC_VERDICT__ = ${specVerdict.toString()};`,
    // The club file's rows, as the real app's driver writes the file.
    `var __CLUB_ROW__ = ${clubRow.toString()};`,
    `var __PICKED_IMPORT__ = ${JSON.stringify(PICKED_IMPORT)};`,
    `var __ANALYSES__ = ${JSON.stringify(analyses)};`,
    replaySource,
    "})();",
  ].join("\n");
}

export interface Call {
  cmd: string;
  args: {
    move?: MoveInput;
    from?: string | null;
    text?: string;
    ply?: number;
    settings?: Settings;
    id?: number;
    offset?: number;
    limit?: number;
    adjustment?: Adjustment;
    adjustments?: Adjustment[];
  };
}

/** Opens the built UI with the IPC replaying `name`; resolves once the first view is shown. */
export function openGame(page: Page, name: FixtureName, options?: ReplayOptions): Promise<Fixture>;
export function openGame(page: Page, name: FixtureName | DeclaredName | VariantName, options?: ReplayOptions): Promise<Fixture<Step | CommandStep | DropStep>>;
export async function openGame(
  page: Page,
  name: FixtureName | DeclaredName | VariantName,
  options: ReplayOptions = {},
): Promise<Fixture<Step | CommandStep | DropStep>> {
  const fixture = loadFixture(name);
  await page.addInitScript({ content: initScript(fixture, options) });
  await page.goto("./");
  await page.locator("[data-square]").first().waitFor();
  return fixture;
}

export function ipcCalls(page: Page): Promise<Call[]> {
  return page.evaluate(() => (window as unknown as { __ipc: { calls: Call[] } }).__ipc.calls);
}

export async function playCalls(page: Page): Promise<MoveInput[]> {
  return (await ipcCalls(page)).filter((c) => c.cmd === "play").map((c) => c.args.move as MoveInput);
}
