import { describe, expect, it } from "vitest";
import pgns from "../../../../tests/fixtures/export-pgn.json";
import { pgnMoves } from "./pgn";

describe("pgnMoves", () => {
  // PGNs the Rust side exported (tests/fixtures/export-pgn.json).
  const recorded = new Map((pgns as { name: string; pgn: string }[]).map((e) => [e.name, e.pgn]));
  it.each([
    ["fools-mate", ["f3", "e5", "g4", "Qh4#"]],
    ["promotion", ["h4", "g5", "hxg5", "Nf6", "g6", "Ng8", "g7", "Nf6", "gxh8=Q"]],
    ["castling-and-check", ["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O", "d6", "Bxf7+"]],
  ])("%s, as exported", (name, moves) => {
    expect(pgnMoves(recorded.get(name)!)).toEqual(moves);
  });

  it.each<[string, string, string[]]>([
    ["clock comments and N... after them", "[TimeControl \"300+3\"]\n\n1. e4 {[%clk 0:05:00]} 1... e5 {[%clk 0:04:58]} 2. Nf3 *\n", ["e4", "e5", "Nf3"]],
    ["a game set up with Black to move", "[SetUp \"1\"]\n[FEN \"8/8/8/8/8/8/4k3/4K2R b K - 0 1\"]\n\n1... Kd2 2. O-O 1/2-1/2\n", ["Kd2", "O-O"]],
    ["numbers glued to moves, NAGs, variations, ; comments", "1.e4 $1 e5 (1... c5) 2.Nf3 ; good\nNc6 1-0", ["e4", "e5", "Nf3", "Nc6"]],
    ["no moves", "[Event \"x\"]\n\n*\n", []],
    ["a tag with spaces and brackets in the value", "[Event \"Club [night] 2\"]\n\n1. d4 *", ["d4"]],
  ])("%s", (_what, pgn, moves) => expect(pgnMoves(pgn)).toEqual(moves));
});
