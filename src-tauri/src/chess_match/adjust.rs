//! Adjusting the clocks of a match: time given to a side while the game
//! goes on; while paused, a side's time or its stage's move count set by
//! hand (an arbiter's correction).

use hotseat_rules::{ByColor, Color};

use super::{Adjustment, AdjustmentRecord, Event, Match, MatchError, MAX_GIVE_MS};
use crate::time_control::{MAX_BASE_MS, MAX_STAGE_MOVES};

/// `value` if it is within `min..=max`, else the error naming `what`.
fn within(what: &'static str, value: u32, min: u32, max: u32) -> Result<u32, MatchError> {
    if (min..=max).contains(&value) {
        Ok(value)
    } else {
        Err(MatchError::OutOfRange {
            what,
            value,
            min,
            max,
        })
    }
}

impl Match {
    /// Applies `adjustment` at `now`.
    ///
    /// # Errors
    ///
    /// [`MatchError::NotTimed`] without a clock, [`MatchError::Over`] after
    /// the verdict, [`MatchError::NotPaused`] for a value set while the
    /// clock is not paused, [`MatchError::OutOfRange`] for a value it does
    /// not allow.
    pub(super) fn adjust(&mut self, adjustment: Adjustment, now: u64) -> Result<Event, MatchError> {
        let clock = self.clock().ok_or(MatchError::NotTimed)?;
        self.over()?;
        let set = !matches!(adjustment, Adjustment::Give { .. });
        if set && !self.paused() {
            return Err(MatchError::NotPaused);
        }
        // A stage's move count is set below the stage's own number of moves.
        let stage_moves = match adjustment {
            Adjustment::SetStageMoves { color, .. } => clock.stage(color).stage.moves,
            _ => None,
        };
        let ply = self.game.history().len();
        let timing = self.timing.as_mut().ok_or(MatchError::NotTimed)?;
        match adjustment {
            Adjustment::Give { to, ms } => {
                let ms = within("the time given (ms)", ms, 1, MAX_GIVE_MS)?;
                timing.clock.give(to, u64::from(ms));
            }
            Adjustment::SetTime { color, ms } => {
                let ms = within("the time set (ms)", ms, 0, MAX_BASE_MS)?;
                timing.clock.set_time(color, u64::from(ms), now);
            }
            Adjustment::SetStageMoves { color, made } => {
                let most = stage_moves.map_or(MAX_STAGE_MOVES, |n| n.saturating_sub(1));
                let made = within("the moves made in the stage", made, 0, most)?;
                timing.clock.set_stage_moves(color, made);
            }
        }
        let shown = timing.clock.shown(now);
        let moves = ByColor::new(
            timing.clock.moves(Color::White),
            timing.clock.moves(Color::Black),
        );
        timing.adjustments.push(AdjustmentRecord {
            ply,
            adjustment,
            shown,
            moves,
        });
        Ok(Event::Adjusted(adjustment))
    }

    /// Applies `adjustments` in order at `now`, as one change (its event
    /// is the last one's); `None` for an empty list.
    ///
    /// # Errors
    ///
    /// The first adjustment's refusal ([`Match::adjust`]); the caller
    /// ([`Match::apply`]) then takes back those applied before it.
    pub(super) fn adjust_all(
        &mut self,
        adjustments: &[Adjustment],
        now: u64,
    ) -> Result<Option<Event>, MatchError> {
        let mut made = None;
        for &adjustment in adjustments {
            made = Some(self.adjust(adjustment, now)?);
        }
        Ok(made)
    }
}
