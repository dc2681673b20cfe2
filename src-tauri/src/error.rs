//! The one error type every command returns, serialized as `{kind, message}`.

use serde::Serialize;

/// What went wrong with a command. The UI receives
/// `{ "kind": "illegal_move", "message": "..." }`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, ts_rs::TS)]
#[serde(tag = "kind", content = "message", rename_all = "snake_case")]
pub enum CommandError {
    /// A well-formed move that the rules do not allow here.
    #[error("{0}")]
    IllegalMove(String),
    /// The game has a verdict; only undo and new game remain.
    #[error("{0}")]
    GameOver(String),
    /// Undo at the start of a game.
    #[error("{0}")]
    NothingToUndo(String),
    /// A square name that is not `a1`..`h8`.
    #[error("{0}")]
    InvalidSquare(String),
    /// A move that is not `{from, to, promotion?}` with a valid promotion.
    #[error("{0}")]
    InvalidMove(String),
    /// An imported FEN that is not a valid position (the rules' reason).
    #[error("{0}")]
    InvalidFen(String),
    /// An imported PGN that cannot be read or replayed (the rules' reason,
    /// naming the tag or move).
    #[error("{0}")]
    InvalidPgn(String),
    /// Arguments of the wrong shape (not an object, wrong types, unknown
    /// setting values, out of range).
    #[error("{0}")]
    BadRequest(String),
    /// A well-formed request that the game's state does not allow now: a
    /// move while the clock is paused, answering a draw nobody offered,
    /// deleting the game being played.
    #[error("{0}")]
    NotAllowed(String),
    /// No stored game has this id (or it was deleted).
    #[error("{0}")]
    NotFound(String),
    /// The game could not be saved; the move was not made.
    #[error("{0}")]
    Storage(String),
    /// A broken invariant inside the app (a poisoned lock).
    #[error("{0}")]
    Internal(String),
}

impl From<rusqlite::Error> for CommandError {
    fn from(e: rusqlite::Error) -> Self {
        CommandError::Storage(format!("the game could not be saved: {e}"))
    }
}
