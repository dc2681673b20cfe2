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

/// The app plays standard chess until its board shows each variant's
/// furniture (pockets, counters: issue 29's app part): a variant game read
/// from a PGN is refused as the reader refused it before it read variants.
pub(crate) fn standard_only(
    record: hotseat_rules::PgnGame,
) -> Result<hotseat_rules::PgnGame, hotseat_rules::PgnError> {
    match record.game.variant() {
        hotseat_rules::Variant::Standard => Ok(record),
        variant => Err(hotseat_rules::PgnError::Variant(
            variant.pgn_name().to_owned(),
        )),
    }
}
