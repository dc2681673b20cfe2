//! What an action made of a match.

use hotseat_rules::{Color, Declaration, Ply};

use super::{Adjustment, AdjustmentRecord, Before, Match, MoveClock};

/// What an action did to the match, and what [`Match::revert`] needs to
/// take it back if the caller cannot save it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Change {
    /// What the action did.
    pub event: Event,
    /// The parts of the match the action may have changed, as they were.
    pub(super) before: Before,
}

impl Change {
    /// The clock adjustments this change added to `now` (the match it was
    /// applied to): one, or a *Set clocks*' several; none for other
    /// events.
    pub fn added_adjustments<'a>(&self, now: &'a Match) -> &'a [AdjustmentRecord] {
        match self.event {
            Event::Adjusted(_) => now
                .clock_adjustments()
                .get(self.before.adjustments()..)
                .unwrap_or_default(),
            _ => &[],
        }
    }

    /// How many clock adjustments the match had before this change.
    pub fn adjustments_before(&self) -> usize {
        self.before.adjustments()
    }
}

/// What an action did to the match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Event {
    /// A move was played: ply number `ply` (1-based), with its clock
    /// readings in a timed match.
    Moved {
        /// The move, or the drop.
        mv: Ply,
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
