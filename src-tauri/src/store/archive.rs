//! The archive's queries: a page of the games not deleted, and marking a
//! game deleted or not (see [`crate::archive`]).

use hotseat_rules::{AnyPosition, Color, Outcome, Rules, Variant};
use rusqlite::{params, OptionalExtension};

use super::codes::to_u64;
use super::{Store, StoreError};
use crate::archive::ArchiveError;
use crate::dto::{ArchivedResult, GamePage, GameSummary, Verdict};
use crate::pgn::recorded::winner_of;
use crate::time_control::TimeControl;

/// A name as the search compares it: every letter's case folded (SQLite's
/// own `lower()` and `LIKE` fold ASCII letters only: Émile, émile; BJÖRK).
/// The store's `fold` SQL function is this one.
pub(super) fn fold(text: &str) -> String {
    text.to_lowercase()
}

/// What the search by name looks in: both players' names folded, one per
/// line (a typed name has no line break, so it never spans the two);
/// none for a game without names. Written with the game (and by the
/// migration to version 9, in SQL with `fold`).
pub(super) fn names_key(white: Option<&str>, black: Option<&str>) -> Option<String> {
    if white.is_none() && black.is_none() {
        return None;
    }
    Some(format!(
        "{}\n{}",
        fold(white.unwrap_or_default()),
        fold(black.unwrap_or_default())
    ))
}

/// The games a search finds: ?1 in a name (folded), of kind ?4.
const FOUND: &str = "(?1 IS NULL OR instr(names_key, ?1) > 0)
                     AND (?4 IS NULL OR coalesce(variant, 'standard') = ?4)";

/// How many games the search finds.
fn count_found() -> String {
    format!("SELECT COUNT(*) FROM games INDEXED BY games_find WHERE deleted_at IS NULL AND {FOUND}")
}

