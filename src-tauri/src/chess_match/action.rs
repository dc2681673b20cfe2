//! What the players (and the clock) can do to a match.

use hotseat_rules::{Color, Declaration, Drop, Move};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// One action on a [`Match`](super::Match), applied at a time the caller
/// passes in ([`Match::apply`](super::Match::apply)).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// The side to move plays this move.
    Play(Move),
    /// The side to move puts a piece from its pocket on the board
    /// (Crazyhouse).
    Drop(Drop),
    /// The side to move plays the move typed as SAN or UCI.
    PlayText(String),
    /// Takes back the last action (see [`Match::apply`](super::Match::apply)).
    Undo,
    /// A verdict declared off the board: a resignation, an agreed draw or
    /// a fallen flag.
    Declare(Declaration),
    /// This side offers a draw (offering against a standing offer agrees).
    Offer(Color),
    /// The side a draw was offered to accepts or declines it.
    Answer {
        /// Whether the draw is agreed.
        accept: bool,
    },
    /// Stops the running clock, keeping the turn's time used.
    Pause,
    /// Starts the paused clock again.
    Resume,
    /// An adjustment of the clocks (timed matches).
    Adjust(Adjustment),
    /// Adjustments made in order as one change (the Set clocks dialog);
    /// nothing is made when one is refused.
    AdjustAll(Vec<Adjustment>),
}

/// An adjustment of the clocks: time given to a side (while the game goes
/// on), or, while paused, an arbiter's correction of a side's time or of
/// the moves made in its stage. Carried in the
/// [`Event::Adjusted`](super::Event::Adjusted) it makes, so that it can be
/// kept in the game's record. The page sends it as
/// `{kind: "give", to: "black", ms: 15000}` (`adjust_clock`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "kind", rename_all = "camelCase", deny_unknown_fields)]
pub enum Adjustment {
    /// Adds `ms` to `to`'s clock ("+15 s to the opponent").
    Give {
        /// The side that gets the time.
        to: Color,
        /// How much, 1 ms to [`MAX_GIVE_MS`].
        ms: u32,
    },
    /// Sets `color`'s time left to `ms` (paused only).
    SetTime {
        /// The side whose clock is set.
        color: Color,
        /// Its time left, 0 to
        /// [`MAX_BASE_MS`](crate::time_control::MAX_BASE_MS) ms (0 lets its flag fall).
        ms: u32,
    },
    /// Sets the moves `color` has made in its current stage (paused only;
    /// fewer than the stage has, so the stage stays).
    SetStageMoves {
        /// The side whose count is set.
        color: Color,
        /// The moves made in the stage.
        made: u32,
    },
}

/// The most time one [`Adjustment::Give`] adds (one hour).
pub const MAX_GIVE_MS: u32 = 3_600_000;
