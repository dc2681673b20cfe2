//! The chess rules of Hotseat Chess, version v001: positions, legal moves,
//! verdicts and notation, with no I/O and no dependencies (the optional
//! `serde` and `ts` features write the named types for other programs).
//!
//! The architecture follows the file list: basic types (`color`, `role`,
//! `piece`, `square`, `bitboard`, `castling`, `moves`), compile-time attack
//! tables (`attacks`), the [`Position`] and its legal move generator (with
//! Chess960's starts, `chess960`, and the pseudo-legal moves the variants
//! build on, `pseudo`), the other kinds of chess behind the [`Rules`] trait
//! and [`AnyPosition`] (`variant`), the [`Game`] that owns history and
//! verdicts (also those declared off the board: `declaration`), the
//! notations (`fen`, `uci`, `san`, `pgn`), and the CLI's `position` line
//! grammar (`replay`).
//!
//! # Examples
//!
//! ```
//! use hotseat_rules::{Game, Outcome, DrawReason};
//!
//! let mut game = Game::from_fen("7k/5Q2/6K1/8/8/8/8/8 w - - 0 1").unwrap();
//! game.play_text("Qg7#").unwrap();
//! assert_eq!(game.status_text(), "Checkmate — White wins");
//!
//! let mut game = Game::from_fen("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1").unwrap();
//! game.play_text("Qf7").unwrap();
//! assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Stalemate)));
//! ```

#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod attacks;
mod bitboard;
mod castling;
mod chess960;
mod color;
mod declaration;
mod fen;
mod game;
mod material;
mod movegen;
mod moves;
mod outcome;
mod pgn;
mod piece;
mod position;
mod pseudo;
mod replay;
mod role;
mod san;
mod square;
mod uci;
mod variant;
mod wire;
#[cfg(feature = "ts")]
pub use wire::ts_union;

pub use bitboard::{Bitboard, Squares};
pub use castling::{CastlingMode, CastlingRights, CastlingSide};
pub use chess960::NotAChess960Number;
pub use color::{ByColor, Color};
pub use declaration::{AlreadyOver, Declaration};
pub use fen::{FenError, RankFault, START_FEN};
pub use game::{Game, NothingToUndo, PlayError, Played, PlayedMove, TextMoveError, Undone};
pub use moves::{Drop, Move, MoveList, ParseDropError, Ply};
pub use outcome::{DrawReason, Outcome, VariantWin};
pub use pgn::{
    decode_pgn, read_pgn_games, scan_pgn_headers, Line, PgnError, PgnGame, PgnGameError, PgnGames,
    PgnHeader, PgnMove, PgnTags, PlyNote, MAX_VARIATION_DEPTH, SEVEN_TAG_ROSTER,
};
pub use piece::Piece;
pub use position::{IllegalMove, Position};
pub use replay::{replay_line, replay_line_in, ReplayError, ReplayErrorKind};
pub use role::Role;
pub use san::SanError;
pub use square::{File, ParseSquareError, Rank, Square};
pub use uci::ParseUciError;
pub use variant::{
    Antichess, AnyPosition, Atomic, Crazyhouse, Horde, KingOfTheHill, Pocket, RacingKings, Rules,
    Setup, ThreeCheck, Variant,
};
