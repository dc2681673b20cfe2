//! The clocks of a timed game, as the page counts them down.

use hotseat_rules::Color;
use serde::Serialize;
use ts_rs::TS;

use crate::clock::Clock;
use crate::time_control::TimeControl;

/// The clocks of a timed game as of the answer. The page counts down
/// locally from these values and asks for `status` when a clock it shows
/// reaches zero (the flag falls on the Rust side).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ClockView {
    /// The time control.
    pub control: TimeControl,
    /// White's time left in ms.
    pub white_ms: u64,
    /// Black's time left in ms.
    pub black_ms: u64,
    /// The side whose clock is counting down (`null` before the first
    /// move, while paused, and after the verdict).
    pub running: Option<Color>,
    /// Whether the players paused the clock (a timed game also comes back
    /// paused after a restart).
    pub paused: bool,
    /// With a simple delay: how much of the running side's delay is left;
    /// its clock counts down only after that (0 otherwise).
    pub delay_ms: u64,
}

impl ClockView {
    /// The view of `clock` at `now` (the clock's time source).
    pub fn of(clock: &Clock, now: u64) -> ClockView {
        let shown = clock.shown(now);
        let running = clock.running();
        ClockView {
            control: clock.control(),
            white_ms: shown.white,
            black_ms: shown.black,
            running,
            paused: clock.is_paused(),
            delay_ms: if running.is_some() {
                clock.delay_left(now)
            } else {
                0
            },
        }
    }
}
