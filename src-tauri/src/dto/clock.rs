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
    /// With stages: where each side stands in its stages (absent for a
    /// control of one stage, so those views are as they always were).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub stages: Option<StagesView>,
}

/// Where both sides stand in their stages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
pub struct StagesView {
    /// White's stage.
    pub white: StageView,
    /// Black's stage.
    pub black: StageView,
}

/// Where one side stands in its stages: the stage of its next move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct StageView {
    /// The stage's number, 0 for the first (a repeating last stage keeps
    /// counting).
    pub stage: u32,
    /// Moves made in the stage.
    pub moves_made: u32,
    /// Moves still to make before the next stage's time is added (`null`
    /// in a stage that lasts the rest of the game).
    pub moves_to_next_stage: Option<u32>,
}

impl StageView {
    fn of(clock: &Clock, color: Color) -> StageView {
        let at = clock.stage(color);
        StageView {
            stage: at.index,
            moves_made: at.made,
            moves_to_next_stage: at.moves_left(),
        }
    }
}

impl ClockView {
    /// The view of `clock` at `now` (the clock's time source).
    pub fn of(clock: &Clock, now: u64) -> ClockView {
        let shown = clock.shown(now);
        let running = clock.running();
        ClockView {
            control: clock.control().clone(),
            white_ms: shown.white,
            black_ms: shown.black,
            running,
            paused: clock.is_paused(),
            delay_ms: if running.is_some() {
                clock.delay_left(now)
            } else {
                0
            },
            stages: clock.control().is_staged().then(|| StagesView {
                white: StageView::of(clock, Color::White),
                black: StageView::of(clock, Color::Black),
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::time_control::{PerMove, SavedTimeControl, Stage};
    use serde_json::json;

    #[test]
    fn only_a_staged_clock_shows_its_stages() {
        let single = Clock::new(TimeControl::single(60_000, 60_000, PerMove::None));
        let view = serde_json::to_value(ClockView::of(&single, 0)).expect("json");
        assert_eq!(
            view,
            json!({
                "control": { "whiteMs": 60_000, "blackMs": 60_000, "perMove": { "kind": "none" } },
                "whiteMs": 60_000, "blackMs": 60_000, "running": null, "paused": false, "delayMs": 0
            })
        );
        let mut staged = Clock::new(
            TimeControl::try_from(SavedTimeControl {
                first_moves: Some(2),
                then: vec![Stage {
                    moves: None,
                    ms: 30_000,
                    per_move: PerMove::None,
                }],
                ..SavedTimeControl::single(60_000, 60_000, PerMove::None)
            })
            .expect("a valid control"),
        );
        staged.on_move(Color::White, 0);
        let view = serde_json::to_value(ClockView::of(&staged, 0)).expect("json");
        assert_eq!(
            view["stages"],
            json!({
                "white": { "stage": 0, "movesMade": 1, "movesToNextStage": 1 },
                "black": { "stage": 0, "movesMade": 0, "movesToNextStage": 2 }
            })
        );
    }
}
