//! Verdicts declared off the board: a resignation, a draw agreed by both
//! players, a flag fall. The board cannot see them, so the players (or the
//! app's clock) announce them to the [`Game`].

use std::fmt;

use crate::Rules;
use crate::{Color, DrawReason, Game, Outcome};

/// A verdict that comes from the players or the clock, not from the
/// position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Declaration {
    /// This side resigned.
    Resignation(Color),
    /// Both players agreed to a draw.
    DrawAgreed,
    /// This side's time ran out.
    TimeOut(Color),
}

/// A verdict was declared, or asked for, after the game had already ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AlreadyOver(pub Outcome);

impl fmt::Display for AlreadyOver {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the game is already over ({})", self.0)
    }
}

impl std::error::Error for AlreadyOver {}

impl Game {
    /// Ends the game by `declaration` and returns the verdict.
    ///
    /// A flag fall is a win for the other side, unless that side's own
    /// material could never mate
    /// ([`Position::lacks_mating_material`](crate::Position::lacks_mating_material)):
    /// then it is [`DrawReason::TimeOutInsufficientMaterial`].
    ///
    /// [`Game::undo`] takes such a verdict back before any move.
    ///
    /// # Errors
    ///
    /// [`AlreadyOver`] when the game already has a verdict (of the board
    /// or declared); the game is then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use hotseat_rules::{Color, Declaration, Game, Undone};
    /// let mut game = Game::new();
    /// game.play_text("e4").unwrap();
    /// let outcome = game.declare(Declaration::Resignation(Color::Black)).unwrap();
    /// assert_eq!(game.status_text(), "Black resigns — White wins");
    /// assert_eq!(outcome.result(), "1-0");
    /// assert!(game.agree_draw().is_err());
    /// assert_eq!(game.undo(), Ok(Undone::Declaration(Declaration::Resignation(Color::Black))));
    /// assert_eq!(game.status_text(), "Black to move");
    /// ```
    pub fn declare(&mut self, declaration: Declaration) -> Result<Outcome, AlreadyOver> {
        if let Some(outcome) = self.outcome() {
            return Err(AlreadyOver(outcome));
        }
        let outcome = match declaration {
            Declaration::Resignation(loser) => Outcome::Resignation { winner: !loser },
            Declaration::DrawAgreed => Outcome::Draw(DrawReason::Agreement),
            Declaration::TimeOut(flagged) => {
                if self.position().lacks_mating_material(!flagged) {
                    Outcome::Draw(DrawReason::TimeOutInsufficientMaterial)
                } else {
                    Outcome::TimeOut { winner: !flagged }
                }
            }
        };
        self.set_declared(declaration, outcome);
        Ok(outcome)
    }

    /// `color` resigns: `White resigns — Black wins`.
    ///
    /// # Errors
    ///
    /// [`AlreadyOver`], as [`Game::declare`].
    pub fn resign(&mut self, color: Color) -> Result<Outcome, AlreadyOver> {
        self.declare(Declaration::Resignation(color))
    }

    /// Both players agree to a draw: `Draw — agreement`.
    ///
    /// # Errors
    ///
    /// [`AlreadyOver`], as [`Game::declare`].
    pub fn agree_draw(&mut self) -> Result<Outcome, AlreadyOver> {
        self.declare(Declaration::DrawAgreed)
    }

    /// `color`'s time ran out: `Time out — … wins`, or `Draw — time out
    /// with insufficient material`.
    ///
    /// # Errors
    ///
    /// [`AlreadyOver`], as [`Game::declare`].
    pub fn time_out(&mut self, color: Color) -> Result<Outcome, AlreadyOver> {
        self.declare(Declaration::TimeOut(color))
    }
}
