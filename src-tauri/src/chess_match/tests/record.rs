//! The record of clock adjustments: each kept with its ply and the clocks
//! after it, taken along by the undo of an earlier move, and a stage's
//! move count set by hand counted on from after a restore.

use hotseat_rules::ByColor;
use hotseat_rules::Color::{Black, White};
use hotseat_rules::Game;

use super::{play, three_then_thirty, Run};
use crate::chess_match::{Action, Adjustment, AdjustmentRecord, Match};
use crate::clock::Shown;
use crate::time_control::PerMove;

fn staged() -> Run {
    Run(Match::new(Game::new(), Some(three_then_thirty())))
}

const TWO_MADE: Adjustment = Adjustment::SetStageMoves {
    color: White,
    made: 2,
};

#[test]
fn each_adjustment_is_recorded_with_its_ply_and_the_clocks_after_it() {
    let mut run = Run::timed(60_000, PerMove::None);
    let give = Adjustment::Give {
        to: Black,
        ms: 15_000,
    };
    run.act(Action::Adjust(give), 0);
    run.act(play("e2e4"), 0);
    run.act(Action::Pause, 4_000);
    let set = Adjustment::SetTime {
        color: White,
        ms: 30_000,
    };
    run.act(Action::Adjust(set), 5_000);
    assert_eq!(
        run.0.clock_adjustments(),
        [
            AdjustmentRecord {
                ply: 0,
                adjustment: give,
                shown: Shown {
                    white: 60_000,
                    black: 75_000
                },
                moves: ByColor::new(0, 0),
            },
            AdjustmentRecord {
                ply: 1,
                adjustment: set,
                shown: Shown {
                    white: 30_000,
                    black: 71_000
                },
                moves: ByColor::new(1, 0),
            },
        ]
    );
    assert!(Run::untimed().0.clock_adjustments().is_empty());
}

#[test]
fn undo_takes_the_adjustments_made_after_the_move_along() {
    let mut run = staged();
    run.act(play("e2e4"), 0);
    let give = Adjustment::Give {
        to: White,
        ms: 5_000,
    };
    run.act(Action::Adjust(give), 1_000);
    run.act(play("e7e5"), 2_000);
    run.act(Action::Pause, 2_000);
    run.act(Action::Adjust(TWO_MADE), 2_000);
    assert_eq!(run.0.clock().expect("timed").moves(White), 2);
    assert_eq!(run.0.clock_adjustments().len(), 2);
    run.act(Action::Undo, 3_000);
    // e5 goes, and the count set after it: White has made one move again.
    let clock = run.0.clock().expect("timed");
    assert_eq!(clock.moves(White), 1);
    assert_eq!(clock.stage(White).moves_left(), Some(2));
    assert_eq!(
        run.0.clock_adjustments().len(),
        1,
        "the +5 s before e5 stays"
    );
    assert_eq!(run.0.clock_adjustments()[0].adjustment, give);
    run.act(Action::Undo, 3_000);
    assert!(run.0.clock_adjustments().is_empty());
}

#[test]
fn a_restored_match_counts_on_from_a_stage_set_by_hand() {
    let mut run = staged();
    run.act(play("e2e4"), 0);
    run.act(play("e7e5"), 1_000);
    run.act(Action::Pause, 1_000);
    run.act(Action::Adjust(TWO_MADE), 1_000);
    run.act(Action::Resume, 1_000);
    run.act(play("g1f3"), 2_000);
    run.act(play("b8c6"), 3_000);
    let kept = run.0.clock_adjustments().to_vec();
    let back = Match::restore(
        run.0.game().clone(),
        Some((
            three_then_thirty(),
            run.0.saved_clock(3_000).expect("timed"),
        )),
        run.0.move_clocks().to_vec(),
        None,
    )
    .with_clock_adjustments(kept.clone());
    let clock = back.clock().expect("timed");
    // Two set by hand, then Nf3: White is in its second stage, as before.
    assert_eq!(clock.moves(White), 3);
    assert_eq!(clock.moves(Black), 2);
    assert_eq!(clock.stage(White).index, 1);
    assert_eq!(back.clock_adjustments(), kept);
}

#[test]
fn set_clocks_makes_all_its_adjustments_as_one_change_or_none() {
    let mut run = staged();
    run.act(play("e2e4"), 0);
    run.act(Action::Pause, 1_000);
    let time = Adjustment::SetTime {
        color: Black,
        ms: 20_000,
    };
    let too_many = Adjustment::SetStageMoves {
        color: White,
        made: 9,
    };
    assert!(matches!(
        run.refuse(Action::AdjustAll(vec![time, too_many]), 1_000),
        crate::chess_match::MatchError::OutOfRange { .. }
    ));
    assert!(run.0.clock_adjustments().is_empty(), "none of them made");
    assert_eq!(run.shown(1_000), (60_000, 59_000));
    run.idle(Action::AdjustAll(Vec::new()), 1_000);
    assert_eq!(
        run.act(Action::AdjustAll(vec![time, TWO_MADE]), 1_000),
        crate::chess_match::Event::Adjusted(TWO_MADE)
    );
    assert_eq!(run.shown(1_000), (60_000, 20_000));
    assert_eq!(run.0.clock().expect("timed").moves(White), 2);
    let kept: Vec<Adjustment> = run
        .0
        .clock_adjustments()
        .iter()
        .map(|r| r.adjustment)
        .collect();
    assert_eq!(kept, [time, TWO_MADE]);
}
