//! Every clock, undo and draw rule of the match, with the time passed in:
//! no store, no real clock.

use hotseat_rules::Color::{Black, White};
use hotseat_rules::{
    Declaration, DrawReason, Game, Move, NothingToUndo, Outcome, PlayError, TextMoveError,
};

use super::{Action, Event, Match, MatchError};
use crate::clock::Shown;
use crate::time_control::{PerMove, TimeControl};

fn control(ms: u32, per_move: PerMove) -> TimeControl {
    TimeControl {
        white_ms: ms,
        black_ms: ms,
        per_move,
    }
}

fn mv(uci: &str) -> Move {
    Move::from_uci(uci).expect("a UCI move")
}

fn play(uci: &str) -> Action {
    Action::Play(mv(uci))
}

/// A match and the actions applied to it so far.
struct Run(Match);

impl Run {
    fn untimed() -> Run {
        Run(Match::new(Game::new(), None))
    }

    fn timed(ms: u32, per_move: PerMove) -> Run {
        Run(Match::new(Game::new(), Some(control(ms, per_move))))
    }

    fn from_fen(fen: &str, time_control: Option<TimeControl>) -> Run {
        Run(Match::new(
            Game::from_fen(fen).expect("a FEN"),
            time_control,
        ))
    }

    /// Applies `action` at `now`, which must change the match.
    #[track_caller]
    fn act(&mut self, action: Action, now: u64) -> Event {
        let change = self
            .0
            .apply(&action, now)
            .unwrap_or_else(|e| panic!("{action:?}: {e}"))
            .unwrap_or_else(|| panic!("{action:?} changed nothing"));
        self.0 = change.next;
        change.event
    }

    /// Applies `action` at `now`, which must change nothing.
    #[track_caller]
    fn idle(&self, action: Action, now: u64) {
        assert_eq!(self.0.apply(&action, now), Ok(None), "{action:?}");
    }

    /// Applies `action` at `now`, which must be refused.
    #[track_caller]
    fn refuse(&self, action: Action, now: u64) -> MatchError {
        self.0
            .apply(&action, now)
            .expect_err(&format!("{action:?} was allowed"))
    }

    fn shown(&self, now: u64) -> (u64, u64) {
        let Shown { white, black } = self.0.clock().expect("a timed match").shown(now);
        (white, black)
    }

    fn running(&self) -> Option<hotseat_rules::Color> {
        self.0.clock().and_then(|c| c.running())
    }

    fn paused(&self) -> bool {
        self.0.clock().is_some_and(|c| c.is_paused())
    }

