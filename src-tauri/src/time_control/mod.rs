//! A time control: each side's stages (a number of moves, or the rest of
//! the game, with a time and a per-move rule; time odds allowed), or an
//! hourglass. Validated when the page sends it; written into PGN and read
//! back from it (`pgn_tag`).
//!
//! The JSON of a one-stage control is the shape the app has always saved,
//! `{whiteMs, blackMs, perMove}`; the fields for stages and the hourglass
//! are added only when used, so every control saved before means the same.

mod pgn_tag;
mod stage;
#[cfg(test)]
mod tests;

use hotseat_rules::Color;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

pub use pgn_tag::{clk, TagTimeControl, TimeControlTagError};
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

/// The time control of a timed game. The presets (1+0, 3+2, …) are the
/// page's; any valid value is accepted here.
///
/// The first stage is `whiteMs`/`blackMs` with `perMove` for `firstMoves`
/// moves (absent: the whole game); `then` lists the later stages of both
/// sides, or of White alone when Black has its own (`blackThen`, time
/// odds). FIDE classical, 90 min for 40 moves then 30 min, +30 s from move
/// 1:
///
/// ```
/// use hotseat_chess_lib::time_control::{PerMove, Stage, TimeControl};
///
/// let plus30 = PerMove::Fischer { ms: 30_000 };
/// let fide: TimeControl = serde_json::from_str(
///     r#"{"whiteMs": 5400000, "blackMs": 5400000, "perMove": {"kind": "fischer", "ms": 30000},
///         "firstMoves": 40, "then": [{"ms": 1800000, "perMove": {"kind": "fischer", "ms": 30000}}]}"#,
/// ).unwrap();
/// assert_eq!(fide.then, [Stage { moves: None, ms: 1_800_000, per_move: plus30 }]);
/// assert_eq!(fide.pgn_tag(hotseat_rules::Color::White), "40/5400+30:1800+30");
/// // A one-stage control keeps its old JSON.
/// let blitz = TimeControl::single(180_000, 180_000, PerMove::Fischer { ms: 2_000 });
/// assert_eq!(
///     serde_json::to_string(&blitz).unwrap(),
///     r#"{"whiteMs":180000,"blackMs":180000,"perMove":{"kind":"fischer","ms":2000}}"#
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct TimeControl {
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

impl TimeControl {
    /// The control with the sides' times exchanged: for the return game,
    /// where each player's time (with time odds) follows them to the other
    /// colour.
    pub fn swapped(&self) -> TimeControl {
        let (then, black_then) = match &self.black_then {
            Some(black) => (black.clone(), Some(self.then.clone())),
            None => (self.then.clone(), None),
        };
        TimeControl {
            white_ms: self.black_ms,
            black_ms: self.white_ms,
            then,
            black_then,
            ..self.clone()
        }
    }

    /// A control of one stage for the whole game.
    pub const fn single(white_ms: u32, black_ms: u32, per_move: PerMove) -> TimeControl {
        TimeControl {
            white_ms,
            black_ms,
            per_move,
            first_moves: None,
            then: Vec::new(),
            black_then: None,
            hourglass: false,
        }
    }

    /// Reads a time control the page sent, or says exactly what is wrong.
    ///
    /// # Errors
    ///
    /// A message naming the field: not an object, unknown field, a base
    /// time outside 1 s to 10 h, an increment or delay over 10 min, stages
    /// that do not follow each other.
    pub fn from_json(value: &Value) -> Result<TimeControl, String> {
        const USAGE: &str = "timeControl must be {whiteMs, blackMs, perMove: {kind: \"none\" | \"fischer\" | \"simpleDelay\" | \"bronstein\", ms?}, firstMoves?, then?: [{moves?, ms, perMove}], blackThen?, hourglass?}";
        if let Some(key) = unknown_field(value) {
            let shown: String = key.chars().take(16).collect();
            return Err(format!("{USAGE}: unknown field '{shown}'"));
        }
        let control: TimeControl =
            serde_json::from_value(value.clone()).map_err(|e| format!("{USAGE}: {e}"))?;
        control.validate()?;
        Ok(control)
    }

    /// Checks the ranges and that the stages follow each other.
    ///
    /// # Errors
    ///
    /// A message naming the field.
    pub fn validate(&self) -> Result<(), String> {
        for (field, ms) in [("whiteMs", self.white_ms), ("blackMs", self.black_ms)] {
            if !(MIN_BASE_MS..=MAX_BASE_MS).contains(&ms) {
                return Err(format!(
                    "timeControl.{field} is {ms}: a base time is from {MIN_BASE_MS} ms (1 s) to {MAX_BASE_MS} ms (10 h)"
                ));
            }
        }
        if self.per_move.ms() > MAX_PER_MOVE_MS {
            return Err(format!(
                "timeControl.perMove.ms is {}: at most {MAX_PER_MOVE_MS} ms (10 min)",
                self.per_move.ms()
            ));
        }
        if self.hourglass
            && (self.per_move != PerMove::None || self.first_moves.is_some() || self.is_staged())
        {
            return Err("timeControl.hourglass has one stage and nothing per move".to_owned());
        }
        if let Some(moves) = self.first_moves {
            check_moves("firstMoves", moves)?;
        } else if self.is_staged() {
            return Err(
                "timeControl.then needs firstMoves: the first stage lasts the whole game"
                    .to_owned(),
            );
        }
        for (field, later) in [
            ("then", &self.then),
            ("blackThen", self.black_then.as_ref().unwrap_or(&Vec::new())),
        ] {
            check_later(field, later)?;
        }
        Ok(())
    }

    /// Whether the control has more than one stage (or a repeating one).
    pub fn is_staged(&self) -> bool {
        self.first_moves.is_some() || !self.then.is_empty() || self.black_then.is_some()
    }

    /// The base time of `color` in ms.
    pub const fn base_ms(&self, color: Color) -> u32 {
        match color {
            Color::White => self.white_ms,
            Color::Black => self.black_ms,
        }
    }

    /// The stages of `color`, the first first.
    pub fn stages(&self, color: Color) -> impl Iterator<Item = Stage> + Clone + '_ {
        let first = Stage {
            moves: self.first_moves,
            ms: self.base_ms(color),
            per_move: self.per_move,
        };
        let later = match (color, &self.black_then) {
            (Color::Black, Some(own)) => own,
            _ => &self.then,
        };
        std::iter::once(first).chain(later.iter().copied())
    }

    /// Where `color` stands after `made` moves.
    pub fn stage_at(&self, color: Color, made: u32) -> StagePosition {
        locate(self.stages(color), made)
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

fn check_moves(field: &str, moves: u32) -> Result<(), String> {
    if (1..=MAX_STAGE_MOVES).contains(&moves) {
        Ok(())
    } else {
        Err(format!(
            "timeControl.{field} is {moves}: a stage has 1 to {MAX_STAGE_MOVES} moves"
        ))
    }
}

/// Checks the stages after the first: each in range, only the last
/// without a move count.
fn check_later(field: &str, later: &[Stage]) -> Result<(), String> {
    if later.len() > MAX_LATER_STAGES {
        return Err(format!(
            "timeControl.{field} has {} stages: at most {MAX_LATER_STAGES}",
            later.len()
        ));
    }
    for (i, stage) in later.iter().enumerate() {
        let at = format!("{field}[{i}]");
        if stage.ms > MAX_BASE_MS {
            return Err(format!(
                "timeControl.{at}.ms is {}: a stage adds at most {MAX_BASE_MS} ms (10 h)",
                stage.ms
            ));
        }
        if stage.per_move.ms() > MAX_PER_MOVE_MS {
            return Err(format!(
                "timeControl.{at}.perMove.ms is {}: at most {MAX_PER_MOVE_MS} ms (10 min)",
                stage.per_move.ms()
            ));
        }
        match stage.moves {
            Some(moves) => check_moves(&format!("{at}.moves"), moves)?,
            None if i + 1 < later.len() => {
                return Err(format!(
                    "timeControl.{at} lasts the rest of the game: no stage can follow it"
                ))
            }
            None => {}
        }
    }
    Ok(())
}
