//! The five commands through Tauri's IPC (mock runtime, real capabilities).

mod common;

use common::{app_saving_to, launch, sans, status_of};
use hotseat_chess_lib::SaveLocation;
use serde_json::{json, Value};

#[test]
fn status_of_a_fresh_game() {
    let app = launch(SaveLocation::Nowhere);
    let view = app.ok("status", json!({}));
    assert_eq!(
        view["fen"],
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    assert_eq!(view["turn"], "white");
    assert_eq!(view["check"], false);
    assert_eq!(status_of(&view), "White to move");
    assert_eq!(view["board"]["white"]["king"], json!(["e1"]));
    assert_eq!(
        view["board"]["black"]["pawn"].as_array().map(Vec::len),
        Some(8)
    );
    assert_eq!(view["legalMoves"].as_array().map(Vec::len), Some(20));
    assert_eq!(view["canUndo"], false);
    assert_eq!(view["verdict"], Value::Null);
    assert_eq!(view["lastMove"], Value::Null);
}

#[test]
fn legal_moves_of_one_piece_and_of_all() {
    let app = launch(SaveLocation::Nowhere);
    let all = app.ok("legal_moves", json!({}));
    assert_eq!(all.as_array().map(Vec::len), Some(20));
    let knight = app.ok("legal_moves", json!({ "from": "g1" }));
    let mut dests: Vec<&str> = knight
        .as_array()
        .expect("list")
        .iter()
        .map(|m| m["to"].as_str().expect("to"))
        .collect();
    dests.sort_unstable();
    assert_eq!(dests, ["f3", "h3"]);
    let none = app.ok("legal_moves", json!({ "from": "e7" }));
    assert_eq!(none, json!([]));
    assert_eq!(
        app.err_kind("legal_moves", json!({ "from": "z9" })),
        "invalid_square"
    );
}

#[test]
fn fools_mate_then_game_over_then_undo() {
    let app = launch(SaveLocation::Nowhere);
    for (from, to) in [("f2", "f3"), ("e7", "e5"), ("g2", "g4")] {
        app.play(from, to);
    }
    let view = app.play("d8", "h4");
    assert_eq!(status_of(&view), "Checkmate — Black wins");
    assert_eq!(
        view["verdict"],
        json!({ "result": "0-1", "reason": "checkmate", "winner": "black" })
    );
    assert_eq!(view["checkSquare"], "e1");
    assert_eq!(view["legalMoves"], json!([]));
    assert_eq!(sans(&view), ["f3", "e5", "g4", "Qh4#"]);
    assert_eq!(view["lastMove"], json!({ "from": "d8", "to": "h4" }));

    let kind = app.err_kind("play", json!({ "move": { "from": "a2", "to": "a3" } }));
    assert_eq!(kind, "game_over");

    let view = app.ok("undo", json!({}));
    assert_eq!(view["verdict"], Value::Null);
    assert_eq!(status_of(&view), "Black to move");
    assert_eq!(sans(&view).len(), 3);
}

#[test]
fn check_is_in_the_status_text() {
    let app = launch(SaveLocation::Nowhere);
    for (from, to) in [("e2", "e4"), ("f7", "f6"), ("d1", "h5")] {
        app.play(from, to);
    }
    let view = app.ok("status", json!({}));
    assert_eq!(status_of(&view), "Black to move — check");
    assert_eq!(view["check"], true);
    assert_eq!(view["checkSquare"], "e8");
}

#[test]
fn new_game_starts_over() {
    let app = launch(SaveLocation::Nowhere);
    app.play("e2", "e4");
    let view = app.ok("new_game", json!({}));
    assert_eq!(view["canUndo"], false);
    assert_eq!(view["moves"], json!([]));
}

#[test]
fn promotion_needs_and_takes_a_piece() {
    let app = launch(SaveLocation::Nowhere);
    for uci in [
        "h2h4", "g7g5", "h4g5", "g8f6", "g5g6", "f6g8", "g6g7", "g8f6",
    ] {
        app.play_uci(uci).expect(uci);
    }
    let promotions: Vec<String> = app
        .ok("legal_moves", json!({ "from": "g7" }))
        .as_array()
        .expect("list")
        .iter()
        .filter(|m| m["to"] == "h8")
        .map(|m| m["promotion"].as_str().expect("promotion").to_owned())
        .collect();
    assert_eq!(promotions.len(), 4);
    let err = app
        .invoke("play", json!({ "move": { "from": "g7", "to": "h8" } }))
        .expect_err("a promotion without a piece is refused");
    assert_eq!(err["kind"], "illegal_move");
    assert!(err["message"].as_str().expect("message").contains("choose"));
    let view = app.ok(
        "play",
        json!({ "move": { "from": "g7", "to": "h8", "promotion": "knight" } }),
    );
    assert_eq!(sans(&view).last().map(String::as_str), Some("gxh8=N"));
}

#[test]
fn every_error_kind_for_bad_input() {
    let app = launch(SaveLocation::Nowhere);
    let cases = [
        ("undo", json!({}), "nothing_to_undo"),
        (
            "play",
            json!({ "move": { "from": "e2", "to": "e5" } }),
            "illegal_move",
        ),
        (
            "play",
            json!({ "move": { "from": "e9", "to": "e4" } }),
            "invalid_square",
        ),
        (
            "play",
            json!({ "move": { "from": "e2", "to": "" } }),
            "invalid_square",
        ),
        (
            "play",
            json!({ "move": { "from": "e2", "to": "e2" } }),
            "invalid_move",
        ),
        (
            "play",
            json!({ "move": { "from": "e7", "to": "e8", "promotion": "king" } }),
            "invalid_move",
        ),
        ("play", json!({ "move": { "from": "e2" } }), "bad_request"),
        ("play", json!({ "move": "e2e4" }), "bad_request"),
        ("play", json!({}), "bad_request"),
        ("play", json!({ "from": "e2", "to": "e4" }), "bad_request"),
        (
            "play",
            json!({ "mv": { "from": "e2", "to": "e4" } }),
            "bad_request",
        ),
        (
            "play",
            json!({ "move": { "from": 12, "to": "e4" } }),
            "bad_request",
        ),
        (
            "play",
            json!({ "move": { "from": ["e2"], "to": "e4" } }),
            "bad_request",
        ),
        ("play", json!([1, 2, 3]), "bad_request"),
        ("play", json!("e2e4"), "bad_request"),
        (
            "play",
            json!({ "move": { "from": "e".repeat(100_000), "to": "e4" } }),
            "invalid_square",
        ),
        ("legal_moves", json!({ "from": 5 }), "bad_request"),
        ("legal_moves", json!("e2"), "bad_request"),
    ];
    for (cmd, body, kind) in cases {
        assert_eq!(app.err_kind(cmd, body.clone()), kind, "{cmd} {body}");
    }
    // None of it changed the game.
    let view = app.ok("status", json!({}));
    assert_eq!(view["moves"], json!([]));
    assert_eq!(view["legalMoves"].as_array().map(Vec::len), Some(20));
}

#[test]
fn a_null_promotion_is_no_promotion() {
    let app = launch(SaveLocation::Nowhere);
    let view = app.ok(
        "play",
        json!({ "move": { "from": "g1", "to": "f3", "promotion": null } }),
    );
    assert_eq!(sans(&view), ["Nf3"]);
}

#[test]
fn a_bad_square_or_piece_is_named_with_its_field() {
    let app = launch(SaveLocation::Nowhere);
    for (cmd, body, kind, needle) in [
        (
            "play",
            json!({ "move": { "from": "e9", "to": "e4" } }),
            "invalid_square",
            "'move.from'",
        ),
        (
            "play",
            json!({ "move": { "from": "e2", "to": "x" } }),
            "invalid_square",
            "'move.to'",
        ),
        (
            "legal_moves",
            json!({ "from": "z9" }),
            "invalid_square",
            "'from'",
        ),
        (
            "play",
            json!({ "move": { "from": "e7", "to": "e8", "promotion": "q" } }),
            "invalid_move",
            "'move.promotion'",
        ),
        (
            "play",
            json!({ "move": { "from": "e7", "to": "e8", "promotion": "king" } }),
            "invalid_move",
            "king",
        ),
    ] {
        let err = app.invoke(cmd, body.clone()).expect_err("refused");
        assert_eq!(err["kind"], kind, "{cmd} {body}");
        let message = err["message"].as_str().expect("message");
        assert!(message.contains(needle), "{cmd} {body}: {message}");
    }
}

#[test]
fn the_app_version_is_the_packages() {
    let app = launch(SaveLocation::Nowhere);
    assert_eq!(
        app.ok("app_version", json!({})),
        json!(env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn play_since_answers_only_the_plies_after_it() {
    let app = launch(SaveLocation::Nowhere);
    app.play("e2", "e4");
    app.play("e7", "e5");
    let whole = app.ok("status", json!({}));
    let after = |since: Value| {
        let view = app.ok(
            "play",
            json!({ "move": { "from": "g1", "to": "f3" }, "since": since }),
        );
        app.ok("undo", json!({}));
        view
    };
    let tail = after(json!(2));
    assert_eq!(tail["movesFrom"], 2);
    assert_eq!(sans(&tail), ["Nf3"]);
    assert_eq!(tail["moves"][0]["number"], 2);
    let none = after(json!(0));
    assert_eq!(none["movesFrom"], 0);
    assert_eq!(sans(&none), ["e4", "e5", "Nf3"]);
    // More plies than the game had before the move: the whole list.
    for since in [json!(3), json!(9), Value::Null] {
        let full = after(since.clone());
        assert_eq!(full.get("movesFrom"), None, "since {since}");
        assert_eq!(sans(&full), ["e4", "e5", "Nf3"], "since {since}");
    }
    // Apart from the list, the same view as without `since`.
    let mut plain = after(Value::Null);
    let mut short = after(json!(1));
    for v in [&mut plain, &mut short] {
        let o = v.as_object_mut().expect("view");
        o.remove("moves");
        o.remove("movesFrom");
    }
    assert_eq!(plain, short);
    assert_eq!(sans(&app.ok("status", json!({}))), sans(&whole));
}

#[test]
fn commands_not_in_the_capability_are_refused() {
    let app = launch(SaveLocation::Nowhere);
    assert!(app.invoke("no_such_command", json!({})).is_err());
}

#[test]
fn a_saved_game_is_resumed_by_a_new_app() {
    let dir = tempfile::tempdir().expect("temp dir");
    {
        let app = app_saving_to(dir.path());
        for uci in ["e2e4", "e7e5", "g1f3"] {
            app.play_uci(uci).expect(uci);
        }
    }
    let app = app_saving_to(dir.path());
    let view = app.ok("status", json!({}));
    assert_eq!(sans(&view), ["e4", "e5", "Nf3"]);
    assert_eq!(view["notice"], Value::Null);
    // History came back too: undo works across the restart.
    let view = app.ok("undo", json!({}));
    assert_eq!(sans(&view), ["e4", "e5"]);
}

#[test]
fn every_command_of_the_table_is_registered_allowed_and_reads_its_arguments() {
    let app = launch(SaveLocation::Nowhere);
    for name in hotseat_chess_lib::commands::NAMES {
        // A string is no command's arguments: the answer is our own typed
        // refusal, so the command is allowed, handled and read its body.
        let err = app
            .invoke(name, json!("not arguments"))
            .expect_err("refused");
        assert_eq!(err["kind"], "bad_request", "{name}: {err}");
        assert!(
            err["message"].as_str().expect("message").starts_with(name),
            "{name}: {err}"
        );
    }
}

#[test]
fn a_malformed_argument_is_named_in_the_message() {
    let app = launch(SaveLocation::Nowhere);
    let cases = [
        (
            "play",
            json!({ "move": { "from": 12, "to": "e4" } }),
            "'move.from'",
        ),
        (
            "play",
            json!({ "move": { "from": "e2", "to": "e4" }, "since": -1 }),
            "'since'",
        ),
        (
            "play",
            json!({ "move": { "from": "e2", "to": "e4" }, "since": "3" }),
            "'since'",
        ),
        ("play_text", json!({ "text": 5 }), "'text'"),
        ("play_text", json!({}), "`text`"),
        ("position_at", json!({ "ply": -1 }), "'ply'"),
        ("games", json!({ "offset": 0, "limit": "9" }), "'limit'"),
        ("resign", json!({ "color": "red" }), "'color'"),
        ("answer_draw", json!({ "accept": 1 }), "'accept'"),
        (
            "new_game",
            json!({ "options": { "timeControl": { "whiteMs": 0, "blackMs": 60000, "perMove": { "kind": "none" } } } }),
            "'options': timeControl.whiteMs",
        ),
    ];
    for (cmd, body, needle) in cases {
        let err = app.invoke(cmd, body.clone()).expect_err("refused");
        assert_eq!(err["kind"], "bad_request", "{cmd} {body}");
        let message = err["message"].as_str().expect("message");
        assert!(message.contains(needle), "{cmd} {body}: {message}");
    }
}

#[test]
fn each_answer_says_what_its_command_did() {
    let app = launch(SaveLocation::Nowhere);
    // (command, its body, the event its answer carries)
    let script = [
        ("status", json!({}), Value::Null),
        (
            "play",
            json!({ "move": { "from": "e2", "to": "e4" } }),
            json!({ "kind": "moved", "ply": 1 }),
        ),
        ("status", json!({}), Value::Null),
        (
            "play_text",
            json!({ "text": "e5" }),
            json!({ "kind": "moved", "ply": 2 }),
        ),
        (
            "undo",
            json!({}),
            json!({ "kind": "undone", "removedPly": 2 }),
        ),
        (
            "offer_draw",
            json!({ "color": "black" }),
            json!({ "kind": "offered", "by": "black" }),
        ),
        (
            "resign",
            json!({ "color": "white" }),
            json!({ "kind": "declared" }),
        ),
        (
            "undo",
            json!({}),
            json!({ "kind": "undone", "removedPly": null }),
        ),
        ("new_game", json!({}), Value::Null),
    ];
    for (command, body, event) in script {
        let view = app.ok(command, body);
        assert_eq!(view["event"], event, "{command}");
    }
}
