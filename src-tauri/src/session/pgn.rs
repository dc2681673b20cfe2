//! PGN in and out: a pasted game imported with its record kept, and the
//! current game exported.

use super::Session;
use crate::chess_match::Match;
use crate::dto::GameView;
use crate::error::{CommandError, Failed};
use crate::pgn::export;
use crate::pgn::import;
use crate::pgn::roster::Roster;

impl Session {
    /// Starts a new game from a pasted FEN or PGN (see [`import`]): a PGN's
    /// moves are saved as if played, so undo walks back through them and a
    /// restart restores them. A PGN game's record (every tag, comment, NAG
    /// and variation) is kept with it and written back on export.
    ///
    /// # Errors
    ///
    /// [`CommandError::InvalidFen`] / [`CommandError::InvalidPgn`] with the
    /// rules' reason, [`CommandError::BadRequest`] for an empty or oversized
    /// text, or a failed save; the old game then goes on.
    pub fn import(&mut self, text: &str) -> Result<GameView, CommandError> {
        let (game, record) = import::parse_import(text)?;
        let roster = record.as_deref().map(Roster::of_pgn).unwrap_or_default();
        self.replace_game(Match::new(game, None), record, roster)
            .map_err(|e| e.during(Failed::Import).into())
    }

    /// The current game as PGN, dated the day it was started; a timed game
    /// with its time control and clock comments; an imported PGN game with
    /// everything its record held; a reviewed game with its review.
    pub fn export_pgn(&self) -> String {
        // A review that cannot be read is no reason to keep the game back.
        let analysis = self
            .store
            .as_ref()
            .and_then(|(store, id)| store.load_analysis(*id).ok().flatten());
        export::match_pgn(
            &self.current,
            self.created_at,
            &self.roster,
            self.record.as_deref(),
            analysis.as_ref(),
        )
    }

    /// The file name a save dialog should propose for [`Session::export_pgn`].
    pub fn pgn_file_name(&self) -> String {
        export::pgn_file_name(self.created_at, &self.roster)
    }
}
