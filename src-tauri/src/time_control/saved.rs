//! The time control as it is saved and sent: the JSON the app has always
//! written, `{whiteMs, blackMs, perMove}`, with the fields for stages and
//! the hourglass added only when used, so every control saved before
//! means the same. [`TimeControl`] is read from it (validated) and written
//! as it.

use hotseat_rules::{ByColor, Color};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

use super::error::{LaterList, StageField, TimeControlError};
use super::{PerMove, Stage, Stages, TimeControl};
use super::{MAX_BASE_MS, MAX_LATER_STAGES, MAX_PER_MOVE_MS, MAX_STAGE_MOVES, MIN_BASE_MS};

/// A time control in its saved form. The first stage is
/// `whiteMs`/`blackMs` with `perMove` for `firstMoves` moves (absent: the
/// whole game); `then` lists the later stages of both sides, or of White
/// alone when Black has its own (`blackThen`, time odds).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename = "SavedTimeControl")]
pub struct SavedTimeControl {
    /// White's base time in ms (its first stage's time).
    pub white_ms: u32,
    /// Black's base time in ms (differs from White's for time odds).
    pub black_ms: u32,
    /// What each move of the first stage earns.
    pub per_move: PerMove,
    /// Moves in the first stage; absent: the first stage is the whole game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub first_moves: Option<u32>,
    /// The stages after the first (White's and Black's, unless Black has
    /// its own in `blackThen`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[ts(optional, as = "Option<Vec<Stage>>")]
    pub then: Vec<Stage>,
    /// Black's own stages after the first (time odds with stages).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub black_then: Option<Vec<Stage>>,
    /// Hourglass: the time the mover uses is added to the opponent (one
    /// stage, nothing per move).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[ts(optional, as = "Option<bool>")]
    pub hourglass: bool,
}

impl SavedTimeControl {
    /// One stage for the whole game.
    pub const fn single(white_ms: u32, black_ms: u32, per_move: PerMove) -> SavedTimeControl {
        SavedTimeControl {
            white_ms,
            black_ms,
            per_move,
            first_moves: None,
            then: Vec::new(),
            black_then: None,
            hourglass: false,
        }
    }

    /// Reads the saved form from JSON the page sent, refusing unknown
    /// fields anywhere in it.
    ///
    /// # Errors
    ///
    /// [`TimeControlError::UnknownField`] or [`TimeControlError::Shape`].
    pub fn from_json(value: &Value) -> Result<SavedTimeControl, TimeControlError> {
        if let Some(key) = unknown_field(value) {
            return Err(TimeControlError::UnknownField(
                key.chars().take(16).collect(),
            ));
        }
        SavedTimeControl::deserialize(value).map_err(|e| TimeControlError::Shape(e.to_string()))
    }

    /// Checks the ranges and that the stages follow each other.
    ///
    /// # Errors
    ///
    /// The first [`TimeControlError`] found.
    pub fn validate(&self) -> Result<(), TimeControlError> {
        for color in [Color::White, Color::Black] {
            let ms = match color {
                Color::White => self.white_ms,
                Color::Black => self.black_ms,
            };
            if !(MIN_BASE_MS..=MAX_BASE_MS).contains(&ms) {
                return Err(TimeControlError::BaseTime { color, ms });
            }
        }
        check_per_move(StageField::First, self.per_move)?;
        if self.hourglass
            && (self.per_move != PerMove::None
                || self.first_moves.is_some()
                || !self.then.is_empty()
                || self.black_then.is_some())
        {
            return Err(TimeControlError::HourglassWithStages);
        }
        match self.first_moves {
            Some(moves) => check_moves(StageField::First, moves)?,
            None if !self.then.is_empty() || self.black_then.is_some() => {
                return Err(TimeControlError::LaterWithoutFirstMoves)
            }
            None => {}
        }
        check_later(LaterList::Then, &self.then)?;
        if let Some(own) = &self.black_then {
            check_later(LaterList::BlackThen, own)?;
        }
        Ok(())
    }
}

impl TryFrom<SavedTimeControl> for TimeControl {
    type Error = TimeControlError;

