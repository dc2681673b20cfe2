//! What is wrong with an imported FEN or PGN, as facts the page words
//! (ui/src/lib/words/notation-errors.ts): the rules' [`FenError`] and
//! [`PgnError`] with their parameters, named for the wire.

use hotseat_rules::{
    Color, FenError, PgnError, PgnGameError, PlayError, RankFault, SanError, Square, TextMoveError,
};
use serde::Serialize;

use super::{MoveProblem, RefusedMove};
use crate::dto::Verdict;

/// Why a FEN is not a position: `{ "problem": "king_count", "color":
/// "white", "count": 2 }`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(tag = "problem", rename_all = "snake_case")]
pub enum FenProblem {
    /// Not 4 or 6 fields.
    FieldCount { found: u32 },
    /// The placement does not have eight ranks.
    RankCount { found: u32 },
    /// A rank (1–8) has a digit 0 or 9, or two digits in a row.
    RankEmptyRun { rank: u8 },
    /// A rank describes more than eight squares.
    RankTooLong { rank: u8 },
    /// A rank describes fewer than eight squares.
    RankTooShort { rank: u8 },
    /// A character that is neither a piece letter nor a digit.
    PieceLetter { letter: String },
    /// A side without its one king.
    KingCount { color: Color, count: u32 },
    /// More than eight pawns or sixteen pieces.
    TooManyPieces { color: Color },
    /// A pawn on the first or last rank.
    PawnOnBackRank,
    /// The side to move is not `w` or `b`.
    Turn { found: String },
    /// The castling field is malformed.
    Castling { found: String },
    /// A castling right (`K`, `q`…) without its king and rook at home.
    CastlingWithoutPieces { right: String },
    /// The en-passant field is malformed.
    EnPassant { found: String },
    /// An en-passant square no double pawn push made.
    ImpossibleEnPassant { square: Square },
    /// The half-move clock is not a number.
    HalfmoveClock { found: String },
    /// The full-move number is not a positive number.
    FullmoveNumber { found: String },
    /// The side not to move is in check.
    OpponentInCheck,
    /// Three-check's counter is not the checks still to give (`3+3`).
    CheckCounter { found: String },
    /// A crazyhouse pocket holds something else than non-king pieces.
    Pocket { found: String },
    /// The side to move is in check in Racing Kings.
    CheckInRacingKings,
    /// A pawn in Racing Kings.
    PawnInRacingKings,
}

impl From<&FenError> for FenProblem {
    fn from(e: &FenError) -> Self {
        let count = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
        match e {
            FenError::WrongFieldCount(n) => FenProblem::FieldCount { found: count(*n) },
            FenError::WrongRankCount(n) => FenProblem::RankCount { found: count(*n) },
            FenError::BadRank { rank, fault } => {
                let rank = rank.index() as u8 + 1;
                match fault {
                    RankFault::EmptyRun => FenProblem::RankEmptyRun { rank },
                    RankFault::TooLong => FenProblem::RankTooLong { rank },
                    RankFault::TooShort => FenProblem::RankTooShort { rank },
                }
            }
            FenError::BadPieceChar(c) => FenProblem::PieceLetter {
                letter: c.to_string(),
            },
            FenError::WrongKingCount { color, count } => FenProblem::KingCount {
                color: *color,
                count: *count,
            },
            FenError::TooManyPieces(color) => FenProblem::TooManyPieces { color: *color },
            FenError::PawnOnBackRank => FenProblem::PawnOnBackRank,
            FenError::BadTurn(s) => FenProblem::Turn { found: s.clone() },
            FenError::BadCastling(s) => FenProblem::Castling { found: s.clone() },
            FenError::CastlingWithoutPieces(c) => FenProblem::CastlingWithoutPieces {
                right: c.to_string(),
            },
            FenError::BadEnPassant(s) => FenProblem::EnPassant { found: s.clone() },
            FenError::ImpossibleEnPassant(square) => {
                FenProblem::ImpossibleEnPassant { square: *square }
            }
            FenError::BadHalfmoveClock(s) => FenProblem::HalfmoveClock { found: s.clone() },
            FenError::BadFullmoveNumber(s) => FenProblem::FullmoveNumber { found: s.clone() },
            FenError::OpponentInCheck => FenProblem::OpponentInCheck,
            FenError::BadCheckCounter(s) => FenProblem::CheckCounter { found: s.clone() },
            FenError::BadPocket(s) => FenProblem::Pocket { found: s.clone() },
            FenError::CheckInRacingKings => FenProblem::CheckInRacingKings,
            FenError::PawnInRacingKings => FenProblem::PawnInRacingKings,
        }
    }
}

