//! A database of version 1 (before clocks and the archive) opens with
//! every game kept, and plays on.

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
    assert_eq!(version, 5);
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
