//! The post-game review through the commands: analysed, saved with the
//! game, read back after a restart and in the PGN; stopped part way;
//! refused during a game and for a kind of chess the engine does not play;
//! an imported record's `[%eval]`s shown without analysing.

mod common;

use std::sync::mpsc;
use std::time::Duration;

use common::{app_saving_to, TestApp};
use serde_json::{json, Value};

fn progress() -> Value {
    json!({ "progress": "__CHANNEL__:4242" })
}

fn play_all(app: &TestApp, ucis: &str) {
    for uci in ucis.split_whitespace() {
        app.play_uci(uci).unwrap_or_else(|e| panic!("{uci}: {e}"));
    }
}

fn classes(analysis: &Value) -> Vec<String> {
    analysis["moves"]
        .as_array()
        .expect("moves")
        .iter()
        .map(|m| m["class"].as_str().unwrap_or("-").to_owned())
        .collect()
}

#[test]
fn a_finished_game_is_reviewed_saved_and_read_back_after_a_restart() {
    let dir = tempfile::tempdir().expect("dir");
    let app = app_saving_to(dir.path());
    // The fool's mate: 2. g4?? lets 2... Qh4#.
    play_all(&app, "f2f3 e7e5 g2g4 d8h4");
    assert!(
        app.ok("game_analysis", json!({})).is_null(),
        "not reviewed yet"
    );

    let analysis = app.ok("analyse_game", progress());
    assert_eq!(analysis["complete"], true, "{analysis}");
    assert_eq!(analysis["source"], json!({ "kind": "engine", "depth": 12 }));
    let evals = analysis["evals"].as_array().expect("evals");
    assert_eq!(evals.len(), 5, "the start and each ply: {analysis}");
    assert_eq!(evals[4], json!({ "mate": 0 }), "mated on the board");
    let classes = classes(&analysis);
    assert_eq!(classes[2], "blunder", "{analysis}");
    assert_eq!(classes[3], "best", "the mate is the engine's own move");
    // The better move for White's second: on the board and in SAN, first of its line.
    let g4 = &analysis["moves"][2];
    assert!(g4["better"]["from"].is_string(), "{g4}");
    assert!(!g4["line"].as_array().expect("line").is_empty());

    // Kept with the game: after a restart it is read back, unchanged.
    drop(app);
    let app = app_saving_to(dir.path());
    assert_eq!(app.ok("game_analysis", json!({})), analysis);
    let id = analysis["id"].clone();
    assert_eq!(app.ok("game_analysis", json!({ "id": id })), analysis);

    // In the PGN: NAGs and [%eval]s, and read back from it on import.
    let pgn = app.ok("export_pgn", json!({}));
    let pgn = pgn.as_str().expect("text");
    assert!(pgn.contains("2. g4 $4 {[%eval"), "{pgn}");
    assert!(pgn.contains("[%eval #"), "{pgn}");
    app.ok("import_game", json!({ "text": pgn }));
    let read = app.ok("game_analysis", json!({}));
    assert_eq!(read["source"], json!({ "kind": "record" }), "{read}");
    assert_eq!(read["evals"].as_array().map(Vec::len), Some(5));
    assert_eq!(read["evals"][1], analysis["evals"][1]);
    assert_eq!(read["moves"][2]["class"], "blunder", "{read}");

    // In the archive's PGN of the same game too.
    let archived = app.ok("archived_pgn", json!({ "id": analysis["id"] }));
    assert!(
        archived.as_str().expect("text").contains("$4"),
        "{archived}"
    );
}

#[test]
fn a_review_stops_on_request_and_keeps_the_moves_reviewed() {
    let dir = tempfile::tempdir().expect("dir");
    let app = app_saving_to(dir.path());
    // A long game that White resigns: many positions to search.
    play_all(
        &app,
        "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1g1 f8e7 f1e1 b7b5 a4b3 d7d6 c2c3 e8g8 h2h3 c6a5 b3c2 c7c5 d2d4 d8c7 b1d2 c5d4 c3d4 a5c6 d2b3 a6a5 c1e3 a5a4 b3d2 c8d7 a1c1 c7b7",
    );
    app.ok("resign", json!({ "color": "white" }));
    let window = app.window.clone();
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(common::invoke_on(&window, "analyse_game", progress()));
    });
    // Asked until the review answers: the first ask may come before it starts.
    let answer = loop {
        app.ok("stop_analysis", json!({}));
        if let Ok(answer) = rx.recv_timeout(Duration::from_millis(20)) {
            break answer.expect("the review answers");
        }
    };
    assert_eq!(answer["complete"], false, "{answer}");
    let reviewed = answer["moves"].as_array().expect("moves").len();
    assert!(reviewed < 36, "stopped part way: {reviewed} moves");
    assert_eq!(
        app.ok("game_analysis", json!({}))["moves"]
            .as_array()
            .map(Vec::len),
        Some(reviewed)
    );
}

#[test]
fn no_review_during_a_game_nor_of_a_kind_the_engine_does_not_play() {
    let dir = tempfile::tempdir().expect("dir");
    let app = app_saving_to(dir.path());
    app.play("e2", "e4");
    let err = app.invoke("analyse_game", progress()).expect_err("refused");
    assert_eq!(
        (&err["kind"], &err["refusal"]),
        (&json!("not_allowed"), &json!("game_in_progress")),
        "{err}"
    );

    app.ok(
        "new_game",
        json!({ "options": { "variant": "crazyhouse" } }),
    );
    app.play("e2", "e4");
    let crazyhouse = app.ok("games", json!({ "offset": 0, "limit": 1 }))["items"][0]["id"].clone();
    app.ok("new_game", json!({ "options": {} }));
    let mut body = progress();
    body["id"] = crazyhouse;
    let err = app.invoke("analyse_game", body).expect_err("refused");
    assert_eq!(err["refusal"], "engine_variant", "{err}");

    let err = app
        .invoke("game_analysis", json!({ "id": 999_999 }))
        .expect_err("no such game");
    assert_eq!(err["kind"], "not_found", "{err}");
    let err = app
        .invoke(
            "analyse_game",
            json!({ "progress": "__CHANNEL__:1", "id": "seven" }),
        )
        .expect_err("typed");
    assert_eq!(err["kind"], "bad_request", "{err}");
    assert!(
        err["message"].as_str().unwrap_or("").contains("id"),
        "names the field: {err}"
    );
}

#[test]
fn an_imported_record_s_evals_are_shown_without_analysing() {
    let dir = tempfile::tempdir().expect("dir");
    let app = app_saving_to(dir.path());
    let pgn = "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 { [%eval 0.3] } 1... e5 { [%eval 0.25] } 2. Qh5 { [%eval 0.0] } 2... Ke7 { [%eval 3.5] } 3. Qxe5# 1-0\n";
    app.ok("import_game", json!({ "text": pgn }));
    let read = app.ok("game_analysis", json!({}));
    assert_eq!(read["source"], json!({ "kind": "record" }));
    assert_eq!(read["complete"], true);
    assert_eq!(classes(&read), ["-", "good", "good", "blunder", "good"]);
    assert_eq!(read["evals"][0], Value::Null, "the start has no [%eval]");
    // Its own [%eval]s stay as they were in its PGN.
    let out = app.ok("export_pgn", json!({}));
    assert_eq!(
        out.as_str().expect("text").matches("[%eval").count(),
        4,
        "{out}"
    );
}
