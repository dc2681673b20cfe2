//! The session's part in a PGN file: one of its games made the current
//! game, and the bulk import allowed only when games can be saved. The file
//! itself is the PGN library's ([`PgnLibrary`]).

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use super::Session;
use crate::chess_match::Match;
use crate::dto::GameView;
use crate::error::{CommandError, Refusal, Task};
use crate::pgn::file::{PgnFile, PgnLibrary};
use crate::pgn::roster::Roster;

impl Session {
    /// The PGN file the players opened, and its bulk import.
    pub fn library(&mut self) -> &mut PgnLibrary {
        &mut self.library
    }

    /// Makes game `index` of the opened file the current game, as
    /// [`Session::import`] does with a pasted one (its record kept; the
    /// old game stays in the archive).
    ///
    /// # Errors
    ///
    /// [`PgnLibrary::game`]'s, or a failed save.
    pub fn pick_pgn_game(&mut self, index: u32) -> Result<GameView, CommandError> {
        let read = self.library.game(index)?;
        let record = read.to_pgn();
        let roster = Roster::from_tags(|name| read.tag(name));
        self.replace_game(Match::new(read.game, None), Some(record), roster)
            .map_err(|e| e.during(Task::Import).into())
    }

    /// Starts a bulk import of the opened file into the archive: the file
    /// and the flag that stops it.
    ///
    /// # Errors
    ///
    /// [`CommandError::NotAllowed`] when games cannot be saved, or
    /// [`PgnLibrary::start_import`]'s.
    pub fn start_pgn_import(&mut self) -> Result<(Arc<PgnFile>, Arc<AtomicBool>), CommandError> {
        if self.store.is_none() {
            return Err(CommandError::not_allowed(
                Refusal::NoStorage,
                "games cannot be saved on this device, so none can be imported",
            ));
        }
        self.library.start_import()
    }
}
