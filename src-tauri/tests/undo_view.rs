//! Issue 11, item 11: the game view says what Undo would take back (SPEC
//! section 2): a resignation or an agreement by itself, a time-out together
//! with the last move, otherwise the last move, numbered.

mod common;

use std::sync::Arc;

use common::{launch, status_of};
use hotseat_chess_lib::clock::ManualTime;
use hotseat_chess_lib::session::Session;
use hotseat_chess_lib::time_control::{PerMove, TimeControl};
use hotseat_chess_lib::SaveLocation;
use hotseat_rules::Color;
use serde_json::{json, Value};

fn undo_of(session: &Session) -> Value {
    serde_json::to_value(session.view()).expect("json")["undo"].clone()
}

#[test]
fn nothing_to_undo_at_the_start() {
    let app = launch(SaveLocation::Nowhere);
    let view = app.ok("status", json!({}));
    assert_eq!(view["undo"], Value::Null);
    assert_eq!(view["canUndo"], false);
}

#[test]
fn the_last_move_with_its_number_and_colour() {
    let app = launch(SaveLocation::Nowhere);
    app.ok("play_text", json!({ "text": "e4" }));
    let view = app.ok("play_text", json!({ "text": "Nf6" }));
    assert_eq!(
        view["undo"],
        json!({ "kind": "move", "san": "Nf6", "number": 1, "color": "black" })
    );
    let view = app.ok("undo", json!({}));
    assert_eq!(
        view["undo"],
        json!({ "kind": "move", "san": "e4", "number": 1, "color": "white" })
    );
}

#[test]
fn a_resignation_or_an_agreement_by_itself() {
    let mut s = Session::unsaved();
    s.play_text("e4").expect("e4");
    s.resign(Color::White).expect("resign");
    assert_eq!(
        undo_of(&s),
        json!({ "kind": "resignation", "color": "white" })
    );
    let view = s.undo().expect("undo");
    assert_eq!(view.moves.len(), 1, "only the verdict went");
    s.offer_draw(Color::Black).expect("offer");
    s.answer_draw(true).expect("accept");
    assert_eq!(undo_of(&s), json!({ "kind": "agreement" }));
    let view = s.undo().expect("undo");
    assert_eq!(view.moves.len(), 1, "only the verdict went");
    assert_eq!(undo_of(&s)["kind"], "move");
}

#[test]
fn a_time_out_together_with_the_last_move() {
    let time = ManualTime::default();
    let mut s = Session::unsaved_with_time(Arc::new(time.clone()));
    s.new_game(Some(TimeControl::single(60_000, 60_000, PerMove::None)))
        .expect("timed");
    s.play_text("e4").expect("e4");
    s.play_text("e5").expect("e5");
    time.advance(61_000);
    let view = serde_json::to_value(s.status().expect("status")).expect("json");
    assert_eq!(status_of(&view), "Time out — Black wins");
    assert_eq!(
        view["undo"],
        json!({ "kind": "timeout", "color": "white", "san": "e5", "number": 1, "mover": "black" })
    );
    let view = s.undo().expect("undo");
    assert_eq!(view.moves.len(), 1, "the verdict and e5 went");
}
