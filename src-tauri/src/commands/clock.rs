//! The clock of a timed game: pause and resume. (The page pauses when it is
//! hidden; a restarted timed game comes back paused.)

use super::args::NoArgs;
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
