//! The clock's own rules, with the time passed in.

use super::*;
use hotseat_rules::Color::{Black, White};

fn control(white_ms: u32, black_ms: u32, per_move: PerMove) -> TimeControl {
    TimeControl::single(white_ms, black_ms, per_move)
}

fn shown(white: u64, black: u64) -> Shown {
    Shown { white, black }
}

#[test]
fn the_first_move_starts_the_clock() {
    let mut clock = Clock::new(control(60_000, 60_000, PerMove::Fischer { ms: 2000 }));
    assert_eq!(clock.shown(5_000), shown(60_000, 60_000));
    assert_eq!(clock.running(), None);
    assert_eq!(clock.on_move(White, 10_000), shown(60_000, 60_000));
    // The free first move earns its increment, as every later move does.
    assert_eq!(clock.shown(10_000), shown(62_000, 60_000));
    assert_eq!(clock.running(), Some(Black));
    assert_eq!(clock.shown(13_000), shown(62_000, 57_000));
}

#[test]
fn pause_keeps_the_time_used() {
    let mut clock = Clock::new(control(60_000, 60_000, PerMove::None));
    clock.on_move(White, 0);
    clock.pause(4_000);
    assert_eq!(clock.shown(100_000), shown(60_000, 56_000));
    assert_eq!(clock.running(), None);
    clock.resume(100_000);
    assert_eq!(clock.shown(101_000), shown(60_000, 55_000));
    assert_eq!(clock.flag_at(), Some(100_000 + 56_000));
}
