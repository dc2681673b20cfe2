//! An opened PGN file as the page sees it: its name and game count, the
//! picker's rows a page at a time, and the bulk import's progress and
//! report.

use serde::Serialize;
use ts_rs::TS;

use crate::error::{CommandError, SkippedGame};

/// A PGN file the Rust side has opened and holds for the picker.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct PgnFileSummary {
    /// The file's name (not its folder).
    pub name: String,
    /// How many games it holds (at least one).
    pub games: u32,
}

/// What a dropped file came to: the opened file, or why it was refused.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct DroppedPgn {
    /// The opened file.
    pub file: Option<PgnFileSummary>,
    /// Why it could not be opened.
    pub error: Option<CommandError>,
}

/// One game of the opened file, as its tags say (no move checked yet).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PgnFileGame {
    /// Its place in the file (0 is the first), for `pick_pgn_game`.
    pub index: u32,
    /// The `White` tag (none when empty or `?`); so the next three.
    pub white: Option<String>,
    /// The `Black` tag.
    pub black: Option<String>,
    /// The `Event` tag.
    pub event: Option<String>,
    /// The `Date` tag as written (`1972.07.11`, `1972.??.??`).
    pub date: Option<String>,
    /// The `Result` tag as written.
    pub result: Option<String>,
    /// The main line's moves as written, counted as players count them.
    pub full_moves: u32,
    /// The kind of chess its `Variant` tag names; absent for standard
    /// chess (and for a name the rules do not know: picking it says so).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub variant: Option<hotseat_rules::Variant>,
}

/// A page of the opened file's games.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct PgnFilePage {
    /// How many games the file holds.
    pub total: u32,
    /// The games of this page, in file order.
    pub items: Vec<PgnFileGame>,
}

/// Sent after each batch of `import_all_pgn`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct ImportProgress {
    /// Games read so far (imported or skipped).
    pub read: u32,
    /// Games in the file.
    pub total: u32,
    /// Games stored in the archive so far.
    pub imported: u32,
    /// Games that did not read, so far.
    pub skipped: u32,
}

/// How `import_all_pgn` ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct ImportReport {
    /// Games in the file.
    pub total: u32,
    /// Games stored in the archive (they stay, also after a cancel).
    pub imported: u32,
    /// Games that did not read.
    pub skipped: u32,
    /// Whether the players stopped it before the end.
    pub cancelled: bool,
    /// The first few skipped games: which, and why.
    pub first_skipped: Vec<SkippedGame>,
}
