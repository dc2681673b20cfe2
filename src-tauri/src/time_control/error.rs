//! Why a time control was refused, with the field and the values: the
//! page's words are made from these facts; the text here names the saved
//! form's fields (`timeControl.then[1].ms`) for a developer.

use hotseat_rules::Color;

use super::{MAX_BASE_MS, MAX_LATER_STAGES, MAX_PER_MOVE_MS, MAX_STAGE_MOVES, MIN_BASE_MS};

/// A list of later stages in the saved form: both sides' (`then`), or
/// Black's own (`blackThen`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LaterList {
    /// `then`: White's, and Black's unless Black has its own.
    Then,
    /// `blackThen`: Black's own (time odds with stages).
    BlackThen,
}

impl LaterList {
    const fn field(self) -> &'static str {
        match self {
            LaterList::Then => "then",
            LaterList::BlackThen => "blackThen",
        }
    }
}

/// A stage of the saved form: the first, or a later one of a list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StageField {
    /// The first stage (`whiteMs`/`blackMs`, `perMove`, `firstMoves`).
    First,
    /// Stage `index` of a list of later stages.
    Later(LaterList, usize),
}

impl std::fmt::Display for StageField {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StageField::First => f.write_str("timeControl"),
            StageField::Later(list, i) => write!(f, "timeControl.{}[{i}]", list.field()),
        }
    }
}

/// Why a time control was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TimeControlError {
    /// Not the saved form's shape (serde's own message).
    #[error("{USAGE}: {0}")]
    Shape(String),
    /// A field the saved form does not have (its name, cut to 16 chars).
    #[error("{USAGE}: unknown field '{0}'")]
    UnknownField(String),
    /// A side's base time outside 1 s to 10 h.
    #[error("timeControl.{}Ms is {ms}: a base time is from {MIN_BASE_MS} ms (1 s) to {MAX_BASE_MS} ms (10 h)", match .color { Color::White => "white", Color::Black => "black" })]
    BaseTime {
        /// The side.
        color: Color,
        /// Its base time.
        ms: u32,
    },
    /// An increment or delay over 10 minutes.
    #[error("{at}.perMove.ms is {ms}: at most {MAX_PER_MOVE_MS} ms (10 min)")]
    PerMove {
        /// Which stage.
        at: StageField,
        /// Its increment or delay.
        ms: u32,
    },
    /// A later stage adding more than 10 hours.
    #[error("{at}.ms is {ms}: a stage adds at most {MAX_BASE_MS} ms (10 h)")]
    StageTime {
        /// Which stage.
        at: StageField,
        /// The time it adds.
        ms: u32,
    },
    /// A stage's move count outside 1 to 500.
    #[error("{}: a stage has 1 to {MAX_STAGE_MOVES} moves", moves_field(.at, *.moves))]
    StageMoves {
        /// Which stage.
        at: StageField,
        /// Its move count.
        moves: u32,
    },
    /// More than eight stages after the first.
    #[error("timeControl.{} has {count} stages: at most {MAX_LATER_STAGES}", .list.field())]
    TooManyStages {
        /// Which list.
        list: LaterList,
        /// How many it has.
        count: usize,
    },
    /// A stage for the rest of the game followed by another.
    #[error("{at} lasts the rest of the game: no stage can follow it")]
    RestNotLast {
        /// The stage for the rest of the game.
        at: StageField,
    },
    /// Later stages after a first stage for the whole game.
    #[error("timeControl.then needs firstMoves: the first stage lasts the whole game")]
    LaterWithoutFirstMoves,
    /// An hourglass with stages or a per-move rule.
    #[error("timeControl.hourglass has one stage and nothing per move")]
    HourglassWithStages,
    /// A side without a stage.
    #[error("a side has no stage")]
    NoStage,
    /// The sides' first stages differ in moves or per-move rule (the saved
    /// form has one first stage for both).
    #[error("the sides' first stages differ in moves or per-move rule")]
    FirstStagesDiffer,
}

/// How the saved form reads, quoted by [`TimeControlError::Shape`].
const USAGE: &str = "timeControl must be {whiteMs, blackMs, perMove: {kind: \"none\" | \"fischer\" | \"simpleDelay\" | \"bronstein\", ms?}, firstMoves?, then?: [{moves?, ms, perMove}], blackThen?, hourglass?}";

fn moves_field(at: &StageField, moves: u32) -> String {
    match at {
        StageField::First => format!("timeControl.firstMoves is {moves}"),
        later => format!("{later}.moves is {moves}"),
    }
}
