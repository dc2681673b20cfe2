//! The archive through Tauri's IPC: the list newest first, read-only
//! replay and PGN of any stored game, delete with undo, purge at start-up.

mod common;

use common::app_saving_to;
use serde_json::{json, Value};

#[test]
fn the_list_replay_pgn_delete_and_restore() {
    let dir = tempfile::tempdir().expect("temp dir");
    let app = app_saving_to(dir.path());
    // Game 1: fool's mate. Game 2: timed, resigned. Game 3: current, one move.
    for (from, to) in [("f2", "f3"), ("e7", "e5"), ("g2", "g4"), ("d8", "h4")] {
        app.play(from, to);
    }
    let control = json!({ "whiteMs": 300000, "blackMs": 300000, "perMove": { "kind": "fischer", "ms": 3000 } });
    app.ok("new_game", json!({ "options": { "timeControl": control } }));
    app.play("e2", "e4");
    app.ok("resign", json!({ "color": "black" }));
    app.ok("new_game", json!({}));
    app.play("d2", "d4");

    let page = app.ok("games", json!({ "offset": 0, "limit": 50 }));
    assert_eq!(page["total"], 3);
    let items = page["items"].as_array().expect("items");
    let ids: Vec<i64> = items
        .iter()
        .map(|g| g["id"].as_i64().expect("id"))
        .collect();
    assert!(ids[0] > ids[1] && ids[1] > ids[2], "newest first: {ids:?}");
    assert_eq!(items[0]["current"], true);
    assert_eq!(items[0]["result"], "*");
    assert_eq!(items[0]["verdict"], Value::Null);
    assert_eq!(items[0]["finishedAt"], Value::Null);
    assert_eq!(items[0]["moves"], 1);
    assert_eq!(items[1]["result"], "1-0");
    assert_eq!(
        items[1]["verdict"],
        json!({ "result": "1-0", "reason": "resignation", "winner": "white" })
    );
    assert_eq!(items[1]["timeControl"], control);
    assert!(items[1]["finishedAt"].as_i64().is_some());
    assert_eq!(items[2]["verdict"]["reason"], "checkmate");
    assert_eq!(items[2]["verdict"]["winner"], "black");
    assert_eq!(items[2]["moves"], 4);
    assert_eq!(items[2]["timeControl"], Value::Null);
    assert_eq!(items[2]["current"], false);

    // Paging.
    let second = app.ok("games", json!({ "offset": 1, "limit": 1 }));
    assert_eq!(second["total"], 3);
    assert_eq!(second["items"][0]["id"], ids[1]);

    // Read-only replay of an old game.
    let mate = ids[2];
    let view = app.ok("archived_position", json!({ "id": mate, "ply": 4 }));
    assert_eq!(view["check"], true);
    assert_eq!(view["lastMove"], json!({ "from": "d8", "to": "h4" }));
    assert_eq!(
        app.ok("archived_position", json!({ "id": mate, "ply": 0 }))["lastMove"],
        Value::Null
    );
    assert_eq!(
        app.err_kind("archived_position", json!({ "id": mate, "ply": 5 })),
        "bad_request"
    );
    assert_eq!(
        app.ok("status", json!({}))["moves"]
            .as_array()
            .map(Vec::len),
        Some(1)
    );

    // The move list, numbered by the Rust side.
    assert_eq!(
        app.ok("archived_moves", json!({ "id": mate })),
        json!([
            { "san": "f3", "uci": "f2f3", "number": 1, "color": "white", "capture": false },
            { "san": "e5", "uci": "e7e5", "number": 1, "color": "black", "capture": false },
            { "san": "g4", "uci": "g2g4", "number": 2, "color": "white", "capture": false },
            { "san": "Qh4#", "uci": "d8h4", "number": 2, "color": "black", "capture": false },
        ])
    );
    assert_eq!(
        app.err_kind("archived_moves", json!({ "id": 999 })),
        "not_found"
    );

    // PGN, with clocks for the timed game.
    let pgn = app.ok("archived_pgn", json!({ "id": ids[1] }));
    let pgn = pgn.as_str().expect("pgn");
    assert!(pgn.contains("[TimeControl \"300+3\"]"), "{pgn}");
    assert!(pgn.contains("[Termination \"normal\"]"), "{pgn}");
    assert!(pgn.contains("1. e4 {[%clk 0:05:03]} 1-0"), "{pgn}");
    let pgn = app.ok("archived_pgn", json!({ "id": mate }));
    assert!(pgn
        .as_str()
        .expect("pgn")
        .ends_with("1. f3 e5 2. g4 Qh4# 0-1\n"));

    // Delete, undo, delete again; the current game cannot be deleted.
    assert_eq!(
        app.err_kind("delete_game", json!({ "id": ids[0] })),
        "not_allowed"
    );
    assert_eq!(app.ok("delete_game", json!({ "id": mate })), Value::Null);
    assert_eq!(
        app.ok("games", json!({ "offset": 0, "limit": 50 }))["total"],
        2
    );
    assert_eq!(
        app.err_kind("archived_pgn", json!({ "id": mate })),
        "not_found"
    );
    assert_eq!(
        app.err_kind("delete_game", json!({ "id": mate })),
        "not_found"
    );
    app.ok("restore_game", json!({ "id": mate }));
    assert_eq!(
        app.ok("games", json!({ "offset": 0, "limit": 50 }))["total"],
        3
    );
    assert_eq!(
        app.err_kind("restore_game", json!({ "id": mate })),
        "not_found"
    );
    app.ok("delete_game", json!({ "id": mate }));
    drop(app);

    // Purged at the next start: gone for good.
    let app = app_saving_to(dir.path());
    let page = app.ok("games", json!({ "offset": 0, "limit": 50 }));
    assert_eq!(page["total"], 2);
    assert_eq!(
        app.err_kind("restore_game", json!({ "id": mate })),
        "not_found"
    );
    assert_eq!(
        app.err_kind("archived_position", json!({ "id": 999, "ply": 0 })),
        "not_found"
    );
}

