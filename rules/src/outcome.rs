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
    /// The players agreed to a draw.
    Agreement,
    /// Both kings reached the eighth rank (Racing Kings: Black's king
    /// arrived on the move after White's).
    BothKingsReachedEighthRank,
    /// A flag fell, but the opponent of the side whose time ran out could
    /// never mate with their own material (see
    /// [`Position::lacks_mating_material`](crate::Position::lacks_mating_material)).
    TimeOutInsufficientMaterial,
}

/// How a variant's own rule gave a side the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VariantWin {
    /// Three-check: the winner gave their third check.
    ThirdCheck,
    /// King of the Hill: the winner's king reached d4, e4, d5 or e5.
    KingInCentre,
    /// Atomic: the loser's king was blown up by a capture next to it.
    KingExploded,
    /// Racing Kings: the winner's king reached the eighth rank first.
    KingReachedEighthRank,
    /// Antichess: the winner has no pieces left.
    NoPiecesLeft,
    /// Antichess: the winner, to move, has no legal move.
    NoMovesLeft,
    /// Horde: Black took every piece of White's horde.
    HordeDestroyed,
}

impl VariantWin {
    /// Every way a variant's rule can end a game.
    pub const ALL: [VariantWin; 7] = [
        VariantWin::ThirdCheck,
        VariantWin::KingInCentre,
        VariantWin::KingExploded,
        VariantWin::KingReachedEighthRank,
        VariantWin::NoPiecesLeft,
        VariantWin::NoMovesLeft,
        VariantWin::HordeDestroyed,
    ];

    /// The reason code (`third_check`, `king_in_centre`, …).
    pub const fn code(self) -> &'static str {
        match self {
            VariantWin::ThirdCheck => "third_check",
            VariantWin::KingInCentre => "king_in_centre",
            VariantWin::KingExploded => "king_exploded",
            VariantWin::KingReachedEighthRank => "king_reached_eighth_rank",
            VariantWin::NoPiecesLeft => "no_pieces_left",
            VariantWin::NoMovesLeft => "no_moves_left",
            VariantWin::HordeDestroyed => "horde_destroyed",
        }
    }

    /// The words before the winner in the status line (`Third check`).
    const fn words(self) -> &'static str {
        match self {
            VariantWin::ThirdCheck => "Third check",
            VariantWin::KingInCentre => "King in the centre",
            VariantWin::KingExploded => "King exploded",
            VariantWin::KingReachedEighthRank => "King reached the eighth rank",
            VariantWin::NoPiecesLeft => "No pieces left",
            VariantWin::NoMovesLeft => "No moves left",
            VariantWin::HordeDestroyed => "Horde destroyed",
        }
    }
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
/// let resigned = Outcome::Resignation { winner: Color::Black };
/// assert_eq!(resigned.to_string(), "White resigns — Black wins");
/// assert_eq!(resigned.termination(), "normal");
/// let flag = Outcome::TimeOut { winner: Color::White };
/// assert_eq!(flag.to_string(), "Time out — White wins");
/// assert_eq!(flag.termination(), "time forfeit");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The side to move is checkmated; `winner` delivered the mate.
    Checkmate {
        /// The side that gave mate.
        winner: Color,
    },
    /// The loser resigned.
    Resignation {
        /// The side that did not resign.
        winner: Color,
    },
    /// The loser's time ran out while the winner could still mate.
    TimeOut {
        /// The side whose flag did not fall.
        winner: Color,
    },
    /// A variant's own rule gave `winner` the game.
    Variant {
        /// The side the rule gave the game to.
        winner: Color,
        /// Which rule.
        reason: VariantWin,
    },
    /// Neither side won.
    Draw(DrawReason),
}

impl Outcome {
    /// Every verdict there is.
    pub const ALL: [Outcome; 27] = [
        Outcome::Checkmate {
            winner: Color::White,
        },
        Outcome::Checkmate {
            winner: Color::Black,
        },
        Outcome::Resignation {
            winner: Color::White,
        },
        Outcome::Resignation {
            winner: Color::Black,
        },
        Outcome::TimeOut {
            winner: Color::White,
        },
        Outcome::TimeOut {
            winner: Color::Black,
        },
        Outcome::Draw(DrawReason::Stalemate),
        Outcome::Draw(DrawReason::InsufficientMaterial),
        Outcome::Draw(DrawReason::FiftyMoveRule),
        Outcome::Draw(DrawReason::ThreefoldRepetition),
        Outcome::Draw(DrawReason::Agreement),
        Outcome::Draw(DrawReason::TimeOutInsufficientMaterial),
        Outcome::Draw(DrawReason::BothKingsReachedEighthRank),
        Outcome::variant(Color::White, VariantWin::ThirdCheck),
        Outcome::variant(Color::Black, VariantWin::ThirdCheck),
        Outcome::variant(Color::White, VariantWin::KingInCentre),
        Outcome::variant(Color::Black, VariantWin::KingInCentre),
        Outcome::variant(Color::White, VariantWin::KingExploded),
        Outcome::variant(Color::Black, VariantWin::KingExploded),
        Outcome::variant(Color::White, VariantWin::KingReachedEighthRank),
        Outcome::variant(Color::Black, VariantWin::KingReachedEighthRank),
        Outcome::variant(Color::White, VariantWin::NoPiecesLeft),
        Outcome::variant(Color::Black, VariantWin::NoPiecesLeft),
        Outcome::variant(Color::White, VariantWin::NoMovesLeft),
        Outcome::variant(Color::Black, VariantWin::NoMovesLeft),
        Outcome::variant(Color::White, VariantWin::HordeDestroyed),
        Outcome::variant(Color::Black, VariantWin::HordeDestroyed),
    ];

