//! PGN, in one place: a game written as PGN (`export`), a pasted FEN or
//! PGN read (`import`) with what its record says of the end (`recorded`),
//! a PGN file browsed and archived (`file`), and the tags we read and
//! write — the Seven Tag Roster (`tags`, with the players' names of
//! `roster`) and the `TimeControl` tags (`time_control_tag`).
//!
//! The moves themselves are the rules crate's (`hotseat_rules::read_pgn_games`,
//! `Game::to_pgn`); this module adds what the app keeps beside them. The
//! file write that survives a crash is `crate::atomic_file`'s, the
//! calendar `crate::calendar`'s.

pub mod export;
pub mod file;
pub mod import;
pub mod recorded;
pub mod roster;
pub mod tags;
mod time_control_tag;

pub use roster::{Roster, RosterError, MAX_NAME_CHARS};
pub use time_control_tag::{clk, TagTimeControl, TimeControlTagError};
