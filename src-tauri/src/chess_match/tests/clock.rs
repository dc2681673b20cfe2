//! The clock's rules: the free first move (with its increment), increments and delays, the
//! flag, pause and resume, a verdict, a restart.

use hotseat_rules::Color::{Black, White};
use hotseat_rules::{Declaration, DrawReason, Outcome};

use super::{control, mv, play, Run};
use crate::chess_match::{Action, Event, Match, MatchError};
use crate::clock::Shown;
use crate::time_control::PerMove;

#[test]
fn increments_and_delays() {
    // (per move, [(time of the move, move)], clocks after each move)
    type Script = &'static [(u64, &'static str, (u64, u64))];
    let cases: &[(PerMove, Script)] = &[
        (
            PerMove::None,
            &[
                (5_000, "e2e4", (60_000, 60_000)),
                (8_000, "e7e5", (60_000, 57_000)),
                (10_000, "g1f3", (58_000, 57_000)),
            ],
        ),
        (
            PerMove::Fischer { ms: 2_000 },
            &[
                // The first move earns its increment too (FIDE, club clocks).
                (5_000, "e2e4", (62_000, 60_000)),
                (8_000, "e7e5", (62_000, 59_000)),
                (10_000, "g1f3", (62_000, 59_000)),
            ],
        ),
        (
            PerMove::SimpleDelay { ms: 2_000 },
            &[
                (5_000, "e2e4", (60_000, 60_000)),
                (6_000, "e7e5", (60_000, 60_000)),
                (11_000, "g1f3", (57_000, 60_000)),
            ],
        ),
        (
            PerMove::Bronstein { ms: 2_000 },
            &[
                (5_000, "e2e4", (60_000, 60_000)),
                (6_000, "e7e5", (60_000, 60_000)),
                (11_000, "g1f3", (57_000, 60_000)),
            ],
        ),
    ];
    for (per_move, script) in cases {
        let mut run = Run::timed(60_000, *per_move);
        for &(at, uci, after) in script.iter() {
            run.act(play(uci), at);
            assert_eq!(run.shown(at), after, "{per_move:?} after {uci}");
        }
        assert_eq!(run.0.move_clocks().len(), script.len());
    }
}

#[test]
fn the_first_move_earns_its_fischer_increment_whoever_makes_it() {
    // (start, first move, clocks after it): a game from a FEN with Black to
    // move starts with Black's move, which earns as White's would.
    let starts = [
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "e2e4",
            (62_000, 60_000),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
            "e7e5",
            (60_000, 62_000),
        ),
    ];
    for (fen, uci, after) in starts {
        let mut run = Run::from_fen(fen, Some(control(60_000, PerMove::Fischer { ms: 2_000 })));
        run.act(play(uci), 5_000);
        assert_eq!(run.shown(5_000), after, "{fen}");
    }
    // Delays on move 1: no time was used, so none is charged or given back.
    for per_move in [
        PerMove::SimpleDelay { ms: 2_000 },
        PerMove::Bronstein { ms: 2_000 },
    ] {
        let mut run = Run::timed(60_000, per_move);
        run.act(play("e2e4"), 5_000);
        assert_eq!(run.shown(5_000), (60_000, 60_000), "{per_move:?}");
    }
}

#[test]
fn a_move_records_the_clocks_before_it_and_the_movers_time_after_it() {
    let mut run = Run::timed(60_000, PerMove::Fischer { ms: 1_000 });
    run.act(play("e2e4"), 0);
    let event = run.act(play("e7e5"), 4_000);
    let Event::Moved { mv: m, ply, clock } = event else {
        panic!("{event:?}");
    };
    assert_eq!((m, ply), (mv("e7e5").into(), 2));
    let reading = clock.expect("a timed match");
    assert_eq!(
        reading.before,
        Shown {
            white: 61_000,
            black: 56_000
        }
    );
    assert_eq!(reading.after_ms, 57_000);
    assert_eq!(run.0.move_clocks()[1], reading);
}

#[test]
fn an_untimed_match_has_no_clock() {
    let mut run = Run::untimed();
    let event = run.act(play("e2e4"), 0);
    assert_eq!(
        event,
        Event::Moved {
            mv: mv("e2e4").into(),
            ply: 1,
            clock: None
        }
    );
    assert!(run.0.clock().is_none());
    assert!(run.0.move_clocks().is_empty());
    assert_eq!(run.0.flagged(u64::MAX), None);
    run.idle(Action::Pause, 0);
    run.idle(Action::Resume, 0);
}

