//! PGN files through Tauri's IPC: Open PGN… (its dialog replaced by the
//! test seam), a file dropped on the window, the picker's pages, one game
//! played on, every game imported into the archive (skipped games counted,
//! a cancel mid-way keeping what was stored), and odd files refused.

mod common;

use std::path::Path;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use common::{app_saving_to, sans, status_of, TestApp};
use hotseat_chess_lib::commands::pgn_file::{on_drop, DROPPED_EVENT, OPEN_SEAM};
use serde_json::{json, Value};
use tauri::Listener;

/// `n` games; game `i` (1-based) has White "W{i}", and every `bad`-th one
/// an illegal second move.
fn many_games(n: usize, bad: usize) -> String {
    let mut text = String::new();
    for i in 1..=n {
        let second = if i % bad == 0 {
            "Ke3"
        } else {
            "Nf3 Nc6 3. Bb5"
        };
        text += &format!(
            "[Event \"Club {i}\"]\n[Date \"2024.05.01\"]\n[White \"W{i}\"]\n[Black \"B{i}\"]\n[Result \"1-0\"]\n\n1. e4 {{[%clk 0:05:00]}} e5 2. {second} 1-0\n\n"
        );
    }
    text
}

fn write(dir: &Path, name: &str, text: &[u8]) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).expect("write the file");
    path.display().to_string()
}

/// Opens `path` through `open_pgn`, the seam standing in for the dialog.
fn open(app: &TestApp, path: &str) -> Result<Value, Value> {
    // Only this test binary's `open` sets the seam, one call at a time.
    static SEAM: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let _held = SEAM.lock().unwrap_or_else(|p| p.into_inner());
    std::env::set_var(OPEN_SEAM, path);
    let answer = app.invoke("open_pgn", json!({}));
    std::env::remove_var(OPEN_SEAM);
    answer
}

fn channel() -> Value {
    json!({ "progress": "__CHANNEL__:4242" })
}

fn archive_total(app: &TestApp) -> u64 {
    app.ok("games", json!({ "offset": 0, "limit": 1 }))["total"]
        .as_u64()
        .expect("a total")
}

#[test]
fn a_many_game_file_is_listed_and_one_game_picked() {
    let dir = tempfile::tempdir().expect("dir");
    let app = app_saving_to(dir.path());
    app.play("e2", "e4");
    let path = write(dir.path(), "club.pgn", many_games(120, 50).as_bytes());
    let opened = open(&app, &path).expect("opens");
    assert_eq!(opened, json!({ "name": "club.pgn", "games": 120 }));

    let page = app.ok("pgn_file_games", json!({ "offset": 100, "limit": 50 }));
    assert_eq!(page["total"], 120);
    let items = page["items"].as_array().expect("items");
    assert_eq!(items.len(), 20);
    assert_eq!(
        items[0],
        json!({ "index": 100, "white": "W101", "black": "B101", "event": "Club 101",
                "date": "2024.05.01", "result": "1-0", "fullMoves": 3 })
    );

    let before = archive_total(&app);
    let view = app.ok("pick_pgn_game", json!({ "index": 100 }));
    let sans: Vec<&str> = view["moves"]
        .as_array()
        .expect("moves")
        .iter()
        .map(|p| p["san"].as_str().expect("san"))
        .collect();
    assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6", "Bb5"]);
    // The played game stays in the archive; the picked one is the current one.
    assert_eq!(archive_total(&app), before + 1);
    let pgn = app.ok("export_pgn", json!({}));
    let pgn = pgn.as_str().expect("text");
    assert!(
        pgn.contains("[White \"W101\"]") && pgn.contains("[%clk 0:05:00]"),
        "{pgn}"
    );

    // Game 50 does not read: its message names it and its move.
    let error = app
        .invoke("pick_pgn_game", json!({ "index": 49 }))
        .expect_err("Ke3 is illegal");
    assert_eq!(error["kind"], "invalid_pgn");
    let message = error["message"].as_str().expect("message");
    assert!(message.starts_with("game 50, move 2 (Ke3): "), "{message}");
    assert_eq!(
        app.err_kind("pick_pgn_game", json!({ "index": 120 })),
        "bad_request"
    );
    assert_eq!(
        app.err_kind("pgn_file_games", json!({ "offset": 0, "limit": 0 })),
        "bad_request"
    );

    app.ok("close_pgn_file", json!({}));
    assert_eq!(
        app.err_kind("pgn_file_games", json!({ "offset": 0, "limit": 5 })),
        "not_found"
    );
    // The players cancelled the dialog.
    assert_eq!(open(&app, "").expect("a cancel is no error"), Value::Null);
}

