//! What undo takes back, and the clocks after it.

use hotseat_rules::Color::{Black, White};
use hotseat_rules::{Declaration, Game, NothingToUndo};

use super::{play, Run};
use crate::chess_match::{Action, Event, MatchError};
use crate::time_control::PerMove;

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
    assert_eq!(run.shown(9_000), (61_000, 56_000));
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
