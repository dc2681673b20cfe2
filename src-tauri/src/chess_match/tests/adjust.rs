//! Adjusting the clocks: time given while running or paused, a paused
//! clock and its stage's move count set by hand, and what is refused.

use hotseat_rules::Color::{Black, White};
use hotseat_rules::{AlreadyOver, Declaration, Game, Outcome};

use super::{play, three_then_thirty, Run};
use crate::chess_match::{Action, Adjustment, Event, Match, MatchError, MAX_GIVE_MS};
use crate::time_control::{PerMove, MAX_BASE_MS};

fn adjust(adjustment: Adjustment) -> Action {
    Action::Adjust(adjustment)
}

#[test]
fn time_is_given_while_running_paused_or_waiting() {
    let mut run = Run::timed(60_000, PerMove::None);
    let give = Adjustment::Give {
        to: Black,
        ms: 15_000,
    };
    assert_eq!(run.act(adjust(give), 0), Event::Adjusted(give));
    assert_eq!(run.shown(0), (60_000, 75_000), "before the first move");
    run.act(play("e2e4"), 0);
    // While Black runs: time to the waiting side, and to the runner.
    let to_white = Adjustment::Give {
        to: White,
        ms: 15_000,
    };
    run.act(adjust(to_white), 1_000);
    assert_eq!(run.shown(1_000), (75_000, 74_000));
    let to_black = Adjustment::Give {
        to: Black,
        ms: 1_000,
    };
    run.act(adjust(to_black), 2_000);
    assert_eq!(run.shown(2_000), (75_000, 74_000), "the runner's time too");
    assert_eq!(run.running(), Some(Black));
    run.act(Action::Pause, 3_000);
    run.act(adjust(to_white), 9_000);
    assert_eq!(run.shown(9_000), (90_000, 73_000));
}

#[test]
fn a_paused_clock_is_set_by_hand() {
    let mut run = Run::timed(60_000, PerMove::SimpleDelay { ms: 2_000 });
    run.act(play("e2e4"), 0);
    run.act(Action::Pause, 5_000);
    assert_eq!(run.shown(5_000), (60_000, 57_000));
    for (color, ms, shown) in [
        (Black, 10_000, (60_000, 10_000)),
        (White, 42_500, (42_500, 10_000)),
    ] {
        let set = Adjustment::SetTime { color, ms };
        assert_eq!(run.act(adjust(set), 6_000), Event::Adjusted(set));
        assert_eq!(run.shown(6_000), shown);
    }
    run.act(Action::Resume, 7_000);
    // The delay was used up before the pause: Black counts down at once.
    assert_eq!(run.shown(8_000), (42_500, 9_000));
    run.act(play("e7e5"), 8_000);
    assert_eq!(run.shown(8_000), (42_500, 9_000));
}

#[test]
fn the_moves_of_a_stage_are_set_by_hand() {
    let mut run = Run(Match::new(Game::new(), Some(three_then_thirty())));
    run.act(play("e2e4"), 0);
    run.act(play("e7e5"), 0);
    run.act(Action::Pause, 0);
    let set = Adjustment::SetStageMoves {
        color: White,
        made: 2,
    };
    run.act(adjust(set), 0);
    let clock = run.0.clock().expect("timed");
    assert_eq!(clock.stage(White).moves_left(), Some(1));
    assert_eq!(clock.moves(White), 2);
    assert_eq!(
        run.refuse(
            adjust(Adjustment::SetStageMoves {
                color: Black,
                made: 3
            }),
            0
        ),
        MatchError::OutOfRange {
            what: "the moves made in the stage",
            value: 3,
            min: 0,
            max: 2
        }
    );
    run.act(Action::Resume, 0);
    // White's next move is now the stage's last: +30 s.
    run.act(play("g1f3"), 1_000);
    assert_eq!(run.shown(1_000), (89_000, 60_000));
    assert_eq!(run.0.clock().expect("timed").stage(White).index, 1);
}

#[test]
fn adjustments_that_are_refused() {
    let give = |ms| adjust(Adjustment::Give { to: White, ms });
    let set = |ms| adjust(Adjustment::SetTime { color: White, ms });
    assert_eq!(Run::untimed().refuse(give(1_000), 0), MatchError::NotTimed);
    let mut run = Run::timed(60_000, PerMove::None);
    run.act(play("e2e4"), 0);
    assert_eq!(run.refuse(set(1_000), 0), MatchError::NotPaused, "running");
    assert_eq!(
        run.refuse(
            adjust(Adjustment::SetStageMoves {
                color: Black,
                made: 0
            }),
            0
        ),
        MatchError::NotPaused
    );
    let range = |what, value, min, max| MatchError::OutOfRange {
        what,
        value,
        min,
        max,
    };
    assert_eq!(
        run.refuse(give(0), 0),
        range("the time given (ms)", 0, 1, MAX_GIVE_MS)
    );
    assert_eq!(
        run.refuse(give(MAX_GIVE_MS + 1), 0),
        range("the time given (ms)", MAX_GIVE_MS + 1, 1, MAX_GIVE_MS)
    );
    run.act(Action::Pause, 0);
    assert_eq!(
        run.refuse(set(MAX_BASE_MS + 1), 0),
        range("the time set (ms)", MAX_BASE_MS + 1, 0, MAX_BASE_MS)
    );
    run.act(Action::Resume, 0);
    run.act(Action::Declare(Declaration::Resignation(Black)), 0);
    assert_eq!(run.outcome(), Some(Outcome::Resignation { winner: White }));
    assert!(matches!(
        run.refuse(give(1_000), 0),
        MatchError::Over(AlreadyOver(_))
    ));
}

#[test]
fn a_clock_set_to_zero_lets_its_flag_fall() {
    let mut run = Run::timed(60_000, PerMove::None);
    run.act(play("e2e4"), 0);
    run.act(Action::Pause, 1_000);
    run.act(
        adjust(Adjustment::SetTime {
            color: Black,
            ms: 0,
        }),
        1_000,
    );
    assert_eq!(run.0.flagged(1_000), Some(Black));
}
