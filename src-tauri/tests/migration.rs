//! A database of version 1 (before clocks and the archive) opens with
//! every game kept, and plays on; one of version 5 (before recorded
//! results) gives its imported games the results their records say.

use hotseat_chess_lib::session::Session;
use hotseat_chess_lib::DB_FILE;
use rusqlite::Connection;

const V1: &str = "
CREATE TABLE games (
    id INTEGER PRIMARY KEY, start_fen TEXT NOT NULL, created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL, result TEXT, reason TEXT, ply_count INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE moves (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    ply INTEGER NOT NULL, uci TEXT NOT NULL, PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;
CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
INSERT INTO games VALUES (1, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 1000, 2000, '0-1', 'checkmate', 4);
INSERT INTO moves VALUES (1, 1, 'f2f3'), (1, 2, 'e7e5'), (1, 3, 'g2g4'), (1, 4, 'd8h4');
INSERT INTO games VALUES (2, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 3000, 4000, NULL, NULL, 1);
INSERT INTO moves VALUES (2, 1, 'e2e4');
INSERT INTO settings VALUES ('current_game', '2');
PRAGMA user_version = 1;
";

#[test]
fn a_version_1_database_keeps_its_games() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join(DB_FILE);
    Connection::open(&db)
        .and_then(|c| c.execute_batch(V1))
        .expect("a version 1 file");
    let mut session = Session::open(&db);
    let view = session.view();
    assert_eq!(view.notice, None);
    assert_eq!(view.moves.len(), 1);
    assert_eq!(view.clock, None);
    assert_eq!(view.draw_offer, None);
    session.play_text("e5").expect("plays on");
    drop(session);

    let conn = Connection::open(&db).expect("reopen");
    let version: i32 = conn
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .expect("version");
    assert_eq!(version, 10);
    // The archive's indexes: the one its queries read, not the one they left.
    let indexes: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'games' ORDER BY name")
        .and_then(|mut s| s.query_map([], |r| r.get(0))?.collect())
        .expect("indexes");
    assert_eq!(indexes, ["games_find"]);
    // No game from before the review has one (NULL).
    let reviewed: i64 = conn
        .query_row(
            "SELECT COUNT(*) FROM games WHERE analysis_depth IS NOT NULL",
            [],
            |r| r.get(0),
        )
        .expect("analysis column");
    assert_eq!(reviewed, 0);
    // Every game from before the variants is standard chess (NULL).
    let variants: i64 = conn
        .query_row(
            "SELECT COUNT(*) FROM games WHERE variant IS NOT NULL",
            [],
            |r| r.get(0),
        )
        .expect("variant column");
    assert_eq!(variants, 0);
    let rows: Vec<(i64, i64, Option<i64>)> = conn
        .prepare("SELECT id, ply_count, finished_at FROM games ORDER BY id")
        .and_then(|mut s| {
            s.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
                .collect()
        })
        .expect("games");
    // The finished game got its finish time from its last update.
    assert_eq!(rows, [(1, 4, Some(2000)), (2, 2, None)]);
}

/// Version 5 as the app wrote it until issue 26: version 1's tables with
/// the columns migrations 2 to 5 added, and an imported game (resigned on
/// paper) beside the current one.
const V5_ADDED: &str = "
ALTER TABLE games ADD COLUMN time_control TEXT;
ALTER TABLE games ADD COLUMN clock_white_ms INTEGER;
ALTER TABLE games ADD COLUMN clock_black_ms INTEGER;
ALTER TABLE games ADD COLUMN clock_turn TEXT;
ALTER TABLE games ADD COLUMN clock_spent_ms INTEGER;
ALTER TABLE games ADD COLUMN ended_by TEXT;
ALTER TABLE games ADD COLUMN draw_offer TEXT;
ALTER TABLE games ADD COLUMN finished_at INTEGER;
ALTER TABLE games ADD COLUMN deleted_at INTEGER;
ALTER TABLE moves ADD COLUMN white_ms INTEGER;
ALTER TABLE moves ADD COLUMN black_ms INTEGER;
ALTER TABLE moves ADD COLUMN after_ms INTEGER;
CREATE INDEX games_live ON games(id) WHERE deleted_at IS NULL;
ALTER TABLE games ADD COLUMN pgn_record TEXT;
ALTER TABLE games ADD COLUMN white_name TEXT;
ALTER TABLE games ADD COLUMN black_name TEXT;
ALTER TABLE games ADD COLUMN event TEXT;
ALTER TABLE games ADD COLUMN site TEXT;
ALTER TABLE games ADD COLUMN round TEXT;
CREATE TABLE clock_adjustments (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL, ply INTEGER NOT NULL, adjustment TEXT NOT NULL,
    white_ms INTEGER NOT NULL, black_ms INTEGER NOT NULL,
    white_moves INTEGER NOT NULL, black_moves INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
INSERT INTO games (id, start_fen, created_at, updated_at, ply_count, pgn_record, white_name, black_name)
VALUES (3, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 5000, 5000, 2,
        '[Event \"Club\"]\n[Date \"2023.04.30\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"0-1\"]\n\n1. e4 e5 0-1\n',
        'Ann', 'Bob');
INSERT INTO moves VALUES (3, 1, 'e2e4', NULL, NULL, NULL), (3, 2, 'e7e5', NULL, NULL, NULL);
PRAGMA user_version = 5;
";

#[test]
fn a_version_5_database_gives_imported_games_their_recorded_results() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join(DB_FILE);
    Connection::open(&db)
        .and_then(|c| c.execute_batch(&V1.replace("PRAGMA user_version = 1;", V5_ADDED)))
        .expect("a version 5 file");
    let mut session = Session::open(&db);
    assert_eq!(session.view().notice, None);
    assert_eq!(session.view().moves.len(), 1, "the current game as it was");
    let page = session
        .archive()
        .games(0, 10, None, None)
        .expect("the archive");
    let imported = page.items.iter().find(|g| g.id == 3).expect("kept");
    assert_eq!(
        serde_json::to_value(imported).expect("json")["result"],
        "0-1"
    );
    assert_eq!(imported.date.as_deref(), Some("2023.04.30"));
    assert_eq!(imported.verdict, None);
}
