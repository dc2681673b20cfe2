//! `play_text` and `position_at` through Tauri's IPC, and malformed
//! arguments to every new command.

mod common;

use common::{app_saving_to, launch, sans};
use hotseat_chess_lib::SaveLocation;
use hotseat_chess_lib::DB_FILE;
use hotseat_rules::{Game, START_FEN};
use serde_json::{json, Value};

/// The rules' own message for `text` after `ucis` from the start.
fn rules_message(ucis: &[&str], text: &str) -> String {
    let mut game = Game::new();
    for uci in ucis {
        game.play_uci(uci).expect(uci);
    }
    game.play_text(text).expect_err("refused").to_string()
}

#[test]
fn san_and_uci_typed_moves_are_played_and_saved() {
    let dir = tempfile::tempdir().expect("temp dir");
    {
        let app = app_saving_to(dir.path());
        for text in ["e4", "e7e5", "Nf3", " Nc6 ", "Bc4", "g8f6", "O-O", "f8c5"] {
            app.ok("play_text", json!({ "text": text }));
        }
        let view = app.ok("status", json!({}));
        assert_eq!(
            sans(&view),
            ["e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6", "O-O", "Bc5"]
        );
    }
    // Same save-then-apply path as `play`: a new app resumes it.
    let app = app_saving_to(dir.path());
    assert_eq!(sans(&app.ok("status", json!({}))).len(), 8);
    assert_eq!(sans(&app.ok("undo", json!({}))).len(), 7);
}

#[test]
fn typed_promotion_in_san_and_uci() {
    let setup = [
        "h2h4", "g7g5", "h4g5", "g8f6", "g5g6", "f6g8", "g6g7", "g8f6",
    ];
    for (text, san) in [
        ("gxh8=N", "gxh8=N"),
        ("g7h8q", "gxh8=Q"),
        ("gxh8=R", "gxh8=R"),
    ] {
        let app = launch(SaveLocation::Nowhere);
        for uci in setup {
            app.play_uci(uci).expect(uci);
        }
        let view = app.ok("play_text", json!({ "text": text }));
        assert_eq!(sans(&view).last().map(String::as_str), Some(san), "{text}");
    }
}

#[test]
fn typed_move_errors_have_their_kinds_and_the_rules_message() {
    // Knights on e4 and f3 can both reach g5 (and d2 is taken).
    let knights = ["b1c3", "a7a6", "c3e4", "a6a5", "g1f3", "a5a4"];
    let fools = ["f2f3", "e7e5", "g2g4", "d8h4"];
    let cases: [(&[&str], &str, &str); 10] = [
        (&[], "e5", "illegal_move"),
        (&[], "e2e5", "illegal_move"),
        (&[], "Ke2", "illegal_move"),
        (&[], "O-O", "illegal_move"),
        (&knights, "Ng5", "invalid_move"),
        (&[], "", "invalid_move"),
        (&[], "hello", "invalid_move"),
        (&[], "Zz9", "invalid_move"),
        (&fools, "a3", "game_over"),
        (&fools, "a2a3", "game_over"),
    ];
    for (setup, text, kind) in cases {
        let app = launch(SaveLocation::Nowhere);
        for uci in setup {
            app.play_uci(uci).expect(uci);
        }
        let before = app.ok("status", json!({}));
        let err = app
            .invoke("play_text", json!({ "text": text }))
            .expect_err("refused");
        assert_eq!(err["kind"], kind, "{text}: {err}");
        assert_eq!(err["message"], rules_message(setup, text), "{text}");
        assert_eq!(
            app.ok("status", json!({})),
            before,
            "{text} changed nothing"
        );
    }
    // The ambiguous move names itself, and a disambiguated one is played.
    let app = launch(SaveLocation::Nowhere);
    for uci in knights {
        app.play_uci(uci).expect(uci);
    }
    let err = app
        .invoke("play_text", json!({ "text": "Ng5" }))
        .expect_err("ambiguous");
    assert!(err["message"]
        .as_str()
        .expect("message")
        .contains("more than one move"));
    let view = app.ok("play_text", json!({ "text": "Nfg5" }));
    assert_eq!(view["lastMove"]["from"], "f3");
}

#[test]
fn position_at_walks_through_the_game() {
    let app = launch(SaveLocation::Nowhere);
    for text in ["e4", "f6", "Qh5+"] {
        app.ok("play_text", json!({ "text": text }));
    }
    let start = app.ok("position_at", json!({ "ply": 0 }));
    assert_eq!(start["ply"], 0);
    assert_eq!(start["fen"], START_FEN);
    assert_eq!(start["turn"], "white");
    assert_eq!(start["lastMove"], Value::Null);
    assert_eq!(start["board"]["black"]["queen"], json!(["d8"]));

    let one = app.ok("position_at", json!({ "ply": 1 }));
    assert_eq!(one["lastMove"], json!({ "from": "e2", "to": "e4" }));
    assert_eq!(one["turn"], "black");
    assert_eq!(one["check"], false);
    assert_eq!(one["checkSquare"], Value::Null);

    // The last ply is the current position, in the same shapes as GameView.
    let now = app.ok("status", json!({}));
    let last = app.ok("position_at", json!({ "ply": 3 }));
    for field in [
        "ply",
        "fen",
        "turn",
        "check",
        "checkSquare",
        "board",
        "lastMove",
        "lastNumber",
        "lastSan",
    ] {
        assert_eq!(last[field], now[field], "{field}");
    }
    assert_eq!(last["checkSquare"], "e8");
    assert!(
        last["lastSan"]
            .as_str()
            .is_some_and(|san| san.ends_with('+')),
        "the checking move in SAN: {}",
        last["lastSan"]
    );
    let mut keys: Vec<&String> = last.as_object().expect("object").keys().collect();
    keys.sort();
    assert_eq!(
        keys,
        [
            "board",
            "check",
            "checkSquare",
            "fen",
            "lastMove",
            "lastNumber",
            "lastSan",
            "ply",
            "turn"
        ]
    );
}

