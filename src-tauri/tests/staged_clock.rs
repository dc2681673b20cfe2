//! Issue 13: a staged time control through the session, as the page sends
//! it — the next stage's time at each side's last move of a stage, the
//! stage in the view, a restart that finds each side in its stage, and the
//! standard PGN `TimeControl` tag read back from the exported game.

use std::sync::Arc;

use hotseat_chess_lib::clock::ManualTime;
use hotseat_chess_lib::dto::GameView;
use hotseat_chess_lib::pgn::import::pgn_time_control;
use hotseat_chess_lib::pgn::TagTimeControl;
use hotseat_chess_lib::session::Session;
use hotseat_chess_lib::time_control::TimeControl;
use hotseat_chess_lib::DB_FILE;
use serde_json::json;

/// Two moves in a minute, then 30 s more, +1 s a move from the start.
fn control() -> TimeControl {
    TimeControl::from_json(&json!({
        "whiteMs": 60_000, "blackMs": 60_000, "perMove": { "kind": "fischer", "ms": 1_000 },
        "firstMoves": 2,
        "then": [{ "ms": 30_000, "perMove": { "kind": "fischer", "ms": 1_000 } }]
    }))
    .expect("a staged control")
}

/// (white ms, black ms, both sides' stages) of a view.
fn shown(view: &GameView) -> (u64, u64, serde_json::Value) {
    let clock = view.clock.as_ref().expect("a timed game");
    let stages = serde_json::to_value(clock.stages).expect("json");
    (clock.white_ms, clock.black_ms, stages)
}

/// Both sides' stages: (stage, moves made in it, moves to the next one).
fn stages(white: (u32, u32, Option<u32>), black: (u32, u32, Option<u32>)) -> serde_json::Value {
    let side = |(stage, made, left): (u32, u32, Option<u32>)| json!({ "stage": stage, "movesMade": made, "movesToNextStage": left });
    json!({ "white": side(white), "black": side(black) })
}

#[test]
fn a_staged_game_through_a_transition_and_a_restart() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join(DB_FILE);
    let time = ManualTime::default();
    let pgn = {
        let mut s = Session::open_with_time(&db, Arc::new(time.clone()));
        s.new_game(Some(control())).expect("new game");
        let script = [
            (
                0,
                "e4",
                (61_000, 60_000, stages((0, 1, Some(1)), (0, 0, Some(2)))),
            ),
            (
                3_000,
                "e5",
                (61_000, 58_000, stages((0, 1, Some(1)), (0, 1, Some(1)))),
            ),
            // White's second move ends its stage: +1 s and +30 s.
            (
                2_000,
                "Nf3",
                (90_000, 58_000, stages((1, 0, None), (0, 1, Some(1)))),
            ),
            (
                4_000,
                "Nc6",
                (90_000, 85_000, stages((1, 0, None), (1, 0, None))),
            ),
        ];
        for (think, san, expected) in script {
            time.advance(think);
            let view = s.play_text(san).expect(san);
            assert_eq!(shown(&view), expected, "after {san}");
        }
        s.export_pgn()
    };
    assert!(pgn.contains("[TimeControl \"2/60+1:30+1\"]\n"), "{pgn}");
    assert_eq!(pgn_time_control(&pgn), Ok(TagTimeControl::Timed(control())));

    let s = Session::open_with_time(&db, Arc::new(ManualTime::default()));
    let view = s.view();
    assert_eq!(
        shown(&view),
        (90_000, 85_000, stages((1, 0, None), (1, 0, None))),
        "each side in its stage after a restart"
    );
    assert_eq!(view.clock.expect("timed").control, control());
}
