//! The clock of a timed game: pause, resume, adjust and set by hand. (The page pauses
//! when it is hidden; a restarted timed game comes back paused.)

use serde::Deserialize;
use ts_rs::TS;

use super::args::{Args, NoArgs};
use crate::chess_match::Adjustment;
use crate::dto::GameView;
use crate::error::CommandError;
use crate::session::Session;

/// Pauses the running clock (does nothing when no clock runs).
pub fn pause(session: &mut Session, _: NoArgs) -> Result<GameView, CommandError> {
    session.pause()
}

/// Starts the paused clock again (does nothing when it is not paused).
pub fn resume(session: &mut Session, _: NoArgs) -> Result<GameView, CommandError> {
    session.resume()
}

/// `adjust_clock`'s arguments.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, TS)]
pub struct AdjustClockArgs {
    /// What to change: time given to a side, or (paused) a side's time
    /// left or the moves made in its stage.
    pub adjustment: Adjustment,
}

impl Args for AdjustClockArgs {
    const USAGE: &'static str = "{adjustment: {kind: \"give\", to, ms} | {kind: \"setTime\", color, ms} | {kind: \"setStageMoves\", color, made}}";
}

/// Adjusts the clocks of a timed game ("+15 s to the opponent", or an
/// arbiter's correction while paused); saved at once.
pub fn adjust_clock(
    session: &mut Session,
    args: AdjustClockArgs,
) -> Result<GameView, CommandError> {
    session.adjust_clock(args.adjustment)
}

/// The most adjustments one `set_clocks` makes (both sides' time and
/// stage count, with room to spare).
pub const MAX_SET_CLOCKS: usize = 8;

/// `set_clocks`' arguments.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, TS)]
pub struct SetClocksArgs {
    /// The corrections, made in this order as one change (one save, one
    /// look at the clock before them).
    pub adjustments: Vec<Adjustment>,
}

impl Args for SetClocksArgs {
    const USAGE: &'static str = "{adjustments: [{kind: \"setTime\", color, ms} | {kind: \"setStageMoves\", color, made} | {kind: \"give\", to, ms}, …]}";

    fn check(&self) -> Result<(), CommandError> {
        if self.adjustments.len() > MAX_SET_CLOCKS {
            return Err(CommandError::BadRequest(format!(
                "set_clocks takes at most {MAX_SET_CLOCKS} adjustments, found {}",
                self.adjustments.len()
            )));
        }
        Ok(())
    }
}

/// The paused clocks corrected by hand (the Set clocks dialog): every
/// adjustment in one change, saved in one transaction, or none of them.
pub fn set_clocks(session: &mut Session, args: SetClocksArgs) -> Result<GameView, CommandError> {
    session.set_clocks(args.adjustments)
}
