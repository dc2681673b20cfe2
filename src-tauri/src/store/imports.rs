//! Games of a PGN file stored straight into the archive (not made
//! current), a batch per transaction, each with the roster its tags give.

use super::{NewRow, Store, StoreError};
use crate::pgn::file::bulk::ArchivedImport;

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
        let now = self.time.date_ms();
        let tx = self.conn.transaction()?;
        let mut ids = Vec::with_capacity(games.len());
        for game in games {
            let row = NewRow {
                variant: game.variant,
                start_fen: &game.start_fen,
                ucis: &game.ucis,
                outcome: game.outcome,
                time_control: None,
                record: Some(&game.record),
                roster: &game.roster,
            };
            let created = Self::insert_row(&tx, &row, now)?;
            ids.push(created.id);
        }
        tx.commit()?;
        Ok(ids)
    }
}
