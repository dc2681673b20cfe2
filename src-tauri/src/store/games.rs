//! Writing the current game: new games, each move, undo and every other
//! change, each one transaction.

use hotseat_rules::{read_pgn_games, Color, Outcome, Variant, START_FEN};
use rusqlite::{params, OptionalExtension};

use super::codes::{declaration_code, to_i64};
use super::{CreatedGame, GameState, MoveClock, NewRow, Store, StoreError};
use crate::pgn::recorded::RecordedFacts;
use crate::pgn::roster::Roster;

impl Store {
    /// The id of the current game (the `current_game` setting), if any.
    ///
    /// # Errors
    ///
    /// [`StoreError::Sqlite`] when the read fails.
    pub fn current_id(&self) -> Result<Option<i64>, StoreError> {
        Ok(self
            .conn
            .query_row(
                "SELECT CAST(value AS INTEGER) FROM settings WHERE key = 'current_game'",
                [],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// Starts a new current game from `start_fen`; the previous one stays in
    /// the archive.
    ///
    /// # Errors
    ///
    /// [`StoreError::Sqlite`] when the write fails; nothing is changed then.
    pub fn create_game(&mut self, start_fen: &str) -> Result<i64, StoreError> {
        Ok(self
            .insert_game(&NewRow::unplayed(start_fen, &Roster::default()))?
            .id)
    }

    /// Makes a new game the current game, in one transaction: the row, its
    /// time control (a timed game starts with full clocks, not running),
    /// every move it already has (an imported PGN: UCI, ply 1 first), the
    /// verdict they led to, an imported PGN game's `record` (its
    /// `PgnGame::to_pgn`, kept for export), and the game's roster.
    ///
    /// # Errors
    ///
    /// [`StoreError::Sqlite`] when the write fails; nothing is changed then.
    pub fn insert_game(&mut self, row: &NewRow<'_>) -> Result<CreatedGame, StoreError> {
        let now = self.time.date_ms();
        let tx = self.conn.transaction()?;
        Self::settle_recorded(&tx)?;
        Self::drop_unplayed_current(&tx)?;
        let created = Self::insert_row(&tx, row, now)?;
        let id = created.id;
        tx.execute(
            "INSERT INTO settings (key, value) VALUES ('current_game', ?1)
             ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            [id.to_string()],
        )?;
        tx.commit()?;
        Ok(created)
    }

    /// The game being played is replaced before anything happened in it
    /// (no move, no verdict, no record, the standard start, no names, no
    /// clock): such a row is no game to keep in the archive (a first
    /// start's game, when the players open a file before they move). A game
    /// the players set up in New game stays, its names with it.
    fn drop_unplayed_current(tx: &rusqlite::Transaction<'_>) -> Result<(), StoreError> {
        tx.execute(
            "DELETE FROM games
             WHERE id = (SELECT CAST(value AS INTEGER) FROM settings WHERE key = 'current_game')
               AND ply_count = 0 AND result IS NULL AND ended_by IS NULL
               AND pgn_record IS NULL AND start_fen = ?1 AND time_control IS NULL
               AND white_name IS NULL AND black_name IS NULL AND event IS NULL
               AND site IS NULL AND round IS NULL AND variant IS NULL
               AND NOT EXISTS (SELECT 1 FROM moves m WHERE m.game_id = games.id)",
            [START_FEN],
        )?;
        Ok(())
    }

    /// The game being played stops being current: if it was imported with
    /// a recorded result, that result stays its own only if its moves are
    /// still exactly the record's (taken back and played another way, the
    /// game is no longer the one recorded). Checked once, here, rather than
    /// on every move.
    fn settle_recorded(tx: &rusqlite::Transaction<'_>) -> Result<(), StoreError> {
        let row: Option<(i64, String)> = tx
            .query_row(
                "SELECT g.id, g.pgn_record FROM games g
                 JOIN settings s ON s.key = 'current_game' AND g.id = CAST(s.value AS INTEGER)
                 WHERE g.recorded_result IS NOT NULL AND g.pgn_record IS NOT NULL",
                [],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()?;
        let Some((id, record)) = row else {
            return Ok(());
        };
        let mut read =
            tx.prepare_cached("SELECT uci FROM moves WHERE game_id = ?1 ORDER BY ply")?;
        let played = read
            .query_map([id], |r| r.get::<_, String>(0))?
            .collect::<Result<Vec<_>, _>>()?;
        let recorded = read_pgn_games(&record)
            .next()
            .and_then(Result::ok)
            .map(|kept| kept.game.moves().map(|m| m.to_string()).collect::<Vec<_>>());
        if recorded.as_deref() != Some(played.as_slice()) {
            tx.execute(
                "UPDATE games SET recorded_result = NULL, recorded_termination = NULL WHERE id = ?1",
                [id],
            )?;
        }
        Ok(())
    }

    /// Writes a game row, its moves and the state they led to, inside
    /// `tx`, created at `now` (the current game's setting is the caller's
    /// business).
    pub(super) fn insert_row(
        tx: &rusqlite::Transaction<'_>,
        row: &NewRow<'_>,
        now: i64,
    ) -> Result<CreatedGame, StoreError> {
        let NewRow {
            variant,
            start_fen,
            ucis,
            outcome,
            time_control,
            record,
            roster,
        } = *row;
        let control_json = time_control
            .map(serde_json::to_string)
            .transpose()
            .map_err(|e| StoreError::Damaged(format!("time control: {e}")))?;
        // Our records are `PgnGame::to_pgn`'s: a header scan reads them.
        let recorded = record.map(RecordedFacts::of_text);
        let recorded = recorded.as_ref();
        tx.prepare_cached(
            "INSERT INTO games (start_fen, created_at, updated_at, time_control,
                                clock_white_ms, clock_black_ms, clock_spent_ms, pgn_record,
                                white_name, black_name, event, site, round,
                                recorded_result, recorded_termination, recorded_plies, game_date,
                                variant, names_key)
             VALUES (?1, ?2, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16,
                     ?17, ?18)",
        )?
        .execute(params![
            start_fen,
            now,
            control_json,
            time_control.map(|c| c.base_ms(Color::White)),
            time_control.map(|c| c.base_ms(Color::Black)),
            time_control.map(|_| 0),
            record,
            roster.white,
            roster.black,
            roster.event,
            roster.site,
            roster.round,
            recorded.and_then(|r| r.result),
            recorded.and_then(|r| r.termination.as_deref()),
            recorded.map(|r| r.plies),
            recorded.and_then(|r| r.date.as_deref()),
            variant_code(variant),
            super::archive::names_key(roster.white.as_deref(), roster.black.as_deref()),
        ])?;
        let id = tx.last_insert_rowid();
        {
            let mut insert =
                tx.prepare_cached("INSERT INTO moves (game_id, ply, uci) VALUES (?1, ?2, ?3)")?;
            for (i, uci) in ucis.iter().enumerate() {
                insert.execute(params![id, i64::try_from(i + 1).unwrap_or(i64::MAX), uci])?;
            }
        }
        if !ucis.is_empty() || outcome.is_some() {
            let state = GameState {
                ply_count: ucis.len(),
                outcome,
                ..GameState::default()
            };
            Self::set_state(tx, id, &state, now)?;
        }
        Ok(CreatedGame {
            id,
            created_at: now,
        })
    }

    pub(super) fn set_state(
        tx: &rusqlite::Transaction<'_>,
        game_id: i64,
        state: &GameState,
        now: i64,
    ) -> Result<(), StoreError> {
        let clock = state.clock;
        tx.prepare_cached(
            "UPDATE games SET updated_at = ?2, ply_count = ?3, result = ?4, reason = ?5,
                    ended_by = ?6, draw_offer = ?7,
                    clock_white_ms = COALESCE(?8, clock_white_ms),
                    clock_black_ms = COALESCE(?9, clock_black_ms),
                    clock_spent_ms = COALESCE(?10, clock_spent_ms),
                    clock_turn = ?11,
                    finished_at = CASE WHEN ?4 IS NULL THEN NULL
                                       ELSE COALESCE(finished_at, ?2) END
             WHERE id = ?1",
        )?
        .execute(params![
            game_id,
            now,
            i64::try_from(state.ply_count).unwrap_or(i64::MAX),
            state.outcome.map(Outcome::result),
            state.outcome.map(Outcome::reason_code),
            state.declaration.map(declaration_code),
            state.draw_offer.map(Color::name),
            clock.map(|c| to_i64(c.banked.white)),
            clock.map(|c| to_i64(c.banked.black)),
            clock.map(|c| to_i64(c.spent_ms)),
            clock.and_then(|c| c.turn).map(Color::name),
        ])?;
        Ok(())
    }

    /// Saves ply number `ply` (1-based) of a game, with its clock readings
    /// (timed games) and the game's state after it, in one transaction.
    ///
    /// # Errors
    ///
    /// [`StoreError::Sqlite`] when the write fails; nothing is changed then.
    pub fn append_move(
        &mut self,
        game_id: i64,
        ply: usize,
        uci: &str,
        clock: Option<MoveClock>,
        state: &GameState,
    ) -> Result<(), StoreError> {
        let now = self.time.date_ms();
        let tx = self.conn.transaction()?;
        tx.prepare_cached(
            "INSERT INTO moves (game_id, ply, uci, white_ms, black_ms, after_ms)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        )?
        .execute(params![
            game_id,
            i64::try_from(ply).unwrap_or(i64::MAX),
            uci,
            clock.map(|c| to_i64(c.before.white)),
            clock.map(|c| to_i64(c.before.black)),
            clock.map(|c| to_i64(c.after_ms)),
        ])?;
        Self::set_state(&tx, game_id, state, now)?;
        tx.commit()?;
        Ok(())
    }

    /// Removes the last ply (number `ply`) of a game, and the clock
    /// adjustments made after it, and saves the game's state after that,
    /// in one transaction.
    ///
    /// # Errors
    ///
    /// [`StoreError::Sqlite`] when the write fails; nothing is changed then.
    pub fn remove_move(
        &mut self,
        game_id: i64,
        ply: usize,
        state: &GameState,
    ) -> Result<(), StoreError> {
        let now = self.time.date_ms();
        let tx = self.conn.transaction()?;
        let ply_i64 = i64::try_from(ply).unwrap_or(i64::MAX);
        tx.prepare_cached("DELETE FROM moves WHERE game_id = ?1 AND ply = ?2")?
            .execute(params![game_id, ply_i64])?;
        // The clock adjustments made after the move go with it.
        tx.prepare_cached("DELETE FROM clock_adjustments WHERE game_id = ?1 AND ply >= ?2")?
            .execute(params![game_id, ply_i64])?;
        Self::set_state(&tx, game_id, state, now)?;
        tx.commit()?;
        Ok(())
    }

    /// Saves a change that adds or removes no move (a declared verdict, a
    /// draw offer, a pause), in one transaction.
    ///
    /// # Errors
    ///
    /// [`StoreError::Sqlite`] when the write fails; nothing is changed then.
    pub fn save_state(&mut self, game_id: i64, state: &GameState) -> Result<(), StoreError> {
        let now = self.time.date_ms();
        let tx = self.conn.transaction()?;
        Self::set_state(&tx, game_id, state, now)?;
        tx.commit()?;
        Ok(())
    }
}

/// How a game's variant is stored: its code, NULL for standard chess.
pub(super) fn variant_code(variant: Variant) -> Option<&'static str> {
    (variant != Variant::Standard).then(|| variant.code())
}

/// The variant a stored code names (NULL: standard chess).
pub(super) fn variant_of(code: Option<&str>) -> Result<Variant, StoreError> {
    match code {
        None => Ok(Variant::Standard),
        Some(code) => Variant::from_code(code)
            .ok_or_else(|| StoreError::Damaged(format!("unknown variant '{code}'"))),
    }
}
