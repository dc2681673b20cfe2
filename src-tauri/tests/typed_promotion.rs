//! Issue 11, item 17: a typed pawn move to the last rank without its piece
//! says that a piece is needed and how to write it.

mod common;

use common::launch;
use hotseat_chess_lib::SaveLocation;
use serde_json::json;

const PROMOTING: &str = "k2r4/4P3/8/8/8/8/8/K7 w - - 0 1";

fn refusal(text: &str) -> (String, String) {
    let app = launch(SaveLocation::Nowhere);
    app.ok("import_game", json!({ "text": PROMOTING }));
    let err = app
        .invoke("play_text", json!({ "text": text }))
        .expect_err("refused");
    (
        err["kind"].as_str().expect("kind").to_owned(),
        err["message"].as_str().expect("message").to_owned(),
    )
}

#[test]
fn san_without_the_piece_names_the_four_choices() {
    assert_eq!(
        refusal("e8"),
        (
            "illegal_move".to_owned(),
            "e8 needs a promotion piece: e8=Q, e8=R, e8=B or e8=N".to_owned()
        )
    );
    assert_eq!(
        refusal("exd8+").1,
        "exd8 needs a promotion piece: exd8=Q, exd8=R, exd8=B or exd8=N"
    );
}

#[test]
fn uci_without_the_piece_names_the_four_choices() {
    assert_eq!(
        refusal("e7e8"),
        (
            "illegal_move".to_owned(),
            "e7e8 needs a promotion piece: e7e8q, e7e8r, e7e8b or e7e8n".to_owned()
        )
    );
}

#[test]
fn other_refusals_keep_the_rules_message() {
    let (kind, message) = refusal("e6");
    assert_eq!(kind, "illegal_move");
    assert!(!message.contains("promotion"), "{message}");
    let app = launch(SaveLocation::Nowhere);
    app.ok("import_game", json!({ "text": PROMOTING }));
    let view = app.ok("play_text", json!({ "text": "e8=N" }));
    assert_eq!(view["moves"][0]["san"], "e8=N");
}
