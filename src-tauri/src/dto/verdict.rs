//! A finished game's verdict as the page reads it: the PGN result and the
//! reason code, both written from the rules' [`Outcome`] and typed in
//! TypeScript as the unions of every outcome's codes (`Outcome::ALL`), so
//! neither can drift from the rules.

use hotseat_rules::{ts_union, Color, Outcome};
use serde::{Serialize, Serializer};
use ts_rs::TS;

/// The verdict of a finished game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct Verdict {
    /// `"1-0"`, `"0-1"` or `"1/2-1/2"`.
    pub result: VerdictResult,
    /// `"checkmate"`, `"stalemate"`, `"fifty_move"`, … (SPEC section 6).
    pub reason: VerdictReason,
    /// The winner, for a decisive result.
    pub winner: Option<Color>,
}

impl From<Outcome> for Verdict {
    fn from(o: Outcome) -> Self {
        Verdict {
            result: VerdictResult(o),
            reason: VerdictReason(o),
            winner: o.winner(),
        }
    }
}

/// How an imported game's record ends where the board shows no verdict (a
/// resignation, an agreed draw, a flag or an adjudication on paper): the
/// current game's, while its moves are exactly the record's.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct RecordedEnd {
    /// The winner; `null` for a draw.
    pub winner: Option<Color>,
    /// The record's `Termination` (`time forfeit`, `adjudication`…), as
    /// written; absent when the record gives none.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub termination: Option<String>,
}

/// An outcome written as its PGN result ([`Outcome::result`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VerdictResult(pub Outcome);

/// An outcome written as its reason code ([`Outcome::reason_code`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VerdictReason(pub Outcome);

/// An archived game's result: its verdict's, the result its imported
/// record gives it (a resignation on paper, an adjudication: the board has
/// no verdict), or `"*"` while unfinished.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArchivedResult {
    /// No result yet.
    Unfinished,
    /// The rules' or the players' verdict.
    Verdict(Outcome),
    /// The imported record's result: its winner, `None` for a draw.
    Recorded(Option<Color>),
}

impl ArchivedResult {
    /// The PGN result: `1-0`, `0-1`, `1/2-1/2`, or `*` while unfinished.
    pub const fn pgn(self) -> &'static str {
        match self {
            ArchivedResult::Unfinished => "*",
            ArchivedResult::Verdict(outcome) => outcome.result(),
            ArchivedResult::Recorded(Some(Color::White)) => "1-0",
            ArchivedResult::Recorded(Some(Color::Black)) => "0-1",
            ArchivedResult::Recorded(None) => "1/2-1/2",
        }
    }
}

impl Serialize for VerdictResult {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.0.result())
    }
}

impl Serialize for VerdictReason {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.0.reason_code())
    }
}

impl Serialize for ArchivedResult {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.pgn())
    }
}

hotseat_rules::ts_string_union!(
    VerdictResult,
    "VerdictResult",
    "A finished game's PGN result.",
    ts_union(Outcome::ALL.map(Outcome::result))
);
hotseat_rules::ts_string_union!(
    VerdictReason,
    "VerdictReason",
    "Why a game ended, as a code.",
    ts_union(Outcome::ALL.map(Outcome::reason_code))
);
hotseat_rules::ts_string_union!(
    ArchivedResult,
    "ArchivedResult",
    "An archived game's PGN result, `*` while unfinished.",
    "VerdictResult | \"*\"".to_owned()
);

#[cfg(test)]
mod tests {
    use ts_rs::Config;

    use super::*;

    #[test]
    fn codes_are_the_rules_own() {
        let cfg = Config::default();
        assert_eq!(
            VerdictResult::decl(&cfg),
            "type VerdictResult = \"1-0\" | \"0-1\" | \"1/2-1/2\";"
        );
        for o in Outcome::ALL {
            let v = serde_json::to_value(Verdict::from(o)).unwrap();
            assert_eq!(v["result"], o.result());
            assert_eq!(v["reason"], o.reason_code());
            assert!(VerdictReason::inline(&cfg).contains(&format!("\"{}\"", o.reason_code())));
        }
        assert_eq!(
            serde_json::to_value(ArchivedResult::Unfinished).unwrap(),
            "*"
        );
        assert_eq!(
            serde_json::to_value(ArchivedResult::Recorded(Some(Color::Black))).unwrap(),
            "0-1"
        );
        assert_eq!(
            serde_json::to_value(ArchivedResult::Recorded(None)).unwrap(),
            "1/2-1/2"
        );
    }
}
