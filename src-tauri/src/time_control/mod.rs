//! A time control: each side's stages (a number of moves, or the rest of
//! the game, with a time and a per-move rule; time odds allowed), or an
//! hourglass. Read from its saved form (`saved`: the JSON the app has
//! always written), validated there with typed errors (`error`); written
//! into PGN and read back from it (`pgn_tag`).

mod error;
mod saved;
mod stage;
#[cfg(test)]
mod tests;

use hotseat_rules::{ByColor, Color};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

pub use error::{LaterList, StageField, TimeControlError};
pub use saved::SavedTimeControl;
pub use stage::{locate, Stage, StagePosition};

/// Shortest base time a side may have (one second).
pub const MIN_BASE_MS: u32 = 1_000;
/// Longest base time a side may have (ten hours); also the most a later
/// stage adds.
pub const MAX_BASE_MS: u32 = 36_000_000;
/// Longest increment or delay per move (ten minutes).
pub const MAX_PER_MOVE_MS: u32 = 600_000;
/// Most moves a stage may have.
pub const MAX_STAGE_MOVES: u32 = 500;
/// Most stages after the first, per side.
pub const MAX_LATER_STAGES: usize = 8;

/// What a move earns, besides the time it takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum PerMove {
    /// Sudden death: nothing.
    None,
    /// Fischer increment: `ms` are added after every move.
    Fischer {
        /// The increment.
        ms: u32,
    },
    /// Simple (US) delay: the clock starts counting down only `ms` after
    /// the turn begins; the delay is never banked.
    SimpleDelay {
        /// The delay.
        ms: u32,
    },
    /// Bronstein delay: after the move, the time used is added back, at
    /// most `ms`.
    Bronstein {
        /// The most that is added back.
        ms: u32,
    },
}

impl PerMove {
    /// The increment or delay in ms (0 for sudden death).
    pub const fn ms(self) -> u32 {
        match self {
            PerMove::None => 0,
            PerMove::Fischer { ms } | PerMove::SimpleDelay { ms } | PerMove::Bronstein { ms } => ms,
        }
    }
}

/// The time control of a timed game: each side's stages, or an hourglass.
/// The presets (1+0, 3+2, …) are the page's; any valid value is accepted
/// here. It is read from and written as its saved form
/// ([`SavedTimeControl`], validated when read).
///
/// FIDE classical, 90 min for 40 moves then 30 min, +30 s from move 1:
///
/// ```
/// use hotseat_chess_lib::time_control::{PerMove, Stage, TimeControl};
///
/// let plus30 = PerMove::Fischer { ms: 30_000 };
/// let fide: TimeControl = serde_json::from_str(
///     r#"{"whiteMs": 5400000, "blackMs": 5400000, "perMove": {"kind": "fischer", "ms": 30000},
///         "firstMoves": 40, "then": [{"ms": 1800000, "perMove": {"kind": "fischer", "ms": 30000}}]}"#,
/// ).unwrap();
/// let stages: Vec<Stage> = fide.stages(hotseat_rules::Color::Black).collect();
/// assert_eq!(stages[1], Stage { moves: None, ms: 1_800_000, per_move: plus30 });
/// assert_eq!(fide.pgn_tag(hotseat_rules::Color::White), "40/5400+30:1800+30");
/// // A one-stage control keeps its old JSON.
/// let blitz = TimeControl::single(180_000, 180_000, PerMove::Fischer { ms: 2_000 });
/// assert_eq!(
///     serde_json::to_string(&blitz).unwrap(),
///     r#"{"whiteMs":180000,"blackMs":180000,"perMove":{"kind":"fischer","ms":2000}}"#
/// );
/// // A base time of 10 hours and a second is refused, naming the field.
/// let long = r#"{"whiteMs": 36001000, "blackMs": 60000, "perMove": {"kind": "none"}}"#;
/// assert!(serde_json::from_str::<TimeControl>(long).unwrap_err().to_string().contains("timeControl.whiteMs"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(try_from = "SavedTimeControl", into = "SavedTimeControl")]
#[ts(as = "SavedTimeControl")]
pub enum TimeControl {
    /// Each side's stages.
    Stages(Stages),
    /// Hourglass, with each side's starting time in ms: the time the mover
    /// uses is added to the opponent.
    Hourglass(ByColor<u32>),
}

/// Each side's stages, the first first: at least one each, only the last
/// without a move count, both sides' first stage with the same moves and
/// per-move rule (time odds change the times and the later stages). Made
/// only by [`TimeControl::staged`] and from the saved form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stages(ByColor<Vec<Stage>>);