#[test]
fn a_flag_falls_when_the_running_clock_shows_zero() {
    let mut run = Run::timed(1_000, PerMove::None);
    assert_eq!(run.0.flagged(10_000), None, "not started");
    run.act(play("e2e4"), 0);
    assert_eq!(run.0.flagged(999), None);
    assert_eq!(run.0.flagged(1_000), Some(Black));
    run.act(Action::Declare(Declaration::TimeOut(Black)), 1_000);
    assert_eq!(run.outcome(), Some(Outcome::TimeOut { winner: White }));
    assert_eq!(run.0.flagged(5_000), None, "over");
    assert_eq!(run.running(), None);
    assert_eq!(run.shown(5_000), (1_000, 0));
    assert!(run.0.legal_moves().is_empty());
}

/// A flag falls (White's, Black having moved first) and the side left on
/// the board with the time decides: a draw when it could never mate.
#[test]
fn a_flag_against_bare_material_is_a_draw() {
    let cases = [
        (
            "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1",
            Outcome::Draw(DrawReason::TimeOutInsufficientMaterial),
        ),
        (
            "4k3/8/8/8/8/8/8/QQ2K3 b - - 0 1",
            Outcome::Draw(DrawReason::TimeOutInsufficientMaterial),
        ),
        (
            "4k3/8/8/3n4/8/8/8/R3K3 b - - 0 1",
            Outcome::Draw(DrawReason::TimeOutInsufficientMaterial),
        ),
        (
            "4k3/8/8/3b4/8/8/8/R3K3 b - - 0 1",
            Outcome::Draw(DrawReason::TimeOutInsufficientMaterial),
        ),
        (
            "4k3/7p/8/8/8/8/8/R3K3 b - - 0 1",
            Outcome::TimeOut { winner: Black },
        ),
    ];
    for (fen, expected) in cases {
        let mut run = Run::from_fen(fen, Some(control(1_000, PerMove::None)));
        run.act(play("e8d8"), 0);
        assert_eq!(run.0.flagged(999), None, "{fen}");
        assert_eq!(run.0.flagged(1_000), Some(White), "{fen}");
        run.act(Action::Declare(Declaration::TimeOut(White)), 1_000);
        assert_eq!(run.outcome(), Some(expected), "{fen}");
    }
}

#[test]
fn a_paused_clock_refuses_moves_until_resumed() {
    let mut run = Run::timed(60_000, PerMove::None);
    run.idle(Action::Pause, 0);
    run.act(play("e2e4"), 0);
    assert_eq!(run.act(Action::Pause, 3_000), Event::Paused);
    assert!(run.paused());
    run.idle(Action::Pause, 4_000);
    assert_eq!(run.refuse(play("e7e5"), 9_000), MatchError::Paused);
    assert_eq!(
        run.refuse(Action::PlayText("e5".into()), 9_000),
        MatchError::Paused
    );
    assert_eq!(run.shown(50_000), (60_000, 57_000));
    assert_eq!(run.act(Action::Resume, 50_000), Event::Resumed);
    run.idle(Action::Resume, 50_000);
    assert_eq!(run.running(), Some(Black));
    run.act(play("e7e5"), 51_000);
    assert_eq!(run.shown(51_000), (60_000, 56_000));
}

#[test]
fn a_verdict_stops_the_clock_and_ends_the_offer() {
    let mut run = Run::timed(60_000, PerMove::None);
    for (at, uci) in [(0, "f2f3"), (1_000, "e7e5"), (2_000, "g2g4")] {
        run.act(play(uci), at);
    }
    run.act(Action::Offer(White), 2_500);
    run.act(play("d8h4"), 3_000);
    assert_eq!(run.outcome(), Some(Outcome::Checkmate { winner: Black }));
    assert_eq!(run.0.draw_offer(), None);
    assert_eq!(run.running(), None);
    assert!(!run.paused());
    assert_eq!(run.shown(99_000), (59_000, 58_000));
    run.idle(Action::Pause, 99_000);
    run.idle(Action::Resume, 99_000);
}

#[test]
fn a_restored_match_comes_back_paused() {
    let mut run = Run::timed(60_000, PerMove::None);
    run.act(play("e2e4"), 0);
    let saved = run.0.saved_clock(3_000).expect("timed");
    let control = run.0.clock().expect("timed").control().clone();
    let game = run.0.game().clone();
    let back = Match::restore(
        game,
        Some((control, saved)),
        run.0.move_clocks().to_vec(),
        None,
    );
    let back = Run(back);
    assert!(back.paused());
    assert_eq!(back.shown(99_000), (60_000, 57_000));
    assert_eq!(back.0.legal_moves(), run.0.legal_moves());
    assert!(!back.0.clock_runs());
}
