//! Why a match refused an action.

use hotseat_rules::{AlreadyOver, Move, NothingToUndo, PlayError, TextMoveError};

/// An action the match does not allow now; the match is then unchanged.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MatchError {
    /// A move the rules refuse (illegal, or the game is over).
    #[error(transparent)]
    Play(#[from] PlayError),
    /// A pawn move to the last rank sent without the piece it becomes.
    #[error("{0} reaches the last rank: choose queen, rook, bishop or knight")]
    PromotionMissing(Move),
    /// A typed move the rules refuse or cannot read.
    #[error(transparent)]
    Text(#[from] TextMoveError),
    /// A typed pawn move to the last rank without its piece (`e8`, `e7e8`).
    #[error("{text} needs a promotion piece: {}", spellings(text, *uci))]
    TypedPromotionMissing {
        /// What was typed, without check marks or comments.
        text: String,
        /// Whether it was typed in UCI (else SAN).
        uci: bool,
    },
    /// A move while the clock is paused.
    #[error("the clock is paused: resume the game before moving")]
    Paused,
    /// A declaration, offer or answer after the verdict.
    #[error(transparent)]
    Over(#[from] AlreadyOver),
    /// An answer when no draw is offered.
    #[error("no draw is offered: there is nothing to answer")]
    NoOffer,
    /// A clock adjustment in a game without a clock.
    #[error("the game is not timed: there is no clock to adjust")]
    NotTimed,
    /// A clock or stage set by hand while the clock is not paused.
    #[error("pause the clock before setting it")]
    NotPaused,
    /// An adjustment's value outside what it allows.
    #[error("{what} is {value}: it must be from {min} to {max}")]
    OutOfRange {
        /// What was adjusted.
        what: &'static str,
        /// The value asked for.
        value: u32,
        /// The least allowed.
        min: u32,
        /// The most allowed.
        max: u32,
    },
    /// Undo at the start of the game.
    #[error(transparent)]
    NothingToUndo(#[from] NothingToUndo),
}

/// The four ways to write `text` with its piece, in its own notation:
/// `e7e8q, e7e8r, e7e8b or e7e8n`, `e8=Q, e8=R, e8=B or e8=N`.
fn spellings(text: &str, uci: bool) -> String {
    let (sep, pieces) = if uci {
        ("", ["q", "r", "b", "n"])
    } else {
        ("=", ["Q", "R", "B", "N"])
    };
    let [q, r, b, n] = pieces.map(|piece| format!("{text}{sep}{piece}"));
    format!("{q}, {r}, {b} or {n}")
}