impl Stages {
    /// `color`'s stages.
    pub fn of(&self, color: Color) -> &[Stage] {
        &self.0[color]
    }
}

impl TimeControl {
    /// A control of one stage for the whole game (its values are checked
    /// where they come from outside: [`TimeControl::from_json`]).
    pub fn single(white_ms: u32, black_ms: u32, per_move: PerMove) -> TimeControl {
        let first = |ms| {
            vec![Stage {
                moves: None,
                ms,
                per_move,
            }]
        };
        TimeControl::Stages(Stages(ByColor::new(first(white_ms), first(black_ms))))
    }

    /// A control of stages for each side.
    ///
    /// # Errors
    ///
    /// [`TimeControlError`]: a side without a stage, first stages that
    /// differ in moves or rule, a value out of range, a stage after one
    /// for the rest of the game.
    pub fn staged(white: Vec<Stage>, black: Vec<Stage>) -> Result<TimeControl, TimeControlError> {
        let (Some(w), Some(b)) = (white.first(), black.first()) else {
            return Err(TimeControlError::NoStage);
        };
        if (w.moves, w.per_move) != (b.moves, b.per_move) {
            return Err(TimeControlError::FirstStagesDiffer);
        }
        let control = TimeControl::Stages(Stages(ByColor::new(white, black)));
        TimeControl::try_from(SavedTimeControl::from(control))
    }

    /// An hourglass with each side's starting time.
    ///
    /// # Errors
    ///
    /// [`TimeControlError::BaseTime`] for a time outside 1 s to 10 h.
    pub fn hourglass(white_ms: u32, black_ms: u32) -> Result<TimeControl, TimeControlError> {
        TimeControl::try_from(SavedTimeControl::from(TimeControl::Hourglass(
            ByColor::new(white_ms, black_ms),
        )))
    }

    /// Reads a time control the page sent, or says exactly what is wrong.
    ///
    /// # Errors
    ///
    /// A [`TimeControlError`] naming the field: not an object, unknown
    /// field, a base time outside 1 s to 10 h, an increment or delay over
    /// 10 min, stages that do not follow each other.
    pub fn from_json(value: &Value) -> Result<TimeControl, TimeControlError> {
        TimeControl::try_from(SavedTimeControl::from_json(value)?)
    }

    /// The control with the sides' times exchanged: for the return game,
    /// where each player's time (with time odds) follows them to the other
    /// colour.
    pub fn swapped(&self) -> TimeControl {
        match self {
            TimeControl::Stages(Stages(sides)) => TimeControl::Stages(Stages(ByColor::new(
                sides.black.clone(),
                sides.white.clone(),
            ))),
            TimeControl::Hourglass(base) => {
                TimeControl::Hourglass(ByColor::new(base.black, base.white))
            }
        }
    }

    /// Whether the time the mover uses goes to the opponent.
    pub const fn is_hourglass(&self) -> bool {
        matches!(self, TimeControl::Hourglass(_))
    }

    /// Whether the control has more than one stage (or a repeating one).
    pub fn is_staged(&self) -> bool {
        match self {
            TimeControl::Stages(Stages(sides)) => [&sides.white, &sides.black]
                .iter()
                .any(|own| own.len() > 1 || own.iter().any(|s| s.moves.is_some())),
            TimeControl::Hourglass(_) => false,
        }
    }

    /// The base time of `color` in ms (its first stage's time).
    pub fn base_ms(&self, color: Color) -> u32 {
        match self {
            TimeControl::Stages(Stages(sides)) => sides[color].first().map_or(0, |s| s.ms),
            TimeControl::Hourglass(base) => base[color],
        }
    }

    /// The stages of `color`, the first first (an hourglass: one stage,
    /// nothing per move).
    pub fn stages(&self, color: Color) -> impl Iterator<Item = Stage> + Clone + '_ {
        let (own, hourglass): (&[Stage], Option<Stage>) = match self {
            TimeControl::Stages(Stages(sides)) => (&sides[color], None),
            TimeControl::Hourglass(base) => (
                &[],
                Some(Stage {
                    moves: None,
                    ms: base[color],
                    per_move: PerMove::None,
                }),
            ),
        };
        own.iter().copied().chain(hourglass)
    }

    /// Where `color` stands after `made` moves.
    pub fn stage_at(&self, color: Color, made: u32) -> StagePosition {
        locate(self.stages(color), made)
    }
}
