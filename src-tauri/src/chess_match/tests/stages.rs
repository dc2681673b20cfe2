//! Staged controls and the hourglass in a match: the stage's time added at
//! the right move for each side, each stage's own increment or delay, flag
//! falls in each stage, time odds, undo and restore across a boundary.

use hotseat_rules::Color::{self, Black, White};
use hotseat_rules::Game;

use super::{play, Run};
use crate::chess_match::{Action, Match};
use crate::time_control::{PerMove, SavedTimeControl, Stage, TimeControl};

/// Distinct opening moves (no repetition), White first.
const MOVES: [&str; 8] = [
    "e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "f8c5", "d2d3", "d7d6",
];

const fn rest(ms: u32, per_move: PerMove) -> Stage {
    Stage {
        moves: None,
        ms,
        per_move,
    }
}

/// `first_moves` moves with `base` ms and `per_move`, then `then`.
fn staged(base: u32, per_move: PerMove, first_moves: u32, then: Vec<Stage>) -> TimeControl {
    TimeControl::try_from(SavedTimeControl {
        first_moves: Some(first_moves),
        then,
        ..SavedTimeControl::single(base, base, per_move)
    })
    .expect("a valid control")
}

fn staged_run(control: TimeControl) -> Run {
    Run(Match::new(Game::new(), Some(control)))
}

/// (index, made, moves left) of `color`'s stage.
fn stage_of(run: &Run, color: Color) -> (u32, u32, Option<u32>) {
    let at = run.0.clock().expect("timed").stage(color);
    (at.index, at.made, at.moves_left())
}

/// Two moves each in 60 s, then 30 s more with +1 s a move.
fn two_then_thirty() -> TimeControl {
    staged(
        60_000,
        PerMove::None,
        2,
        vec![rest(30_000, PerMove::Fischer { ms: 1_000 })],
    )
}

/// (time of the move, clocks after it, White's and Black's stage index)
type Script = &'static [(u64, (u64, u64), (u32, u32))];

fn check(control: TimeControl, script: Script) {
    let mut run = staged_run(control.clone());
    for (&(at, after, stages), uci) in script.iter().zip(MOVES) {
        run.act(play(uci), at);
        assert_eq!(run.shown(at), after, "{control:?} after {uci}");
        let indices = (stage_of(&run, White).0, stage_of(&run, Black).0);
        assert_eq!(indices, stages, "{control:?} after {uci}");
    }
}

#[test]
fn each_side_gets_the_next_stage_at_its_own_last_move() {
    check(
        two_then_thirty(),
        &[
            (0, (60_000, 60_000), (0, 0)),
            (3_000, (60_000, 57_000), (0, 0)),
            // White's second move ends its stage: +30 s.
            (5_000, (88_000, 57_000), (1, 0)),
            (9_000, (88_000, 83_000), (1, 1)),
            // The second stage's increment.
            (10_000, (88_000, 83_000), (1, 1)),
            (12_000, (88_000, 82_000), (1, 1)),
        ],
    );
}

#[test]
fn each_stage_has_its_own_delay_or_increment() {
    // Two moves with a 2 s simple delay, then Bronstein 2 s.
    let control = staged(
        60_000,
        PerMove::SimpleDelay { ms: 2_000 },
        2,
        vec![rest(0, PerMove::Bronstein { ms: 2_000 })],
    );
    check(
        control.clone(),
        &[
            (0, (60_000, 60_000), (0, 0)),
            (3_000, (60_000, 59_000), (0, 0)),
            (4_000, (60_000, 59_000), (1, 0)),
            (9_000, (60_000, 56_000), (1, 1)),
            (14_000, (57_000, 56_000), (1, 1)),
            (15_000, (57_000, 56_000), (1, 1)),
        ],
    );
    let mut run = staged_run(control);
    for (at, uci) in [(0, "e2e4"), (3_000, "e7e5"), (4_000, "g1f3")] {
        run.act(play(uci), at);
    }
    let clock = run.0.clock().expect("timed");
    assert_eq!(
        clock.delay_left(4_500),
        1_500,
        "Black is still in the delay stage"
    );
    assert_eq!(clock.flag_at(), Some(4_000 + 59_000 + 2_000));
}

#[test]
fn hourglass_gives_the_time_used_to_the_opponent() {
    let control = TimeControl::try_from(SavedTimeControl {
        hourglass: true,
        ..SavedTimeControl::single(60_000, 60_000, PerMove::None)
    })
    .expect("a valid control");
    let mut run = staged_run(control);
    for (at, uci, after) in [
        (0, "e2e4", (60_000, 60_000)),
        (5_000, "e7e5", (65_000, 55_000)),
        (8_000, "g1f3", (62_000, 58_000)),
    ] {
        run.act(play(uci), at);
        assert_eq!(run.shown(at), after, "after {uci}");
    }
    assert_eq!(run.0.flagged(8_000 + 58_000), Some(Black));
}

