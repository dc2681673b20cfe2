//! Games of a PGN file stored straight into the archive (not made
//! current), a batch per transaction, each with the roster its tags give.

use super::{Store, StoreError};
use crate::pgn_file::bulk::ArchivedImport;

impl Store {
    /// Stores `games` in the archive in one transaction, each with its
    /// moves, the rules' verdict and its record; the current game stays
    /// current. Returns their ids.
    ///
    /// # Errors
    ///
    /// [`StoreError::Sqlite`] when the write fails; none of them is stored
    /// then.
    pub fn archive_imports(&mut self, games: &[ArchivedImport]) -> Result<Vec<i64>, StoreError> {
        let tx = self.conn.transaction()?;
        let mut ids = Vec::with_capacity(games.len());
        for game in games {
            let created = Self::insert_row(
                &tx,
                &game.start_fen,
                &game.ucis,
                game.outcome,
                None,
                Some(&game.record),
                &game.roster,
            )?;
            ids.push(created.id);
        }
        tx.commit()?;
        Ok(ids)
    }
}
