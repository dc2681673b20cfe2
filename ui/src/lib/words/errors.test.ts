import { describe, expect, it } from "vitest";
import { errorText } from "./errors";

// Each error as the Rust side sends it (src-tauri/src/error.rs): the page's
// words come from the facts, the English message is only the fallback of
// kinds a player's own actions cannot cause.
describe("errorText", () => {
  it.each<[string, unknown, string]>([
    ["a full disk", { kind: "disk_full", message: "the move was not made", failed: "move" }, "The disk is full: the move was not made. Free some space and try again."],
    ["a read-only folder", { kind: "read_only", message: "the settings were not saved", failed: "settings" }, "The app's data folder cannot be written: the settings were not saved. Make it writable and try again."],
    ["a store failure and its cause", { kind: "storage", message: "x", failed: "new_game", cause: "database is locked" }, "No new game was started: database is locked"],
    ["an export", { kind: "storage", message: "x", failed: "export", cause: "/tmp/a.pgn: Permission denied (os error 13)" }, "The game was not saved to the file: /tmp/a.pgn: Permission denied (os error 13)"],
    ["a verdict", { kind: "game_over", message: "x", verdict: { result: "1-0", reason: "time_out", winner: "white" } }, "The game is over (Time out — White wins); no move can be played"],
    ["nothing to undo", { kind: "nothing_to_undo", message: "x" }, "There is no move to undo"],
    ["a paused clock", { kind: "not_allowed", message: "x", refusal: "paused" }, "The clock is paused: resume the game before moving"],
    ["a rematch too early", { kind: "not_allowed", message: "x", refusal: "not_finished" }, "A rematch starts once the game has a verdict"],
    ["an illegal typed move", { kind: "illegal_move", message: "x", refused: { text: "Ke3", problem: "not_legal" } }, "Ke3 is not a legal move in this position"],
    ["an illegal board move", { kind: "illegal_move", message: "x", refused: { text: "e2e5", problem: "not_legal" } }, "e2e5 is not a legal move in this position"],
    ["no move at all", { kind: "invalid_move", message: "x", refused: { text: "hello", problem: "not_a_move" } }, "'hello' is not a move: write it in SAN (Nf3, exd5, O-O, e8=Q) or UCI (g1f3)"],
    ["an ambiguous move", { kind: "invalid_move", message: "x", refused: { text: "Nd2", problem: "ambiguous" } }, "Nd2 could be more than one move; name the file or rank too"],
    ["a SAN promotion without its piece", { kind: "illegal_move", message: "x", refused: { text: "e8", problem: "promotion_missing_san" } }, "e8 needs a promotion piece: e8=Q, e8=R, e8=B or e8=N"],
    ["a UCI promotion without its piece", { kind: "illegal_move", message: "x", refused: { text: "e7e8", problem: "promotion_missing_uci" } }, "e7e8 needs a promotion piece: e7e8q, e7e8r, e7e8b or e7e8n"],
    ["a board promotion without its piece", { kind: "illegal_move", message: "x", refused: { text: "e7e8", problem: "promotion_missing" } }, "e7e8 reaches the last rank: choose queen, rook, bishop or knight"],
    ["a FEN's rank", { kind: "invalid_fen", message: "x", fen: { problem: "rank_too_short", rank: 3 } }, "Rank 3 of the placement describes fewer than 8 squares"],
    ["a FEN's kings", { kind: "invalid_fen", message: "x", fen: { problem: "king_count", color: "black", count: 2 } }, "Black has 2 kings; each side needs exactly one"],
    ["a FEN's field as written", { kind: "invalid_fen", message: "x", fen: { problem: "turn", found: "x" } }, "The side to move must be 'w' or 'b', found 'x'"],
    ["a PGN's move and its number", { kind: "invalid_pgn", message: "x", pgn: { problem: "move", number: 2, refused: { text: "Ke3", problem: "not_legal" } } }, "Move 2 (Ke3): Ke3 is not a legal move in this position"],
    ["a PGN's move after mate", { kind: "invalid_pgn", message: "x", pgn: { problem: "move_after_verdict", number: 3, text: "Nc6", verdict: { result: "1-0", reason: "checkmate", winner: "white" } } }, "Move 3 (Nc6): The game is over (Checkmate — White wins); no move can be played"],
    ["a PGN's FEN tag", { kind: "invalid_pgn", message: "x", pgn: { problem: "fen", fen: { problem: "opponent_in_check" } } }, "The FEN tag is not a valid position. The side not to move is in check, which no legal game can reach"],
    ["one game of a file", { kind: "invalid_pgn", message: "x", game: 12, pgn: { problem: "null_move", number: 5, text: "--" } }, "Game 12 — Move 5 (--): a null move (a pass) is not a chess move and cannot be read"],
    ["a file too large", { kind: "invalid_file", message: "x", file: { problem: "too_large", name: "all.pgn", bytes: 300 * 1048576, max: 256 * 1048576 } }, "all.pgn is 300 MB; files of at most 256 MB can be opened"],
    ["a file changed since it was opened", { kind: "invalid_file", message: "x", file: { problem: "changed", name: "twic.pgn" } }, "twic.pgn has changed since it was opened: open it again"],
    ["a dropped file that is no PGN", { kind: "invalid_file", message: "x", file: { problem: "not_pgn", name: "notes.txt" } }, "notes.txt is not a .pgn file: only PGN files can be opened"],
    ["a drop of nothing named", { kind: "invalid_file", message: "x", file: { problem: "not_pgn", name: "" } }, "Only .pgn files can be opened"],
    ["a square the page never sends keeps the Rust side's words", { kind: "invalid_square", message: "'z9' is not a square" }, "'z9' is not a square"],
    ["a move first keeps its case", { kind: "illegal_move", message: "e2e5 is not a legal move" }, "e2e5 is not a legal move"],
    ["a bare string", "not connected", "Not connected"],
    ["an Error", new Error("boom"), "Boom"],
    ["nothing useful", 42, "Something went wrong talking to the game."],
  ])("%s", (_what, err, text) => expect(errorText(err)).toBe(text));
});
