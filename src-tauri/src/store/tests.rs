//! Time controls as saved JSON: the shape saved before stages and a staged
//! one both load, with the clock and each side's stage as they were.

use std::sync::Arc;

use hotseat_rules::{Color, Game, Move, START_FEN};

use super::{GameState, NewRow, Store};
use crate::chess_match::{Action, Change, Event, Match};
use crate::clock::ManualTime;
use crate::time_control::{PerMove, SavedTimeControl, Stage, TimeControl};

/// The JSON a 5+3 game was saved with before stages existed.
const OLD: &str = r#"{"whiteMs":300000,"blackMs":300000,"perMove":{"kind":"fischer","ms":3000}}"#;

/// FIDE classical, as a staged game is saved.
const FIDE: &str = r#"{"whiteMs":5400000,"blackMs":5400000,"perMove":{"kind":"fischer","ms":30000},"firstMoves":40,"then":[{"ms":1800000,"perMove":{"kind":"fischer","ms":30000}}]}"#;

/// Time odds with stages (Black's own later stages), as saved before the
/// control became an enum.
const ODDS: &str = r#"{"whiteMs":5400000,"blackMs":3600000,"perMove":{"kind":"fischer","ms":30000},"firstMoves":40,"then":[{"ms":1800000,"perMove":{"kind":"fischer","ms":30000}}],"blackThen":[{"ms":600000,"perMove":{"kind":"fischer","ms":30000}}]}"#;

/// An hourglass, as saved before the control became an enum.
const HOURGLASS: &str =
    r#"{"whiteMs":60000,"blackMs":90000,"perMove":{"kind":"none"},"hourglass":true}"#;

/// A game saved with `json` as its control and three moves played, and
/// the match it was when saved.
fn saved(store: &mut Store, json: &str) -> (i64, Match) {
    let control: TimeControl = serde_json::from_str(json).expect("a control");
    let id = store
        .insert_game(&NewRow {
            time_control: Some(&control),
            ..NewRow::unplayed(START_FEN, &crate::pgn::roster::Roster::default())
        })
        .expect("insert")
        .id;
    store
        .conn
        .execute(
            "UPDATE games SET time_control = ?1 WHERE id = ?2",
            (json, id),
        )
        .expect("the JSON as it was saved");
    let mut played = Match::new(Game::new(), Some(control));
    for (at, uci) in [(0, "e2e4"), (4_000, "e7e5"), (9_000, "g1f3")] {
        let m = Move::from_uci(uci).expect("a move");
        let Change { event, .. } = played
            .apply(&Action::Play(m), at)
            .expect("legal")
            .expect("a change");
        let Event::Moved { ply, clock, .. } = event else {
            panic!("{event:?}");
        };
        store
            .append_move(id, ply, uci, clock, &GameState::of(&played, at))
            .expect("saved");
    }
    (id, played)
}

#[test]
fn controls_saved_in_every_shape_load_as_they_were() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut store = Store::open(
        &dir.path().join("games.db"),
        Arc::new(ManualTime::default()),
    )
    .expect("a store");
    let single = TimeControl::single(300_000, 300_000, PerMove::Fischer { ms: 3_000 });
    let plus30 = PerMove::Fischer { ms: 30_000 };
    let stage = |moves, ms| Stage {
        moves,
        ms,
        per_move: plus30,
    };
    let odds = TimeControl::staged(
        vec![stage(Some(40), 5_400_000), stage(None, 1_800_000)],
        vec![stage(Some(40), 3_600_000), stage(None, 600_000)],
    )
    .expect("valid odds");
    let hourglass = TimeControl::Hourglass(hotseat_rules::ByColor::new(60_000, 90_000));
    for (json, control) in [
        (OLD, single),
        (FIDE, fide()),
        (ODDS, odds),
        (HOURGLASS, hourglass),
    ] {
        let (id, played) = saved(&mut store, json);
        let back = store.load_game(id).expect("loads").expect("a row").played;
        let (clock, was) = (back.clock().expect("timed"), played.clock().expect("timed"));
        assert_eq!(clock.control(), &control, "{json}");
        assert_eq!(clock.shown(0), was.shown(9_000), "{json}");
        for color in [Color::White, Color::Black] {
            assert_eq!(clock.stage(color), was.stage(color), "{json} {color:?}");
        }
        // A control that was saved stays the same text when saved again.
        assert_eq!(serde_json::to_string(clock.control()).expect("json"), json);
    }
}

fn fide() -> TimeControl {
    let plus30 = PerMove::Fischer { ms: 30_000 };
    TimeControl::try_from(SavedTimeControl {
        first_moves: Some(40),
        then: vec![Stage {
            moves: None,
            ms: 1_800_000,
            per_move: plus30,
        }],
        ..SavedTimeControl::single(5_400_000, 5_400_000, plus30)
    })
    .expect("a valid control")
}