#[test]
fn an_untouched_game_gives_way_and_any_other_stays() {
    let dir = tempfile::tempdir().expect("temp dir");
    let app = app_saving_to(dir.path());
    let total = |app: &common::TestApp| {
        app.ok("games", json!({ "offset": 0, "limit": 1 }))["total"].clone()
    };
    assert_eq!(total(&app), 1, "the first start's game");
    // Replaced before a move: nothing to keep (a file opened first).
    app.ok("import_game", json!({ "text": "1. d4 d5 *" }));
    assert_eq!(total(&app), 1, "the empty game gave way");
    // A record, a played game, a named one and a timed one stay.
    app.ok("new_game", json!({}));
    assert_eq!(total(&app), 2, "the record stays");
    app.play("e2", "e4");
    app.ok(
        "new_game",
        json!({ "options": { "roster": { "white": "Ann" } } }),
    );
    assert_eq!(total(&app), 3, "the played game stays");
    app.ok(
        "new_game",
        json!({ "options": { "timeControl": { "whiteMs": 60000, "blackMs": 60000, "perMove": { "kind": "none" } } } }),
    );
    assert_eq!(total(&app), 4, "the named game stays");
    app.ok("new_game", json!({}));
    assert_eq!(total(&app), 5, "the timed game stays");
    app.ok("new_game", json!({}));
    assert_eq!(total(&app), 5, "an untouched one gives way");
}

#[test]
fn bad_archive_arguments() {
    let dir = tempfile::tempdir().expect("temp dir");
    let app = app_saving_to(dir.path());
    let cases: &[(&str, Value)] = &[
        ("games", json!({})),
        ("games", json!({ "offset": 0 })),
        ("games", json!({ "offset": -1, "limit": 10 })),
        ("games", json!({ "offset": 0, "limit": 0 })),
        ("games", json!({ "offset": 0, "limit": 501 })),
        ("games", json!({ "offset": "0", "limit": 10 })),
        ("archived_position", json!({ "id": 1 })),
        ("archived_position", json!({ "id": "1", "ply": 0 })),
        ("archived_pgn", json!({})),
        ("archived_moves", json!({ "id": -1 })),
        ("archived_moves", json!({})),
        ("archived_pgn", json!([1])),
        ("delete_game", json!({ "id": 1.5 })),
        ("restore_game", json!({ "id": null })),
    ];
    for (cmd, body) in cases {
        assert_eq!(
            app.err_kind(cmd, body.clone()),
            "bad_request",
            "{cmd} {body}"
        );
    }
}
