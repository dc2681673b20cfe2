//! The PGN `TimeControl` tag (PGN standard, section 9.6.1), written and
//! read back, and the `%clk` time of a move.
//!
//! Each stage is one field, fields joined by `:`: `40/5400` (moves in
//! seconds), `300` (the rest of the game), `+30` after either for a
//! Fischer increment (`40/5400+30:1800+30`, as FIDE, lichess and others
//! write it), `*180` for an hourglass, `?` unknown, `-` untimed. With time
//! odds the tag holds White's control and `WhiteTimeControl` and
//! `BlackTimeControl` hold each side's.
//!
//! PGN has no field for a delay. A stage with a simple or Bronstein delay
//! is written without an increment in `TimeControl` (what a reader that
//! knows only the standard sees: the base times, no bonus), and our own
//! tag `TimeControlDelay` (`WhiteTimeControlDelay`, `BlackTimeControlDelay`)
//! says, one field per stage, `d5` (simple delay, seconds), `b5`
//! (Bronstein) or `-`. It is written only when a stage has a delay.

use hotseat_rules::Color;

use crate::time_control::{PerMove, Stage, TimeControl, TimeControlError, MAX_LATER_STAGES};

/// The tag pairs (control, delay) for both sides, White's, Black's.
const TAGS: [(&str, &str); 3] = [
    ("TimeControl", "TimeControlDelay"),
    ("WhiteTimeControl", "WhiteTimeControlDelay"),
    ("BlackTimeControl", "BlackTimeControlDelay"),
];

/// What a PGN's `TimeControl` tags say.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TagTimeControl {
    /// `?`, or no tag: the control is not known.
    Unknown,
    /// `-`: the game was not timed.
    Untimed,
    /// A control.
    Timed(TimeControl),
}

/// A `TimeControl` tag that does not read, and why.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("[{tag} \"{text}\"]: {reason}")]
pub struct TimeControlTagError {
    /// The tag's name.
    pub tag: &'static str,
    /// Its text (at most 40 characters).
    pub text: String,
    /// What is wrong.
    pub reason: &'static str,
}

impl TimeControl {
    /// `color`'s control as a standard `TimeControl` field list:
    /// `40/5400+30:1800+30`, `300`, `180+2`, `*60`.
    pub fn pgn_tag(&self, color: Color) -> String {
        if self.is_hourglass() {
            return format!("*{}", seconds(self.base_ms(color)));
        }
        let fields: Vec<String> = self
            .stages(color)
            .map(|stage| {
                let time = seconds(stage.ms);
                let field = match stage.moves {
                    Some(moves) => format!("{moves}/{time}"),
                    None => time,
                };
                match stage.per_move {
                    PerMove::Fischer { ms } => format!("{field}+{}", seconds(ms)),
                    _ => field,
                }
            })
            .collect();
        fields.join(":")
    }

    /// `color`'s delays as our `TimeControlDelay` fields (`d5`, `b5`, `-`
    /// per stage), when a stage has a delay.
    pub fn pgn_delay_tag(&self, color: Color) -> Option<String> {
        let fields: Vec<String> = self
            .stages(color)
            .map(|stage| match stage.per_move {
                PerMove::SimpleDelay { ms } => format!("d{}", seconds(ms)),
                PerMove::Bronstein { ms } => format!("b{}", seconds(ms)),
                PerMove::None | PerMove::Fischer { .. } => "-".to_owned(),
            })
            .collect();
        fields.iter().any(|f| f != "-").then(|| fields.join(":"))
    }

    /// The tags a PGN of a game under this control carries: `TimeControl`
    /// (White's), with time odds `WhiteTimeControl` and `BlackTimeControl`,
    /// and the delay tags that go with them.
    pub fn pgn_tags(&self) -> Vec<(&'static str, String)> {
        let side = |color| (self.pgn_tag(color), self.pgn_delay_tag(color));
        let (white, black) = (side(Color::White), side(Color::Black));
        let mut tags = Vec::new();
        let mut push = |(tag, delay_tag): (&'static str, &'static str),
                        (text, delay): &(String, Option<String>)| {
            tags.push((tag, text.clone()));
            if let Some(delay) = delay {
                tags.push((delay_tag, delay.clone()));
            }
        };
        push(TAGS[0], &white);
        if white != black {
            push(TAGS[1], &white);
            push(TAGS[2], &black);
        }
        tags
    }

