//! The one error type every command returns, serialized as `{kind, message}`,
//! and the conversions into it from the rules', the match's and the
//! store's errors: each failure is named here, once.

use hotseat_rules::{Declaration, FenError, PgnError, PlayError, SanError, TextMoveError};
use serde::Serialize;

use crate::archive::ArchiveError;
use crate::chess_match::{Event, MatchError};
use crate::store::StoreError;

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
    /// A file that cannot be opened as PGN: too large, not text, holding
    /// no game, or refused by the system.
    #[error("{0}")]
    InvalidFile(String),
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
    /// The disk holding the data folder is full: the message says what did
    /// not happen (`the move was not made`); once there is space, the same
    /// action works.
    #[error("{0}")]
    DiskFull(String),
    /// The data folder cannot be written (read-only): the message says what
    /// did not happen.
    #[error("{0}")]
    ReadOnly(String),
    /// A broken invariant inside the app (a poisoned lock).
    #[error("{0}")]
    Internal(String),
}

impl From<FenError> for CommandError {
    fn from(e: FenError) -> Self {
        CommandError::InvalidFen(e.to_string())
    }
}

impl From<PgnError> for CommandError {
    fn from(e: PgnError) -> Self {
        CommandError::InvalidPgn(e.to_string())
    }
}

impl From<PlayError> for CommandError {
    fn from(e: PlayError) -> Self {
        match e {
            PlayError::GameOver(_) => CommandError::GameOver(e.to_string()),
            PlayError::Illegal(_) => CommandError::IllegalMove(e.to_string()),
        }
    }
}

impl From<TextMoveError> for CommandError {
    fn from(e: TextMoveError) -> Self {
        match e {
            TextMoveError::Syntax(_)
            | TextMoveError::San(SanError::Syntax(_) | SanError::Ambiguous(_)) => {
                CommandError::InvalidMove(e.to_string())
            }
            TextMoveError::San(SanError::Illegal(_)) => CommandError::IllegalMove(e.to_string()),
            TextMoveError::Play(e) => e.into(),
        }
    }
}

impl From<MatchError> for CommandError {
    fn from(e: MatchError) -> Self {
        match e {
            MatchError::Play(e) => e.into(),
            MatchError::Text(e) => e.into(),
            MatchError::PromotionMissing(_) | MatchError::TypedPromotionMissing { .. } => {
                CommandError::IllegalMove(e.to_string())
            }
            MatchError::Over(_) => CommandError::GameOver(e.to_string()),
            MatchError::Paused
            | MatchError::NoOffer
            | MatchError::NotTimed
            | MatchError::NotPaused => CommandError::NotAllowed(e.to_string()),
            MatchError::OutOfRange { .. } => CommandError::BadRequest(e.to_string()),
            MatchError::NothingToUndo(_) => CommandError::NothingToUndo(e.to_string()),
        }
    }
}

/// What the store was asked to do when it failed: the message's first
/// words, so that the players read what did not happen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Task {
    /// Saving an action on the current game.
    Save(Event),
    /// Saving the running clocks' reading.
    Clocks,
    /// Starting a new game.
    NewGame,
    /// Importing a game.
    Import,
    /// Storing a batch of a PGN file's games in the archive.
    ImportAll,
    /// Saving the settings.
    Settings,
    /// Reading the archive.
    ReadArchive,
    /// Deleting a stored game.
    Delete,
    /// Restoring a deleted game.
    Restore,
}

