// Every scenario, for the two runners (tests/browser/scenarios.spec.ts and
// tests/e2e/scenarios.test.mjs).
import games from "./games.mjs";
import promotion from "./promotion.mjs";
import keyboard from "./keyboard.mjs";
import review from "./review.mjs";
import analysis from "./analysis.mjs";
import files from "./files.mjs";
import dialogs from "./dialogs.mjs";
import confirm from "./confirm.mjs";
import seats from "./seats.mjs";
import numbers from "./numbers.mjs";
import typed from "./typed.mjs";
import verdicts from "./verdicts.mjs";
import archive from "./archive.mjs";
import newGameDialog from "./new-game-dialog.mjs";
import names from "./names.mjs";
import pgnFile from "./pgn-file.mjs";
import layout from "./layout.mjs";
import variants from "./variants.mjs";

export const scenarios = [...games, ...promotion, ...keyboard, ...review, ...analysis, ...files, ...dialogs, ...confirm, ...seats, ...numbers, ...typed, ...verdicts, ...archive, ...newGameDialog, ...names, ...pgnFile, ...layout, ...variants];
