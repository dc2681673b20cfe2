//! Why a PGN game could not be read.

use std::fmt;

use crate::{FenError, TextMoveError};

/// How deep variations may nest: `(` inside `(` at most this often.
pub const MAX_VARIATION_DEPTH: usize = 64;

/// Why a PGN could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnError {
    /// A tag pair is not `[Name "value"]`.
    BadTag,
    /// The `FEN` tag holds no valid position.
    Fen(FenError),
    /// A move of the movetext cannot be played.
    Move {
        /// Which ply (1 is the first move of the game; a variation's moves
        /// count on from the ply they replace) failed.
        ply: usize,
        /// The move as written.
        text: String,
        /// Why it failed.
        error: TextMoveError,
    },
    /// A null move (`--`, `Z0`, `0000`, `@@@@`: a pass, as annotators
    /// write threats) where a move should be: no chess move, so refused.
    NullMove {
        /// Which ply it stands for (counted as in [`PgnError::Move`]).
        ply: usize,
        /// The null move as written.
        text: String,
    },
    /// The `Variant` tag names a game other than standard chess (e.g.
    /// Chess960, Crazyhouse); its value as written.
    Variant(String),
    /// A variation `(` opens before any move it could be an alternative to.
    VariationBeforeMove,
    /// Variations nest deeper than [`MAX_VARIATION_DEPTH`].
    TooDeep,
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnError::BadTag => f.write_str("a tag pair is not of the form [Name \"value\"]"),
            PgnError::Fen(e) => write!(f, "the FEN tag is not a valid position: {e}"),
            PgnError::Move { ply, text, error } => {
                let number = ply.div_ceil(2);
                write!(f, "move {number} ({text}): {error}")
            }
            PgnError::NullMove { ply, text } => write!(
                f,
                "move {} ({text}): a null move (a pass) is not a chess move and cannot be read",
                ply.div_ceil(2)
            ),
            PgnError::Variant(v) => write!(
                f,
                "the game is of the variant \"{v}\"; only standard chess can be read"
            ),
            PgnError::VariationBeforeMove => {
                f.write_str("a variation ( ... ) stands before any move it could replace")
            }
            PgnError::TooDeep => write!(
                f,
                "variations are nested more than {MAX_VARIATION_DEPTH} deep"
            ),
        }
    }
}

impl std::error::Error for PgnError {}

/// Why one game of a many-game file could not be read: which game, and
/// the error.
///
/// # Examples
///
/// ```
/// use hotseat_rules::read_pgn_games;
/// let games: Vec<_> = read_pgn_games("1. e4 e5 1-0\n\n1. e4 e5 2. Ke3 *").collect();
/// assert!(games[0].is_ok());
/// let error = games[1].as_ref().unwrap_err();
/// assert!(error.to_string().starts_with("game 2, move 2 (Ke3): "));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnGameError {
    /// Which game of the file (1 is the first).
    pub game: usize,
    /// What was wrong with it.
    pub error: PgnError,
}

impl fmt::Display for PgnGameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game {}, {}", self.game, self.error)
    }
}

impl std::error::Error for PgnGameError {}
