//! The saved games: an embedded SQLite database.
//!
//! Every change of the current game is one transaction (WAL journal,
//! `synchronous=FULL`) that has committed before the command returns, so a
//! killed app loses no acknowledged move. Finished and abandoned games stay
//! in the `games` table as the archive.

use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use hotseat_rules::{Game, Outcome};
use rusqlite::{params, Connection, OptionalExtension};

/// Why the database could not be used.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// SQLite refused: not a database, damaged, locked, disk full…
    #[error("database error: {0}")]
    Sqlite(#[from] rusqlite::Error),
    /// The file is a database, but the saved game in it breaks the rules.
    #[error("the saved game is damaged: {0}")]
    Damaged(String),
    /// The data folder could not be made.
    #[error("cannot use the data folder: {0}")]
    Io(#[from] std::io::Error),
}

/// The database schema; `PRAGMA user_version` records which one a file has.
const SCHEMA_VERSION: i32 = 1;
const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS games (
    id          INTEGER PRIMARY KEY,
    start_fen   TEXT    NOT NULL,
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL,
    result      TEXT,
    reason      TEXT,
    ply_count   INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS moves (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    ply     INTEGER NOT NULL,
    uci     TEXT    NOT NULL,
    PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;
";

/// Milliseconds since the Unix epoch (0 if the clock is before it).
pub fn now_millis() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

/// A game as it was saved: where it started and the moves in UCI.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedGame {
    /// The row id in `games`.
    pub id: i64,
    /// The game replayed through the rules.
    pub game: Game,
    /// When the game was started (milliseconds since the Unix epoch).
    pub created_at: i64,
}

/// A game row just written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CreatedGame {
    /// The row id in `games`.
    pub id: i64,
    /// Its `created_at` (milliseconds since the Unix epoch).
    pub created_at: i64,
}

/// The open database.
#[derive(Debug)]
pub struct Store {
    conn: Connection,
    path: PathBuf,
}

impl Store {
    /// Opens (or creates) the database at `path` and checks that it is a
    /// readable database of ours.
    ///
    /// # Errors
    ///
    /// [`StoreError`] when the file is not a database, is damaged, or is of
    /// a newer schema than this app knows.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        let conn = Connection::open(path)?;
        conn.busy_timeout(std::time::Duration::from_secs(2))?;
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "FULL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        let check: String = conn.query_row("PRAGMA quick_check", [], |r| r.get(0))?;
        if check != "ok" {
            return Err(StoreError::Damaged(check));
        }
        let version: i32 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
        if version > SCHEMA_VERSION {
            return Err(StoreError::Damaged(format!(
                "schema version {version} is newer than this app's {SCHEMA_VERSION}"
            )));
        }
        conn.execute_batch(SCHEMA)?;
        conn.pragma_update(None, "user_version", SCHEMA_VERSION)?;
        Ok(Store {
            conn,
            path: path.to_owned(),
        })
    }

    /// Where the database lives.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The current game (the one named by the `current_game` setting),
    /// replayed move by move through the rules.
    ///
    /// # Errors
    ///
    /// [`StoreError::Damaged`] when a saved FEN or move is not valid.
    pub fn load_current(&self) -> Result<Option<SavedGame>, StoreError> {
        let id: Option<i64> = self
            .conn
            .query_row(
                "SELECT CAST(value AS INTEGER) FROM settings WHERE key = 'current_game'",
                [],
                |r| r.get(0),
            )
            .optional()?;
        let Some(id) = id else {
            return Ok(None);
        };
        let row: Option<(String, i64)> = self
            .conn
            .query_row(
                "SELECT start_fen, created_at FROM games WHERE id = ?1",
                [id],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()?;
        let Some((start_fen, created_at)) = row else {
            return Err(StoreError::Damaged(format!("current game {id} is missing")));
        };
        let mut game = Game::from_fen(&start_fen)
            .map_err(|e| StoreError::Damaged(format!("start position: {e}")))?;
        let mut stmt = self
            .conn
            .prepare_cached("SELECT ply, uci FROM moves WHERE game_id = ?1 ORDER BY ply")?;
        let rows = stmt.query_map([id], |r| Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?)))?;
        for (i, row) in rows.enumerate() {
            let (ply, uci) = row?;
            if usize::try_from(ply).ok() != Some(i + 1) {
                return Err(StoreError::Damaged(format!("ply {} is missing", i + 1)));
            }
            game.play_uci(&uci)
                .map_err(|e| StoreError::Damaged(format!("move {ply} ({uci}): {e}")))?;
        }
        Ok(Some(SavedGame {
            id,
            game,
            created_at,
        }))
    }

    /// Starts a new current game from `start_fen`; the previous one stays in
    /// the archive.
    ///
    /// # Errors
    ///
    /// [`StoreError::Sqlite`] when the write fails; nothing is changed then.
    pub fn create_game(&mut self, start_fen: &str) -> Result<i64, StoreError> {
        Ok(self.insert_game(start_fen, &[], None)?.id)
    }

    /// Makes a game that already has moves (an imported PGN) the current
    /// game, in one transaction: the row, every move (UCI, ply 1 first) and
    /// the verdict they led to.
    ///
    /// # Errors
    ///
    /// [`StoreError::Sqlite`] when the write fails; nothing is changed then.
    pub fn insert_game(
        &mut self,
        start_fen: &str,
        ucis: &[String],
        outcome: Option<Outcome>,
    ) -> Result<CreatedGame, StoreError> {
        let tx = self.conn.transaction()?;
        let now = now_millis();
        tx.execute(
            "INSERT INTO games (start_fen, created_at, updated_at) VALUES (?1, ?2, ?2)",
            params![start_fen, now],
        )?;
        let id = tx.last_insert_rowid();
        {
            let mut insert =
                tx.prepare_cached("INSERT INTO moves (game_id, ply, uci) VALUES (?1, ?2, ?3)")?;
            for (i, uci) in ucis.iter().enumerate() {
                insert.execute(params![id, i64::try_from(i + 1).unwrap_or(i64::MAX), uci])?;
            }
        }
        if !ucis.is_empty() || outcome.is_some() {
            Self::set_state(&tx, id, ucis.len(), outcome)?;
        }
        tx.execute(
            "INSERT INTO settings (key, value) VALUES ('current_game', ?1)
             ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            [id.to_string()],
        )?;
        tx.commit()?;
        Ok(CreatedGame {
            id,
            created_at: now,
        })
    }

    fn set_state(
        tx: &rusqlite::Transaction<'_>,
        game_id: i64,
        ply_count: usize,
        outcome: Option<Outcome>,
    ) -> Result<(), StoreError> {
        tx.execute(
            "UPDATE games SET updated_at = ?2, ply_count = ?3, result = ?4, reason = ?5 WHERE id = ?1",
            params![
                game_id,
                now_millis(),
                i64::try_from(ply_count).unwrap_or(i64::MAX),
                outcome.map(Outcome::result),
                outcome.map(Outcome::reason_code),
            ],
        )?;
        Ok(())
    }

    /// Saves ply number `ply` (1-based) of the current game, with the
    /// verdict it led to, in one transaction.
    ///
    /// # Errors
    ///
    /// [`StoreError::Sqlite`] when the write fails; nothing is changed then.
    pub fn append_move(
        &mut self,
        game_id: i64,
        ply: usize,
        uci: &str,
        outcome: Option<Outcome>,
    ) -> Result<(), StoreError> {
        let tx = self.conn.transaction()?;
        tx.prepare_cached("INSERT INTO moves (game_id, ply, uci) VALUES (?1, ?2, ?3)")?
            .execute(params![
                game_id,
                i64::try_from(ply).unwrap_or(i64::MAX),
                uci
            ])?;
        Self::set_state(&tx, game_id, ply, outcome)?;
        tx.commit()?;
        Ok(())
    }

    /// Removes the last ply (number `ply`) of the current game, in one
    /// transaction.
    ///
    /// # Errors
    ///
    /// [`StoreError::Sqlite`] when the write fails; nothing is changed then.
    pub fn remove_move(
        &mut self,
        game_id: i64,
        ply: usize,
        outcome: Option<Outcome>,
    ) -> Result<(), StoreError> {
        let tx = self.conn.transaction()?;
        let ply_i64 = i64::try_from(ply).unwrap_or(i64::MAX);
        tx.prepare_cached("DELETE FROM moves WHERE game_id = ?1 AND ply = ?2")?
            .execute(params![game_id, ply_i64])?;
        Self::set_state(&tx, game_id, ply.saturating_sub(1), outcome)?;
        tx.commit()?;
        Ok(())
    }

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

    /// How many games the archive holds (the current one included).
    ///
    /// # Errors
    ///
    /// [`StoreError::Sqlite`] when the read fails.
    pub fn game_count(&self) -> Result<i64, StoreError> {
        Ok(self
            .conn
            .query_row("SELECT COUNT(*) FROM games", [], |r| r.get(0))?)
    }
}

/// Moves a database that cannot be used out of the way, with its WAL and
/// shared-memory files, and returns where it went. Never deletes anything.
///
/// # Errors
///
/// The I/O error of the rename.
pub fn move_aside(path: &Path) -> std::io::Result<PathBuf> {
    let stamp = now_millis();
    let file_name = path.file_name().map_or_else(
        || "hotseat.sqlite3".into(),
        |n| n.to_string_lossy().into_owned(),
    );
    let target = path.with_file_name(format!("{file_name}.damaged-{stamp}"));
    std::fs::rename(path, &target)?;
    for suffix in ["-wal", "-shm"] {
        let side = path.with_file_name(format!("{file_name}{suffix}"));
        if side.exists() {
            let side_target = path.with_file_name(format!("{file_name}.damaged-{stamp}{suffix}"));
            std::fs::rename(side, side_target)?;
        }
    }
    Ok(target)
}
