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
//! What is read, what is refused and what is kept loosely is told on
//! [`read_pgn_games`].

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
pub use write::{PgnTags, PlyNote};
