//! The archive's list of stored games.

use hotseat_rules::Variant;
use serde::Serialize;
use ts_rs::TS;

use super::{ArchivedResult, Verdict};
use crate::time_control::TimeControl;

/// One game of the archive list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct GameSummary {
    /// The game's id, for `archived_position`, `archived_pgn`,
    /// `delete_game` and `restore_game`.
    pub id: i64,
    /// When it was started (ms since the Unix epoch); for an imported game,
    /// when it was imported (its own date is `date`).
    pub created_at: i64,
    /// An imported game's `Date` as its record gives it (`2023.04.30`,
    /// `1972.??.??`: unknown parts `??`), when it knows the year.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub date: Option<String>,
    /// When it got its verdict (ms since the Unix epoch), if it has one.
    pub finished_at: Option<i64>,
    /// `"1-0"`, `"0-1"`, `"1/2-1/2"`, or `"*"` while unfinished.
    pub result: ArchivedResult,
    /// The verdict, if the board gave one (none for a recorded result: the
    /// board did not see how it ended).
    pub verdict: Option<Verdict>,
    /// A recorded result's `Termination` tag, as the record writes it (the
    /// PGN standard's `normal`, `time forfeit`, `adjudication`…).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub termination: Option<String>,
    /// Its kind of chess; absent for standard chess (most rows).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub variant: Option<Variant>,
    /// How many plies were played.
    pub moves: u32,
    /// How many moves, as players count them: one per move number used
    /// (`1. e4` is one move, and so is `1. e4 e5`).
    pub full_moves: u32,
    /// The time control of a timed game.
    pub time_control: Option<TimeControl>,
    /// Whether this is the game being played.
    pub current: bool,
    /// The `White` tag of an imported PGN game's record, if it has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub white: Option<String>,
    /// The `Black` tag of an imported PGN game's record, if it has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub black: Option<String>,
    /// The `Event` tag of an imported PGN game's record, if it has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub event: Option<String>,
}

/// A page of the archive, newest game first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct GamePage {
    /// How many games the archive holds (not deleted).
    pub total: u32,
    /// The games of this page.
    pub items: Vec<GameSummary>,
}
