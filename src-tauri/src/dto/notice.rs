//! What the players are told about their saved games at start-up: facts
//! (what failed, where the file went); the page's words module says them.

use serde::Serialize;
use ts_rs::TS;

/// Something the players must know about their saved games.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(
    tag = "kind",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum Notice {
    /// The saved game could not be read: its file was moved aside (never
    /// deleted) and a new game started.
    Recovered {
        /// Why it could not be read.
        error: String,
        /// Where the file was kept (`null`: it could not be moved and was
        /// left where it was).
        kept_as: Option<String>,
    },
    /// No database can be used on this device: this game is not saved and
    /// is lost when the app closes.
    Unsaved {
        /// Why no database can be used.
        error: String,
    },
}
