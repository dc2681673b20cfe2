import { describe, expect, it } from "vitest";
import { pickerRow, progressText, reportText } from "./rows";

describe("picker rows", () => {
  it("names the players, the result, event, date and moves", () => {
    const row = pickerRow({
      index: 11, white: "Fischer", black: "Spassky", event: "WCh", date: "1972.07.11", result: "1-0", fullMoves: 41,
    });
    expect(row).toEqual({
      players: "Fischer – Spassky",
      white: "Fischer",
      black: "Spassky",
      event: "WCh",
      date: "1972.07.11",
      moves: "41 moves",
      variant: null,
      result: "1-0",
      meta: "WCh · 1972.07.11 · 41 moves",
      label: "Game 12, Fischer – Spassky, 1-0, WCh · 1972.07.11 · 41 moves",
    });
  });

  it("names a variant game's kind of chess first", () => {
    const row = pickerRow({ index: 0, white: "A", black: "B", event: "Club", date: null, result: "*", fullMoves: 3, variant: "crazyhouse" });
    expect(row.variant).toBe("Crazyhouse");
    expect(row.meta).toBe("Crazyhouse · Club · 3 moves");
  });

  it("leaves out what the file does not say", () => {
    const row = pickerRow({ index: 0, white: null, black: "B", event: null, date: null, result: "*", fullMoves: 0 });
    expect(row.players).toBe("? – B");
    expect(row.result).toBe("");
    expect(row.meta).toBe("No moves");
  });

  it("counts progress and the report in words", () => {
    expect(progressText({ read: 2500, total: 10000, imported: 2498, skipped: 2 })).toBe(
      "Read 2,500 of 10,000 games: 2,498 imported, 2 skipped",
    );
    expect(reportText({ total: 3, imported: 1, skipped: 0, cancelled: true, first_skipped: [] })).toBe(
      "Stopped: 1 game imported into Games.",
    );
    expect(reportText({ total: 10, imported: 8, skipped: 2, cancelled: false, first_skipped: [] })).toBe(
      "8 games imported into Games; 2 could not be read.",
    );
  });
});
