//! The archive: every stored game, newest first, a page at a time; a
//! read-only replay and the PGN of any of them; deleting (undoably) and
//! restoring.
//!
//! A deleted game is only marked (`deleted_at`) so that the page can offer
//! to undo the deletion; marked games are removed at the next start-up
//! (`Store::open`). The current game cannot be deleted.

use hotseat_rules::{Color, DrawReason, Outcome};
use rusqlite::{params, OptionalExtension};

use crate::dto::{GamePage, GameSummary};
use crate::store::{now_millis, to_u64, Store, StoreError};
use crate::time_control::TimeControl;

/// The verdict a row's `result` and `reason` stand for (the reason codes
/// of [`Outcome::reason_code`]), to show its status text.
fn outcome_of(result: &str, reason: &str) -> Option<Outcome> {
    let winner = match result {
        "1-0" => Some(Color::White),
        "0-1" => Some(Color::Black),
        _ => None,
    };
    Some(match (reason, winner) {
        ("checkmate", Some(winner)) => Outcome::Checkmate { winner },
        ("resignation", Some(winner)) => Outcome::Resignation { winner },
        ("time_out", Some(winner)) => Outcome::TimeOut { winner },
        ("stalemate", None) => Outcome::Draw(DrawReason::Stalemate),
        ("insufficient_material", None) => Outcome::Draw(DrawReason::InsufficientMaterial),
        ("fifty_move", None) => Outcome::Draw(DrawReason::FiftyMoveRule),
        ("threefold_repetition", None) => Outcome::Draw(DrawReason::ThreefoldRepetition),
        ("agreement", None) => Outcome::Draw(DrawReason::Agreement),
        ("time_out_insufficient_material", None) => {
            Outcome::Draw(DrawReason::TimeOutInsufficientMaterial)
        }
        _ => return None,
    })
}

/// Why an archive request failed.
#[derive(Debug, thiserror::Error)]
pub enum ArchiveError {
    /// No game with this id, or it is deleted.
    #[error("there is no game {0} in the archive")]
    NotFound(i64),
    /// The game being played cannot be deleted.
    #[error("game {0} is the game being played; start a new game before deleting it")]
    Current(i64),
    /// The database failed.
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<rusqlite::Error> for ArchiveError {
    fn from(e: rusqlite::Error) -> Self {
        ArchiveError::Store(StoreError::Sqlite(e))
    }
}

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
                .and_then(|(result, reason)| outcome_of(result, reason));
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_reason_code_reads_back() {
        let outcomes = [
            Outcome::Checkmate {
                winner: Color::White,
            },
            Outcome::Resignation {
                winner: Color::Black,
            },
            Outcome::TimeOut {
                winner: Color::White,
            },
            Outcome::Draw(DrawReason::Stalemate),
            Outcome::Draw(DrawReason::InsufficientMaterial),
            Outcome::Draw(DrawReason::FiftyMoveRule),
            Outcome::Draw(DrawReason::ThreefoldRepetition),
            Outcome::Draw(DrawReason::Agreement),
            Outcome::Draw(DrawReason::TimeOutInsufficientMaterial),
        ];
        for outcome in outcomes {
            assert_eq!(
                outcome_of(outcome.result(), outcome.reason_code()),
                Some(outcome)
            );
        }
        assert_eq!(outcome_of("1-0", "stalemate"), None);
        assert_eq!(outcome_of("*", "checkmate"), None);
    }
}

/// The archive as the commands see it: through the session's store. A
/// session that saves nothing has an empty archive.
mod session {
    use super::ArchiveError;
    use crate::dto::{plies_of, GamePage, Ply, PositionView};
    use crate::error::CommandError;
    use crate::export;
    use crate::session::Session;
    use crate::store::SavedGame;

    /// Most games one page may ask for.
    pub const MAX_PAGE: u32 = 500;

    impl From<ArchiveError> for CommandError {
        fn from(e: ArchiveError) -> Self {
            match e {
                ArchiveError::NotFound(_) => CommandError::NotFound(e.to_string()),
                ArchiveError::Current(_) => CommandError::NotAllowed(e.to_string()),
                ArchiveError::Store(e) => {
                    CommandError::Storage(format!("the archive could not be read: {e}"))
                }
            }
        }
    }

