//! The database schema and its migrations; `PRAGMA user_version` records
//! which schema a file has.

use rusqlite::{Connection, Params};

use super::StoreError;
use crate::pgn::recorded::RecordedFacts;
use crate::pgn::roster::Roster;

/// The schema this app writes.
pub(super) const SCHEMA_VERSION: i32 = 10;
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

/// Version 2 to 3 (issue 16): an imported PGN game's record, as
/// `PgnGame::to_pgn` wrote it on import (every tag, comment, NAG and
/// variation), re-read at export. NULL for a game played here, one
/// imported from a FEN, and every older game.
const MIGRATE_TO_3: &str = "ALTER TABLE games ADD COLUMN pgn_record TEXT;";

/// Version 3 to 4 (issue 13): the game's roster (see
/// [`crate::pgn::roster::Roster`]): the players' names, the event, site and
/// round. NULL where nobody said; an older imported game gets them from
/// its record's tags ([`fill_rosters`]).
const MIGRATE_TO_4: &str = "
ALTER TABLE games ADD COLUMN white_name TEXT;
ALTER TABLE games ADD COLUMN black_name TEXT;
ALTER TABLE games ADD COLUMN event      TEXT;
ALTER TABLE games ADD COLUMN site       TEXT;
ALTER TABLE games ADD COLUMN round      TEXT;
";

/// Version 4 to 5 (issue 13): the clock adjustments of each game (see
/// [`crate::chess_match::AdjustmentRecord`]), numbered in order: after how
/// many plies, the adjustment as the page sends it (JSON), both clocks
/// and both sides' move counts after it. A move taken back takes the
/// adjustments made after it along.
const MIGRATE_TO_5: &str = "
CREATE TABLE IF NOT EXISTS clock_adjustments (
    game_id     INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seq         INTEGER NOT NULL,
    ply         INTEGER NOT NULL,
    adjustment  TEXT    NOT NULL,
    white_ms    INTEGER NOT NULL,
    black_ms    INTEGER NOT NULL,
    white_moves INTEGER NOT NULL,
    black_moves INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
";

/// Version 5 to 6 (issue 26): what an imported game's record says of its
/// end and date (see [`crate::pgn::recorded::RecordedFacts`]): the recorded
/// result and `Termination`, the record's plies (the result is the game's
/// while it has exactly these moves) and its `Date`. NULL for a game
/// played here; older imported games get them from their records
/// ([`fill_recorded`]).
const MIGRATE_TO_6: &str = "
ALTER TABLE games ADD COLUMN recorded_result      TEXT;
ALTER TABLE games ADD COLUMN recorded_termination TEXT;
ALTER TABLE games ADD COLUMN recorded_plies       INTEGER;
ALTER TABLE games ADD COLUMN game_date            TEXT;
";

/// Version 6 to 7 (issue 29): the kind of chess a game is played by, as
/// its code (`chess960`, `crazyhouse`…); NULL for standard chess, so every
/// older game stays what it was.
const MIGRATE_TO_7: &str = "ALTER TABLE games ADD COLUMN variant TEXT;";

/// Version 7 to 8 (issue 30): a game's review by our engine (see
/// `store::analysis`): the start position's value and the depth on the
/// game, each ply's value after it, its class, the better move and its
/// line (UCI) on the ply. NULL for a game never reviewed.
const MIGRATE_TO_8: &str = "
ALTER TABLE games ADD COLUMN start_eval_cp   INTEGER;
ALTER TABLE games ADD COLUMN start_eval_mate INTEGER;
ALTER TABLE games ADD COLUMN analysis_depth  INTEGER;
ALTER TABLE moves ADD COLUMN eval_cp   INTEGER;
ALTER TABLE moves ADD COLUMN eval_mate INTEGER;
ALTER TABLE moves ADD COLUMN class     TEXT;
ALTER TABLE moves ADD COLUMN better    TEXT;
ALTER TABLE moves ADD COLUMN line      TEXT;
";

// The archive's search by a player's name reads this narrow index, not the
// games' rows (their records made a search of 100,000 games read 130 MB):
// `names_key` is both names folded (`super::archive::names_key`); with
// `deleted_at` (always NULL in it) SQLite counts from the index alone.
const MIGRATE_TO_9: &str = "
ALTER TABLE games ADD COLUMN names_key TEXT;
UPDATE games SET names_key = fold(coalesce(white_name, '')) || char(10) || fold(coalesce(black_name, ''))
 WHERE white_name IS NOT NULL OR black_name IS NOT NULL;
CREATE INDEX IF NOT EXISTS games_find ON games(id, names_key, variant, deleted_at) WHERE deleted_at IS NULL;
";

/// Version 9 to 10 (issue 30): the engine a review was made by, when it was
/// not ours (the name the program the players chose gave itself); NULL for
/// ours and for every older review. And (issue 31) `games_live` (schema 2),
/// which answered the archive's page and count until `games_find` took both
/// over: no query reads it since, and every game written kept it up to date.
const MIGRATE_TO_10: &str = "
ALTER TABLE games ADD COLUMN analysis_engine TEXT;
DROP INDEX IF EXISTS games_live;
";

/// Runs `write` once for each imported game, with the parameters `facts`
/// reads from its id and its record (`?1` is the id).
fn fill_from_records<P: Params>(
    conn: &Connection,
    write: &str,
    facts: impl Fn(i64, &str) -> P,
) -> Result<(), StoreError> {
    let mut read = conn.prepare("SELECT id, pgn_record FROM games WHERE pgn_record IS NOT NULL")?;
    let mut write = conn.prepare(write)?;
    let rows = read.query_map([], |r| Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?)))?;
    for row in rows {
        let (id, record) = row?;
        write.execute(facts(id, &record))?;
    }
    Ok(())
}