/// Why a PGN game cannot be read: `{ "problem": "move", "number": 2,
/// "refused": { "text": "Ke3", "problem": "not_legal" } }`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(tag = "problem", rename_all = "snake_case")]
pub enum PgnProblem {
    /// A tag pair is not `[Name "value"]`.
    BadTag,
    /// The `FEN` tag is no position.
    Fen { fen: FenProblem },
    /// A move of the movetext cannot be played: its move number (as the
    /// rules count it from the game's first move) and why.
    Move { number: u32, refused: RefusedMove },
    /// A move written after the game's verdict (mate, stalemate…).
    MoveAfterVerdict {
        number: u32,
        text: String,
        verdict: Verdict,
    },
    /// A null move (`--`, `Z0`): a pass, no chess move.
    NullMove { number: u32, text: String },
    /// The `Variant` tag names another game (Chess960, Crazyhouse…).
    Variant { name: String },
    /// A variation opens before any move.
    VariationBeforeMove,
    /// Variations nest deeper than `depth`.
    TooDeep { depth: u32 },
}

/// The move number of a PGN error's ply, as the rules' messages give it.
fn move_number(ply: usize) -> u32 {
    u32::try_from(ply.div_ceil(2)).unwrap_or(u32::MAX)
}

impl From<&PgnError> for PgnProblem {
    fn from(e: &PgnError) -> Self {
        match e {
            PgnError::BadTag => PgnProblem::BadTag,
            PgnError::Fen(fen) => PgnProblem::Fen { fen: fen.into() },
            PgnError::Move { ply, text, error } => {
                let number = move_number(*ply);
                let problem = match error {
                    TextMoveError::Syntax(_) | TextMoveError::San(SanError::Syntax(_)) => {
                        MoveProblem::NotAMove
                    }
                    TextMoveError::San(SanError::Ambiguous(_)) => MoveProblem::Ambiguous,
                    TextMoveError::San(SanError::Illegal(_))
                    | TextMoveError::Play(PlayError::Illegal(_) | PlayError::IllegalDrop(_)) => {
                        MoveProblem::NotLegal
                    }
                    TextMoveError::Play(PlayError::GameOver(outcome)) => {
                        return PgnProblem::MoveAfterVerdict {
                            number,
                            text: text.clone(),
                            verdict: (*outcome).into(),
                        }
                    }
                };
                PgnProblem::Move {
                    number,
                    refused: RefusedMove {
                        text: text.clone(),
                        problem,
                    },
                }
            }
            PgnError::NullMove { ply, text } => PgnProblem::NullMove {
                number: move_number(*ply),
                text: text.clone(),
            },
            PgnError::Variant(name) => PgnProblem::Variant { name: name.clone() },
            PgnError::VariationBeforeMove => PgnProblem::VariationBeforeMove,
            PgnError::TooDeep => PgnProblem::TooDeep {
                depth: hotseat_rules::MAX_VARIATION_DEPTH as u32,
            },
        }
    }
}

/// One game of a file that did not read: which (1 is the first) and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct SkippedGame {
    /// Its place in the file, from 1.
    pub game: u32,
    /// Why it was skipped.
    pub pgn: PgnProblem,
}

impl From<&PgnGameError> for SkippedGame {
    fn from(e: &PgnGameError) -> Self {
        SkippedGame {
            game: u32::try_from(e.game).unwrap_or(u32::MAX),
            pgn: (&e.error).into(),
        }
    }
}
