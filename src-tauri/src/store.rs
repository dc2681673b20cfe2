//! The saved games: an embedded SQLite database.
//!
//! Every change of the current game is one transaction (WAL journal,
//! `synchronous=FULL`) that has committed before the command returns, so a
//! killed app loses no acknowledged move. Finished and abandoned games stay
//! in the `games` table as the archive.

use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use hotseat_rules::{Color, Declaration, Game, Outcome};
use rusqlite::{params, Connection, OptionalExtension};

use crate::clock::{SavedClock, Shown};
use crate::time_control::TimeControl;

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
const SCHEMA_VERSION: i32 = 2;
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

/// Version 1 to 2 (issue 6): clocks, declared verdicts, draw offers, the
/// archive's finish and soft-delete times, and each move's clock readings.
/// Only columns are added, so every version 1 game is kept; a version 1
/// game is untimed (its new columns are NULL).
const MIGRATE_TO_2: &str = "
ALTER TABLE games ADD COLUMN time_control   TEXT;
ALTER TABLE games ADD COLUMN clock_white_ms INTEGER;
ALTER TABLE games ADD COLUMN clock_black_ms INTEGER;
ALTER TABLE games ADD COLUMN clock_turn     TEXT;
ALTER TABLE games ADD COLUMN clock_spent_ms INTEGER;
ALTER TABLE games ADD COLUMN ended_by       TEXT;
ALTER TABLE games ADD COLUMN draw_offer     TEXT;
ALTER TABLE games ADD COLUMN finished_at    INTEGER;
ALTER TABLE games ADD COLUMN deleted_at     INTEGER;
ALTER TABLE moves ADD COLUMN white_ms INTEGER;
ALTER TABLE moves ADD COLUMN black_ms INTEGER;
ALTER TABLE moves ADD COLUMN after_ms INTEGER;
UPDATE games SET finished_at = updated_at WHERE result IS NOT NULL;
-- The archive lists the games not deleted, newest (highest id) first: this
-- index answers both its page and its count without reading the table.
CREATE INDEX IF NOT EXISTS games_live ON games(id) WHERE deleted_at IS NULL;
";

/// The text a declared verdict is saved as (`games.ended_by`).
fn declaration_code(declaration: Declaration) -> &'static str {
    match declaration {
        Declaration::Resignation(Color::White) => "resign:white",
        Declaration::Resignation(Color::Black) => "resign:black",
        Declaration::DrawAgreed => "agreement",
        Declaration::TimeOut(Color::White) => "time_out:white",
        Declaration::TimeOut(Color::Black) => "time_out:black",
    }
}

fn declaration_from_code(code: &str) -> Option<Declaration> {
    Some(match code {
        "resign:white" => Declaration::Resignation(Color::White),
        "resign:black" => Declaration::Resignation(Color::Black),
        "agreement" => Declaration::DrawAgreed,
        "time_out:white" => Declaration::TimeOut(Color::White),
        "time_out:black" => Declaration::TimeOut(Color::Black),
        _ => return None,
    })
}

pub(crate) fn color_from_code(code: &str) -> Option<Color> {
    Color::ALL.into_iter().find(|c| c.name() == code)
}

fn to_i64(n: u64) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

pub(crate) fn to_u64(n: i64) -> u64 {
    u64::try_from(n).unwrap_or(0)
}

/// A move's clock readings: both clocks just before it (for undo) and the
/// mover's time after it, increment included (for PGN `%clk`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveClock {
    /// Both clocks just before the move.
    pub before: Shown,
    /// The mover's time left after the move.
    pub after_ms: u64,
}