impl Store {
    /// The games not deleted, newest first: `limit` of them from `offset`,
    /// and how many there are; with `name`, only the games in which a
    /// player's name contains it (any case). `current` is the id of the
    /// game being played.
    ///
    /// Both queries walk the partial index `games_find` (ids, folded
    /// names and kinds, not the rows): a page costs the same with ten or
    /// ten thousand games, and a search reads the index, not the records.
    ///
    /// # Errors
    ///
    /// [`StoreError`] when the read fails.
    pub fn list_games(
        &self,
        offset: u32,
        limit: u32,
        name: Option<&str>,
        variant: Option<Variant>,
        current: Option<i64>,
    ) -> Result<GamePage, StoreError> {
        // Any letter's case is ignored (both sides folded alike), and what
        // a player types is meant literally (instr, not LIKE).
        let pattern = name.map(fold);
        let kind = variant.map(Variant::code);
        let total: i64 = self
            .conn
            .prepare_cached(&count_found())?
            .query_row(params![pattern, None::<u32>, None::<u32>, kind], |r| {
                r.get(0)
            })?;
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT id, created_at, finished_at, result, reason, ply_count, time_control, start_fen,
                    white_name, black_name, event,
                    recorded_result, recorded_termination, recorded_plies, game_date, variant
             FROM games INDEXED BY games_find WHERE deleted_at IS NULL AND {FOUND}
             ORDER BY id DESC LIMIT ?2 OFFSET ?3"
        ))?;
        let rows = stmt.query_map(params![pattern, limit, offset, kind], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, i64>(1)?,
                r.get::<_, Option<i64>>(2)?,
                r.get::<_, Option<String>>(3)?,
                r.get::<_, Option<String>>(4)?,
                r.get::<_, i64>(5)?,
                r.get::<_, Option<String>>(6)?,
                r.get::<_, String>(7)?,
                [r.get::<_, Option<String>>(8)?, r.get(9)?, r.get(10)?],
                (
                    r.get::<_, Option<String>>(11)?,
                    r.get::<_, Option<String>>(12)?,
                    r.get::<_, Option<i64>>(13)?,
                    r.get::<_, Option<String>>(14)?,
                ),
                r.get::<_, Option<String>>(15)?,
            ))
        })?;
        let mut items = Vec::new();
        for row in rows {
            let (
                id,
                created_at,
                finished_at,
                result,
                reason,
                plies,
                control,
                start,
                names,
                record,
                kind,
            ) = row?;
            // A code this app does not know shows the game as standard
            // chess rather than hiding it.
            let variant = super::games::variant_of(kind.as_deref()).unwrap_or_default();
            let [white, black, event] = names;
            let (recorded, termination, recorded_plies, date) = record;
            let plies = u32::try_from(to_u64(plies)).unwrap_or(u32::MAX);
            let outcome = result
                .as_deref()
                .zip(reason.as_deref())
                .and_then(|(result, reason)| Outcome::from_codes(result, reason));
            // A time control that does not read is shown as untimed rather
            // than hiding the game.
            let time_control =
                control.and_then(|text| serde_json::from_str::<TimeControl>(&text).ok());
            let current = Some(id) == current;
            // A record's result is the game's while its moves are the
            // record's (and the game is not being played on).
            let recorded = recorded
                .filter(|_| outcome.is_none() && !current)
                .filter(|_| recorded_plies.map(to_u64) == Some(u64::from(plies)))
                .and_then(|r| winner_of(&r));
            let result = match (outcome, recorded) {
                (Some(outcome), _) => ArchivedResult::Verdict(outcome),
                (None, Some(winner)) => ArchivedResult::Recorded(winner),
                (None, None) => ArchivedResult::Unfinished,
            };
            items.push(GameSummary {
                id,
                created_at,
                date,
                finished_at,
                result,
                verdict: outcome.map(Verdict::from),
                termination: termination.filter(|_| recorded.is_some()),
                moves: plies,
                full_moves: full_moves(&start, variant, plies),
                variant: (variant != Variant::Standard).then_some(variant),
                time_control,
                current,
                white,
                black,
                event,
            });
        }
        Ok(GamePage {
            total: u32::try_from(to_u64(total)).unwrap_or(u32::MAX),
            items,
        })
    }

    /// The players' names of the latest games played here and not deleted
    /// (the latest changed first), each once, at most `limit`. An imported
    /// game's players are the file's, not the people at this table.
    ///
    /// # Errors
    ///
    /// [`StoreError`] when the read fails.
    pub fn recent_names(&self, limit: usize) -> Result<Vec<String>, StoreError> {
        // Each game gives two names; a few hundred games are plenty to
        // find `limit` different ones among players who play each other.
        let mut stmt = self.conn.prepare_cached(
            "SELECT white_name, black_name FROM games
             WHERE deleted_at IS NULL AND pgn_record IS NULL
               AND (white_name IS NOT NULL OR black_name IS NOT NULL)
             ORDER BY updated_at DESC, id DESC LIMIT 400",
        )?;
        let rows = stmt.query_map([], |r| {
            Ok([
                r.get::<_, Option<String>>(0)?,
                r.get::<_, Option<String>>(1)?,
            ])
        })?;
        let mut names: Vec<String> = Vec::new();
        for row in rows {
            for name in row?.into_iter().flatten() {
                if names.len() < limit
                    && !names
                        .iter()
                        .any(|n| n.to_lowercase() == name.to_lowercase())
                {
                    names.push(name);
                }
            }
        }
        Ok(names)
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
            params![id, self.time.date_ms()],
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

/// How many moves `plies` plies from `start_fen` make, as players count
/// them: one for each move number used (a game that starts with Black to
/// move has its first move alone on its number).
fn full_moves(start_fen: &str, variant: Variant, plies: u32) -> u32 {
    let black_first =
        AnyPosition::from_fen(start_fen, variant).is_ok_and(|p| p.turn() == Color::Black);
    (plies + u32::from(black_first && plies > 0)).div_ceil(2)
}

#[cfg(test)]
mod tests {
    use super::{full_moves, names_key};

    #[test]
    fn the_names_key_folds_both_names_one_per_line() {
        assert_eq!(
            names_key(Some("Émile"), Some("BJÖRK")).as_deref(),
            Some("émile\nbjörk")
        );
        assert_eq!(names_key(None, Some("Bob")).as_deref(), Some("\nbob"));
        assert_eq!(names_key(None, None), None);
    }

    #[test]
    fn a_search_and_its_count_read_the_index_not_the_rows() {
        let dir = tempfile::tempdir().expect("temp dir");
        let store = super::Store::open(
            &dir.path().join("games.db"),
            std::sync::Arc::new(crate::clock::ManualTime::default()),
        )
        .expect("a store");
        let plan = |sql: &str| -> String {
            let mut stmt = store
                .conn
                .prepare(&format!("EXPLAIN QUERY PLAN {sql}"))
                .expect("plan");
            let rows = stmt
                .query_map(
                    rusqlite::params!["ann", None::<u32>, None::<u32>, "standard"],
                    |r| r.get::<_, String>(3),
                )
                .expect("rows");
            rows.map(|r| r.expect("row")).collect::<Vec<_>>().join("; ")
        };
        assert_eq!(
            plan(&super::count_found()),
            "SCAN games USING COVERING INDEX games_find"
        );
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
            let standard = hotseat_rules::Variant::Standard;
            assert_eq!(
                full_moves(fen, standard, plies),
                moves,
                "{fen} after {plies}"
            );
        }
        // A variant's FEN is read in its own form (a pocket, a counter).
        let zh = "4k3/8/8/8/8/8/8/4K3[Q] b - - 0 9";
        assert_eq!(full_moves(zh, hotseat_rules::Variant::Crazyhouse, 1), 1);
        assert_eq!(full_moves(zh, hotseat_rules::Variant::Crazyhouse, 2), 2);
    }
}
