//! The saved games: an embedded SQLite database.
//!
//! Every change of the current game is one transaction (WAL journal,
//! `synchronous=FULL`) that has committed before the command returns, so a
//! killed app loses no acknowledged move. Finished and abandoned games stay
//! in the `games` table as the archive.
//!
//! `schema` holds the tables and their migrations, `games` the writes of
//! the current game, `adjustments` its record of clock adjustments,
//! `analysis` a game's review,
//! `imports` a PGN file's games archived in batches,
//! `decode` the reading of a game back into a
//! [`Match`], `archive` the archive's queries, `settings` the settings
//! table, and `codes` how values are written in columns.

mod adjustments;
mod analysis;
mod archive;
mod codes;
mod decode;
mod games;
mod imports;
mod schema;
mod settings;
#[cfg(test)]
mod tests;

use std::path::Path;
use std::sync::Arc;

use hotseat_rules::{Color, Declaration, Outcome, Variant};
use rusqlite::functions::FunctionFlags;
use rusqlite::Connection;

use crate::chess_match::Match;
pub use crate::chess_match::MoveClock;
use crate::clock::{SavedClock, TimeSource};
use crate::pgn::roster::Roster;
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

impl GameState {
    /// What the row of `played` holds, its clock as of `now`.
    pub fn of(played: &Match, now: u64) -> GameState {
        let game = played.game();
        GameState {
            ply_count: game.history().len(),
            outcome: game.outcome(),
            declaration: game.declaration(),
            draw_offer: played.draw_offer(),
            clock: played.saved_clock(now),
        }
    }
}

/// A game as it was saved, read back as a match (its clock paused).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedGame {
    /// The row id in `games`.
    pub id: i64,
    /// When the game was started (milliseconds since the Unix epoch).
    pub created_at: i64,
    /// The game replayed through the rules with its declared verdict, its
    /// clock, each move's clock readings and the draw offer.
    pub played: Match,
    /// An imported PGN game's record (see [`Store::insert_game`]), as
    /// stored: it is read again, tolerantly, at export.
    pub record: Option<String>,
    /// The players' names and the event.
    pub roster: Roster,
}

/// A game row just written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CreatedGame {
    /// The row id in `games`.
    pub id: i64,
    /// Its `created_at` (milliseconds since the Unix epoch).
    pub created_at: i64,
}

/// What a new game row is made of: its start, the moves it already has
/// (UCI, ply 1 first), the verdict they led to, its time control, an
/// imported game's record and its roster.
#[derive(Debug, Clone, Copy)]
pub struct NewRow<'a> {
    /// The kind of chess.
    pub variant: Variant,
    /// The start position, in the variant's FEN.
    pub start_fen: &'a str,
    /// The moves played already, ply 1 first.
    pub ucis: &'a [String],
    /// The verdict they led to.
    pub outcome: Option<Outcome>,
    /// The time control of a timed game.
    pub time_control: Option<&'a TimeControl>,
    /// An imported game's record (`PgnGame::to_pgn`), kept for export.
    pub record: Option<&'a str>,
    /// The players' names and the event.
    pub roster: &'a Roster,
}

impl<'a> NewRow<'a> {
    /// A game from `start_fen` with nothing played yet, untimed.
    pub const fn unplayed(start_fen: &'a str, roster: &'a Roster) -> NewRow<'a> {
        NewRow {
            variant: Variant::Standard,
            start_fen,
            ucis: &[],
            outcome: None,
            time_control: None,
            record: None,
            roster,
        }
    }
}

/// The open database.
#[derive(Debug)]
pub struct Store {
    conn: Connection,
    /// Where the dates written (created, updated, finished, deleted) come
    /// from.
    time: Arc<dyn TimeSource>,
}

impl Store {
    /// Opens (or creates) the database at `path` and checks that it is a
    /// readable database of ours; the dates it writes are `time`'s.
    ///
    /// # Errors
    ///
    /// [`StoreError`] when the file is not a database, is damaged, or is of
    /// a newer schema than this app knows.
    pub fn open(path: &Path, time: Arc<dyn TimeSource>) -> Result<Store, StoreError> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        let conn = Connection::open(path)?;
        conn.busy_timeout(std::time::Duration::from_secs(2))?;
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "FULL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        // The archive's search folds every letter (`archive::fold`), in
        // SQL too (the migration to version 9).
        conn.create_scalar_function(
            "fold",
            1,
            FunctionFlags::SQLITE_UTF8 | FunctionFlags::SQLITE_DETERMINISTIC,
            |ctx| {
                Ok(ctx
                    .get::<Option<String>>(0)?
                    .map(|text| archive::fold(&text)))
            },
        )?;
        schema::migrate(&conn)?;
        // Deleting a game in the archive only marks it, so that it can be
        // restored while the app runs; it goes for good at the next start.
        conn.execute("DELETE FROM games WHERE deleted_at IS NOT NULL", [])?;
        Ok(Store { conn, time })
    }
}