/// Gives each imported game (schema 5) the facts its record says.
fn fill_recorded(conn: &Connection) -> Result<(), StoreError> {
    fill_from_records(
        conn,
        "UPDATE games SET recorded_result = ?2, recorded_termination = ?3, recorded_plies = ?4,
                          game_date = ?5
         WHERE id = ?1",
        |id, record| {
            let facts = RecordedFacts::of_text(record);
            (id, facts.result, facts.termination, facts.plies, facts.date)
        },
    )
}

/// Gives each imported game (schema 3) the roster its record's tags say,
/// so that the archive shows and finds its players.
fn fill_rosters(conn: &Connection) -> Result<(), StoreError> {
    fill_from_records(
        conn,
        "UPDATE games SET white_name = ?2, black_name = ?3, event = ?4, site = ?5, round = ?6
         WHERE id = ?1",
        |id, record| {
            let roster = Roster::of_pgn(record);
            (
                id,
                roster.white,
                roster.black,
                roster.event,
                roster.site,
                roster.round,
            )
        },
    )
}

/// Checks that `conn` is a readable database of ours and brings its schema
/// up to [`SCHEMA_VERSION`], each migration in one transaction.
///
/// # Errors
///
/// [`StoreError::Damaged`] when the file fails SQLite's quick check or has
/// a newer schema than this app knows; [`StoreError::Sqlite`] otherwise.
pub(super) fn migrate(conn: &Connection) -> Result<(), StoreError> {
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
    // Each step in one transaction: a migration stopped half-way leaves the
    // version before it. Some steps also fill their new columns from the
    // imported games' records.
    type Fill = fn(&Connection) -> Result<(), StoreError>;
    let nothing: Fill = |_| Ok(());
    let steps: [(i32, &str, Fill); 9] = [
        (2, MIGRATE_TO_2, nothing),
        (3, MIGRATE_TO_3, nothing),
        (4, MIGRATE_TO_4, fill_rosters),
        (5, MIGRATE_TO_5, nothing),
        (6, MIGRATE_TO_6, fill_recorded),
        (7, MIGRATE_TO_7, nothing),
        (8, MIGRATE_TO_8, nothing),
        (9, MIGRATE_TO_9, nothing),
        (10, MIGRATE_TO_10, nothing),
    ];
    for (to, sql, fill) in steps {
        if version >= to {
            continue;
        }
        conn.execute_batch("BEGIN;")?;
        let migrated = conn
            .execute_batch(sql)
            .map_err(StoreError::from)
            .and_then(|()| fill(conn))
            .and_then(|()| {
                Ok(conn.execute_batch(&format!("PRAGMA user_version = {to};\nCOMMIT;"))?)
            });
        if let Err(error) = migrated {
            let _ = conn.execute_batch("ROLLBACK;");
            return Err(error);
        }
    }
    conn.pragma_update(None, "user_version", SCHEMA_VERSION)?;
    Ok(())
}
