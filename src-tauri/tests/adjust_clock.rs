//! `adjust_clock` through Tauri's IPC: time given to a side, a paused
//! clock set by hand (kept over a restart), and every refusal typed.

mod common;

use common::app_saving_to;
use serde_json::{json, Value};

fn clock(view: &Value) -> (u64, u64) {
    let c = &view["clock"];
    (
        c["whiteMs"].as_u64().expect("whiteMs"),
        c["blackMs"].as_u64().expect("blackMs"),
    )
}

fn adjust(adjustment: Value) -> Value {
    json!({ "adjustment": adjustment })
}

#[test]
fn time_given_and_a_paused_clock_set_by_hand_survive_a_restart() {
    let dir = tempfile::tempdir().expect("temp dir");
    let app = app_saving_to(dir.path());
    let control = json!({ "whiteMs": 300000, "blackMs": 300000, "perMove": { "kind": "none" } });
    app.ok("new_game", json!({ "options": { "timeControl": control } }));

    // Before the first move no clock runs: the time given is exact.
    let view = app.ok(
        "adjust_clock",
        adjust(json!({ "kind": "give", "to": "black", "ms": 15000 })),
    );
    assert_eq!(clock(&view), (300_000, 315_000));

    app.play("e2", "e4");
    assert_eq!(
        app.err_kind(
            "adjust_clock",
            adjust(json!({ "kind": "setTime", "color": "white", "ms": 42000 }))
        ),
        "not_allowed",
        "a correction waits for the pause"
    );
    app.ok("pause", json!({}));
    let view = app.ok(
        "adjust_clock",
        adjust(json!({ "kind": "setTime", "color": "white", "ms": 42000 })),
    );
    let (white, black) = clock(&view);
    assert_eq!(white, 42_000);
    assert!((314_000..=315_000).contains(&black), "{black}");
    drop(app);

    let app = app_saving_to(dir.path());
    let view = app.ok("status", json!({}));
    assert_eq!(clock(&view), (42_000, black), "as set, after a restart");
    assert_eq!(view["clock"]["paused"], true);
}

#[test]
fn refusals_are_typed() {
    let dir = tempfile::tempdir().expect("temp dir");
    let app = app_saving_to(dir.path());
    let give = json!({ "kind": "give", "to": "black", "ms": 15000 });
    assert_eq!(
        app.err_kind("adjust_clock", adjust(give)),
        "not_allowed",
        "untimed"
    );

    let control = json!({ "whiteMs": 60000, "blackMs": 60000, "perMove": { "kind": "none" } });
    app.ok("new_game", json!({ "options": { "timeControl": control } }));
    let cases = [
        (json!({}), "bad_request"),
        (
            adjust(json!({ "kind": "take", "to": "black", "ms": 1 })),
            "bad_request",
        ),
        (
            adjust(json!({ "kind": "give", "to": "blue", "ms": 1 })),
            "bad_request",
        ),
        (
            adjust(json!({ "kind": "give", "to": "black" })),
            "bad_request",
        ),
        (
            adjust(json!({ "kind": "give", "to": "black", "ms": 1, "x": 1 })),
            "bad_request",
        ),
        (
            adjust(json!({ "kind": "give", "to": "black", "ms": 0 })),
            "bad_request",
        ),
        (
            adjust(json!({ "kind": "give", "to": "black", "ms": 3_600_001 })),
            "bad_request",
        ),
    ];
    for (body, kind) in cases {
        assert_eq!(app.err_kind("adjust_clock", body.clone()), kind, "{body}");
    }
    let view = app.ok("status", json!({}));
    assert_eq!(clock(&view), (60_000, 60_000), "nothing changed");

    app.ok("resign", json!({ "color": "white" }));
    assert_eq!(
        app.err_kind(
            "adjust_clock",
            adjust(json!({ "kind": "give", "to": "black", "ms": 1000 }))
        ),
        "game_over"
    );
}

/// The current game's id, as the archive lists it.
fn current_id(app: &common::TestApp) -> Value {
    let page = app.ok("games", json!({ "offset": 0, "limit": 10 }));
    let items = page["items"].as_array().expect("items");
    items
        .iter()
        .find(|g| g["current"] == true)
        .expect("the current game is listed")["id"]
        .clone()
}