    fn outcome(&self) -> Option<Outcome> {
        self.0.game().outcome()
    }
}

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
                (5_000, "e2e4", (60_000, 60_000)),
                (8_000, "e7e5", (60_000, 59_000)),
                (10_000, "g1f3", (60_000, 59_000)),
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
fn a_move_records_the_clocks_before_it_and_the_movers_time_after_it() {
    let mut run = Run::timed(60_000, PerMove::Fischer { ms: 1_000 });
    run.act(play("e2e4"), 0);
    let event = run.act(play("e7e5"), 4_000);
    let Event::Moved { mv: m, ply, clock } = event else {
        panic!("{event:?}");
    };
    assert_eq!((m, ply), (mv("e7e5"), 2));
    let reading = clock.expect("a timed match");
    assert_eq!(
        reading.before,
        Shown {
            white: 60_000,
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
            mv: mv("e2e4"),
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

#[test]
fn a_flag_against_bare_material_is_a_draw() {
    let mut run = Run::from_fen(
        "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1",
        Some(control(1_000, PerMove::None)),
    );
    run.act(play("e8d8"), 0);
    run.act(Action::Declare(Declaration::TimeOut(White)), 2_000);
    assert_eq!(
        run.outcome(),
        Some(Outcome::Draw(DrawReason::TimeOutInsufficientMaterial))
    );
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
fn draw_offers() {
    let mut run = Run::untimed();
    assert_eq!(
        run.refuse(Action::Answer { accept: true }, 0),
        MatchError::NoOffer
    );
    assert_eq!(run.act(Action::Offer(White), 0), Event::Offered(White));
    run.idle(Action::Offer(White), 0);
    // The side that offered may move; the offer stands.
    run.act(play("e2e4"), 0);
    assert_eq!(run.0.draw_offer(), Some(White));
    // A move by the side it was offered to declines it.
    run.act(play("e7e5"), 0);
    assert_eq!(run.0.draw_offer(), None);
    run.act(Action::Offer(Black), 0);
    assert_eq!(
        run.act(Action::Answer { accept: false }, 0),
        Event::Answered { accepted: false }
    );
    assert_eq!((run.0.draw_offer(), run.outcome()), (None, None));
    run.act(Action::Offer(Black), 0);
    // Offering against a standing offer agrees to it.
    assert_eq!(
        run.act(Action::Offer(White), 0),
        Event::Answered { accepted: true }
    );
    assert_eq!(run.outcome(), Some(Outcome::Draw(DrawReason::Agreement)));
    for action in [
        Action::Offer(White),
        Action::Answer { accept: true },
        Action::Declare(Declaration::Resignation(White)),
    ] {
        assert!(matches!(run.refuse(action, 0), MatchError::Over(_)));
    }
}

#[test]
fn refused_moves() {
    let mut run = Run::from_fen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", None);
    assert_eq!(
        run.refuse(play("a7a8"), 0),
        MatchError::PromotionMissing(mv("a7a8"))
    );
    assert!(matches!(
        run.refuse(play("e1e3"), 0),
        MatchError::Play(PlayError::Illegal(_))
    ));
    // (typed, the refusal's message)
    let typed: &[(&str, &str)] = &[
        ("a8", "a8 needs a promotion piece: a8=Q, a8=R, a8=B or a8=N"),
        (
            "a8+",
            "a8 needs a promotion piece: a8=Q, a8=R, a8=B or a8=N",
        ),
        (
            "a7a8",
            "a7a8 needs a promotion piece: a7a8q, a7a8r, a7a8b or a7a8n",
        ),
    ];
    for (text, message) in typed {
        let refused = run.refuse(Action::PlayText((*text).into()), 0);
        assert_eq!(refused.to_string(), *message, "{text}");
    }
    assert!(matches!(
        run.refuse(Action::PlayText("Ke3".into()), 0),
        MatchError::Text(TextMoveError::San(_))
    ));
    assert!(matches!(
        run.refuse(Action::PlayText("hello".into()), 0),
        MatchError::Text(TextMoveError::Syntax(_))
    ));
    run.act(Action::PlayText("a8=Q".into()), 0);
    run.act(Action::Declare(Declaration::Resignation(Black)), 0);
    assert!(matches!(
        run.refuse(play("e1e2"), 0),
        MatchError::Play(PlayError::GameOver(_))
    ));
    assert!(matches!(
        run.refuse(Action::PlayText("Ke2".into()), 0),
        MatchError::Text(TextMoveError::Play(PlayError::GameOver(_)))
    ));
}

#[test]
fn a_refused_action_leaves_the_match_as_it_was() {
    let mut run = Run::timed(60_000, PerMove::None);
    run.act(play("e2e4"), 0);
    let before = run.0.clone();
    for action in [play("e2e4"), Action::Answer { accept: true }] {
        run.refuse(action, 1_000);
        assert_eq!(run.0, before);
    }
}

#[test]
fn undo_at_the_start_has_nothing_to_take_back() {
    assert_eq!(
        Run::untimed().refuse(Action::Undo, 0),
        MatchError::NothingToUndo(NothingToUndo)
    );
}

#[test]
fn undo_a_move_gives_back_the_clocks_before_it_running() {
    let mut run = Run::timed(60_000, PerMove::Fischer { ms: 1_000 });
    run.act(play("e2e4"), 0);
    run.act(play("e7e5"), 4_000);
    run.act(Action::Offer(White), 5_000);
    assert_eq!(
        run.act(Action::Undo, 9_000),
        Event::Undone {
            removed_ply: Some(2)
        }
    );
    assert_eq!(run.0.draw_offer(), None, "the offer is withdrawn");
    assert_eq!(run.running(), Some(Black));
    assert_eq!(run.shown(9_000), (60_000, 56_000));
    assert_eq!(run.0.move_clocks().len(), 1);
    // The first move undone: the clock waits for a move again.
    run.act(Action::Undo, 10_000);
    assert_eq!(run.running(), None);
    assert_eq!(run.shown(90_000), (60_000, 60_000));
    assert_eq!(run.0.legal_moves(), &*Game::new().legal_moves());
}

#[test]
fn undo_a_mate_gives_back_the_clocks_paused() {
    let mut run = Run::timed(60_000, PerMove::None);
    for (at, uci) in [
        (0, "f2f3"),
        (1_000, "e7e5"),
        (2_000, "g2g4"),
        (3_000, "d8h4"),
    ] {
        run.act(play(uci), at);
    }
    run.act(Action::Undo, 10_000);
    assert_eq!(run.outcome(), None);
    assert!(run.paused());
    // As just before the mate: Black had thought for a second.
    assert_eq!(run.shown(20_000), (59_000, 58_000));
}

#[test]
fn undo_a_resignation_alone_with_the_clock_paused() {
    let mut run = Run::timed(60_000, PerMove::None);
    run.act(play("e2e4"), 0);
    run.act(Action::Declare(Declaration::Resignation(Black)), 2_000);
    assert_eq!(
        run.act(Action::Undo, 9_000),
        Event::Undone { removed_ply: None }
    );
    assert_eq!(run.outcome(), None);
    assert_eq!(run.0.game().history().len(), 1);
    assert!(run.paused());
    assert_eq!(run.shown(9_000), (60_000, 58_000));
    assert_eq!(run.0.legal_moves().len(), 20);
}

#[test]
fn undo_an_agreed_draw_alone() {
    let mut run = Run::untimed();
    run.act(play("e2e4"), 0);
    run.act(Action::Offer(Black), 0);
    run.act(Action::Answer { accept: true }, 0);
    run.act(Action::Undo, 0);
    assert_eq!((run.outcome(), run.0.draw_offer()), (None, None));
    assert_eq!(run.0.game().history().len(), 1);
}

#[test]
fn undo_a_time_out_with_the_move_before_it() {
    let mut run = Run::timed(10_000, PerMove::None);
    run.act(play("e2e4"), 0);
    run.act(play("e7e5"), 4_000);
    run.act(play("g1f3"), 5_000);
    assert_eq!(run.0.flagged(10_999), None);
    assert_eq!(run.0.flagged(11_000), Some(Black));
    run.act(Action::Declare(Declaration::TimeOut(Black)), 11_000);
    assert_eq!(
        run.act(Action::Undo, 20_000),
        Event::Undone {
            removed_ply: Some(3)
        }
    );
    assert_eq!(run.outcome(), None);
    assert_eq!(run.0.game().history().len(), 2);
    assert!(run.paused());
    assert_eq!(run.running(), None);
    assert_eq!(run.shown(30_000), (9_000, 6_000), "as before g1f3");
    assert_eq!(run.0.flagged(30_000), None);
}

#[test]
fn a_restored_match_comes_back_paused() {
    let mut run = Run::timed(60_000, PerMove::None);
    run.act(play("e2e4"), 0);
    let saved = run.0.saved_clock(3_000).expect("timed");
    let control = run.0.clock().expect("timed").control();
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
