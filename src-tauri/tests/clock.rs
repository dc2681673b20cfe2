//! Timed games through the `Session`, with a time source the tests move by
//! hand: what the session adds to the match's clock rules (those are
//! tested on the `Match`, `chess_match/tests/clock.rs`): the delay's rest
//! in the view, time odds from a new game's options, the flag found by any
//! command, undo restoring the clocks, pause and resume, and a restart that
//! comes back paused where the last move left it.

mod common;

use common::status_of_view;
use std::sync::Arc;

use hotseat_chess_lib::clock::ManualTime;
use hotseat_chess_lib::dto::GameView;
use hotseat_chess_lib::session::Session;
use hotseat_chess_lib::time_control::{PerMove, TimeControl};
use hotseat_chess_lib::DB_FILE;
use hotseat_rules::Color;

fn control(white_ms: u32, black_ms: u32, per_move: PerMove) -> TimeControl {
    TimeControl::single(white_ms, black_ms, per_move)
}

fn timed(per_move: PerMove) -> (Session, ManualTime) {
    let time = ManualTime::default();
    let mut session = Session::unsaved_with_time(Arc::new(time.clone()));
    session
        .new_game(Some(control(60_000, 60_000, per_move)))
        .expect("new timed game");
    (session, time)
}

/// (white ms, black ms, running side) of a view.
fn clocks(view: &GameView) -> (u64, u64, Option<Color>) {
    let clock = view.clock.as_ref().expect("a timed game");
    (clock.white_ms, clock.black_ms, clock.running)
}

