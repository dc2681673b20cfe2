//! The session's part in a PGN file: a game read from it made the current
//! game, and the bulk import allowed only when games can be saved. The file
//! itself is the PGN library's ([`crate::pgn::file::PgnLibrary`]), beside
//! the session.

use hotseat_rules::PgnGame;

use super::Session;
use crate::chess_match::Match;
use crate::dto::GameView;
use crate::error::{CommandError, Failed, Refusal};
use crate::pgn::roster::Roster;

impl Session {
    /// Makes a game read from the opened file the current game, as
    /// [`Session::import`] does with a pasted one (its record kept; the
    /// old game stays in the archive).
    ///
    /// # Errors
    ///
    /// A failed save.
    pub fn pick_pgn_game(&mut self, read: PgnGame) -> Result<GameView, CommandError> {
        let record = read.to_pgn();
        let roster = Roster::from_tags(|name| read.tag(name));
        self.replace_game(Match::new(read.game, None), Some(record), roster)
            .map_err(|e| e.during(Failed::Import).into())
    }

    /// Whether a bulk import may start: only when games can be saved.
    ///
    /// # Errors
    ///
    /// [`CommandError::NotAllowed`] when nothing is saved on this device.
    pub fn check_saves_imports(&self) -> Result<(), CommandError> {
        if self.store.is_none() {
            return Err(CommandError::not_allowed(
                Refusal::NoStorage,
                "games cannot be saved on this device, so none can be imported",
            ));
        }
        Ok(())
    }
}