    /// A variant's rule giving `winner` the game.
    pub const fn variant(winner: Color, reason: VariantWin) -> Outcome {
        Outcome::Variant { winner, reason }
    }

    /// The verdict whose [`result`](Outcome::result) and
    /// [`reason_code`](Outcome::reason_code) these are (as stored), if any.
    ///
    /// ```
    /// use hotseat_rules::{Color, Outcome};
    /// let mate = Outcome::Checkmate { winner: Color::White };
    /// assert_eq!(Outcome::from_codes("1-0", "checkmate"), Some(mate));
    /// assert_eq!(Outcome::from_codes("1-0", "stalemate"), None);
    /// ```
    pub fn from_codes(result: &str, reason: &str) -> Option<Outcome> {
        Outcome::ALL
            .into_iter()
            .find(|o| o.result() == result && o.reason_code() == reason)
    }

    /// The winner, if any.
    pub const fn winner(self) -> Option<Color> {
        match self {
            Outcome::Checkmate { winner }
            | Outcome::Resignation { winner }
            | Outcome::TimeOut { winner }
            | Outcome::Variant { winner, .. } => Some(winner),
            Outcome::Draw(_) => None,
        }
    }

    /// The PGN result: `1-0`, `0-1` or `1/2-1/2`.
    pub const fn result(self) -> &'static str {
        match self.winner() {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }

    /// The machine-readable reason used by the CLI and the app:
    /// `checkmate`, `stalemate`, `fifty_move`, `threefold_repetition`,
    /// `insufficient_material`, `resignation`, `agreement`, `time_out`,
    /// `time_out_insufficient_material`, and the variants' own
    /// ([`VariantWin::code`], `both_kings_reached_eighth_rank`).
    pub const fn reason_code(self) -> &'static str {
        match self {
            Outcome::Checkmate { .. } => "checkmate",
            Outcome::Resignation { .. } => "resignation",
            Outcome::TimeOut { .. } => "time_out",
            Outcome::Draw(DrawReason::Agreement) => "agreement",
            Outcome::Draw(DrawReason::TimeOutInsufficientMaterial) => {
                "time_out_insufficient_material"
            }
            Outcome::Draw(DrawReason::Stalemate) => "stalemate",
            Outcome::Draw(DrawReason::FiftyMoveRule) => "fifty_move",
            Outcome::Draw(DrawReason::ThreefoldRepetition) => "threefold_repetition",
            Outcome::Draw(DrawReason::InsufficientMaterial) => "insufficient_material",
            Outcome::Draw(DrawReason::BothKingsReachedEighthRank) => {
                "both_kings_reached_eighth_rank"
            }
            Outcome::Variant { reason, .. } => reason.code(),
        }
    }

    /// The PGN `Termination` tag, one of the standard's values: `time
    /// forfeit` for a flag fall (won or drawn), `normal` for every other
    /// verdict (a mate, a draw by the rules, a resignation, an agreement:
    /// the game ended as the rules of play say). The reason itself is the
    /// movetext's and the status line's to tell.
    pub const fn termination(self) -> &'static str {
        match self {
            Outcome::TimeOut { .. } | Outcome::Draw(DrawReason::TimeOutInsufficientMaterial) => {
                "time forfeit"
            }
            _ => "normal",
        }
    }

    /// Whether the verdict was declared off the board (a resignation, an
    /// agreed draw or a flag fall) rather than read from the position.
    pub const fn is_declared(self) -> bool {
        matches!(
            self,
            Outcome::Resignation { .. }
                | Outcome::TimeOut { .. }
                | Outcome::Draw(DrawReason::Agreement | DrawReason::TimeOutInsufficientMaterial)
        )
    }
}

/// The exact status-line text of SPEC section 5, and the variants' in the
/// same form (`Third check — White wins`).
impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Outcome::Variant { winner, reason } = self {
            return write!(f, "{} — {} wins", reason.words(), winner.title());
        }
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
            Outcome::Resignation {
                winner: Color::Black,
            } => "White resigns — Black wins",
            Outcome::Resignation {
                winner: Color::White,
            } => "Black resigns — White wins",
            Outcome::TimeOut {
                winner: Color::White,
            } => "Time out — White wins",
            Outcome::TimeOut {
                winner: Color::Black,
            } => "Time out — Black wins",
            Outcome::Draw(DrawReason::Agreement) => "Draw — agreement",
            Outcome::Draw(DrawReason::TimeOutInsufficientMaterial) => {
                "Draw — time out with insufficient material"
            }
            Outcome::Draw(DrawReason::BothKingsReachedEighthRank) => {
                "Both kings reached the eighth rank — draw"
            }
            Outcome::Variant { .. } => "",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_verdict_reads_back_from_its_codes() {
        for outcome in Outcome::ALL {
            assert_eq!(
                Outcome::from_codes(outcome.result(), outcome.reason_code()),
                Some(outcome)
            );
        }
        assert_eq!(Outcome::from_codes("1-0", "stalemate"), None);
        assert_eq!(Outcome::from_codes("*", "checkmate"), None);
    }
}