fn play(session: &mut Session, text: &str) -> GameView {
    session
        .play_text(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn a_simple_delay_shows_its_rest_and_then_counts_down() {
    let (mut session, time) = timed(PerMove::SimpleDelay { ms: 5_000 });
    play(&mut session, "e4");
    time.advance(2_000);
    let view = session.status().expect("status");
    let clock = view.clock.expect("clock");
    assert_eq!((clock.black_ms, clock.delay_ms), (60_000, 3_000));
    time.advance(4_000);
    let clock = session.status().expect("status").clock.expect("clock");
    assert_eq!((clock.black_ms, clock.delay_ms), (59_000, 0));
}

#[test]
fn time_odds_give_each_side_its_own_base() {
    let time = ManualTime::default();
    let mut session = Session::unsaved_with_time(Arc::new(time.clone()));
    let view = session
        .new_game(Some(control(
            300_000,
            60_000,
            PerMove::Fischer { ms: 1_000 },
        )))
        .expect("new game");
    assert_eq!(clocks(&view), (300_000, 60_000, None));
    play(&mut session, "e4");
    time.advance(4_000);
    assert_eq!(
        clocks(&play(&mut session, "e5")),
        (301_000, 57_000, Some(Color::White))
    );
}

#[test]
fn the_flag_falls_at_zero_when_any_command_runs() {
    let (mut session, time) = timed(PerMove::None);
    play(&mut session, "e4");
    time.advance(59_999);
    let view = session.status().expect("status");
    assert_eq!(status_of_view(&view), "Black to move");
    assert_eq!(clocks(&view), (60_000, 1, Some(Color::Black)));
    time.advance(1);
    // The move comes too late: the flag fell first.
    let error = session.play_text("e5").expect_err("too late");
    assert_eq!(
        serde_json::to_value(&error).expect("json")["kind"],
        "game_over"
    );
    let view = session.view();
    assert_eq!(status_of_view(&view), "Time out — White wins");
    assert_eq!(
        view.verdict.as_ref().map(|v| v.reason.0.reason_code()),
        Some("time_out")
    );
    assert_eq!(clocks(&view), (60_000, 0, None));
    // The clock stays stopped.
    time.advance(10_000);
    assert_eq!(
        clocks(&session.status().expect("status")),
        (60_000, 0, None)
    );
}

#[test]
fn undo_restores_both_clocks_to_before_the_move() {
    let (mut session, time) = timed(PerMove::Fischer { ms: 2_000 });
    play(&mut session, "e4");
    time.advance(3_000);
    play(&mut session, "e5"); // Black 59 000
    time.advance(10_000);
    play(&mut session, "Nf3"); // White 54 000 (62 000 after e4's increment)
    time.advance(7_000); // Black is thinking: 54 000 shown
                         // Undo Nf3: White shows what it showed just before Nf3 (52 000), Black
                         // what it showed then (59 000), and White's clock runs again.
    let view = session.undo().expect("undo");
    assert_eq!(clocks(&view), (52_000, 59_000, Some(Color::White)));
    time.advance(1_000);
    assert_eq!(
        clocks(&session.view()),
        (51_000, 59_000, Some(Color::White))
    );
    // Undo e5 and e4: back to the start, the clock waits for a first move.
    assert_eq!(
        clocks(&session.undo().expect("undo")),
        (62_000, 57_000, Some(Color::Black))
    );
    assert_eq!(
        clocks(&session.undo().expect("undo")),
        (60_000, 60_000, None)
    );
    time.advance(5_000);
    assert_eq!(clocks(&session.view()), (60_000, 60_000, None));
}

#[test]
fn undo_of_a_time_out_takes_back_the_verdict_and_the_last_move() {
    let (mut session, time) = timed(PerMove::None);
    play(&mut session, "e4");
    time.advance(2_000);
    play(&mut session, "e5");
    time.advance(60_000);
    assert_eq!(
        status_of_view(&session.status().expect("status")),
        "Time out — Black wins"
    );
    let view = session.undo().expect("undo");
    assert_eq!(status_of_view(&view), "Black to move");
    assert_eq!(view.moves.len(), 1);
    let clock = view.clock.expect("clock");
    assert_eq!(
        (clock.white_ms, clock.black_ms, clock.running, clock.paused),
        (60_000, 58_000, None, true)
    );
}

#[test]
fn undo_of_a_resignation_keeps_the_moves_and_pauses() {
    let (mut session, time) = timed(PerMove::None);
    play(&mut session, "e4");
    time.advance(2_000);
    let view = session.resign(Color::Black).expect("resign");
    assert_eq!(status_of_view(&view), "Black resigns — White wins");
    assert_eq!(clocks(&view), (60_000, 58_000, None));
    time.advance(5_000);
    let view = session.undo().expect("undo");
    assert_eq!(status_of_view(&view), "Black to move");
    assert_eq!(view.moves.len(), 1);
    let clock = view.clock.expect("clock");
    assert_eq!(
        (clock.black_ms, clock.running, clock.paused),
        (58_000, None, true)
    );
    session.resume().expect("resume");
    time.advance(1_000);
    assert_eq!(
        clocks(&session.view()),
        (60_000, 57_000, Some(Color::Black))
    );
}

#[test]
fn pause_and_resume() {
    let (mut session, time) = timed(PerMove::None);
    // Before the first move there is nothing to pause.
    assert!(!session.pause().expect("pause").clock.expect("clock").paused);
    play(&mut session, "e4");
    time.advance(4_000);
    let view = session.pause().expect("pause");
    let clock = view.clock.expect("clock");
    assert_eq!(
        (clock.black_ms, clock.running, clock.paused),
        (56_000, None, true)
    );
    time.advance(100_000);
    assert_eq!(
        clocks(&session.status().expect("status")),
        (60_000, 56_000, None)
    );
    let error = session.play_text("e5").expect_err("paused");
    assert_eq!(
        serde_json::to_value(&error).expect("json")["kind"],
        "not_allowed"
    );
    let view = session.resume().expect("resume");
    assert_eq!(clocks(&view), (60_000, 56_000, Some(Color::Black)));
    time.advance(6_000);
    assert_eq!(
        clocks(&play(&mut session, "e5")),
        (60_000, 50_000, Some(Color::White))
    );
}

#[test]
fn a_restart_resumes_paused_with_the_clocks_of_the_last_save() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join(DB_FILE);
    let time = ManualTime::default();
    {
        let mut s = Session::open_with_time(&db, Arc::new(time.clone()));
        s.new_game(Some(control(
            180_000,
            120_000,
            PerMove::Fischer { ms: 2_000 },
        )))
        .expect("new game");
        play(&mut s, "e4");
        time.advance(5_000);
        play(&mut s, "e5"); // Black 117 000
        time.advance(9_000); // White thinking, then the app is killed
    }
    let later = ManualTime::default();
    later.advance(1_000_000);
    let mut s = Session::open_with_time(&db, Arc::new(later.clone()));
    let view = s.status().expect("status");
    let clock = view.clock.as_ref().expect("still timed");
    assert_eq!(
        (clock.white_ms, clock.black_ms, clock.running, clock.paused),
        (182_000, 117_000, None, true),
        "as at the last move, paused"
    );
    assert_eq!(
        clock.control,
        control(180_000, 120_000, PerMove::Fischer { ms: 2_000 })
    );
    s.resume().expect("resume");
    later.advance(10_000);
    play(&mut s, "Nf3");
    // The clock readings of every move came back too: undo restores them.
    later.advance(1_000);
    assert_eq!(
        clocks(&s.undo().expect("undo")),
        (172_000, 117_000, Some(Color::White))
    );
    assert_eq!(
        clocks(&s.undo().expect("undo")),
        (182_000, 115_000, Some(Color::Black))
    );

    // A pause is saved: the time used before it survives a restart.
    s.pause().expect("pause");
    drop(s);
    let s = Session::open_with_time(&db, Arc::new(ManualTime::default()));
    assert_eq!(clocks(&s.view()), (182_000, 115_000, None));
}

#[test]
fn verdicts_and_offers_survive_a_restart() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join(DB_FILE);
    let time = ManualTime::default();
    {
        let mut s = Session::open_with_time(&db, Arc::new(time.clone()));
        s.new_game(Some(control(60_000, 60_000, PerMove::None)))
            .expect("new game");
        play(&mut s, "e4");
        time.advance(60_000);
        s.status().expect("status");
    }
    let s = Session::open_with_time(&db, Arc::new(ManualTime::default()));
    assert_eq!(status_of_view(&s.view()), "Time out — White wins");
    assert_eq!(clocks(&s.view()), (60_000, 0, None));
    drop(s);
    {
        let mut s = Session::open(&db);
        s.new_game(None).expect("untimed");
        play(&mut s, "d4");
        s.offer_draw(Color::White).expect("offer");
    }
    let mut s = Session::open(&db);
    assert_eq!(s.view().draw_offer, Some(Color::White));
    assert_eq!(
        status_of_view(&s.answer_draw(true).expect("accept")),
        "Draw — agreement"
    );
    drop(s);
    assert_eq!(
        status_of_view(&Session::open(&db).view()),
        "Draw — agreement"
    );
}

#[test]
fn a_timed_game_exports_its_time_control_and_clock_comments() {
    let (mut session, time) = timed(PerMove::Fischer { ms: 2_000 });
    play(&mut session, "e4");
    time.advance(3_000);
    play(&mut session, "e5");
    time.advance(59_000);
    play(&mut session, "Nf3");
    let pgn = session.export_pgn();
    assert!(pgn.contains("[TimeControl \"60+2\"]\n"), "{pgn}");
    assert!(!pgn.contains("WhiteTimeControl"), "{pgn}");
    assert!(
        pgn.ends_with(
            "1. e4 {[%clk 0:01:02]} 1... e5 {[%clk 0:00:59]} 2. Nf3 {[%clk 0:00:05]} *\n"
        ),
        "{pgn}"
    );
    assert!(!Session::unsaved().export_pgn().contains("TimeControl"));
}
