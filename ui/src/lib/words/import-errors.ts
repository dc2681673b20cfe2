// Why a pasted FEN or PGN, a game of a PGN file or the file itself could not
// be read: the Rust side sends what is wrong (the field, the rank, the move
// and its number, the file's name); the sentences are made here.
import type { FenProblem, PgnFileError, PgnProblem, SkippedGame } from "../bindings";
import { intlLocale, m } from "./catalogue";
import { refusedMoveText } from "./notation";
import { verdictText } from "./status";

/** What is wrong with a FEN: "Rank 3 of the placement describes fewer than 8 squares". */
export function fenProblemText(fen: FenProblem): string {
  switch (fen.problem) {
    case "field_count":
      return m.fen_field_count({ found: fen.found });
    case "rank_count":
      return m.fen_rank_count({ found: fen.found });
    case "rank_empty_run":
      return m.fen_rank_empty_run({ rank: fen.rank });
    case "rank_too_long":
      return m.fen_rank_too_long({ rank: fen.rank });
    case "rank_too_short":
      return m.fen_rank_too_short({ rank: fen.rank });
    case "piece_letter":
      return m.fen_piece_letter({ letter: fen.letter });
    case "king_count":
      return m.fen_king_count({ side: fen.color, count: fen.count });
    case "too_many_pieces":
      return m.fen_too_many_pieces({ side: fen.color });
    case "pawn_on_back_rank":
      return m.fen_pawn_on_back_rank();
    case "turn":
      return m.fen_turn({ found: fen.found });
    case "castling":
      return m.fen_castling({ found: fen.found });
    case "castling_without_pieces":
      return m.fen_castling_without_pieces({ right: fen.right });
    case "en_passant":
      return m.fen_en_passant({ found: fen.found });
    case "impossible_en_passant":
      return m.fen_impossible_en_passant({ square: fen.square });
    case "halfmove_clock":
      return m.fen_halfmove_clock({ found: fen.found });
    case "fullmove_number":
      return m.fen_fullmove_number({ found: fen.found });
    case "opponent_in_check":
      return m.fen_opponent_in_check();
    case "check_counter":
      return m.fen_check_counter({ found: fen.found });
    case "pocket":
      return m.fen_pocket({ found: fen.found });
    case "check_in_racing_kings":
      return m.fen_check_in_racing_kings();
    case "pawn_in_racing_kings":
      return m.fen_pawn_in_racing_kings();
  }
}

/** What is wrong with a PGN game: "Move 2 (Ke3): Ke3 is not a legal move in this position". */
export function pgnProblemText(pgn: PgnProblem): string {
  switch (pgn.problem) {
    case "bad_tag":
      return m.pgn_bad_tag();
    case "fen":
      return m.pgn_fen({ reason: fenProblemText(pgn.fen) });
    case "move":
      return m.pgn_move({ number: pgn.number, text: pgn.refused.text, reason: refusedMoveText(pgn.refused) });
    case "move_after_verdict":
      return m.pgn_move({ number: pgn.number, text: pgn.text, reason: m.error_game_over({ verdict: verdictText(pgn.verdict) }) });
    case "null_move":
      return m.pgn_null_move({ number: pgn.number, text: pgn.text });
    case "variant":
      return m.pgn_variant({ name: pgn.name });
    case "variation_before_move":
      return m.pgn_variation_before_move();
    case "too_deep":
      return m.pgn_too_deep({ depth: pgn.depth });
  }
}

/** One skipped game of a file: "Game 12 — Move 5 (Ke3): …". */
export function skippedGameText({ game, pgn }: SkippedGame): string {
  return m.pgn_skipped_game({ game, reason: pgnProblemText(pgn) });
}

/** "256 MB", in the players' language. */
const size = (bytes: number): string =>
  new Intl.NumberFormat(intlLocale(), { style: "unit", unit: "megabyte", maximumFractionDigits: 1 }).format(bytes / (1 << 20));

/** Why a file could not be opened as PGN: "photo.jpg is not a text file, so it holds no PGN". */
export function fileProblemText(file: PgnFileError): string {
  switch (file.problem) {
    case "too_large":
      return m.file_too_large({ name: file.name, size: size(file.bytes), max: size(file.max) });
    case "not_text":
      return m.file_not_text({ name: file.name });
    case "no_games":
      return m.file_no_games({ name: file.name });
    case "unreadable":
      return m.file_unreadable({ name: file.name, cause: file.cause });
    case "changed":
      return m.file_changed({ name: file.name });
    case "not_pgn":
      return file.name ? m.file_not_pgn({ name: file.name }) : m.file_not_pgn_unnamed();
    case "unpicked":
      return m.file_unpicked({ cause: file.cause });
  }
}
