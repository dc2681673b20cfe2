//! Resignation, draw offers, pause/resume and timed new games through
//! Tauri's IPC (mock runtime, real capabilities): flows and bad arguments.

mod common;

use common::{launch, status_of};
use hotseat_chess_lib::SaveLocation;
use serde_json::{json, Value};

const ONE_PLUS_ZERO: &str = r#"{"whiteMs":60000,"blackMs":60000,"perMove":{"kind":"none"}}"#;

fn one_plus_zero() -> Value {
    serde_json::from_str(ONE_PLUS_ZERO).expect("json")
}

#[test]
fn resign_ends_the_game_and_undo_takes_it_back() {
    let app = launch(SaveLocation::Nowhere);
    app.play("e2", "e4");
    let view = app.ok("resign", json!({ "color": "white" }));
    assert_eq!(status_of(&view), "White resigns — Black wins");
    assert_eq!(
        view["verdict"],
        json!({ "result": "0-1", "reason": "resignation", "winner": "black" })
    );
    assert_eq!(view["legalMoves"], json!([]));
    assert_eq!(view["canUndo"], true);
    assert_eq!(
        app.err_kind("resign", json!({ "color": "black" })),
        "game_over"
    );
    assert_eq!(
        app.err_kind("offer_draw", json!({ "color": "black" })),
        "game_over"
    );
    let view = app.ok("undo", json!({}));
    assert_eq!(status_of(&view), "Black to move");
    assert_eq!(view["moves"].as_array().map(Vec::len), Some(1));
    let view = app.ok("resign", json!({ "color": "black" }));
    assert_eq!(status_of(&view), "Black resigns — White wins");
}

#[test]
fn draw_offer_accepted_declined_or_declined_by_a_move() {
    let app = launch(SaveLocation::Nowhere);
    assert_eq!(app.ok("status", json!({}))["drawOffer"], Value::Null);
    assert_eq!(
        app.err_kind("answer_draw", json!({ "accept": true })),
        "not_allowed"
    );

    // Declined by answer.
    let view = app.ok("offer_draw", json!({ "color": "white" }));
    assert_eq!(view["drawOffer"], "white");
    assert_eq!(status_of(&view), "White to move");
    // Offering again changes nothing.
    assert_eq!(
        app.ok("offer_draw", json!({ "color": "white" }))["drawOffer"],
        "white"
    );
    let view = app.ok("answer_draw", json!({ "accept": false }));
    assert_eq!(view["drawOffer"], Value::Null);
    assert_eq!(view["verdict"], Value::Null);

    // The offering side moves: the offer stands; the other side moves: declined.
    app.ok("offer_draw", json!({ "color": "white" }));
    assert_eq!(app.play("e2", "e4")["drawOffer"], "white");
    assert_eq!(app.play("e7", "e5")["drawOffer"], Value::Null);

    // Accepted.
    app.ok("offer_draw", json!({ "color": "white" }));
    let view = app.ok("answer_draw", json!({ "accept": true }));
    assert_eq!(status_of(&view), "Draw — agreement");
    assert_eq!(
        view["verdict"],
        json!({ "result": "1/2-1/2", "reason": "agreement", "winner": null })
    );
    assert_eq!(view["drawOffer"], Value::Null);
    assert_eq!(
        app.err_kind("answer_draw", json!({ "accept": true })),
        "game_over"
    );

    // Offering while the other side's offer stands is agreeing.
    app.ok("new_game", json!({}));
    app.ok("offer_draw", json!({ "color": "black" }));
    let view = app.ok("offer_draw", json!({ "color": "white" }));
    assert_eq!(status_of(&view), "Draw — agreement");
}

#[test]
fn the_pgn_of_declared_verdicts() {
    let app = launch(SaveLocation::Nowhere);
    app.play("e2", "e4");
    app.ok("resign", json!({ "color": "black" }));
    let pgn = app.ok("export_pgn", json!({}));
    let pgn = pgn.as_str().expect("a string");
    assert!(pgn.contains("[Result \"1-0\"]\n"), "{pgn}");
    assert!(pgn.contains("[Termination \"normal\"]\n"), "{pgn}");
    assert!(pgn.ends_with("1. e4 1-0\n"), "{pgn}");
}

