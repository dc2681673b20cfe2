//! Club night (issue 13): players' names and the event through the
//! commands, kept over a restart, in the PGN and the archive; the rematch.

mod common;

use common::app_saving_to;
use serde_json::{json, Value};

fn named(white: &str, black: &str) -> Value {
    json!({ "white": white, "black": black, "event": "Club night", "site": "The Arms", "round": "3" })
}

fn new_game(app: &common::TestApp, roster: Value, time_control: Value) -> Value {
    app.ok(
        "new_game",
        json!({ "options": { "roster": roster, "timeControl": time_control } }),
    )
}

#[test]
fn names_stand_in_the_view_the_pgn_and_over_a_restart() {
    let dir = tempfile::tempdir().expect("temp dir");
    {
        let app = app_saving_to(dir.path());
        let view = new_game(&app, named("  Ann   Lee ", "Bob"), Value::Null);
        assert_eq!(
            view["roster"],
            json!({ "white": "Ann Lee", "black": "Bob", "event": "Club night", "site": "The Arms", "round": "3" })
        );
        app.play("e2", "e4");
    }
    let app = app_saving_to(dir.path());
    let view = app.ok("status", json!({}));
    assert_eq!(view["roster"]["white"], "Ann Lee");
    assert_eq!(view["moves"].as_array().map(Vec::len), Some(1));
    let pgn = app.ok("export_pgn", json!({}));
    let pgn = pgn.as_str().expect("text");
    for tag in [
        "[Event \"Club night\"]",
        "[Site \"The Arms\"]",
        "[Round \"3\"]",
        "[White \"Ann Lee\"]",
        "[Black \"Bob\"]",
    ] {
        assert!(pgn.contains(tag), "{tag} in {pgn}");
    }
    // A game without names keeps PGN's defaults and shows no roster.
    let plain = app.ok("new_game", json!({}));
    assert_eq!(plain.get("roster"), None);
    let pgn = app.ok("export_pgn", json!({}));
    assert!(pgn.as_str().expect("text").contains("[White \"White\"]"));
}

#[test]
fn a_bad_roster_is_a_bad_request_naming_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let app = app_saving_to(dir.path());
    app.play("e2", "e4");
    let long = "x".repeat(81);
    for (roster, needle) in [
        (json!({ "white": long }), "white is longer than 80"),
        (json!({ "whyte": "Ann" }), "unknown field `whyte`"),
        (json!({ "white": 7 }), "roster"),
        (json!("Ann"), "roster"),
    ] {
        let err = app
            .invoke("new_game", json!({ "options": { "roster": roster } }))
            .expect_err("refused");
        assert_eq!(err["kind"], "bad_request", "{roster}");
        let message = err["message"].as_str().expect("message");
        assert!(message.contains(needle), "{roster}: {message}");
    }
    let err = app
        .invoke("new_game", json!({ "options": { "players": {} } }))
        .expect_err("refused");
    assert!(err["message"]
        .as_str()
        .expect("message")
        .contains("players"));
    // Nothing was lost: the game goes on.
    assert_eq!(
        app.ok("status", json!({}))["moves"]
            .as_array()
            .map(Vec::len),
        Some(1)
    );
}

#[test]
fn rematch_swaps_colours_names_and_time_odds_after_a_verdict() {
    let dir = tempfile::tempdir().expect("temp dir");
    let app = app_saving_to(dir.path());
    let odds = json!({ "whiteMs": 300_000, "blackMs": 120_000, "perMove": { "kind": "fischer", "ms": 2000 } });
    new_game(&app, named("Ann", "Bob"), odds);
    app.play("e2", "e4");
    assert_eq!(app.err_kind("rematch", json!({})), "not_allowed");
    app.ok("resign", json!({ "color": "black" }));
    let view = app.ok("rematch", json!({}));
    assert_eq!(view["roster"]["white"], "Bob");
    assert_eq!(view["roster"]["black"], "Ann");
    assert_eq!(view["roster"]["event"], "Club night");
    assert_eq!(view["moves"], json!([]));
    assert_eq!(view["verdict"], Value::Null);
    let control = &view["clock"]["control"];
    assert_eq!(
        (control["whiteMs"].as_u64(), control["blackMs"].as_u64()),
        (Some(120_000), Some(300_000))
    );
    assert_eq!(control["perMove"], json!({ "kind": "fischer", "ms": 2000 }));
    // Both games are in the archive, the finished one with its names.
    let page = app.ok("games", json!({ "offset": 0, "limit": 10 }));
    // The first start's empty game gave way to the first named one.
    assert_eq!(page["total"], 2);
    assert_eq!(page["items"][1]["white"], "Ann");
    assert_eq!(page["items"][1]["black"], "Bob");
    assert_eq!(page["items"][1]["event"], "Club night");
}

#[test]
fn the_archive_is_filtered_by_a_players_name_and_offers_recent_names() {
    let dir = tempfile::tempdir().expect("temp dir");
    let app = app_saving_to(dir.path());
    for (white, black) in [
        ("Émile", "Björk"),
        ("Ann", "Bob"),
        ("Cleo", "ann"),
        ("Dan", "Eve_1"),
        ("Bob", "Dan"),
    ] {
        new_game(&app, json!({ "white": white, "black": black }), Value::Null);
        app.play("e2", "e4");
    }
    let names = |name: &str| -> Vec<(String, String)> {
        let page = app.ok("games", json!({ "offset": 0, "limit": 10, "name": name }));
        let items = page["items"].as_array().expect("items");
        assert_eq!(page["total"].as_u64(), Some(items.len() as u64), "{name}");
        items
            .iter()
            .map(|g| {
                (
                    g["white"].as_str().unwrap_or("").to_owned(),
                    g["black"].as_str().unwrap_or("").to_owned(),
                )
            })
            .collect()
    };
    let pair = |w: &str, b: &str| (w.to_owned(), b.to_owned());
    assert_eq!(names("ANN"), [pair("Cleo", "ann"), pair("Ann", "Bob")]);
    assert_eq!(names(" dan "), [pair("Bob", "Dan"), pair("Dan", "Eve_1")]);
    // `_` and `%` are letters to look for, not patterns.
    assert_eq!(names("e_"), [pair("Dan", "Eve_1")]);
    assert_eq!(names("%"), []);
    // Every letter's case, not ASCII's alone.
    assert_eq!(names("émile"), [pair("Émile", "Björk")]);
    assert_eq!(names("BJÖRK"), [pair("Émile", "Björk")]);
    assert_eq!(names("ÉMILE"), [pair("Émile", "Björk")]);
    // Empty: every game (the first start's empty one gave way to the first named one).
    assert_eq!(names("").len(), 5);
    let recent = app.ok("recent_names", json!({}));
    assert_eq!(
        recent,
        json!(["Bob", "Dan", "Eve_1", "Cleo", "ann", "Émile", "Björk"])
    );
    let err = app
        .invoke(
            "games",
            json!({ "offset": 0, "limit": 10, "name": "x".repeat(81) }),
        )
        .expect_err("refused");
    assert_eq!(err["kind"], "bad_request");
}