    impl Session {
        /// A page of the archive, newest first.
        ///
        /// # Errors
        ///
        /// [`CommandError::BadRequest`] for a `limit` of 0 or over
        /// [`MAX_PAGE`]; a failed read.
        pub fn games(&self, offset: u32, limit: u32) -> Result<GamePage, CommandError> {
            if !(1..=MAX_PAGE).contains(&limit) {
                return Err(CommandError::BadRequest(format!(
                    "limit is {limit}: a page has 1 to {MAX_PAGE} games"
                )));
            }
            match self.store() {
                Some((store, current)) => Ok(store
                    .list_games(offset, limit, Some(current))
                    .map_err(ArchiveError::from)?),
                None => Ok(GamePage {
                    total: 0,
                    items: Vec::new(),
                }),
            }
        }

        /// A stored game (not deleted), replayed.
        fn archived(&self, id: i64) -> Result<SavedGame, CommandError> {
            let (store, _) = self.store().ok_or(ArchiveError::NotFound(id))?;
            if !store.is_live(id).map_err(ArchiveError::from)? {
                return Err(ArchiveError::NotFound(id).into());
            }
            Ok(store
                .load_game(id)
                .map_err(ArchiveError::from)?
                .ok_or(ArchiveError::NotFound(id))?)
        }

        /// The board of stored game `id` after `ply` plies; reads only.
        ///
        /// # Errors
        ///
        /// [`CommandError::NotFound`], [`CommandError::BadRequest`] for a
        /// ply past the game's end, or a failed read.
        pub fn archived_position(&self, id: i64, ply: u64) -> Result<PositionView, CommandError> {
            let saved = self.archived(id)?;
            let played = saved.game.history().len();
            usize::try_from(ply)
                .ok()
                .and_then(|ply| PositionView::of(&saved.game, ply))
                .ok_or_else(|| {
                    CommandError::BadRequest(format!(
                        "ply {ply} is out of range: game {id} has positions 0 to {played}"
                    ))
                })
        }

        /// The move list of stored game `id` (SAN, move numbers, colours),
        /// for the replay's list of moves; reads only.
        ///
        /// # Errors
        ///
        /// [`CommandError::NotFound`] or a failed read.
        pub fn archived_moves(&self, id: i64) -> Result<Vec<Ply>, CommandError> {
            Ok(plies_of(&self.archived(id)?.game))
        }

        /// Stored game `id` as PGN (with its time control and clock
        /// comments if it was timed).
        ///
        /// # Errors
        ///
        /// [`CommandError::NotFound`] or a failed read.
        pub fn archived_pgn(&self, id: i64) -> Result<String, CommandError> {
            let saved = self.archived(id)?;
            Ok(match saved.time_control {
                Some(control) => export::timed_game_pgn(
                    &saved.game,
                    saved.created_at,
                    &control,
                    &saved.move_clocks,
                ),
                None => export::game_pgn(&saved.game, saved.created_at),
            })
        }

        /// Deletes stored game `id`, undoably until the next start-up.
        ///
        /// # Errors
        ///
        /// [`CommandError::NotAllowed`] for the game being played,
        /// [`CommandError::NotFound`], or a failed write.
        pub fn delete_game(&mut self, id: i64) -> Result<(), CommandError> {
            let store = self.store_mut().ok_or(ArchiveError::NotFound(id))?;
            Ok(store.delete_game(id)?)
        }

        /// Takes back [`Session::delete_game`].
        ///
        /// # Errors
        ///
        /// [`CommandError::NotFound`] when the game is not deleted, or a
        /// failed write.
        pub fn restore_game(&mut self, id: i64) -> Result<(), CommandError> {
            let store = self.store_mut().ok_or(ArchiveError::NotFound(id))?;
            Ok(store.restore_game(id)?)
        }
    }
}

pub use session::MAX_PAGE;