#[test]
fn position_at_starts_from_a_set_up_position() {
    let app = launch(SaveLocation::Nowhere);
    let fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
    app.ok("import_game", json!({ "text": fen }));
    app.ok("play_text", json!({ "text": "e4" }));
    assert_eq!(app.ok("position_at", json!({ "ply": 0 }))["fen"], fen);
    assert_eq!(
        app.ok("position_at", json!({ "ply": 1 }))["fen"],
        "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1"
    );
}

/// Everything the database holds about games, and SQLite's change counter.
fn snapshot(conn: &rusqlite::Connection) -> (Vec<String>, i64) {
    let mut rows = Vec::new();
    for sql in [
        "SELECT id || ' ' || start_fen || ' ' || created_at || ' ' || updated_at || ' ' \
         || IFNULL(result, '-') || ' ' || ply_count FROM games ORDER BY id",
        "SELECT game_id || ' ' || ply || ' ' || uci FROM moves ORDER BY game_id, ply",
        "SELECT key || '=' || value FROM settings ORDER BY key",
    ] {
        let mut stmt = conn.prepare(sql).expect("prepare");
        let found = stmt
            .query_map([], |r| r.get::<_, String>(0))
            .expect("query")
            .collect::<Result<Vec<_>, _>>()
            .expect("rows");
        rows.extend(found);
    }
    // Changes when another connection commits anything to the file.
    let version = conn
        .query_row("PRAGMA data_version", [], |r| r.get(0))
        .expect("data_version");
    (rows, version)
}

#[test]
fn position_at_never_changes_or_saves_the_game() {
    let dir = tempfile::tempdir().expect("temp dir");
    let app = app_saving_to(dir.path());
    for text in ["d4", "d5", "c4", "dxc4"] {
        app.ok("play_text", json!({ "text": text }));
    }
    let conn = rusqlite::Connection::open(dir.path().join(DB_FILE)).expect("open");
    let before_db = snapshot(&conn);
    let before = app.ok("status", json!({}));
    for ply in [0, 3, 1, 4, 2, 0, 4] {
        app.ok("position_at", json!({ "ply": ply }));
    }
    for bad in [json!({ "ply": 5 }), json!({ "ply": -1 })] {
        assert_eq!(app.err_kind("position_at", bad), "bad_request");
    }
    assert_eq!(app.ok("status", json!({})), before);
    assert_eq!(snapshot(&conn), before_db);
    // The game goes on from where it was, not from a viewed position.
    let view = app.ok("play_text", json!({ "text": "e3" }));
    assert_eq!(sans(&view), ["d4", "d5", "c4", "dxc4", "e3"]);
    // And the snapshot does see a write.
    assert_ne!(snapshot(&conn), before_db);
}

#[test]
fn malformed_arguments_to_the_new_commands_are_bad_requests() {
    let app = launch(SaveLocation::Nowhere);
    app.play("e2", "e4");
    let before = app.ok("status", json!({}));
    let huge = "x".repeat(2_000_000);
    let cases = [
        ("play_text", json!({})),
        ("play_text", json!({ "text": null })),
        ("play_text", json!({ "text": 5 })),
        ("play_text", json!({ "text": ["e4"] })),
        ("play_text", json!({ "text": "e".repeat(65) })),
        ("play_text", json!("e4")),
        ("play_text", json!(null)),
        ("position_at", json!({})),
        ("position_at", json!({ "ply": "1" })),
        ("position_at", json!({ "ply": 1.5 })),
        ("position_at", json!({ "ply": -1 })),
        ("position_at", json!({ "ply": 2 })),
        ("position_at", json!({ "ply": u64::MAX })),
        ("position_at", json!([0])),
        ("position_at", json!(0)),
        ("settings", json!("all")),
        ("settings", json!([1])),
        ("set_settings", json!({ "settings": null })),
        ("set_settings", json!(true)),
        ("import_game", json!({})),
        ("import_game", json!({ "text": 7 })),
        ("import_game", json!({ "text": huge })),
        ("import_game", json!({ "text": "   " })),
        ("import_game", json!("1. e4")),
        ("export_pgn", json!("pgn")),
        ("export_pgn", json!([])),
        ("save_pgn", json!("here.pgn")),
        ("save_pgn", json!(42)),
    ];
    for (cmd, body) in cases {
        let shown: String = body.to_string().chars().take(60).collect();
        assert_eq!(app.err_kind(cmd, body), "bad_request", "{cmd} {shown}");
    }
    assert_eq!(app.ok("status", json!({})), before);
}