    /// Reads the control back from a PGN's tags (`tag` answers a tag's
    /// value by name): the side tags when both are there, else
    /// `TimeControl` for both sides.
    ///
    /// # Errors
    ///
    /// [`TimeControlTagError`] naming the tag that does not read, or a
    /// control ours cannot hold (sides whose first stages differ in moves
    /// or per-move rule, one side untimed).
    ///
    /// # Examples
    ///
    /// ```
    /// use hotseat_chess_lib::pgn::TagTimeControl;
    /// use hotseat_chess_lib::time_control::TimeControl;
    ///
    /// let tags = |tag: &str| (tag == "TimeControl").then_some("40/5400+30:1800+30");
    /// let Ok(TagTimeControl::Timed(fide)) = TimeControl::from_pgn_tags(tags) else {
    ///     panic!("a control")
    /// };
    /// let first = fide.stages(hotseat_rules::Color::White).next().unwrap();
    /// assert_eq!((first.ms, first.moves), (5_400_000, Some(40)));
    /// ```
    pub fn from_pgn_tags<'a>(
        tag: impl Fn(&str) -> Option<&'a str>,
    ) -> Result<TagTimeControl, TimeControlTagError> {
        let [both, white_tags, black_tags] = TAGS;
        let read = |(name, delay_name): (&'static str, &'static str)| {
            tag(name).map(|text| read_side(name, text, delay_name, tag(delay_name)))
        };
        // The tag the control was read from, for an error about both sides.
        let (white, black, source) = match (read(white_tags), read(black_tags)) {
            (Some(white), Some(black)) => (white?, black?, white_tags.0),
            _ => match read(both) {
                Some(side) => {
                    let side = side?;
                    (side.clone(), side, both.0)
                }
                None => return Ok(TagTimeControl::Unknown),
            },
        };
        let error = |reason| TimeControlTagError {
            tag: source,
            text: tag(source).unwrap_or_default().chars().take(40).collect(),
            reason,
        };
        match (white, black) {
            (Side::Unknown, Side::Unknown) => Ok(TagTimeControl::Unknown),
            (Side::Untimed, Side::Untimed) => Ok(TagTimeControl::Untimed),
            (Side::Timed(white), Side::Timed(black)) => {
                join(white, black).map(TagTimeControl::Timed).map_err(error)
            }
            _ => Err(error("one side is timed and the other is not")),
        }
    }
}

/// One side's control as read from its tag.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Side {
    Unknown,
    Untimed,
    Timed(SideStages),
}

/// One side's stages, or its hourglass time.
#[derive(Debug, Clone, PartialEq, Eq)]
enum SideStages {
    Stages(Vec<Stage>),
    Hourglass(u32),
}

/// Both sides' stages as one control.
fn join(white: SideStages, black: SideStages) -> Result<TimeControl, &'static str> {
    let joined = match (white, black) {
        (SideStages::Hourglass(white_ms), SideStages::Hourglass(black_ms)) => {
            TimeControl::hourglass(white_ms, black_ms)
        }
        (SideStages::Stages(white), SideStages::Stages(black)) => TimeControl::staged(white, black),
        _ => return Err("one side plays an hourglass and the other does not"),
    };
    joined.map_err(|e| match e {
        TimeControlError::NoStage => "a side has no stage",
        TimeControlError::FirstStagesDiffer => {
            "the sides' first stages differ in moves or per-move rule"
        }
        _ => "a time or move count is out of range",
    })
}

