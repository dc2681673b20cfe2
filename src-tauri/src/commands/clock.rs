//! The clock of a timed game: pause, resume and adjust. (The page pauses
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
