//! The archive: every stored game, newest first, a page at a time; a
//! read-only replay and the PGN of any of them; deleting (undoably) and
//! restoring. The queries are in `store::archive`, the commands' side in
//! `reads` ([`Archive`], lent by the session).
//!
//! A deleted game is only marked (`deleted_at`) so that the page can offer
//! to undo the deletion; marked games are removed at the next start-up
//! (`Store::open`). The current game cannot be deleted.

mod reads;
mod review;

pub use reads::{Archive, RECENT_NAMES};

use crate::store::StoreError;

/// Most games one page may ask for.
pub const MAX_PAGE: u32 = 500;

/// Why an archive request failed.
#[derive(Debug, thiserror::Error)]
pub enum ArchiveError {
    /// No game with this id, or it is deleted.
    #[error("there is no game {0} in the archive")]
    NotFound(i64),
    /// The game being played cannot be deleted.
    #[error("game {0} is the game being played; start a new game before deleting it")]
    Current(i64),
    /// The database failed.
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<rusqlite::Error> for ArchiveError {
    fn from(e: rusqlite::Error) -> Self {
        ArchiveError::Store(StoreError::Sqlite(e))
    }
}