#[test]
fn import_all_archives_every_readable_game_and_counts_the_rest() {
    let dir = tempfile::tempdir().expect("dir");
    let app = app_saving_to(dir.path());
    let current = app.ok("status", json!({}));
    let path = write(dir.path(), "many.pgn", many_games(600, 100).as_bytes());
    open(&app, &path).expect("opens");
    let report = app.ok("import_all_pgn", channel());
    let skipped = report["first_skipped"]
        .as_array()
        .expect("the first skipped");
    assert_eq!(
        (
            &report["total"],
            &report["imported"],
            &report["skipped"],
            &report["cancelled"]
        ),
        (&json!(600), &json!(594), &json!(6), &json!(false))
    );
    assert_eq!(skipped.len(), 5, "the first few games");
    assert_eq!(
        skipped[0],
        json!({ "game": 100, "pgn": { "problem": "move", "number": 2,
            "refused": { "text": "Ke3", "problem": "not_legal" } } })
    );
    assert_eq!(archive_total(&app), 1 + 594);

    // None became current; the newest stored game is the file's last
    // readable one, with its players and event.
    assert_eq!(app.ok("status", json!({}))["fen"], current["fen"]);
    let page = app.ok("games", json!({ "offset": 0, "limit": 2 }));
    let newest = &page["items"][0];
    assert_eq!(
        (&newest["white"], &newest["black"]),
        (&json!("W599"), &json!("B599"))
    );
    assert_eq!(
        (&newest["event"], &newest["current"]),
        (&json!("Club 599"), &json!(false))
    );
    let id = newest["id"].clone();
    let pgn = app.ok("archived_pgn", json!({ "id": id }));
    assert!(pgn.as_str().expect("text").contains("{[%clk 0:05:00]}"));
    assert_eq!(
        app.ok("archived_moves", json!({ "id": id }))
            .as_array()
            .map(Vec::len),
        Some(5)
    );

    // After a restart they are all still there.
    drop(app);
    let app = app_saving_to(dir.path());
    assert_eq!(archive_total(&app), 595);
}

