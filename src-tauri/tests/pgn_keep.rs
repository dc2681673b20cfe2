//! Issue 16, "nothing read is lost": an imported PGN game keeps every tag,
//! comment, NAG and variation of its record through the database, a
//! restart and export; the game played on or taken back keeps what still
//! fits; the archive names the players and the event.

mod common;

use std::path::{Path, PathBuf};

use common::app_saving_to;
use hotseat_chess_lib::session::Session;
use hotseat_chess_lib::DB_FILE;
use hotseat_rules::{decode_pgn, read_pgn_games, scan_pgn_headers, PgnGame};
use rusqlite::Connection;
use serde_json::json;

/// The tags our export sets for the game as it stands now, rather than
/// keeping the record's value.
const OURS: [&str; 4] = ["Result", "SetUp", "FEN", "Termination"];

/// Every game of the corpus that the reader reads: (file and number, the
/// game's own text).
fn corpus_games() -> Vec<(String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../rules/tests/pgn/corpus");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("the corpus")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "pgn"))
        .collect();
    files.sort();
    let mut games = Vec::new();
    for file in files {
        let bytes = std::fs::read(&file).expect("a corpus file");
        let text = decode_pgn(&bytes);
        let name = file.file_name().expect("a name").to_string_lossy();
        for (i, header) in scan_pgn_headers(&text).enumerate() {
            let game = text[header.span].to_owned();
            if matches!(read_pgn_games(&game).next(), Some(Ok(_))) {
                games.push((format!("{name} #{}", i + 1), game));
            }
        }
    }
    assert!(
        games.len() >= 12,
        "the corpus has its games: {}",
        games.len()
    );
    games
}

fn read_one(text: &str) -> PgnGame {
    read_pgn_games(text)
        .next()
        .expect("a game")
        .expect("a game that reads")
}

/// The record's tags but ours, in export order.
fn kept_tags(game: &PgnGame) -> Vec<(String, String)> {
    game.tags_in_export_order()
        .into_iter()
        .filter(|(n, _)| !OURS.contains(n))
        .map(|(n, v)| (n.to_owned(), v.to_owned()))
        .collect()
}

/// `exported` keeps everything of `source` (its game's moves unchanged).
fn assert_kept(what: &str, source: &PgnGame, exported: &str) {
    let back = read_one(exported);
    // The rules' verdict, else the record's own result (its moves are unchanged).
    let result = source
        .game
        .outcome()
        .map_or_else(|| source.recorded_result().unwrap_or("*"), |o| o.result());
    assert_eq!(back.tag("Result"), Some(result), "{what}: Result");
    assert_eq!(back.result.as_deref(), Some(result), "{what}: marker");
    // PGN's unknown fills a missing roster tag; the record's own come first.
    let mut back_tags = kept_tags(&back);
    back_tags.retain(|(n, v)| source.tag(n).is_some() || !is_default(n, v));
    assert_eq!(back_tags, kept_tags(source), "{what}: tags");
    assert_eq!(back.mainline, source.mainline, "{what}: movetext");
    assert_eq!(back.tag("FEN"), source.tag("FEN"), "{what}: FEN");
}

fn is_default(name: &str, value: &str) -> bool {
    matches!(
        (name, value),
        ("Event" | "Site" | "Round" | "White" | "Black", "?") | ("Date", "????.??.??")
    )
}

#[test]
fn every_corpus_game_keeps_its_record_through_export_and_a_restart() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join(DB_FILE);
    for (what, text) in corpus_games() {
        let source = read_one(&text);
        let mut session = Session::open(&db);
        session.import(&text).expect(&what);
        assert_kept(&what, &source, &session.export_pgn());
        let id = session
            .archive()
            .games(0, 1, None, None)
            .expect("the archive")
            .items[0]
            .id;
        drop(session);

        let mut session = Session::open(&db);
        assert_eq!(session.view().notice, None, "{what}");
        assert_kept(&format!("{what}, reopened"), &source, &session.export_pgn());
        let archived = session.archive().archived_pgn(id).expect("archived");
        assert_kept(&format!("{what}, archived"), &source, &archived);
        let summary = &session
            .archive()
            .games(0, 1, None, None)
            .expect("the archive")
            .items[0];
        // PGN's "unknown" (`?`, empty) is no name in the archive.
        let known = |name| source.tag(name).filter(|v| !v.is_empty() && *v != "?");
        assert_eq!(summary.white.as_deref(), known("White"), "{what}");
        assert_eq!(summary.black.as_deref(), known("Black"), "{what}");
        assert_eq!(summary.event.as_deref(), known("Event"), "{what}");
    }
}

