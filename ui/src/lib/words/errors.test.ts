import { describe, expect, it } from "vitest";
import { errorText } from "./errors";

describe("errorText", () => {
  it.each<[string, unknown, string]>([
    ["a full disk", { kind: "disk_full", message: "the move was not made" }, "The disk is full: the move was not made. Free some space and try again."],
    ["a read-only folder", { kind: "read_only", message: "the settings were not saved" }, "The app's data folder cannot be written: the settings were not saved. Make it writable and try again."],
    ["a verdict", { kind: "game_over", message: "the game is over (Time out — White wins); no move can be played" }, "The game is over (Time out — White wins); no move can be played"],
    ["a bare string", "not connected", "Not connected"],
    ["a move first keeps its case", { kind: "illegal_move", message: "e2e5 is not a legal move" }, "e2e5 is not a legal move"],
    ["a square first keeps its case", { kind: "illegal_move", message: "a8 needs a promotion piece" }, "a8 needs a promotion piece"],
    ["an Error", new Error("boom"), "Boom"],
    ["nothing useful", 42, "Something went wrong talking to the game."],
  ])("%s", (_what, err, text) => expect(errorText(err)).toBe(text));
});
