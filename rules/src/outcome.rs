//! How a game ended.

use std::fmt;

use crate::Color;

/// Why a game was drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawReason {
    /// The side to move is not in check and has no legal move.
    Stalemate,
    /// Neither side can ever checkmate (SPEC section 2's table).
    InsufficientMaterial,
    /// One hundred plies without a capture or a pawn move.
    FiftyMoveRule,
    /// The same position for the third time.
    ThreefoldRepetition,
}

/// The verdict of a finished game.
///
/// # Examples
///
/// ```
/// use hotseat_rules::{Color, DrawReason, Outcome};
/// let mate = Outcome::Checkmate { winner: Color::Black };
/// assert_eq!(mate.result(), "0-1");
/// assert_eq!(mate.to_string(), "Checkmate — Black wins");
/// let draw = Outcome::Draw(DrawReason::FiftyMoveRule);
/// assert_eq!(draw.reason_code(), "fifty_move");
/// assert_eq!(draw.to_string(), "Draw — fifty-move rule");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The side to move is checkmated; `winner` delivered the mate.
    Checkmate {
        /// The side that gave mate.
        winner: Color,
    },
    /// Neither side won.
    Draw(DrawReason),
}

impl Outcome {
    /// The winner, if any.
    pub const fn winner(self) -> Option<Color> {
        match self {
            Outcome::Checkmate { winner } => Some(winner),
            Outcome::Draw(_) => None,
        }
    }

    /// The PGN result: `1-0`, `0-1` or `1/2-1/2`.
    pub const fn result(self) -> &'static str {
        match self {
            Outcome::Checkmate {
                winner: Color::White,
            } => "1-0",
            Outcome::Checkmate {
                winner: Color::Black,
            } => "0-1",
            Outcome::Draw(_) => "1/2-1/2",
        }
    }

    /// The machine-readable reason used by the CLI and the app:
    /// `checkmate`, `stalemate`, `fifty_move`, `threefold_repetition` or
    /// `insufficient_material`.
    pub const fn reason_code(self) -> &'static str {
        match self {
            Outcome::Checkmate { .. } => "checkmate",
            Outcome::Draw(DrawReason::Stalemate) => "stalemate",
            Outcome::Draw(DrawReason::FiftyMoveRule) => "fifty_move",
            Outcome::Draw(DrawReason::ThreefoldRepetition) => "threefold_repetition",
            Outcome::Draw(DrawReason::InsufficientMaterial) => "insufficient_material",
        }
    }
}

/// The exact status-line text of SPEC section 5.
impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Outcome::Checkmate {
                winner: Color::White,
            } => "Checkmate — White wins",
            Outcome::Checkmate {
                winner: Color::Black,
            } => "Checkmate — Black wins",
            Outcome::Draw(DrawReason::Stalemate) => "Stalemate — draw",
            Outcome::Draw(DrawReason::FiftyMoveRule) => "Draw — fifty-move rule",
            Outcome::Draw(DrawReason::ThreefoldRepetition) => "Draw — threefold repetition",
            Outcome::Draw(DrawReason::InsufficientMaterial) => "Draw — insufficient material",
        })
    }
}