/// The results a club file records are the archived games' results:
/// a resignation, a draw agreed and a time forfeit on paper (the board shows
/// no verdict), and a mate the rules see; each game shows its own date, is
/// exported as it was recorded, and its players do not become the table's
/// recent names.
#[test]
fn imported_games_keep_their_recorded_results_and_dates() {
    let dir = tempfile::tempdir().expect("dir");
    let app = app_saving_to(dir.path());
    let file = "[Event \"Club\"]\n[Date \"2023.04.30\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"0-1\"]\n\n1. e4 e5 0-1\n\n\
                [Event \"Club\"]\n[Date \"1972.??.??\"]\n[White \"Cleo\"]\n[Black \"Dan\"]\n[Result \"1/2-1/2\"]\n\n1. d4 d5 1/2-1/2\n\n\
                [Event \"Club\"]\n[White \"Eve\"]\n[Black \"Fay\"]\n[Result \"1-0\"]\n[Termination \"time forfeit\"]\n\n1. c4 1-0\n\n\
                [Event \"Club\"]\n[Date \"2024.01.02\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n\
                [Event \"Club\"]\n[Result \"*\"]\n\n1. Nf3 *\n";
    let path = write(dir.path(), "club.pgn", file.as_bytes());
    open(&app, &path).expect("opens");
    let report = app.ok("import_all_pgn", channel());
    assert_eq!(report["imported"], 5, "{report}");
    let page = app.ok("games", json!({ "offset": 0, "limit": 10 }));
    let items = page["items"].as_array().expect("items");
    let row = |i: usize| {
        let g = &items[4 - i];
        (
            g["result"].as_str().unwrap_or("").to_owned(),
            g["verdict"]["reason"].as_str().map(str::to_owned),
            g["termination"].as_str().map(str::to_owned),
            g["date"].as_str().map(str::to_owned),
        )
    };
    let s = |t: &str| Some(t.to_owned());
    assert_eq!(row(0), ("0-1".into(), None, None, s("2023.04.30")));
    assert_eq!(row(1), ("1/2-1/2".into(), None, None, s("1972.??.??")));
    assert_eq!(row(2), ("1-0".into(), None, s("time forfeit"), None));
    assert_eq!(
        row(3),
        ("0-1".into(), s("checkmate"), None, s("2024.01.02"))
    );
    assert_eq!(row(4), ("*".into(), None, None, None));

    // Exported as recorded: the result, the Termination, no Site of ours.
    let pgn_of = |i: usize| {
        let id = items[4 - i]["id"].clone();
        app.ok("archived_pgn", json!({ "id": id }))
            .as_str()
            .expect("text")
            .to_owned()
    };
    let resigned = pgn_of(0);
    assert!(resigned.contains("[Result \"0-1\"]"), "{resigned}");
    assert!(resigned.ends_with("1. e4 e5 0-1\n"), "{resigned}");
    assert!(resigned.contains("[Site \"?\"]"), "{resigned}");
    let flagged = pgn_of(2);
    assert!(
        flagged.contains("[Termination \"time forfeit\"]"),
        "{flagged}"
    );
    assert!(flagged.contains("[Result \"1-0\"]"), "{flagged}");
    assert!(flagged.contains("[Date \"????.??.??\"]"), "{flagged}");

    // The file's players are not tonight's players.
    assert_eq!(app.ok("recent_names", json!({})), json!([]));

    // After a restart (the rows as stored) the same.
    drop(app);
    let app = app_saving_to(dir.path());
    let again = app.ok("games", json!({ "offset": 0, "limit": 10 }));
    assert_eq!(again, page);
}

/// A finished game imported as the current game keeps its recorded result
/// in the archive once another game starts, if its moves are still the
/// record's; taken back and played another way (as many plies as before),
/// it is no longer the recorded game.
#[test]
fn a_recorded_result_stands_only_while_the_moves_are_the_records() {
    let dir = tempfile::tempdir().expect("dir");
    let app = app_saving_to(dir.path());
    let resigned = "[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"0-1\"]\n\n1. e4 e5 2. Nf3 0-1\n";
    let newest = |app: &TestApp| {
        app.ok("games", json!({ "offset": 0, "limit": 2 }))["items"][1]["result"].clone()
    };

    // Undo cannot take the record apart (the result would go with it).
    app.ok("import_game", json!({ "text": resigned }));
    assert_eq!(app.err_kind("undo", json!({})), "not_allowed");
    app.ok("new_game", json!({}));
    assert_eq!(newest(&app), "0-1", "the record's moves: its result stands");

    // Played on from its end: a new game; the record keeps its result.
    app.ok("import_game", json!({ "text": resigned }));
    app.play("b8", "c6");
    app.ok("new_game", json!({}));
    let games = app.ok("games", json!({ "offset": 0, "limit": 3 }));
    assert_eq!(games["items"][1]["result"], "*", "the new game: {games}");
    assert_eq!(games["items"][2]["result"], "0-1", "the record: {games}");
}