#[test]
fn adjustments_are_kept_in_the_record_replayed_exported_and_undone() {
    let dir = tempfile::tempdir().expect("temp dir");
    let app = app_saving_to(dir.path());
    // Three moves in five minutes, then a minute for the rest.
    let control = json!({
        "whiteMs": 300000, "blackMs": 300000, "perMove": { "kind": "none" },
        "firstMoves": 3,
        "then": [{ "moves": null, "ms": 60000, "perMove": { "kind": "none" } }]
    });
    app.ok("new_game", json!({ "options": { "timeControl": control } }));
    app.play("e2", "e4");
    app.ok(
        "adjust_clock",
        adjust(json!({ "kind": "give", "to": "black", "ms": 15000 })),
    );
    app.play("e7", "e5");
    app.ok("pause", json!({}));
    let view = app.ok(
        "adjust_clock",
        adjust(json!({ "kind": "setStageMoves", "color": "white", "made": 2 })),
    );
    assert_eq!(view["clock"]["stages"]["white"]["movesMade"], 2);
    drop(app);

    let app = app_saving_to(dir.path());
    let view = app.ok("status", json!({}));
    assert_eq!(
        view["clock"]["stages"]["white"]["movesMade"], 2,
        "the count set by hand, after a restart"
    );
    let id = current_id(&app);
    let record = app.ok("archived_adjustments", json!({ "id": id }));
    assert_eq!(record.as_array().expect("a list").len(), 2, "{record}");
    assert_eq!(record[0]["ply"], 1);
    assert_eq!(record[0]["afterSan"], "e4");
    assert_eq!(
        record[0]["afterNumber"],
        json!({ "number": 1, "color": "white" })
    );
    assert_eq!(
        record[0]["adjustment"],
        json!({ "kind": "give", "to": "black", "ms": 15000 })
    );
    assert_eq!(record[1]["ply"], 2);
    assert_eq!(record[1]["afterSan"], "e5");
    let pgn = app.ok("archived_pgn", json!({ "id": id }));
    let pgn = pgn.as_str().expect("text");
    assert!(pgn.contains("Clock: +15 s to Black."), "{pgn}");
    assert!(
        pgn.contains("Clock: White's moves in this stage set to 2."),
        "{pgn}"
    );

    // Taking back e5 takes the count set after it along, for good.
    app.ok("undo", json!({}));
    drop(app);
    let app = app_saving_to(dir.path());
    let view = app.ok("status", json!({}));
    assert_eq!(view["clock"]["stages"]["white"]["movesMade"], 1);
    let record = app.ok("archived_adjustments", json!({ "id": current_id(&app) }));
    assert_eq!(record.as_array().expect("a list").len(), 1, "{record}");
    assert_eq!(
        app.err_kind("archived_adjustments", json!({ "id": 99_999 })),
        "not_found"
    );
}

#[test]
fn set_clocks_is_one_change_and_the_record_stays_in_step_through_undo_and_restarts() {
    let dir = tempfile::tempdir().expect("temp dir");
    let app = app_saving_to(dir.path());
    let control = json!({ "whiteMs": 300000, "blackMs": 300000, "perMove": { "kind": "none" } });
    app.ok("new_game", json!({ "options": { "timeControl": control } }));
    app.ok(
        "adjust_clock",
        adjust(json!({ "kind": "give", "to": "black", "ms": 5000 })),
    );
    app.play("e2", "e4");
    app.ok("pause", json!({}));
    // White's time set to zero and Black's set: one change, so White's
    // flag cannot fall between them; a refused one makes none of them.
    let both = json!({ "adjustments": [
        { "kind": "setTime", "color": "white", "ms": 60000 },
        { "kind": "setTime", "color": "black", "ms": 45000 },
    ] });
    let refused = json!({ "adjustments": [
        { "kind": "setTime", "color": "white", "ms": 1000 },
        { "kind": "setTime", "color": "black", "ms": 36_000_001 },
    ] });
    let paused = clock(&app.ok("status", json!({})));
    assert_eq!(app.err_kind("set_clocks", refused), "bad_request");
    assert_eq!(
        clock(&app.ok("status", json!({}))),
        paused,
        "none of them made"
    );
    assert_eq!(
        app.err_kind(
            "set_clocks",
            json!({ "adjustments": vec![json!({ "kind": "give", "to": "black", "ms": 1 }); 9] })
        ),
        "bad_request"
    );
    let view = app.ok("set_clocks", both);
    assert_eq!(clock(&view), (60_000, 45_000));
    app.ok("resume", json!({}));
    app.play("e7", "e5");
    app.ok(
        "adjust_clock",
        adjust(json!({ "kind": "give", "to": "white", "ms": 7000 })),
    );
    // Undo e5: the +7 s after it goes; then a new adjustment takes its number.
    app.ok("undo", json!({}));
    app.ok(
        "adjust_clock",
        adjust(json!({ "kind": "give", "to": "white", "ms": 3000 })),
    );
    let kinds = |app: &common::TestApp| {
        let record = app.ok("archived_adjustments", json!({ "id": current_id(app) }));
        record
            .as_array()
            .expect("a list")
            .iter()
            .map(|a| {
                (
                    a["ply"].as_u64().expect("ply"),
                    a["adjustment"]["ms"].as_u64().expect("ms"),
                )
            })
            .collect::<Vec<_>>()
    };
    let before = kinds(&app);
    assert_eq!(before, [(0, 5000), (1, 60_000), (1, 45_000), (1, 3000)]);
    drop(app);
    let app = app_saving_to(dir.path());
    assert_eq!(kinds(&app), before, "the same record after a restart");
}
