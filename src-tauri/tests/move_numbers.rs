//! Issue 11, item 14: each ply carries its move number and mover, counted
//! from the start position's own move number (SPEC section 5: a game from
//! a FEN with `80` and Black to move starts `80… Ra2`).

mod common;

use common::launch;
use hotseat_chess_lib::SaveLocation;
use serde_json::{json, Value};

fn numbered(view: &Value) -> Vec<(String, u64, String)> {
    view["moves"]
        .as_array()
        .expect("moves")
        .iter()
        .map(|p| {
            (
                p["san"].as_str().expect("san").to_owned(),
                p["number"].as_u64().expect("number"),
                p["color"].as_str().expect("color").to_owned(),
            )
        })
        .collect()
}

fn ply(san: &str, number: u64, color: &str) -> (String, u64, String) {
    (san.to_owned(), number, color.to_owned())
}

#[test]
fn from_the_start_position_moves_count_from_one() {
    let app = launch(SaveLocation::Nowhere);
    app.ok("play_text", json!({ "text": "e4" }));
    app.ok("play_text", json!({ "text": "e5" }));
    let view = app.ok("play_text", json!({ "text": "Nf3" }));
    assert_eq!(
        numbered(&view),
        [
            ply("e4", 1, "white"),
            ply("e5", 1, "black"),
            ply("Nf3", 2, "white")
        ]
    );
}

#[test]
fn a_fen_with_move_80_and_white_to_move_starts_at_80() {
    let app = launch(SaveLocation::Nowhere);
    app.ok(
        "import_game",
        json!({ "text": "7k/8/8/8/8/8/8/R6K w - - 99 80" }),
    );
    let view = app.ok("play_text", json!({ "text": "Ra2" }));
    assert_eq!(numbered(&view), [ply("Ra2", 80, "white")]);
}

#[test]
fn a_fen_with_black_to_move_starts_with_black_at_80() {
    let app = launch(SaveLocation::Nowhere);
    app.ok(
        "import_game",
        json!({ "text": "r6k/8/8/8/8/8/8/7K b - - 10 80" }),
    );
    app.ok("play_text", json!({ "text": "Ra2" }));
    let view = app.ok("play_text", json!({ "text": "Kg1" }));
    assert_eq!(
        numbered(&view),
        [ply("Ra2", 80, "black"), ply("Kg1", 81, "white")]
    );
    // The review's positions and the archive's carry the same numbers.
    let at = app.ok("position_at", json!({ "ply": 2 }));
    assert_eq!(at["lastNumber"], json!({ "number": 81, "color": "white" }));
    let at = app.ok("position_at", json!({ "ply": 1 }));
    assert_eq!(at["lastNumber"], json!({ "number": 80, "color": "black" }));
    let start = app.ok("position_at", json!({ "ply": 0 }));
    assert_eq!(start["lastNumber"], Value::Null);
    let view = app.ok("status", json!({}));
    assert_eq!(
        view["undo"],
        json!({ "kind": "move", "san": "Kg1", "number": 81, "color": "white" })
    );
}

/// Each ply says whether it took a piece, en passant included (the capture
/// sound reads it; nothing in the page looks for an `x` in the SAN).
#[test]
fn each_ply_says_whether_it_captured() {
    let app = launch(SaveLocation::Nowhere);
    let mut view = Value::Null;
    for text in ["e4", "d5", "exd5", "e5", "dxe6", "Qxd2+"] {
        view = app.ok("play_text", json!({ "text": text }));
    }
    let captures: Vec<(&str, bool)> = view["moves"]
        .as_array()
        .expect("moves")
        .iter()
        .map(|p| {
            (
                p["san"].as_str().expect("san"),
                p["capture"].as_bool().expect("capture"),
            )
        })
        .collect();
    assert_eq!(
        captures,
        [
            ("e4", false),
            ("d5", false),
            ("exd5", true),
            ("e5", false),
            ("dxe6", true),
            ("Qxd2+", true)
        ]
    );
}