#[test]
fn a_move_at_a_finished_records_end_starts_a_new_game_from_there() {
    let dir = tempfile::tempdir().expect("dir");
    let flagged = "[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"0-1\"]\n[Termination \"time forfeit\"]\n\n1. e4 e5 2. Nf3 0-1\n";
    {
        let app = app_saving_to(dir.path());
        let view = app.ok("import_game", json!({ "text": flagged }));
        assert_eq!(
            view["recorded"],
            json!({ "winner": "black", "termination": "time forfeit" })
        );
        assert_eq!(status_of(&view), "Black to move", "the board's own words");
    }
    // After a restart the game is still the record, and says so.
    let app = app_saving_to(dir.path());
    let view = app.ok("status", json!({}));
    assert_eq!(view["recorded"]["winner"], "black", "{view}");

    // A move the position refuses changes nothing.
    let before = archive_total(&app);
    assert_eq!(
        app.err_kind("play", json!({ "move": { "from": "e8", "to": "e6" } })),
        "illegal_move"
    );
    assert_eq!(archive_total(&app), before);

    // A legal one starts a new game from the record's last position.
    let view = app.play("b8", "c6");
    assert!(view.get("recorded").is_none(), "{view}");
    assert_eq!(view["moves"].as_array().map(Vec::len), Some(1), "{view}");
    assert_eq!(view["lastNumber"], json!({ "number": 2, "color": "black" }));
    assert!(
        view.get("roster").is_none(),
        "the table's players, not the record's"
    );
    let games = app.ok("games", json!({ "offset": 0, "limit": 2 }));
    assert_eq!(games["total"], before + 1);
    let record = &games["items"][1];
    assert_eq!(record["result"], "0-1", "{games}");
    assert_eq!(record["termination"], "time forfeit");
    assert_eq!(record["white"], "Ann");
    assert_eq!(games["items"][0]["current"], true);
    let pgn = app.ok("archived_pgn", json!({ "id": record["id"] }));
    let pgn = pgn.as_str().expect("text");
    assert!(pgn.contains("2. Nf3 0-1"), "the record whole: {pgn}");
    // The new game undoes only its own move.
    let view = app.ok("undo", json!({}));
    assert_eq!(view["moves"], json!([]));
    assert_eq!(view["canUndo"], false);

    // A typed move does the same.
    app.ok("import_game", json!({ "text": flagged }));
    let view = app.ok("play_text", json!({ "text": "Nc6" }));
    assert_eq!(view["moves"].as_array().map(Vec::len), Some(1), "{view}");

    // Undo would take a move out of the record, and its result with it: off.
    let view = app.ok("import_game", json!({ "text": flagged }));
    assert_eq!(
        (&view["canUndo"], &view["undo"]),
        (&json!(false), &Value::Null)
    );
    assert_eq!(app.err_kind("undo", json!({})), "not_allowed");
    let view = app.ok("status", json!({}));
    assert_eq!(
        view["moves"].as_array().map(Vec::len),
        Some(3),
        "the record whole"
    );
    assert_eq!(view["recorded"]["winner"], "black");
}

#[test]
fn only_a_finished_record_without_the_boards_verdict_has_a_recorded_end() {
    let app = app_saving_to(tempfile::tempdir().expect("dir").path());
    for (record, recorded) in [
        ("[Result \"*\"]\n\n1. e4 e5 *\n", false),
        ("1. e4 e5\n", false),
        ("[Result \"1/2-1/2\"]\n\n1. e4 e5 1/2-1/2\n", true),
        // Mate on the board: the board's verdict is the game's.
        ("[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n", false),
    ] {
        let view = app.ok("import_game", json!({ "text": record }));
        assert_eq!(view.get("recorded").is_some(), recorded, "{record}: {view}");
    }
    let drawn = app.ok(
        "import_game",
        json!({ "text": "[Result \"1/2-1/2\"]\n\n1. e4 e5 1/2-1/2\n" }),
    );
    assert_eq!(drawn["recorded"], json!({ "winner": null }));
}

#[test]
fn a_cancel_mid_way_keeps_the_batches_stored() {
    let dir = tempfile::tempdir().expect("dir");
    let app = app_saving_to(dir.path());
    let path = write(
        dir.path(),
        "big.pgn",
        many_games(6_000, 1_000_000).as_bytes(),
    );
    open(&app, &path).expect("opens");
    let window = app.window.clone();
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(common::invoke_on(&window, "import_all_pgn", channel()));
    });
    // Once the first batch is in, stop.
    let started = Instant::now();
    while archive_total(&app) <= 1 {
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "no batch stored"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
    app.ok("cancel_pgn_import", json!({}));
    let report = rx
        .recv_timeout(Duration::from_secs(120))
        .expect("the import ends")
        .expect("a report");
    assert_eq!(report["cancelled"], true, "{report}");
    let imported = report["imported"].as_u64().expect("a count");
    assert!(imported > 0 && imported < 6_000, "{report}");
    assert_eq!(imported % 250, 0, "whole batches: {report}");
    assert_eq!(archive_total(&app), 1 + imported);
}

