//! What an action made of a match.

use hotseat_rules::{Color, Declaration, Move};

use super::{Adjustment, Match, MoveClock};

/// The match after an action, and what happened, so that the caller can
/// save exactly that before adopting it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Change {
    /// The match after the action.
    pub next: Match,
    /// What the action did.
    pub event: Event,
}

/// What an action did to the match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Event {
    /// A move was played: ply number `ply` (1-based), with its clock
    /// readings in a timed match.
    Moved {
        /// The move.
        mv: Move,
        /// Its number in the game (1 is the first).
        ply: usize,
        /// Its clock readings (timed matches).
        clock: Option<MoveClock>,
    },
    /// The last action was taken back; `removed_ply` is the ply that went
    /// with it (a move, or a time out with the move before it), if any.
    Undone {
        /// The number of the ply taken back, if one was.
        removed_ply: Option<usize>,
    },
    /// A verdict was declared.
    Declared(Declaration),
    /// This side offered a draw.
    Offered(Color),
    /// The draw offer was answered.
    Answered {
        /// Whether the draw was agreed.
        accepted: bool,
    },
    /// The clock was paused.
    Paused,
    /// The clock was started again.
    Resumed,
    /// The clocks were adjusted.
    Adjusted(Adjustment),
}