/// An open record (`*`): played on, it is the game itself (a finished one
/// starts a new game from its end, `pgn_file.rs`).
const ANNOTATED: &str = "[Event \"Club night\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n\
[Result \"*\"]\n[WhiteElo \"1800\"]\n\n{Before} 1. e4 {[%clk 0:05:00]} (1. d4 d5) 1... e5 $2 \
{[%eval 0.3]} 2. Nf3 $1 Nc6 *\n";

#[test]
fn a_game_played_on_gets_the_new_moves_plain() {
    let mut session = Session::unsaved();
    session.import(ANNOTATED).expect("imports");
    session.play_text("Bb5").expect("plays on");
    let source = read_one(ANNOTATED);
    let back = read_one(&session.export_pgn());
    assert_eq!(back.mainline.comments_before, ["Before"]);
    assert_eq!(back.mainline.moves[..4], source.mainline.moves[..]);
    let new = &back.mainline.moves[4];
    assert_eq!(new.san, "Bb5");
    assert!(new.nags.is_empty() && new.comments.is_empty() && new.variations.is_empty());
    assert_eq!(back.tag("WhiteElo"), Some("1800"));
    assert_eq!(back.tag("Result"), Some("*"));
}

#[test]
fn a_game_taken_back_below_the_import_loses_the_undone_plies_only() {
    let mut session = Session::unsaved();
    session.import(ANNOTATED).expect("imports");
    for _ in 0..3 {
        session.undo().expect("undo");
    }
    session.play_text("d5").expect("another reply");
    let source = read_one(ANNOTATED);
    let back = read_one(&session.export_pgn());
    assert_eq!(back.mainline.moves[0], source.mainline.moves[0]);
    assert_eq!(back.mainline.moves[1].san, "d5");
    assert!(back.mainline.moves[1].nags.is_empty());
    assert!(back.mainline.moves[1].comments.is_empty());
    assert_eq!(back.mainline.moves.len(), 2);
    // Once a move differs, the record's later plies do not come back.
    session.undo().expect("undo");
    session.play_text("e5").expect("the record's move again");
    let back = read_one(&session.export_pgn());
    assert_eq!(back.mainline.moves[1], source.mainline.moves[1]);
}

#[test]
fn a_fen_import_and_a_new_game_have_no_record() {
    let mut session = Session::unsaved();
    session.import(ANNOTATED).expect("imports");
    session.new_game(None).expect("a new game");
    assert!(session
        .export_pgn()
        .contains("[Event \"Hotseat Chess game\"]"));
    session
        .import("8/8/8/8/8/8/8/K6k w - - 0 1")
        .expect("a FEN");
    assert!(!session.export_pgn().contains("Club night"));
}

#[test]
fn a_record_that_no_longer_reads_falls_back_to_the_plain_export() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join(DB_FILE);
    let mut session = Session::open(&db);
    session.import(ANNOTATED).expect("imports");
    drop(session);
    for broken in [
        "garbage",
        "1. e5 *",
        "[FEN \"8/8/8/8/8/8/8/K6k w - - 0 1\"]\n\n*",
    ] {
        Connection::open(&db)
            .and_then(|c| c.execute("UPDATE games SET pgn_record = ?1", [broken]))
            .expect("a hand edit");
        let session = Session::open(&db);
        assert_eq!(session.view().notice, None, "{broken}");
        assert_eq!(session.view().moves.len(), 4, "{broken}");
        // The roster read at import is the game's own and stays.
        let pgn = session.export_pgn();
        assert!(
            pgn.contains("[Event \"Club night\"]") && pgn.contains("[White \"Ann\"]"),
            "{broken}: {pgn}"
        );
        assert!(pgn.ends_with("1. e4 e5 2. Nf3 Nc6 *\n"), "{broken}: {pgn}");
    }
}