/// Everything about a game row besides its moves, written whole by every
/// change, so that each change is one consistent write.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct GameState {
    /// How many plies the game has.
    pub ply_count: usize,
    /// The verdict, if any.
    pub outcome: Option<Outcome>,
    /// The declared verdict, if the verdict is one.
    pub declaration: Option<Declaration>,
    /// Who offers a draw, if anyone.
    pub draw_offer: Option<Color>,
    /// The clock of a timed game.
    pub clock: Option<SavedClock>,
}

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
    /// The game replayed through the rules, with its declared verdict.
    pub game: Game,
    /// When the game was started (milliseconds since the Unix epoch).
    pub created_at: i64,
    /// The time control of a timed game.
    pub time_control: Option<TimeControl>,
    /// The clock of a timed game as last saved.
    pub clock: Option<SavedClock>,
    /// Each move's clock readings (timed games; empty otherwise).
    pub move_clocks: Vec<MoveClock>,
    /// Who offers a draw, if anyone.
    pub draw_offer: Option<Color>,
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
    /// Shared with `archive`, which adds the archive's queries.
    pub(crate) conn: Connection,
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
        if version < 2 {
            // One transaction: a migration stopped half-way leaves version 1.
            conn.execute_batch(&format!(
                "BEGIN;\n{MIGRATE_TO_2}\nPRAGMA user_version = 2;\nCOMMIT;"
            ))?;
        }
        conn.pragma_update(None, "user_version", SCHEMA_VERSION)?;
        // Deleting a game in the archive only marks it, so that it can be
        // restored while the app runs; it goes for good at the next start.
        conn.execute("DELETE FROM games WHERE deleted_at IS NOT NULL", [])?;
        Ok(Store {
            conn,
            path: path.to_owned(),
        })
    }

    /// Where the database lives.
    pub fn path(&self) -> &Path {
        &self.path
    }

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

    /// The current game (the one named by the `current_game` setting),
    /// replayed move by move through the rules.
    ///
    /// # Errors
    ///
    /// [`StoreError::Damaged`] when a saved FEN or move is not valid.
    pub fn load_current(&self) -> Result<Option<SavedGame>, StoreError> {
        let Some(id) = self.current_id()? else {
            return Ok(None);
        };
        match self.load_game(id)? {
            Some(saved) => Ok(Some(saved)),
            None => Err(StoreError::Damaged(format!("current game {id} is missing"))),
        }
    }

    /// Any stored game (deleted ones too, until they are purged), replayed
    /// through the rules; `None` when there is no such row.
    ///
    /// # Errors
    ///
    /// [`StoreError::Damaged`] when a saved FEN, move or clock is not valid.
    pub fn load_game(&self, id: i64) -> Result<Option<SavedGame>, StoreError> {
        type Row = (
            String,
            i64,
            Option<String>,
            Option<String>,
            Option<String>,
            [Option<i64>; 3],
            Option<String>,
        );
        let row: Option<Row> = self
            .conn
            .query_row(
                "SELECT start_fen, created_at, time_control, ended_by, draw_offer,
                        clock_white_ms, clock_black_ms, clock_spent_ms, clock_turn
                 FROM games WHERE id = ?1",
                [id],
                |r| {
                    Ok((
                        r.get(0)?,
                        r.get(1)?,
                        r.get(2)?,
                        r.get(3)?,
                        r.get(4)?,
                        [r.get(5)?, r.get(6)?, r.get(7)?],
                        r.get(8)?,
                    ))
                },
            )
            .optional()?;
        let Some((start_fen, created_at, control, ended_by, offer, clock_ms, turn)) = row else {
            return Ok(None);
        };
        let mut game = Game::from_fen(&start_fen)
            .map_err(|e| StoreError::Damaged(format!("start position: {e}")))?;
        let time_control = control
            .map(|text| {
                serde_json::from_str::<TimeControl>(&text)
                    .map_err(|e| StoreError::Damaged(format!("time control: {e}")))
            })
            .transpose()?;
        let mut move_clocks = Vec::new();
        let mut stmt = self.conn.prepare_cached(
            "SELECT ply, uci, white_ms, black_ms, after_ms FROM moves WHERE game_id = ?1 ORDER BY ply",
        )?;
        let rows = stmt.query_map([id], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, String>(1)?,
                [
                    r.get::<_, Option<i64>>(2)?,
                    r.get::<_, Option<i64>>(3)?,
                    r.get::<_, Option<i64>>(4)?,
                ],
            ))
        })?;
        for (i, row) in rows.enumerate() {
            let (ply, uci, readings) = row?;
            if usize::try_from(ply).ok() != Some(i + 1) {
                return Err(StoreError::Damaged(format!("ply {} is missing", i + 1)));
            }
            game.play_uci(&uci)
                .map_err(|e| StoreError::Damaged(format!("move {ply} ({uci}): {e}")))?;
            if time_control.is_some() {
                let [Some(white), Some(black), Some(after)] = readings else {
                    return Err(StoreError::Damaged(format!("move {ply} has no clock")));
                };
                move_clocks.push(MoveClock {
                    before: Shown {
                        white: to_u64(white),
                        black: to_u64(black),
                    },
                    after_ms: to_u64(after),
                });
            }
        }
        if let Some(code) = ended_by {
            let declaration = declaration_from_code(&code)
                .ok_or_else(|| StoreError::Damaged(format!("unknown verdict '{code}'")))?;
            game.declare(declaration)
                .map_err(|e| StoreError::Damaged(format!("verdict '{code}': {e}")))?;
        }
        let clock = match (time_control, clock_ms) {
            (None, _) => None,
            (Some(_), [Some(white), Some(black), Some(spent)]) => Some(SavedClock {
                banked: Shown {
                    white: to_u64(white),
                    black: to_u64(black),
                },
                turn: turn.as_deref().and_then(color_from_code),
                spent_ms: to_u64(spent),
            }),
            (Some(_), _) => return Err(StoreError::Damaged("the clock is missing".to_owned())),
        };
        Ok(Some(SavedGame {
            id,
            game,
            created_at,
            time_control,
            clock,
            move_clocks,
            draw_offer: offer.as_deref().and_then(color_from_code),
        }))
    }

    /// Starts a new current game from `start_fen`; the previous one stays in
    /// the archive.
    ///
    /// # Errors
    ///
    /// [`StoreError::Sqlite`] when the write fails; nothing is changed then.
    pub fn create_game(&mut self, start_fen: &str) -> Result<i64, StoreError> {
        Ok(self.insert_game(start_fen, &[], None, None)?.id)
    }

    /// Makes a new game the current game, in one transaction: the row, its
    /// time control (a timed game starts with full clocks, not running),
    /// every move it already has (an imported PGN: UCI, ply 1 first) and
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
        time_control: Option<TimeControl>,
    ) -> Result<CreatedGame, StoreError> {
        let tx = self.conn.transaction()?;
        let now = now_millis();
        let control_json = time_control
            .map(|c| serde_json::to_string(&c))
            .transpose()
            .map_err(|e| StoreError::Damaged(format!("time control: {e}")))?;
        tx.execute(
            "INSERT INTO games (start_fen, created_at, updated_at, time_control,
                                clock_white_ms, clock_black_ms, clock_spent_ms)
             VALUES (?1, ?2, ?2, ?3, ?4, ?5, ?6)",
            params![
                start_fen,
                now,
                control_json,
                time_control.map(|c| c.white_ms),
                time_control.map(|c| c.black_ms),
                time_control.map(|_| 0),
            ],
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
            let state = GameState {
                ply_count: ucis.len(),
                outcome,
                ..GameState::default()
            };
            Self::set_state(&tx, id, &state)?;
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
        state: &GameState,
    ) -> Result<(), StoreError> {
        let now = now_millis();
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
        Self::set_state(&tx, game_id, state)?;
        tx.commit()?;
        Ok(())
    }

    /// Removes the last ply (number `ply`) of a game and saves the game's
    /// state after that, in one transaction.
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
        let tx = self.conn.transaction()?;
        let ply_i64 = i64::try_from(ply).unwrap_or(i64::MAX);
        tx.prepare_cached("DELETE FROM moves WHERE game_id = ?1 AND ply = ?2")?
            .execute(params![game_id, ply_i64])?;
        Self::set_state(&tx, game_id, state)?;
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
        let tx = self.conn.transaction()?;
        Self::set_state(&tx, game_id, state)?;
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
