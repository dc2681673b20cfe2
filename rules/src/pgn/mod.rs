//! Portable Game Notation: PGN files read as they come, and written back.
//!
//! One job per file:
//!
//! - `decode`: a file's bytes to text ([`decode_pgn`]: UTF-8 with or
//!   without a byte order mark, else Windows-1252 / Latin-1);
//! - `lexer`: text to tokens (tag pairs, comments, NAGs, parentheses,
//!   symbols; `%` escape lines skipped);
//! - `notation`: a move as files write it (SAN with its marks and glyphs,
//!   castling with zeros, long algebraic, UCI) to a legal move;
//! - `reader`: games from text ([`read_pgn_games`], [`scan_pgn_headers`],
//!   [`Game::from_pgn`](crate::Game::from_pgn));
//! - `record`: the kept data ([`PgnGame`], [`Line`], [`PgnMove`]);
//! - `write`: export ([`PgnGame::to_pgn`],
//!   [`Game::to_pgn`](crate::Game::to_pgn) with the app's [`PgnTags`]);
//! - `error`: [`PgnError`] and [`PgnGameError`].
//!
//! # What is read, and what is refused
//!
//! Read: CRLF, CR and LF line ends; empty lines among the tag pairs; `%`
//! escape lines; comments in braces and `;` to the end of the line; NAGs
//! `$0`..`$255`; the glyphs `!`, `?`, `!!`, `??`, `!?`, `?!` (kept as
//! `$1`..`$6`); check and mate marks; `e.p.`/`ep`; move numbers `1.`,
//! `1...`, `12.Nf3` with or without a space; `0-0`/`0-0-0`; long
//! algebraic and UCI moves; nested variations; a missing result marker, or
//! one that differs from the `Result` tag (both are kept; the verdict is
//! the rules' own); null moves (`--`, `Z0`, `0000`, `@@@@`) in variations,
//! where annotators show a threat (kept as a [`PgnMove`] with no move).
//!
//! Refused, with a message naming the game and the move: a move that no
//! legal move matches, also in a variation (a variation is played from the
//! position before the move it replaces); a null move in the main line
//! (a [`Game`](crate::Game) holds chess moves only), in check, or after
//! the game's end; NAGs
//! over 255; a tag pair that is not `[Name "value"]` on one line; a `FEN`
//! tag that is no valid position (no Chess960 castling rights); a
//! `Variant` tag other than standard chess (`Standard`, `Chess`,
//! `Normal`, `From Position`); a variation before any move; variations nested more than
//! [`MAX_VARIATION_DEPTH`] deep.
//!
//! Kept loosely: a comment's whitespace runs are read as one space (so a
//! comment can be re-wrapped at 80 columns and read back the same); a NAG
//! before a line's first move is dropped; move numbers are not checked
//! against the position (the moves are); a comment after a variation is
//! kept on the move the variation follows.

mod decode;
mod error;
mod lexer;
mod notation;
mod reader;
mod record;
mod write;

pub use decode::decode_pgn;
pub use error::{PgnError, PgnGameError, MAX_VARIATION_DEPTH};
pub use reader::{read_pgn_games, scan_pgn_headers, PgnGames, PgnHeader};
pub use record::{Line, PgnGame, PgnMove, SEVEN_TAG_ROSTER};
pub use write::PgnTags;