#[test]
fn odd_files_are_refused_with_a_typed_error() {
    let dir = tempfile::tempdir().expect("dir");
    let app = app_saving_to(dir.path());
    let cases: [(&str, &[u8], &str, &str); 2] = [
        (
            "image.pgn",
            b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR",
            "not_text",
            "image.pgn is not a text file",
        ),
        (
            "empty.pgn",
            b"\n\n  \n",
            "no_games",
            "empty.pgn holds no PGN game",
        ),
    ];
    for (name, bytes, problem, says) in cases {
        let error = open(&app, &write(dir.path(), name, bytes)).expect_err(name);
        assert_eq!(error["kind"], "invalid_file", "{error}");
        assert_eq!(
            error["file"],
            json!({ "problem": problem, "name": name }),
            "{error}"
        );
        assert!(
            error["message"].as_str().expect("text").starts_with(says),
            "{error}"
        );
    }
    let huge = dir.path().join("huge.pgn");
    std::fs::File::create(&huge)
        .and_then(|f| f.set_len(hotseat_chess_lib::pgn::file::MAX_PGN_FILE_BYTES + 1))
        .expect("a sparse file");
    let error = open(&app, &huge.display().to_string()).expect_err("too large");
    assert_eq!(error["kind"], "invalid_file");
    assert_eq!(
        error["file"],
        json!({ "problem": "too_large", "name": "huge.pgn",
            "bytes": 268_435_457, "max": 268_435_456 })
    );
    // Nothing is open, so nothing can be imported.
    assert_eq!(app.err_kind("import_all_pgn", channel()), "not_found");
    assert_eq!(
        app.err_kind("import_all_pgn", json!({ "progress": 3 })),
        "bad_request"
    );
}

#[test]
fn a_dropped_file_is_opened_and_the_page_told() {
    let dir = tempfile::tempdir().expect("dir");
    let app = app_saving_to(dir.path());
    let (tx, rx) = mpsc::channel::<String>();
    app.app.listen_any(DROPPED_EVENT, move |event| {
        let _ = tx.send(event.payload().to_owned());
    });
    let pgn = write(dir.path(), "dropped.pgn", many_games(3, 100).as_bytes());
    let notes = write(dir.path(), "notes.txt", b"hello");
    on_drop(app.app.handle(), vec![notes.clone().into(), pgn.into()]);
    let told: Value =
        serde_json::from_str(&rx.recv_timeout(Duration::from_secs(10)).expect("told"))
            .expect("JSON");
    assert_eq!(
        told,
        json!({ "file": { "name": "dropped.pgn", "games": 3 }, "error": null })
    );
    assert_eq!(
        app.ok("pgn_file_games", json!({ "offset": 0, "limit": 5 }))["total"],
        3
    );

    on_drop(app.app.handle(), vec![notes.into()]);
    let told: Value =
        serde_json::from_str(&rx.recv_timeout(Duration::from_secs(10)).expect("told"))
            .expect("JSON");
    assert_eq!(told["file"], Value::Null);
    assert_eq!(told["error"]["kind"], "invalid_file");
}

#[test]
fn the_pgn_file_picker_names_each_games_variant() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = write(
        dir.path(),
        "mixed.pgn",
        b"[Event \"a\"]\n\n1. e4 *\n\n[Event \"b\"]\n[Variant \"Atomic\"]\n\n1. e4 d5 2. exd5 *\n\n\
         [Event \"c\"]\n[Variant \"Crazyhouse\"]\n\n1. e4 d5 2. exd5 Qxd5 3. P@e6 *\n",
    );
    let app = app_saving_to(dir.path());
    open(&app, &path).expect("the file opens");
    let page = app.ok("pgn_file_games", json!({ "offset": 0, "limit": 10 }));
    let variants: Vec<&Value> = page["items"]
        .as_array()
        .expect("rows")
        .iter()
        .map(|row| &row["variant"])
        .collect();
    assert_eq!(
        variants,
        [&Value::Null, &json!("atomic"), &json!("crazyhouse")]
    );
    let view = app.ok("pick_pgn_game", json!({ "index": 2 }));
    assert_eq!(view["variant"], "crazyhouse");
    assert_eq!(sans(&view).last().map(String::as_str), Some("P@e6"));
}