#[test]
fn a_flag_falls_in_either_stage() {
    // One move with 1 s, then 2 s more.
    let control = staged(1_000, PerMove::None, 1, vec![rest(2_000, PerMove::None)]);
    let mut run = staged_run(control.clone());
    run.act(play("e2e4"), 0);
    assert_eq!(
        run.shown(0),
        (3_000, 1_000),
        "White's free first move ended its stage"
    );
    assert_eq!(run.0.flagged(999), None);
    assert_eq!(run.0.flagged(1_000), Some(Black), "in the first stage");
    let mut run = staged_run(control);
    run.act(play("e2e4"), 0);
    run.act(play("e7e5"), 500);
    assert_eq!(run.shown(500), (3_000, 2_500));
    assert_eq!(run.0.clock().and_then(|c| c.flag_at()), Some(3_500));
    assert_eq!(run.0.flagged(3_499), None);
    assert_eq!(run.0.flagged(3_500), Some(White), "in the second stage");
}

#[test]
fn time_odds_with_stages() {
    let control = TimeControl::try_from(SavedTimeControl {
        first_moves: Some(1),
        then: vec![rest(10_000, PerMove::None)],
        black_then: Some(vec![rest(20_000, PerMove::Fischer { ms: 5_000 })]),
        ..SavedTimeControl::single(60_000, 30_000, PerMove::None)
    })
    .expect("a valid control");
    check(
        control,
        &[
            (0, (70_000, 30_000), (1, 0)),
            (1_000, (70_000, 49_000), (1, 1)),
            (2_000, (69_000, 49_000), (1, 1)),
            (4_000, (69_000, 52_000), (1, 1)),
        ],
    );
}

#[test]
fn undo_across_a_stage_boundary_restores_both_clocks_and_the_stage() {
    let mut run = staged_run(two_then_thirty());
    for (at, uci) in [(0, "e2e4"), (3_000, "e7e5"), (5_000, "g1f3")] {
        run.act(play(uci), at);
    }
    assert_eq!(stage_of(&run, White), (1, 0, None));
    run.act(Action::Undo, 6_000);
    assert_eq!(stage_of(&run, White), (0, 1, Some(1)));
    // The clocks as they showed just before the move: 2 s used by White.
    assert_eq!(run.shown(6_000), (58_000, 57_000));
    assert_eq!(run.running(), Some(White));
    // Played again a second later, the stage's time comes again, once.
    run.act(play("g1f3"), 7_000);
    assert_eq!(run.shown(7_000), (87_000, 57_000));
    assert_eq!(stage_of(&run, White), (1, 0, None));
    run.act(play("b8c6"), 8_000);
    assert_eq!(stage_of(&run, Black), (1, 0, None));
    run.act(Action::Undo, 9_000);
    assert_eq!(stage_of(&run, Black), (0, 1, Some(1)));
    assert_eq!(run.shown(9_000), (87_000, 56_000));
}

#[test]
fn a_restored_match_finds_each_side_in_its_stage() {
    // From a FEN with Black to move: Black makes the odd plies.
    let mut run = Run(Match::new(
        Game::from_fen("4k3/8/8/8/8/8/8/R3K3 b - - 0 1").expect("a FEN"),
        Some(two_then_thirty()),
    ));
    for (at, uci) in [(0, "e8d8"), (1_000, "a1a2"), (2_000, "d8e8")] {
        run.act(play(uci), at);
    }
    let back = Run(Match::restore(
        run.0.game().clone(),
        Some((two_then_thirty(), run.0.saved_clock(2_500).expect("timed"))),
        run.0.move_clocks().to_vec(),
        None,
    ));
    for color in [White, Black] {
        assert_eq!(stage_of(&back, color), stage_of(&run, color), "{color:?}");
    }
    assert_eq!(stage_of(&back, Black), (1, 0, None));
    assert_eq!(stage_of(&back, White), (0, 1, Some(1)));
}

#[test]
fn a_new_match_of_a_game_with_moves_counts_them() {
    let mut game = Game::new();
    for uci in ["e2e4", "e7e5", "g1f3"] {
        game.play_uci(uci).expect(uci);
    }
    let run = Run(Match::new(game, Some(two_then_thirty())));
    assert_eq!(stage_of(&run, White), (1, 0, None));
    assert_eq!(stage_of(&run, Black), (0, 1, Some(1)));
}
