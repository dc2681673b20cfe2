//! What the command just answered did to the game: the page's sounds, the
//! board's slide and the screen reader's announcement follow it instead of
//! comparing views.

use hotseat_rules::Color;
use serde::Serialize;
use ts_rs::TS;

use crate::chess_match::Event;

/// What the last command did to the game (none for a command that only
/// reads, such as `status` before a flag falls).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(
    tag = "kind",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum GameEvent {
    /// Ply `ply` (1-based) was played: it is the move list's last entry.
    Moved {
        /// Its number in the game.
        ply: u32,
    },
    /// The last action was taken back, with ply `removedPly` if one went.
    Undone {
        /// The ply taken back, if one was.
        removed_ply: Option<u32>,
    },
    /// A verdict was declared: a resignation, a flag fallen.
    Declared,
    /// `by` offered a draw.
    Offered {
        /// Who offered.
        by: Color,
    },
    /// The draw offer was answered.
    Answered {
        /// Whether the draw was agreed.
        accepted: bool,
    },
    /// The clock was paused.
    Paused,
    /// The clock was started again.
    Resumed,
    /// The clocks were adjusted.
    Adjusted,
}

fn ply(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

impl From<Event> for GameEvent {
    fn from(event: Event) -> GameEvent {
        match event {
            Event::Moved { ply: n, .. } => GameEvent::Moved { ply: ply(n) },
            Event::Undone { removed_ply } => GameEvent::Undone {
                removed_ply: removed_ply.map(ply),
            },
            Event::Declared(_) => GameEvent::Declared,
            Event::Offered(by) => GameEvent::Offered { by },
            Event::Answered { accepted } => GameEvent::Answered { accepted },
            Event::Paused => GameEvent::Paused,
            Event::Resumed => GameEvent::Resumed,
            Event::Adjusted(_) => GameEvent::Adjusted,
        }
    }
}
