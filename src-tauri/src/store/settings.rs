//! The `settings` table: the players' settings (and the current game's id).

use rusqlite::{params, OptionalExtension};

use super::{Store, StoreError};

impl Store {
    /// The stored value of `key` in the `settings` table, if any.
    ///
    /// # Errors
    ///
    /// [`StoreError::Sqlite`] when the read fails.
    pub fn setting(&self, key: &str) -> Result<Option<String>, StoreError> {
        Ok(self
            .conn
            .query_row("SELECT value FROM settings WHERE key = ?1", [key], |r| {
                r.get(0)
            })
            .optional()?)
    }

    /// Writes `(key, value)` rows of the `settings` table, all or none.
    ///
    /// # Errors
    ///
    /// [`StoreError::Sqlite`] when the write fails; nothing is changed then.
    pub fn set_settings(&mut self, rows: &[(&str, String)]) -> Result<(), StoreError> {
        let tx = self.conn.transaction()?;
        {
            let mut upsert = tx.prepare_cached(
                "INSERT INTO settings (key, value) VALUES (?1, ?2)
                 ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            )?;
            for (key, value) in rows {
                upsert.execute(params![key, value])?;
            }
        }
        tx.commit()?;
        Ok(())
    }
}
