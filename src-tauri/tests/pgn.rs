//! `import_game`, `export_pgn` and the file half of `save_pgn` through
//! Tauri's IPC: round trips, the rules' messages, persistence of imported
//! games, and the atomic write.

mod common;

use common::{app_saving_to, launch, status_of, TestApp};
use hotseat_chess_lib::atomic_file::write_atomically;
use hotseat_chess_lib::pgn::tags::pgn_date;
use hotseat_chess_lib::SaveLocation;
use hotseat_rules::Game;
use serde_json::{json, Value};

/// Promotion, castling on both sides' kingside, en passant and a check.
const RICH_GAME: &[&str] = &[
    "e2e4", "g8f6", "e4e5", "d7d5", "e5d6", "e7e6", "d6c7", "d8d7", "c7b8q", "a8b8", "g1f3",
    "f8c5", "f1c4", "e8g8", "e1g1", "c5f2",
];

fn moves(view: &Value) -> Vec<(String, String)> {
    view["moves"]
        .as_array()
        .expect("moves")
        .iter()
        .map(|p| {
            (
                p["san"].as_str().expect("san").to_owned(),
                p["uci"].as_str().expect("uci").to_owned(),
            )
        })
        .collect()
}

fn play_all(app: &TestApp, ucis: &[&str]) -> Value {
    let mut view = app.ok("status", json!({}));
    for uci in ucis {
        view = app.play_uci(uci).expect(uci);
    }
    view
}

fn export(app: &TestApp) -> String {
    app.ok("export_pgn", json!({}))
        .as_str()
        .expect("a string")
        .to_owned()
}

#[test]
fn export_then_import_gives_the_same_game() {
    let app = launch(SaveLocation::Nowhere);
    let played = play_all(&app, RICH_GAME);
    let sans: Vec<String> = moves(&played).into_iter().map(|(san, _)| san).collect();
    for san in ["exd6", "cxb8=Q", "O-O", "Bxf2+"] {
        assert!(sans.contains(&san.to_owned()), "{san} in {sans:?}");
    }
    let pgn = export(&app);
    app.ok("new_game", json!({}));
    let imported = app.ok("import_game", json!({ "text": pgn }));
    assert_eq!(moves(&imported), moves(&played));
    assert_eq!(imported["fen"], played["fen"]);
    assert_eq!(imported["check"], true);
    assert_eq!(export(&app), pgn);
}

#[test]
fn export_has_the_seven_tag_roster_and_set_up_tags() {
    let app = launch(SaveLocation::Nowhere);
    play_all(&app, &["f2f3", "e7e5", "g2g4", "d8h4"]);
    let pgn = export(&app);
    let today = pgn_date(
        i64::try_from(
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .expect("clock")
                .as_millis(),
        )
        .expect("millis"),
    );
    let head = format!(
        "[Event \"Hotseat Chess game\"]\n[Site \"Hotseat Chess\"]\n[Date \"{today}\"]\n\
         [Round \"-\"]\n[White \"White\"]\n[Black \"Black\"]\n[Result \"0-1\"]\n\
         [Termination \"normal\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n"
    );
    assert_eq!(pgn, head);

    // A game from a set-up position says so, and comes back from its PGN.
    let fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1";
    app.ok("import_game", json!({ "text": fen }));
    app.ok("play_text", json!({ "text": "Kd7" }));
    let pgn = export(&app);
    assert!(
        pgn.contains(&format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n")),
        "{pgn}"
    );
    assert!(pgn.contains("1... Kd7 *"), "{pgn}");
    let view = app.ok("import_game", json!({ "text": pgn }));
    assert_eq!(app.ok("position_at", json!({ "ply": 0 }))["fen"], fen);
    assert_eq!(view["moves"][0]["san"], "Kd7");
}

#[test]
fn an_imported_pgn_is_saved_move_by_move() {
    let dir = tempfile::tempdir().expect("temp dir");
    let pgn = "[Event \"Club\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 {develops} Nc6 3. Bb5 *";
    {
        let app = app_saving_to(dir.path());
        app.play("d2", "d4");
        let view = app.ok("import_game", json!({ "text": pgn }));
        assert_eq!(view["canUndo"], true);
        assert_eq!(view["moves"].as_array().map(Vec::len), Some(5));
    }
    let app = app_saving_to(dir.path());
    let view = app.ok("status", json!({}));
    assert_eq!(view["notice"], Value::Null);
    let sans: Vec<String> = moves(&view).into_iter().map(|(san, _)| san).collect();
    assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6", "Bb5"]);
    // Undo walks back through the imported moves, across restarts too.
    for left in (0..5).rev() {
        let view = app.ok("undo", json!({}));
        assert_eq!(view["moves"].as_array().map(Vec::len), Some(left));
    }
    assert_eq!(app.err_kind("undo", json!({})), "nothing_to_undo");
    drop(app);
    let app = app_saving_to(dir.path());
    assert_eq!(app.ok("status", json!({}))["moves"], json!([]));
}

#[test]
fn a_resigned_game_is_imported_and_a_move_plays_on_in_a_new_game() {
    let app = launch(SaveLocation::Nowhere);
    let view = app.ok(
        "import_game",
        json!({ "text": "[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0" }),
    );
    assert_eq!(view["verdict"], Value::Null, "the board shows no verdict");
    assert_eq!(view["recorded"], json!({ "winner": "white" }));
    assert_eq!(status_of(&view), "White to move");
    app.ok("play_text", json!({ "text": "Bc4" }));
    let pgn = export(&app);
    assert!(pgn.ends_with("\n3. Bc4 *\n"), "{pgn}");
    assert!(
        pgn.contains("[FEN \"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3\"]"),
        "from the record's last position: {pgn}"
    );
}

#[test]
fn bare_moves_are_read_as_a_pgn() {
    let app = launch(SaveLocation::Nowhere);
    let view = app.ok("import_game", json!({ "text": "e4 e5 Nf3 Nc6\n" }));
    assert_eq!(status_of(&view), "White to move");
    assert_eq!(view["moves"].as_array().map(Vec::len), Some(4));
    assert!(export(&app).ends_with("1. e4 e5 2. Nf3 Nc6 *\n"));
}

#[test]
fn a_finished_game_is_imported_with_its_verdict() {
    let dir = tempfile::tempdir().expect("temp dir");
    {
        let app = app_saving_to(dir.path());
        let view = app.ok("import_game", json!({ "text": "1. f3 e5 2. g4 Qh4#" }));
        assert_eq!(status_of(&view), "Checkmate — Black wins");
    }
    let app = app_saving_to(dir.path());
    assert_eq!(
        status_of(&app.ok("status", json!({}))),
        "Checkmate — Black wins"
    );
    assert_eq!(
        app.err_kind("play_text", json!({ "text": "a3" })),
        "game_over"
    );
}

#[test]
fn bad_imports_carry_the_rules_message_and_leave_the_game_untouched() {
    let dir = tempfile::tempdir().expect("temp dir");
    let app = app_saving_to(dir.path());
    play_all(&app, &["e2e4", "c7c5"]);
    let before = app.ok("status", json!({}));
    let pgn_error = |t: &str| Game::from_pgn(t).expect_err("bad").to_string();
    let fen_error = |t: &str| Game::from_fen(t).expect_err("bad").to_string();
    let cases = [
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
            "invalid_fen",
        ),
        ("4k3/8/8/8/8/8/4R3/4K3 w - - 0 1", "invalid_fen"),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",
            "invalid_fen",
        ),
        ("garbage", "invalid_pgn"),
        ("e4 e5 Ke3", "invalid_pgn"),
        ("1. e4 e5 2. Ke3 *", "invalid_pgn"),
        ("[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nf3 *", "invalid_pgn"),
        ("[Event x]\n1. e4", "invalid_pgn"),
        ("[FEN \"8/8/8 w - - 0 1\"]\n\n*", "invalid_pgn"),
    ];
    for (text, kind) in cases {
        let err = app
            .invoke("import_game", json!({ "text": text }))
            .expect_err("refused");
        assert_eq!(err["kind"], kind, "{text}");
        let expected = if kind == "invalid_pgn" {
            pgn_error(text)
        } else {
            fen_error(text)
        };
        assert_eq!(err["message"], expected, "{text}");
    }
    let err = app
        .invoke("import_game", json!({ "text": "1. e4 e5 2. Ke3 *" }))
        .expect_err("refused");
    assert!(err["message"]
        .as_str()
        .expect("message")
        .starts_with("move 2 (Ke3)"));
    assert_eq!(app.ok("status", json!({})), before);
    drop(app);
    let app = app_saving_to(dir.path());
    assert_eq!(moves(&app.ok("status", json!({}))), moves(&before));
}

