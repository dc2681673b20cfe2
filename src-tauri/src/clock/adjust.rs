//! An arbiter's corrections to a clock: time given to a side, a side's
//! time set by hand, the moves made in a side's stage set by hand. The
//! match checks when each is allowed; here is only the arithmetic.

use hotseat_rules::Color;

use super::Clock;

impl Clock {
    /// Adds `ms` to `color`'s time left.
    pub fn give(&mut self, color: Color, ms: u64) {
        self.banked[color] = self.banked[color].saturating_add(ms);
    }

    /// Makes `color`'s clock show `ms` at `now` (time already used in the
    /// current turn stays used: the clock shows `ms` and counts down from
    /// there when it runs).
    pub fn set_time(&mut self, color: Color, ms: u64, now: u64) {
        let shown = self.shown(now).of(color);
        let charged = self.banked[color].saturating_sub(shown);
        self.banked[color] = ms.saturating_add(charged);
    }

    /// Makes `color` have made `made` moves in its current stage (fewer
    /// than the stage has: the stage stays the same).
    pub fn set_stage_moves(&mut self, color: Color, made: u32) {
        let at = self.stage(color);
        self.moves[color] = at.start(self.control.stages(color)) + made;
    }
}
