//! The clock of a timed game: pause, resume, adjust and set by hand. (The page pauses
//! when it is hidden; a restarted timed game comes back paused.)

use serde::Deserialize;
use ts_rs::TS;

use super::args::list_at_most;
use crate::chess_match::Adjustment;
use crate::dto::GameView;
use crate::error::CommandError;
use crate::session::Session;

/// Pauses the running clock (does nothing when no clock runs).
pub fn pause(session: &mut Session) -> Result<GameView, CommandError> {
    session.pause()
}

/// Starts the paused clock again (does nothing when it is not paused).
pub fn resume(session: &mut Session) -> Result<GameView, CommandError> {
    session.resume()
}

/// `adjust_clock`'s arguments.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, TS)]
pub struct AdjustClockArgs {
    /// What to change: time given to a side, or (paused) a side's time
    /// left or the moves made in its stage.
    pub adjustment: Adjustment,
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
    #[serde(deserialize_with = "list_at_most::<MAX_SET_CLOCKS, _, _>")]
    pub adjustments: Vec<Adjustment>,
}

/// The paused clocks corrected by hand (the Set clocks dialog): every
/// adjustment in one change, saved in one transaction, or none of them.
pub fn set_clocks(session: &mut Session, args: SetClocksArgs) -> Result<GameView, CommandError> {
    session.set_clocks(args.adjustments)
}