    fn try_from(saved: SavedTimeControl) -> Result<TimeControl, TimeControlError> {
        saved.validate()?;
        if saved.hourglass {
            return Ok(TimeControl::Hourglass(ByColor::new(
                saved.white_ms,
                saved.black_ms,
            )));
        }
        let first = |ms| Stage {
            moves: saved.first_moves,
            ms,
            per_move: saved.per_move,
        };
        let white: Vec<Stage> = std::iter::once(first(saved.white_ms))
            .chain(saved.then.iter().copied())
            .collect();
        let black_later = saved.black_then.as_ref().unwrap_or(&saved.then);
        let black: Vec<Stage> = std::iter::once(first(saved.black_ms))
            .chain(black_later.iter().copied())
            .collect();
        Ok(TimeControl::Stages(Stages(ByColor::new(white, black))))
    }
}

impl From<TimeControl> for SavedTimeControl {
    fn from(control: TimeControl) -> SavedTimeControl {
        match control {
            TimeControl::Hourglass(base) => SavedTimeControl {
                hourglass: true,
                ..SavedTimeControl::single(base.white, base.black, PerMove::None)
            },
            TimeControl::Stages(Stages(sides)) => {
                // Both lists hold a first stage with the same moves and
                // rule (Stages is only made so).
                let (white_first, white_later) = split(&sides.white);
                let (black_first, black_later) = split(&sides.black);
                SavedTimeControl {
                    first_moves: white_first.moves,
                    then: white_later.to_vec(),
                    black_then: (white_later != black_later).then(|| black_later.to_vec()),
                    ..SavedTimeControl::single(white_first.ms, black_first.ms, white_first.per_move)
                }
            }
        }
    }
}

fn split(stages: &[Stage]) -> (Stage, &[Stage]) {
    match stages.split_first() {
        Some((first, later)) => (*first, later),
        None => (
            Stage {
                moves: None,
                ms: MIN_BASE_MS,
                per_move: PerMove::None,
            },
            &[],
        ),
    }
}

/// The first unknown field of a control or of its stages and rules.
fn unknown_field(value: &Value) -> Option<String> {
    // Unknown fields are refused (a typo must not silently become a
    // default). serde's deny_unknown_fields cannot do it here: an internally
    // tagged unit variant (`{kind: "none", x: 1}`) ignores extra fields.
    let unknown = |v: Option<&Value>, known: &[&str]| {
        v.and_then(Value::as_object)
            .and_then(|o| o.keys().find(|k| !known.contains(&k.as_str())).cloned())
    };
    let rule = |v: Option<&Value>| unknown(v.and_then(|s| s.get("perMove")), &["kind", "ms"]);
    let stages = |key: &str| {
        value
            .get(key)
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .find_map(|s| unknown(Some(s), &["moves", "ms", "perMove"]).or_else(|| rule(Some(s))))
    };
    unknown(
        Some(value),
        &[
            "whiteMs",
            "blackMs",
            "perMove",
            "firstMoves",
            "then",
            "blackThen",
            "hourglass",
        ],
    )
    .or_else(|| rule(Some(value)))
    .or_else(|| stages("then"))
    .or_else(|| stages("blackThen"))
}

fn check_per_move(at: StageField, per_move: PerMove) -> Result<(), TimeControlError> {
    let ms = per_move.ms();
    if ms > MAX_PER_MOVE_MS {
        return Err(TimeControlError::PerMove { at, ms });
    }
    Ok(())
}

fn check_moves(at: StageField, moves: u32) -> Result<(), TimeControlError> {
    if (1..=MAX_STAGE_MOVES).contains(&moves) {
        Ok(())
    } else {
        Err(TimeControlError::StageMoves { at, moves })
    }
}

/// Checks the stages after the first: each in range, only the last
/// without a move count.
fn check_later(list: LaterList, later: &[Stage]) -> Result<(), TimeControlError> {
    if later.len() > MAX_LATER_STAGES {
        return Err(TimeControlError::TooManyStages {
            list,
            count: later.len(),
        });
    }
    for (i, stage) in later.iter().enumerate() {
        let at = StageField::Later(list, i);
        if stage.ms > MAX_BASE_MS {
            return Err(TimeControlError::StageTime { at, ms: stage.ms });
        }
        check_per_move(at, stage.per_move)?;
        match stage.moves {
            Some(moves) => check_moves(at, moves)?,
            None if i + 1 < later.len() => return Err(TimeControlError::RestNotLast { at }),
            None => {}
        }
    }
    Ok(())
}