/// Reads one side's tag and its delay tag.
fn read_side(
    name: &'static str,
    text: &str,
    delay_name: &'static str,
    delay: Option<&str>,
) -> Result<Side, TimeControlTagError> {
    let error = |tag, text: &str, reason| TimeControlTagError {
        tag,
        text: text.chars().take(40).collect(),
        reason,
    };
    let text = text.trim();
    match text {
        "?" | "" => return Ok(Side::Unknown),
        "-" => return Ok(Side::Untimed),
        _ => {}
    }
    if let Some(time) = text.strip_prefix('*') {
        let ms =
            millis(time).ok_or_else(|| error(name, text, "*N needs the hourglass's seconds"))?;
        return Ok(Side::Timed(SideStages::Hourglass(ms)));
    }
    let fields: Vec<&str> = text.split(':').collect();
    if fields.len() > MAX_LATER_STAGES + 1 {
        return Err(error(name, text, "too many stages"));
    }
    let mut stages = Vec::new();
    for (i, field) in fields.iter().enumerate() {
        let stage = read_field(field).ok_or_else(|| {
            error(
                name,
                text,
                "a field is moves/seconds, seconds, either with +increment, or *seconds",
            )
        })?;
        if stage.moves.is_none() && i + 1 < fields.len() {
            return Err(error(
                name,
                text,
                "a stage without a move count must be the last",
            ));
        }
        stages.push(stage);
    }
    if let Some(delay) = delay {
        let delays: Vec<&str> = delay.trim().split(':').collect();
        if delays.len() != stages.len() {
            return Err(error(
                delay_name,
                delay,
                "one delay field (dN, bN or -) per stage",
            ));
        }
        for (stage, field) in stages.iter_mut().zip(delays) {
            let per_move = read_delay(field)
                .ok_or_else(|| error(delay_name, delay, "a delay field is dN, bN or -"))?;
            match (per_move, stage.per_move) {
                (None, _) => {}
                (Some(per_move), PerMove::None) => stage.per_move = per_move,
                (Some(_), _) => {
                    return Err(error(
                        delay_name,
                        delay,
                        "a stage with an increment has no delay",
                    ))
                }
            }
        }
    }
    Ok(Side::Timed(SideStages::Stages(stages)))
}

/// `40/5400+30`, `300`, `180+2` as a stage.
fn read_field(field: &str) -> Option<Stage> {
    let (period, increment) = match field.split_once('+') {
        Some((period, increment)) => (period, Some(millis(increment)?)),
        None => (field, None),
    };
    let (moves, time) = match period.split_once('/') {
        Some((moves, time)) => (Some(moves.parse::<u32>().ok().filter(|&m| m > 0)?), time),
        None => (None, period),
    };
    Some(Stage {
        moves,
        ms: millis(time)?,
        per_move: increment.map_or(PerMove::None, |ms| PerMove::Fischer { ms }),
    })
}

/// `d5`, `b5` as a delay; `-` as none (`Some(None)`).
fn read_delay(field: &str) -> Option<Option<PerMove>> {
    if field == "-" {
        return Some(None);
    }
    let ms = millis(field.get(1..)?)?;
    match field.as_bytes().first()? {
        b'd' => Some(Some(PerMove::SimpleDelay { ms })),
        b'b' => Some(Some(PerMove::Bronstein { ms })),
        _ => None,
    }
}

/// Seconds (`300`, `0.25`: at most three decimals) in ms.
fn millis(text: &str) -> Option<u32> {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty() || !digits(whole) || fraction.len() > 3 || !digits(fraction) {
        return None;
    }
    let padded = format!("{fraction:0<3}");
    whole
        .parse::<u32>()
        .ok()?
        .checked_mul(1000)?
        .checked_add(padded.parse::<u32>().ok()?)
}

/// Milliseconds as PGN seconds: `300`, or `0.5` for a fraction.
fn seconds(ms: u32) -> String {
    if ms.is_multiple_of(1000) {
        (ms / 1000).to_string()
    } else {
        let text = format!("{}.{:03}", ms / 1000, ms % 1000);
        text.trim_end_matches('0').to_owned()
    }
}

/// `[%clk h:mm:ss]` time of `ms` (PGN clock comments have whole seconds;
/// the time is rounded down, as the clock showed it).
pub fn clk(ms: u64) -> String {
    let s = ms / 1000;
    format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}
