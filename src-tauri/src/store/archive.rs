//! The archive's queries: a page of the games not deleted, and marking a
//! game deleted or not (see [`crate::archive`]).

use hotseat_rules::Outcome;
use rusqlite::{params, OptionalExtension};

use super::codes::to_u64;
use super::{now_millis, Store, StoreError};
use crate::archive::ArchiveError;
use crate::dto::{GamePage, GameSummary};
use crate::time_control::TimeControl;

impl Store {
    /// The games not deleted, newest first: `limit` of them from `offset`,
    /// and how many there are. `current` is the id of the game being
    /// played.
    ///
    /// Both queries are answered by the partial index `games_live`, so a
    /// page costs the same with ten or ten thousand games.
    ///
    /// # Errors
    ///
    /// [`StoreError`] when the read fails.
    pub fn list_games(
        &self,
        offset: u32,
        limit: u32,
        current: Option<i64>,
    ) -> Result<GamePage, StoreError> {
        let total: i64 = self.conn.query_row(
            "SELECT COUNT(*) FROM games INDEXED BY games_live WHERE deleted_at IS NULL",
            [],
            |r| r.get(0),
        )?;
        let mut stmt = self.conn.prepare_cached(
            "SELECT id, created_at, finished_at, result, reason, ply_count, time_control
             FROM games INDEXED BY games_live WHERE deleted_at IS NULL
             ORDER BY id DESC LIMIT ?1 OFFSET ?2",
        )?;
        let rows = stmt.query_map(params![limit, offset], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, i64>(1)?,
                r.get::<_, Option<i64>>(2)?,
                r.get::<_, Option<String>>(3)?,
                r.get::<_, Option<String>>(4)?,
                r.get::<_, i64>(5)?,
                r.get::<_, Option<String>>(6)?,
            ))
        })?;
        let mut items = Vec::new();
        for row in rows {
            let (id, created_at, finished_at, result, reason, plies, control) = row?;
            let outcome = result
                .as_deref()
                .zip(reason.as_deref())
                .and_then(|(result, reason)| Outcome::from_codes(result, reason));
            // A time control that does not read is shown as untimed rather
            // than hiding the game.
            let time_control =
                control.and_then(|text| serde_json::from_str::<TimeControl>(&text).ok());
            items.push(GameSummary {
                id,
                created_at,
                finished_at,
                result: outcome.map_or("*", Outcome::result),
                reason: outcome.map(|o| o.to_string()),
                moves: u32::try_from(to_u64(plies)).unwrap_or(u32::MAX),
                time_control,
                current: Some(id) == current,
            });
        }
        Ok(GamePage {
            total: u32::try_from(to_u64(total)).unwrap_or(u32::MAX),
            items,
        })
    }

    /// Whether a game with this id exists and is not deleted.
    ///
    /// # Errors
    ///
    /// [`StoreError`] when the read fails.
    pub fn is_live(&self, id: i64) -> Result<bool, StoreError> {
        Ok(self
            .conn
            .query_row(
                "SELECT 1 FROM games WHERE id = ?1 AND deleted_at IS NULL",
                [id],
                |_| Ok(()),
            )
            .optional()?
            .is_some())
    }

    /// Marks a game deleted (see the module's notes).
    ///
    /// # Errors
    ///
    /// [`ArchiveError::Current`] for the game being played,
    /// [`ArchiveError::NotFound`] for an unknown or already deleted id.
    pub fn delete_game(&mut self, id: i64) -> Result<(), ArchiveError> {
        if self.current_id()? == Some(id) {
            return Err(ArchiveError::Current(id));
        }
        let changed = self.conn.execute(
            "UPDATE games SET deleted_at = ?2 WHERE id = ?1 AND deleted_at IS NULL",
            params![id, now_millis()],
        )?;
        if changed == 0 {
            return Err(ArchiveError::NotFound(id));
        }
        Ok(())
    }

    /// Takes back [`Store::delete_game`] (before the next start-up).
    ///
    /// # Errors
    ///
    /// [`ArchiveError::NotFound`] when the game is not deleted (or gone).
    pub fn restore_game(&mut self, id: i64) -> Result<(), ArchiveError> {
        let changed = self.conn.execute(
            "UPDATE games SET deleted_at = NULL WHERE id = ?1 AND deleted_at IS NOT NULL",
            [id],
        )?;
        if changed == 0 {
            return Err(ArchiveError::NotFound(id));
        }
        Ok(())
    }
}