#[test]
fn a_large_pgn_up_to_a_megabyte_is_accepted() {
    let app = launch(SaveLocation::Nowhere);
    // A big comment: far beyond the 64-character field limit of moves.
    let comment = "a".repeat(900_000);
    let text = format!("[Event \"x\"]\n\n{{{comment}}} 1. e4 e5 *");
    let view = app.ok("import_game", json!({ "text": text }));
    assert_eq!(view["moves"].as_array().map(Vec::len), Some(2));
    let too_big = format!("{{{}}} 1. e4 *", "a".repeat(1 << 20));
    assert_eq!(
        app.err_kind("import_game", json!({ "text": too_big })),
        "bad_request"
    );
}

#[test]
fn the_page_has_no_dialog_or_file_permission() {
    let app = launch(SaveLocation::Nowhere);
    for cmd in [
        "plugin:dialog|save",
        "plugin:dialog|open",
        "plugin:dialog|message",
        "plugin:fs|write_text_file",
    ] {
        let err = app.invoke(cmd, json!({})).expect_err("refused");
        let text = err.to_string();
        assert!(text.contains("not allowed"), "{cmd}: {text}");
    }
}

#[test]
fn write_atomically_writes_replaces_and_leaves_nothing_behind() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("game.pgn");
    write_atomically(&path, b"first\n").expect("write");
    assert_eq!(std::fs::read_to_string(&path).expect("read"), "first\n");
    write_atomically(&path, b"second\n").expect("replace");
    assert_eq!(std::fs::read_to_string(&path).expect("read"), "second\n");
    let names: Vec<String> = std::fs::read_dir(dir.path())
        .expect("list")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, ["game.pgn"], "no temporary file is left");

    // A folder that does not exist: an error, and nothing is made.
    let missing = dir.path().join("no-such-folder").join("game.pgn");
    assert!(write_atomically(&missing, b"x").is_err());
    assert!(!missing.exists());
    // A path that is a folder: an error, the folder stays a folder.
    assert!(write_atomically(dir.path(), b"x").is_err());
    assert!(dir.path().is_dir());
}

#[cfg(unix)]
#[test]
fn write_atomically_keeps_the_old_file_when_the_folder_is_read_only() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("game.pgn");
    write_atomically(&path, b"old\n").expect("write");
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o555)).expect("chmod");
    let result = write_atomically(&path, b"new\n");
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755)).expect("chmod");
    // Root may write anyway; then the new text must be whole.
    let text = std::fs::read_to_string(&path).expect("read");
    match result {
        Err(_) => assert_eq!(text, "old\n"),
        Ok(()) => assert_eq!(text, "new\n"),
    }
}