/// Takes schema 7's variant, schema 6's recorded columns and schema 4's roster columns out
/// again: with it, a file of ours is as an older version wrote it.
const WITHOUT_ROSTER: &str = "DROP INDEX games_find; ALTER TABLE games DROP COLUMN names_key;
    ALTER TABLE games DROP COLUMN recorded_result;
    ALTER TABLE games DROP COLUMN recorded_termination; ALTER TABLE games DROP COLUMN recorded_plies;
    ALTER TABLE games DROP COLUMN game_date; ALTER TABLE games DROP COLUMN white_name;
    ALTER TABLE games DROP COLUMN black_name; ALTER TABLE games DROP COLUMN event;
    ALTER TABLE games DROP COLUMN site; ALTER TABLE games DROP COLUMN round;
    ALTER TABLE games DROP COLUMN variant; ALTER TABLE games DROP COLUMN start_eval_cp;
    ALTER TABLE games DROP COLUMN start_eval_mate; ALTER TABLE games DROP COLUMN analysis_depth;
    ALTER TABLE games DROP COLUMN analysis_engine;
    ALTER TABLE moves DROP COLUMN eval_cp; ALTER TABLE moves DROP COLUMN eval_mate;
    ALTER TABLE moves DROP COLUMN class; ALTER TABLE moves DROP COLUMN better;
    ALTER TABLE moves DROP COLUMN line;";

#[test]
fn a_version_2_database_gains_the_column_and_keeps_its_games() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join(DB_FILE);
    let mut session = Session::open(&db);
    session.play_text("e4").expect("a move");
    drop(session);
    Connection::open(&db)
        .and_then(|c| {
            c.execute_batch(&format!(
                "{WITHOUT_ROSTER} ALTER TABLE games DROP COLUMN pgn_record; PRAGMA user_version = 2;"
            ))
        })
        .expect("a version 2 file");

    let mut session = Session::open(&db);
    assert_eq!(session.view().notice, None);
    assert_eq!(session.view().moves.len(), 1);
    session.import(ANNOTATED).expect("imports");
    drop(session);
    let session = Session::open(&db);
    assert_kept("upgraded", &read_one(ANNOTATED), &session.export_pgn());
    let version: i32 = Connection::open(&db)
        .and_then(|c| c.query_row("PRAGMA user_version", [], |r| r.get(0)))
        .expect("version");
    assert_eq!(version, 10);
}

#[test]
fn a_version_3_database_gets_its_imported_games_names_from_their_records() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join(DB_FILE);
    let mut session = Session::open(&db);
    session.import(ANNOTATED).expect("imports");
    session.new_game(None).expect("a new game");
    session.import(ANNOTATED).expect("imports again");
    drop(session);
    Connection::open(&db)
        .and_then(|c| c.execute_batch(&format!("{WITHOUT_ROSTER} PRAGMA user_version = 3;")))
        .expect("a version 3 file");

    let mut session = Session::open(&db);
    assert_eq!(session.view().notice, None);
    assert_eq!(session.view().roster.white.as_deref(), Some("Ann"));
    let found = session
        .archive()
        .games(0, 10, Some("bob"), None)
        .expect("the archive");
    assert_eq!(found.total, 2);
    assert_eq!(found.items[1].white.as_deref(), Some("Ann"));
    assert_eq!(found.items[1].event.as_deref(), Some("Club night"));
    let version: i32 = Connection::open(&db)
        .and_then(|c| c.query_row("PRAGMA user_version", [], |r| r.get(0)))
        .expect("version");
    assert_eq!(version, 10);
}

#[test]
fn through_the_commands_the_record_is_exported_and_the_archive_names_the_players() {
    let dir = tempfile::tempdir().expect("temp dir");
    let app = app_saving_to(dir.path());
    app.play("e2", "e4"); // a game played here, kept in the archive
    app.ok("import_game", json!({ "text": ANNOTATED }));
    let pgn = app.ok("export_pgn", json!({}));
    assert_kept(
        "commands",
        &read_one(ANNOTATED),
        pgn.as_str().expect("text"),
    );
    let page = app.ok("games", json!({ "offset": 0, "limit": 10 }));
    let items = page["items"].as_array().expect("items");
    assert_eq!(items[0]["white"], "Ann");
    assert_eq!(items[0]["black"], "Bob");
    assert_eq!(items[0]["event"], "Club night");
    // A game played here has none of these fields.
    let plain = &items[1];
    for field in ["white", "black", "event"] {
        assert!(plain.get(field).is_none(), "{field} in {plain}");
    }
}

#[test]
fn of_a_text_with_many_games_the_first_is_kept_alone() {
    let second = "[Event \"Second\"]\n[White \"Cy\"]\n\n1. d4 {other} d5 *\n";
    let mut session = Session::unsaved();
    session
        .import(&format!("\u{feff}{ANNOTATED}\n{second}"))
        .expect("imports");
    let pgn = session.export_pgn();
    assert_kept("first of two", &read_one(ANNOTATED), &pgn);
    assert!(!pgn.contains("Second") && !pgn.contains("other"), "{pgn}");
    assert_eq!(read_pgn_games(&pgn).count(), 1);
}
