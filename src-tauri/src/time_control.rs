//! A time control: each side's base time (time odds allowed) and what each
//! move earns. Validated when the page sends it; written into PGN.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

/// Shortest base time a side may have (one second).
pub const MIN_BASE_MS: u32 = 1_000;
/// Longest base time a side may have (ten hours).
pub const MAX_BASE_MS: u32 = 36_000_000;
/// Longest increment or delay per move (ten minutes).
pub const MAX_PER_MOVE_MS: u32 = 600_000;

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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct TimeControl {
    /// White's base time in ms.
    pub white_ms: u32,
    /// Black's base time in ms (differs from White's for time odds).
    pub black_ms: u32,
    /// What each move earns.
    pub per_move: PerMove,
}

impl TimeControl {
    /// Reads a time control the page sent, or says exactly what is wrong.
    ///
    /// # Errors
    ///
    /// A message naming the field: not an object, unknown field, a base
    /// time outside 1 s to 10 h, an increment or delay over 10 min.
    pub fn from_json(value: &Value) -> Result<TimeControl, String> {
        const USAGE: &str = "timeControl must be {whiteMs, blackMs, perMove: {kind: \"none\" | \"fischer\" | \"simpleDelay\" | \"bronstein\", ms?}}";
        // Unknown fields are refused (a typo must not silently become a
        // default); serde's own check does not combine with ts-rs here.
        let unknown = |v: Option<&Value>, known: &[&str]| {
            v.and_then(Value::as_object)
                .and_then(|o| o.keys().find(|k| !known.contains(&k.as_str())).cloned())
        };
        if let Some(key) = unknown(Some(value), &["whiteMs", "blackMs", "perMove"])
            .or_else(|| unknown(value.get("perMove"), &["kind", "ms"]))
        {
            let shown: String = key.chars().take(16).collect();
            return Err(format!("{USAGE}: unknown field '{shown}'"));
        }
        let control: TimeControl =
            serde_json::from_value(value.clone()).map_err(|e| format!("{USAGE}: {e}"))?;
        for (field, ms) in [("whiteMs", control.white_ms), ("blackMs", control.black_ms)] {
            if !(MIN_BASE_MS..=MAX_BASE_MS).contains(&ms) {
                return Err(format!(
                    "timeControl.{field} is {ms}: a base time is from {MIN_BASE_MS} ms (1 s) to {MAX_BASE_MS} ms (10 h)"
                ));
            }
        }
        if control.per_move.ms() > MAX_PER_MOVE_MS {
            return Err(format!(
                "timeControl.perMove.ms is {}: at most {MAX_PER_MOVE_MS} ms (10 min)",
                control.per_move.ms()
            ));
        }
        Ok(control)
    }

    /// The base time of `color` in ms.
    pub const fn base_ms(&self, color: hotseat_rules::Color) -> u32 {
        match color {
            hotseat_rules::Color::White => self.white_ms,
            hotseat_rules::Color::Black => self.black_ms,
        }
    }

    /// One side's control in the form of the PGN `TimeControl` tag:
    /// `300` (sudden death) or `300+2` (Fischer increment), in seconds.
    /// PGN has no form for delays, so ours is an extension: `300d2` for a
    /// simple delay, `300b2` for Bronstein.
    pub fn pgn_tag(&self, color: hotseat_rules::Color) -> String {
        let base = seconds(self.base_ms(color));
        match self.per_move {
            PerMove::None => base,
            PerMove::Fischer { ms } => format!("{base}+{}", seconds(ms)),
            PerMove::SimpleDelay { ms } => format!("{base}d{}", seconds(ms)),
            PerMove::Bronstein { ms } => format!("{base}b{}", seconds(ms)),
        }
    }
}

/// Milliseconds as PGN seconds: `300`, or `0.5` for a fraction.
fn seconds(ms: u32) -> String {
    if ms % 1000 == 0 {
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

#[cfg(test)]
mod tests {
    use super::*;
    use hotseat_rules::Color;
    use serde_json::json;

    #[test]
    fn json_in_and_out() {
        let control = TimeControl::from_json(
            &json!({ "whiteMs": 300_000, "blackMs": 180_000, "perMove": { "kind": "fischer", "ms": 2000 } }),
        )
        .expect("valid");
        assert_eq!(control.per_move, PerMove::Fischer { ms: 2000 });
        assert_eq!(
            serde_json::to_value(control).expect("json"),
            json!({ "whiteMs": 300_000, "blackMs": 180_000, "perMove": { "kind": "fischer", "ms": 2000 } })
        );
        let none = TimeControl::from_json(
            &json!({ "whiteMs": 60_000, "blackMs": 60_000, "perMove": { "kind": "none" } }),
        )
        .expect("valid");
        assert_eq!(none.per_move, PerMove::None);
    }

    #[test]
    fn bad_values_are_named() {
        for (value, needle) in [
            (json!(5), "timeControl must be"),
            (json!({ "whiteMs": 60_000 }), "timeControl must be"),
            (
                json!({ "whiteMs": 60_000, "blackMs": 60_000, "perMove": { "kind": "hourglass" } }),
                "timeControl must be",
            ),
            (
                json!({ "whiteMs": 60_000, "blackMs": 60_000, "perMove": { "kind": "none" }, "x": 1 }),
                "timeControl must be",
            ),
            (
                json!({ "whiteMs": -1, "blackMs": 60_000, "perMove": { "kind": "none" } }),
                "timeControl must be",
            ),
            (
                json!({ "whiteMs": 999, "blackMs": 60_000, "perMove": { "kind": "none" } }),
                "timeControl.whiteMs is 999",
            ),
            (
                json!({ "whiteMs": 60_000, "blackMs": 36_000_001, "perMove": { "kind": "none" } }),
                "timeControl.blackMs",
            ),
            (
                json!({ "whiteMs": 60_000, "blackMs": 60_000, "perMove": { "kind": "bronstein", "ms": 600_001 } }),
                "perMove.ms",
            ),
        ] {
            let error = TimeControl::from_json(&value).expect_err("invalid");
            assert!(error.contains(needle), "{value}: {error}");
        }
    }

    #[test]
    fn pgn_forms() {
        let mut control = TimeControl {
            white_ms: 300_000,
            black_ms: 90_500,
            per_move: PerMove::None,
        };
        assert_eq!(control.pgn_tag(Color::White), "300");
        assert_eq!(control.pgn_tag(Color::Black), "90.5");
        control.per_move = PerMove::Fischer { ms: 2000 };
        assert_eq!(control.pgn_tag(Color::White), "300+2");
        control.per_move = PerMove::SimpleDelay { ms: 5000 };
        assert_eq!(control.pgn_tag(Color::White), "300d5");
        control.per_move = PerMove::Bronstein { ms: 250 };
        assert_eq!(control.pgn_tag(Color::White), "300b0.25");
        assert_eq!(clk(0), "0:00:00");
        assert_eq!(clk(59_999), "0:00:59");
        assert_eq!(clk(5_400_000 + 61_000), "1:31:01");
    }
}
