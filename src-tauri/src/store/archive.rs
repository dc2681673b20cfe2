//! The archive's queries: a page of the games not deleted, and marking a
//! game deleted or not (see [`crate::archive`]).

use hotseat_rules::{scan_pgn_headers, Color, Outcome, Position};
use rusqlite::{params, OptionalExtension};

use super::codes::to_u64;
use super::{now_millis, Store, StoreError};
use crate::archive::ArchiveError;
use crate::dto::{ArchivedResult, GamePage, GameSummary};
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
            "SELECT id, created_at, finished_at, result, reason, ply_count, time_control, start_fen,
                    pgn_record
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
                r.get::<_, String>(7)?,
                r.get::<_, Option<String>>(8)?,
            ))
        })?;
        let mut items = Vec::new();
        for row in rows {
            let (id, created_at, finished_at, result, reason, plies, control, start, record) = row?;
            let plies = u32::try_from(to_u64(plies)).unwrap_or(u32::MAX);
            let outcome = result
                .as_deref()
                .zip(reason.as_deref())
                .and_then(|(result, reason)| Outcome::from_codes(result, reason));
            // A time control that does not read is shown as untimed rather
            // than hiding the game.
            let time_control =
                control.and_then(|text| serde_json::from_str::<TimeControl>(&text).ok());
            // The players and the event from an imported game's record:
            // its tags only, no move played. The record is written tags
            // first, then an empty line: the scan reads the tags alone
            // (the whole record cost 6 of a page's 7 ms with 10,000
            // imported games, debug build).
            let header = record
                .as_deref()
                .and_then(|r| scan_pgn_headers(tag_section(r)).next());
            let tag = |name| header.as_ref().and_then(|h| h.tag(name)).map(str::to_owned);
            items.push(GameSummary {
                id,
                created_at,
                finished_at,
                result: ArchivedResult(outcome),
                reason: outcome.map(|o| o.to_string()),
                moves: plies,
                full_moves: full_moves(&start, plies),
                time_control,
                current: Some(id) == current,
                white: tag("White"),
                black: tag("Black"),
                event: tag("Event"),
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

/// The tag pairs of a record as `PgnGame::to_pgn` writes it: everything
/// before its first empty line.
fn tag_section(record: &str) -> &str {
    record.split_once("\n\n").map_or(record, |(tags, _)| tags)
}

/// How many moves `plies` plies from `start_fen` make, as players count
/// them: one for each move number used (a game that starts with Black to
/// move has its first move alone on its number).
fn full_moves(start_fen: &str, plies: u32) -> u32 {
    let black_first = Position::from_fen(start_fen).is_ok_and(|p| p.turn() == Color::Black);
    (plies + u32::from(black_first && plies > 0)).div_ceil(2)
}

#[cfg(test)]
mod tests {
    use super::{full_moves, tag_section};

    #[test]
    fn the_tags_of_a_record_are_read_without_its_moves() {
        let record = "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 *\n";
        assert_eq!(tag_section(record), "[White \"A\"]\n[Black \"B\"]");
        assert_eq!(tag_section("1. e4 *"), "1. e4 *");
    }

    #[test]
    fn moves_are_counted_by_move_number() {
        let black_to_move = "7k/8/8/8/8/8/8/R6K b - - 0 80";
        let cases = [
            (hotseat_rules::START_FEN, 0, 0),
            (hotseat_rules::START_FEN, 1, 1),
            (hotseat_rules::START_FEN, 2, 1),
            (hotseat_rules::START_FEN, 3, 2),
            (black_to_move, 0, 0),
            (black_to_move, 1, 1), // 80… Kg8
            (black_to_move, 2, 2), // 80… Kg8 81. Ra2
            (black_to_move, 3, 2),
            ("not a fen", 3, 2),
        ];
        for (fen, plies, moves) in cases {
            assert_eq!(full_moves(fen, plies), moves, "{fen} after {plies}");
        }
    }
}