impl Task {
    /// What did not happen.
    const fn failed(self) -> &'static str {
        match self {
            Task::Save(Event::Moved { .. }) => "the move was not made",
            Task::Save(Event::Undone {
                removed_ply: Some(_),
            }) => "the move was not taken back",
            Task::Save(Event::Undone { removed_ply: None }) => "the verdict was not taken back",
            Task::Save(Event::Declared(Declaration::TimeOut(_))) => "the time out was not saved",
            Task::Save(Event::Declared(Declaration::Resignation(_))) => {
                "the resignation was not saved"
            }
            Task::Save(Event::Declared(Declaration::DrawAgreed) | Event::Answered { .. }) => {
                "the answer to the draw offer was not saved"
            }
            Task::Save(Event::Offered(_)) => "the draw offer was not saved",
            Task::Save(Event::Paused) => "the pause was not saved",
            Task::Save(Event::Resumed) => "the resumed clock was not saved",
            Task::Save(Event::Adjusted(_)) => "the clock adjustment was not saved",
            Task::Clocks => "the clocks were not saved",
            Task::NewGame => "no new game was started",
            Task::Import => "the game was not imported",
            Task::ImportAll => "these games were not imported",
            Task::Settings => "the settings were not saved",
            Task::ReadArchive => "the archive could not be read",
            Task::Delete => "the game was not deleted",
            Task::Restore => "the game was not restored",
        }
    }
}

/// A store error and the task it failed.
#[derive(Debug, thiserror::Error)]
#[error("{}: {error}", task.failed())]
pub struct StoreFailure {
    /// What the store was asked to do.
    pub task: Task,
    /// Why it could not.
    #[source]
    pub error: StoreError,
}

impl StoreError {
    /// This error, as the failure of `task`.
    pub fn during(self, task: Task) -> StoreFailure {
        StoreFailure { task, error: self }
    }
}

impl From<StoreFailure> for CommandError {
    fn from(e: StoreFailure) -> Self {
        use rusqlite::ErrorCode;
        let sqlite = match &e.error {
            StoreError::Sqlite(rusqlite::Error::SqliteFailure(failure, _)) => Some(failure.code),
            _ => None,
        };
        let failed = e.task.failed().to_owned();
        match sqlite {
            Some(ErrorCode::DiskFull) => CommandError::DiskFull(failed),
            Some(ErrorCode::ReadOnly) => CommandError::ReadOnly(failed),
            _ => CommandError::Storage(e.to_string()),
        }
    }
}

impl ArchiveError {
    /// This error, with a store failure named as the failure of `task`.
    pub fn during(self, task: Task) -> CommandError {
        match self {
            ArchiveError::NotFound(_) => CommandError::NotFound(self.to_string()),
            ArchiveError::Current(_) => CommandError::NotAllowed(self.to_string()),
            ArchiveError::Store(e) => e.during(task).into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failed_read_is_not_called_a_failed_save() {
        let error = StoreError::Damaged("x".to_owned());
        assert_eq!(
            CommandError::from(error.during(Task::ReadArchive)),
            CommandError::Storage(
                "the archive could not be read: the saved game is damaged: x".to_owned()
            )
        );
    }

    #[test]
    fn a_full_disk_and_a_read_only_folder_are_their_own_kinds() {
        use rusqlite::ffi;
        let sqlite = |code: i32| {
            StoreError::Sqlite(rusqlite::Error::SqliteFailure(ffi::Error::new(code), None))
        };
        let moved = Task::Save(Event::Moved {
            mv: hotseat_rules::Move::new(hotseat_rules::Square::E2, hotseat_rules::Square::E4),
            ply: 1,
            clock: None,
        });
        assert_eq!(
            CommandError::from(sqlite(ffi::SQLITE_FULL).during(moved)),
            CommandError::DiskFull("the move was not made".to_owned())
        );
        assert_eq!(
            CommandError::from(sqlite(ffi::SQLITE_READONLY).during(Task::Settings)),
            CommandError::ReadOnly("the settings were not saved".to_owned())
        );
        assert!(matches!(
            CommandError::from(sqlite(ffi::SQLITE_BUSY).during(Task::NewGame)),
            CommandError::Storage(m) if m.starts_with("no new game was started: database error")
        ));
    }

    #[test]
    fn match_refusals_keep_their_kinds() {
        assert!(matches!(
            CommandError::from(MatchError::Paused),
            CommandError::NotAllowed(m) if m == "the clock is paused: resume the game before moving"
        ));
        assert!(matches!(
            CommandError::from(MatchError::NoOffer),
            CommandError::NotAllowed(_)
        ));
        assert!(matches!(
            CommandError::from(MatchError::NothingToUndo(hotseat_rules::NothingToUndo)),
            CommandError::NothingToUndo(_)
        ));
    }
}
