import { describe, expect, it } from "vitest";
import type { GameSummary, TimeControl } from "../bindings";
import { controlText, gameDate, movesText, pgnDateText, resultText, rowText } from "./format";

const MAY_1_2024_14_05_UTC = Date.UTC(2024, 4, 1, 14, 5);

const game = (over: Partial<GameSummary> = {}): GameSummary => ({
  id: 7,
  createdAt: MAY_1_2024_14_05_UTC,
  finishedAt: MAY_1_2024_14_05_UTC + 600_000,
  result: "1-0",
  verdict: { result: "1-0", reason: "checkmate", winner: "white" },
  moves: 45,
  fullMoves: 23,
  timeControl: null,
  current: false,
  ...over,
});

describe("gameDate", () => {
  it.each([
    ["en-GB", "1 May 2024, 14:05"],
    ["en-US", "May 1, 2024, 2:05 PM"],
    ["de-DE", "01.05.2024, 14:05"],
  ])("%s → %s", (locale, text) => {
    // Intl may use a narrow no-break space before AM/PM.
    expect(gameDate(MAY_1_2024_14_05_UTC, locale, "UTC").replace(/\u202f/g, " ")).toBe(text);
  });

  it("uses the zone it is given", () => {
    expect(gameDate(MAY_1_2024_14_05_UTC, "en-GB", "Asia/Tokyo")).toBe("1 May 2024, 23:05");
  });
});

describe("resultText", () => {
  it.each<[string, Partial<GameSummary>, string]>([
    ["a verdict, in the status line's words", {}, "Checkmate — White wins"],
    ["a draw by agreement", { result: "1/2-1/2", verdict: { result: "1/2-1/2", reason: "agreement", winner: null } }, "Draw — agreement"],
    ["a resignation", { result: "0-1", verdict: { result: "0-1", reason: "resignation", winner: "black" } }, "White resigns — Black wins"],
    ["the game being played", { result: "*", verdict: null, current: true }, "In progress"],
    ["a game left without a verdict", { result: "*", verdict: null }, "Unfinished"],
    ["a win without words", { result: "1-0", verdict: null }, "White won"],
    ["a loss without words", { result: "0-1", verdict: null }, "Black won"],
    ["a draw without words", { result: "1/2-1/2", verdict: null }, "Draw"],
    ["a recorded time forfeit", { result: "1-0", verdict: null, termination: "time forfeit" }, "White won on time"],
    ["a recorded adjudication", { result: "1/2-1/2", verdict: null, termination: "adjudication" }, "Draw by adjudication"],
    ["a recorded normal end", { result: "0-1", verdict: null, termination: "normal" }, "Black won"],
    ["an unknown termination", { result: "0-1", verdict: null, termination: "tea time" }, "Black won"],
  ])("%s", (_what, over, text) => expect(resultText(game(over))).toBe(text));
});

describe("pgnDateText", () => {
  it.each([
    ["2023.04.30", "en-GB", "30 Apr 2023"],
    ["1972.07.??", "en-GB", "July 1972"],
    ["1972.??.??", "en-GB", "1972"],
    ["2023.04.30", "de-DE", "30.04.2023"],
  ])("%s in %s → %s", (date, locale, text) => expect(pgnDateText(date, locale)).toBe(text));

  it("is the row's date for an imported game", () => {
    expect(rowText(game({ date: "1972.??.??" }), "en-GB", "UTC").date).toBe("1972");
    expect(rowText(game(), "en-GB", "UTC").date).toBe("1 May 2024, 14:05");
  });
});

describe("movesText", () => {
  it.each([
    [0, "No moves"],
    [1, "1 move"],
    [2, "2 moves"],
    [23, "23 moves"],
  ])("%i moves → %s", (moves, text) => expect(movesText(moves)).toBe(text));
});

describe("controlText", () => {
  const tc = (minutes: number, perMove: TimeControl["perMove"], blackMinutes = minutes): TimeControl => ({
    whiteMs: minutes * 60_000,
    blackMs: blackMinutes * 60_000,
    perMove,
  });
  it.each<[string, TimeControl | null, string]>([
    ["untimed", null, "Untimed"],
    ["Fischer", tc(5, { kind: "fischer", ms: 3000 }), "5+3"],
    ["no increment", tc(10, { kind: "none" }), "10 min"],
    ["simple delay", tc(3, { kind: "simpleDelay", ms: 2000 }), "3+2 delay"],
    ["Bronstein", tc(3, { kind: "bronstein", ms: 2000 }), "3+2 Bronstein"],
    ["time odds", tc(5, { kind: "fischer", ms: 2000 }, 3), "White 5 min, Black 3 min, +2 s"],
  ])("%s → %s", (_what, control, text) => expect(controlText(control)).toBe(text));
});

describe("rowText", () => {
  it("gives every part and one sentence for screen readers", () => {
    expect(rowText(game({ timeControl: { whiteMs: 300_000, blackMs: 300_000, perMove: { kind: "fischer", ms: 3000 } } }), "en-GB", "UTC"))
      .toEqual({
        players: null,
        white: "White",
        black: "Black",
        event: null,
        date: "1 May 2024, 14:05",
        result: "Checkmate — White wins",
        score: { white: "1", black: "0" },
        moves: "23 moves",
        control: "5+3",
        variant: null,
        label: "White – Black, Checkmate — White wins, White 1, Black 0, 1 May 2024, 14:05, 23 moves, 5+3",
      });
  });

  it("names a variant game's kind of chess before its clock", () => {
    const text = rowText(game({ variant: "three_check" }), "en-GB", "UTC");
    expect(text.variant).toBe("Three-check");
    expect(text.label).toBe("White – Black, Checkmate — White wins, White 1, Black 0, 1 May 2024, 14:05, 23 moves, Three-check, Untimed");
  });

  it("names the players first and the event before the date", () => {
    const named = rowText(game({ white: "Ann", black: "Bob", event: "Club night" }), "en-GB", "UTC");
    expect(named.players).toBe("Ann – Bob");
    expect(named.event).toBe("Club night");
    expect(named.label).toBe("Ann – Bob, Checkmate — White wins, White 1, Black 0, Club night, 1 May 2024, 14:05, 23 moves, Untimed");
    expect(rowText(game({ black: "Bob" }), "en-GB", "UTC").players).toBe("White – Bob");
  });

  it.each<[GameSummary["result"], string | null]>([
    ["1-0", "White 1, Black 0"],
    ["0-1", "White 0, Black 1"],
    ["1/2-1/2", "White ½, Black ½"],
    ["*", null],
  ])("scores %s as %s", (result, words) => {
    const text = rowText(game({ result, verdict: null }), "en-GB", "UTC");
    expect(text.score ? `White ${text.score.white}, Black ${text.score.black}` : null).toBe(words);
    if (words) expect(text.label).toContain(`, ${words}, `);
    else expect(text.label).not.toMatch(/White \d|Black \d/);
  });

  it("says which game is being played", () => {
    expect(rowText(game({ result: "*", verdict: null, moves: 0, fullMoves: 0, current: true }), "en-GB", "UTC").label)
      .toBe("White – Black, In progress, current game, 1 May 2024, 14:05, No moves, Untimed");
  });
});