#[test]
fn new_game_with_and_without_a_time_control() {
    let app = launch(SaveLocation::Nowhere);
    for body in [
        json!({}),
        Value::Null,
        json!({ "options": null }),
        json!({ "options": {} }),
        json!({ "options": { "timeControl": null } }),
    ] {
        let view = app.ok("new_game", body.clone());
        assert_eq!(view["clock"], Value::Null, "{body}");
    }
    let view = app.ok(
        "new_game",
        json!({ "options": { "timeControl": one_plus_zero() } }),
    );
    assert_eq!(
        view["clock"],
        json!({
            "control": one_plus_zero(),
            "whiteMs": 60000, "blackMs": 60000, "running": null, "paused": false, "delayMs": 0
        })
    );
    let view = app.play("e2", "e4");
    assert_eq!(view["clock"]["running"], "black");
    let view = app.ok("pause", json!({}));
    assert_eq!(
        (
            view["clock"]["paused"].clone(),
            view["clock"]["running"].clone()
        ),
        (json!(true), Value::Null)
    );
    assert_eq!(
        app.err_kind("play", json!({ "move": { "from": "e7", "to": "e5" } })),
        "not_allowed"
    );
    let view = app.ok("resume", json!({}));
    assert_eq!(view["clock"]["running"], "black");
    app.play("e7", "e5");
}

#[test]
fn pause_and_resume_do_nothing_without_a_running_clock() {
    let app = launch(SaveLocation::Nowhere);
    let view = app.ok("pause", json!({}));
    assert_eq!(view["clock"], Value::Null);
    let view = app.ok("resume", Value::Null);
    assert_eq!(status_of(&view), "White to move");
}

#[test]
fn bad_arguments_are_typed_errors() {
    let app = launch(SaveLocation::Nowhere);
    let cases: &[(&str, Value)] = &[
        ("resign", json!({})),
        ("resign", json!({ "color": "red" })),
        ("resign", json!({ "color": 1 })),
        ("resign", json!("white")),
        ("resign", json!({ "color": "w".repeat(100) })),
        ("offer_draw", json!({})),
        ("offer_draw", json!({ "color": "WHITE" })),
        ("answer_draw", json!({})),
        ("answer_draw", json!({ "accept": "yes" })),
        ("answer_draw", json!([true])),
        ("pause", json!(5)),
        ("resume", json!("now")),
        ("new_game", json!(5)),
        ("new_game", json!({ "options": 5 })),
        ("new_game", json!({ "options": { "timeControl": 60 } })),
        (
            "new_game",
            json!({ "options": { "timeControl": { "whiteMs": 60000 } } }),
        ),
        (
            "new_game",
            json!({ "options": { "timeControl": { "whiteMs": 60000, "blackMs": 60000, "perMove": { "kind": "none" }, "extra": 1 } } }),
        ),
        (
            "new_game",
            json!({ "options": { "timeControl": { "whiteMs": 0, "blackMs": 60000, "perMove": { "kind": "none" } } } }),
        ),
        (
            "new_game",
            json!({ "options": { "timeControl": { "whiteMs": 60000, "blackMs": 60000, "perMove": { "kind": "fischer" } } } }),
        ),
        (
            "new_game",
            json!({ "options": { "timeControl": { "whiteMs": 60000, "blackMs": 60000, "perMove": { "kind": "fischer", "ms": 9_999_999 } } } }),
        ),
    ];
    for (cmd, body) in cases {
        assert_eq!(
            app.err_kind(cmd, body.clone()),
            "bad_request",
            "{cmd} {body}"
        );
    }
    // Nothing changed.
    let view = app.ok("status", json!({}));
    assert_eq!(status_of(&view), "White to move");
    assert_eq!(view["clock"], Value::Null);
}
