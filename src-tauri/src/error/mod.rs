//! The one error type every command returns, serialized as `{kind, message}`
//! plus the kind's facts, and the conversions into it from the rules', the
//! match's and the store's errors: each failure is named here, once.

mod notation;

pub use notation::{FenProblem, PgnProblem, SkippedGame};

use hotseat_rules::{
    AlreadyOver, Declaration, FenError, PgnError, PgnGameError, PlayError, SanError, TextMoveError,
};
use serde::Serialize;

use crate::archive::ArchiveError;
use crate::chess_match::{Event, MatchError};
use crate::dto::{EngineTrouble, Verdict};
use crate::pgn::file::PgnFileError;
use crate::store::StoreError;

/// What went wrong with a command. The UI receives the kind, an English
/// `message` (for logs, the CLI and the developer tools) and, where a player
/// can meet the error, its facts — from which the page makes its own words
/// (ui/src/lib/words/errors.ts):
/// `{ "kind": "disk_full", "message": "the move was not made", "failed": "move" }`,
/// `{ "kind": "illegal_move", "message": "…", "refused": { "text": "Ke2", "problem": "not_legal" } }`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, ts_rs::TS)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum CommandError {
    /// A well-formed move that the rules do not allow here.
    #[error("{message}")]
    IllegalMove {
        message: String,
        /// The move as written and what is wrong with it.
        #[serde(skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        refused: Option<RefusedMove>,
    },
    /// The game has a verdict; only undo and new game remain.
    #[error("{message}")]
    GameOver { message: String, verdict: Verdict },
    /// Undo at the start of a game.
    #[error("{message}")]
    NothingToUndo { message: String },
    /// A square name that is not `a1`..`h8`.
    #[error("{message}")]
    InvalidSquare { message: String },
    /// A move that is not `{from, to, promotion?}` with a valid promotion,
    /// or typed text that is no move.
    #[error("{message}")]
    InvalidMove {
        message: String,
        /// The move as written and what is wrong with it.
        #[serde(skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        refused: Option<RefusedMove>,
    },
    /// An imported FEN that is not a valid position: what is wrong.
    #[error("{message}")]
    InvalidFen { message: String, fen: FenProblem },
    /// An imported PGN that cannot be read or replayed: what is wrong (the
    /// tag, the move and its number), and which game of a file.
    #[error("{message}")]
    InvalidPgn {
        message: String,
        #[serde(skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        game: Option<u32>,
        pgn: PgnProblem,
    },
    /// A file that cannot be opened as PGN: too large, not text, holding
    /// no game, or refused by the system.
    #[error("{message}")]
    InvalidFile { message: String, file: PgnFileError },
    /// The program chosen as the review's engine cannot be used: its name
    /// and why (the choice is not made).
    #[error("{message}")]
    EngineUnusable {
        message: String,
        engine: EngineTrouble,
    },
    /// Arguments of the wrong shape (not an object, wrong types, unknown
    /// setting values, out of range).
    #[error("{message}")]
    BadRequest { message: String },
    /// A well-formed request that the game's state does not allow now: a
    /// move while the clock is paused, answering a draw nobody offered,
    /// deleting the game being played.
    #[error("{message}")]
    NotAllowed { message: String, refusal: Refusal },
    /// No stored game has this id (or it was deleted).
    #[error("{message}")]
    NotFound { message: String },
    /// The game could not be saved or read: `failed` says what did not
    /// happen, `cause` is the system's or the database's own report.
    #[error("{message}")]
    Storage {
        message: String,
        failed: Failed,
        cause: String,
    },
    /// The disk holding the data folder is full: `failed` says what did not
    /// happen (the move was not made); once there is space, the same action
    /// works.
    #[error("{message}")]
    DiskFull { message: String, failed: Failed },
    /// The data folder cannot be written (read-only): `failed` says what did
    /// not happen.
    #[error("{message}")]
    ReadOnly { message: String, failed: Failed },
    /// A broken invariant inside the app (a poisoned lock).
    #[error("{message}")]
    Internal { message: String },
}

/// A move that could not be played: as the player typed it in the move
/// box (or, from the board, in UCI) and what is wrong with it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct RefusedMove {
    /// The move as written (without check marks or comments).
    pub text: String,
    /// What is wrong with it.
    pub problem: MoveProblem,
}

/// What is wrong with a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "snake_case")]
pub enum MoveProblem {
    /// Neither SAN nor UCI.
    NotAMove,
    /// SAN that fits more than one legal move.
    Ambiguous,
    /// A move the rules do not allow in this position.
    NotLegal,
    /// A pawn move to the last rank sent from the board without its piece.
    PromotionMissing,
    /// A pawn move to the last rank written without its piece, in SAN.
    PromotionMissingSan,
    /// The same, written in UCI.
    PromotionMissingUci,
}

/// Why a well-formed request is not allowed now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "snake_case")]
pub enum Refusal {
    /// A move while the clock is paused.
    Paused,
    /// An answer when no draw is offered.
    NoOffer,
    /// A clock adjustment in a game without a clock.
    NotTimed,
    /// A clock set by hand while it runs.
    NotPaused,
    /// Deleting the game being played.
    CurrentGame,
    /// An action a finished record (an imported game with its result)
    /// does not take.
    FinishedRecord,
    /// Playing on (or a rematch) while the game has no verdict.
    NotFinished,
    /// Games cannot be saved on this device.
    NoStorage,
    /// A PGN file's import runs.
    ImportRunning,
    /// The review of the game being played, before its verdict.
    GameInProgress,
    /// The review of a kind of chess our engine does not play.
    EngineVariant,
}

/// What did not happen when the store failed: the first words of the
/// players' sentence, made by the page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "snake_case")]
pub enum Failed {
    Move,
    TakeBack,
    VerdictTakeBack,
    TimeOut,
    Resignation,
    DrawAnswer,
    DrawOffer,
    Pause,
    Resume,
    Adjustment,
    Clocks,
    NewGame,
    Import,
    ImportAll,
    Settings,
    ReadArchive,
    Delete,
    Restore,
    Export,
    Analysis,
}

impl CommandError {
    /// Arguments of the wrong shape.
    pub fn bad_request(message: impl Into<String>) -> Self {
        CommandError::BadRequest {
            message: message.into(),
        }
    }

    /// A request the game's state does not allow now.
    pub fn not_allowed(refusal: Refusal, message: impl Into<String>) -> Self {
        CommandError::NotAllowed {
            message: message.into(),
            refusal,
        }
    }

    /// A store failure: what did not happen, and the system's report.
    pub fn storage(failed: Failed, cause: impl std::fmt::Display) -> Self {
        CommandError::Storage {
            message: format!("{}: {cause}", failed.english()),
            failed,
            cause: cause.to_string(),
        }
    }

    /// A broken invariant.
    pub fn internal(message: impl Into<String>) -> Self {
        CommandError::Internal {
            message: message.into(),
        }
    }

    /// No such game, or no such file open.
    pub fn not_found(message: impl Into<String>) -> Self {
        CommandError::NotFound {
            message: message.into(),
        }
    }

    /// A move that is not `{from, to, promotion?}`.
    pub fn invalid_move(message: impl Into<String>) -> Self {
        CommandError::InvalidMove {
            message: message.into(),
            refused: None,
        }
    }

    /// The English message, as every kind carries it.
    pub fn message(&self) -> &str {
        match self {
            CommandError::IllegalMove { message, .. }
            | CommandError::GameOver { message, .. }
            | CommandError::NothingToUndo { message }
            | CommandError::InvalidSquare { message }
            | CommandError::InvalidMove { message, .. }
            | CommandError::InvalidFen { message, .. }
            | CommandError::InvalidPgn { message, .. }
            | CommandError::InvalidFile { message, .. }
            | CommandError::EngineUnusable { message, .. }
            | CommandError::BadRequest { message }
            | CommandError::NotAllowed { message, .. }
            | CommandError::NotFound { message }
            | CommandError::Storage { message, .. }
            | CommandError::DiskFull { message, .. }
            | CommandError::ReadOnly { message, .. }
            | CommandError::Internal { message } => message,
        }
    }
}

impl From<FenError> for CommandError {
    fn from(e: FenError) -> Self {
        CommandError::InvalidFen {
            message: e.to_string(),
            fen: (&e).into(),
        }
    }
}

impl From<PgnError> for CommandError {
    fn from(e: PgnError) -> Self {
        CommandError::InvalidPgn {
            message: e.to_string(),
            game: None,
            pgn: (&e).into(),
        }
    }
}

impl From<PgnGameError> for CommandError {
    fn from(e: PgnGameError) -> Self {
        let SkippedGame { game, pgn } = (&e).into();
        CommandError::InvalidPgn {
            message: e.to_string(),
            game: Some(game),
            pgn,
        }
    }
}

impl From<PlayError> for CommandError {
    fn from(e: PlayError) -> Self {
        let message = e.to_string();
        match e {
            PlayError::GameOver(outcome) => CommandError::GameOver {
                message,
                verdict: outcome.into(),
            },
            PlayError::Illegal(illegal) => CommandError::IllegalMove {
                message,
                refused: refused(illegal.0.to_string(), MoveProblem::NotLegal),
            },
            PlayError::IllegalDrop(drop) => CommandError::IllegalMove {
                message,
                refused: refused(drop.to_string(), MoveProblem::NotLegal),
            },
        }
    }
}

/// The facts of a move that could not be played.
fn refused(text: impl Into<String>, problem: MoveProblem) -> Option<RefusedMove> {
    Some(RefusedMove {
        text: text.into(),
        problem,
    })
}

impl From<TextMoveError> for CommandError {
    fn from(e: TextMoveError) -> Self {
        let message = e.to_string();
        match e {
            TextMoveError::Syntax(text) | TextMoveError::San(SanError::Syntax(text)) => {
                CommandError::InvalidMove {
                    message,
                    refused: refused(text, MoveProblem::NotAMove),
                }
            }
            TextMoveError::San(SanError::Ambiguous(text)) => CommandError::InvalidMove {
                message,
                refused: refused(text, MoveProblem::Ambiguous),
            },
            TextMoveError::San(SanError::Illegal(text)) => CommandError::IllegalMove {
                message,
                refused: refused(text, MoveProblem::NotLegal),
            },
            TextMoveError::Play(e) => e.into(),
        }
    }
}

impl From<MatchError> for CommandError {
    fn from(e: MatchError) -> Self {
        let message = e.to_string();
        match e {
            MatchError::Play(e) => e.into(),
            MatchError::Text(e) => e.into(),
            MatchError::PromotionMissing(mv) => CommandError::IllegalMove {
                message,
                refused: refused(mv.to_string(), MoveProblem::PromotionMissing),
            },
            MatchError::TypedPromotionMissing { text, uci } => CommandError::IllegalMove {
                message,
                refused: refused(
                    text,
                    if uci {
                        MoveProblem::PromotionMissingUci
                    } else {
                        MoveProblem::PromotionMissingSan
                    },
                ),
            },
            MatchError::Over(AlreadyOver(outcome)) => CommandError::GameOver {
                message,
                verdict: outcome.into(),
            },
            MatchError::Paused => CommandError::not_allowed(Refusal::Paused, message),
            MatchError::NoOffer => CommandError::not_allowed(Refusal::NoOffer, message),
            MatchError::NotTimed => CommandError::not_allowed(Refusal::NotTimed, message),
            MatchError::NotPaused => CommandError::not_allowed(Refusal::NotPaused, message),
            MatchError::OutOfRange { .. } => CommandError::BadRequest { message },
            MatchError::NothingToUndo(_) => CommandError::NothingToUndo { message },
        }
    }
}

impl From<Event> for Failed {
    /// What did not happen when saving the change `event` failed.
    fn from(event: Event) -> Failed {
        match event {
            Event::Moved { .. } => Failed::Move,
            Event::Undone {
                removed_ply: Some(_),
            } => Failed::TakeBack,
            Event::Undone { removed_ply: None } => Failed::VerdictTakeBack,
            Event::Declared(Declaration::TimeOut(_)) => Failed::TimeOut,
            Event::Declared(Declaration::Resignation(_)) => Failed::Resignation,
            Event::Declared(Declaration::DrawAgreed) | Event::Answered { .. } => Failed::DrawAnswer,
            Event::Offered(_) => Failed::DrawOffer,
            Event::Paused => Failed::Pause,
            Event::Resumed => Failed::Resume,
            Event::Adjusted(_) => Failed::Adjustment,
        }
    }
}

impl Failed {
    /// What did not happen, in English (the message's first words; the
    /// players read the page's own sentence).
    const fn english(self) -> &'static str {
        match self {
            Failed::Move => "the move was not made",
            Failed::TakeBack => "the move was not taken back",
            Failed::VerdictTakeBack => "the verdict was not taken back",
            Failed::TimeOut => "the time out was not saved",
            Failed::Resignation => "the resignation was not saved",
            Failed::DrawAnswer => "the answer to the draw offer was not saved",
            Failed::DrawOffer => "the draw offer was not saved",
            Failed::Pause => "the pause was not saved",
            Failed::Resume => "the resumed clock was not saved",
            Failed::Adjustment => "the clock adjustment was not saved",
            Failed::Clocks => "the clocks were not saved",
            Failed::NewGame => "no new game was started",
            Failed::Import => "the game was not imported",
            Failed::ImportAll => "these games were not imported",
            Failed::Settings => "the settings were not saved",
            Failed::ReadArchive => "the archive could not be read",
            Failed::Delete => "the game was not deleted",
            Failed::Restore => "the game was not restored",
            Failed::Export => "the game was not saved to the file",
            Failed::Analysis => "the review was not saved",
        }
    }
}

/// A store error and what it left undone.
#[derive(Debug, thiserror::Error)]
#[error("{}: {error}", failed.english())]
pub struct StoreFailure {
    /// What did not happen.
    pub failed: Failed,
    /// Why it could not.
    #[source]
    pub error: StoreError,
}

impl StoreError {
    /// This error, as what left `failed` undone (a change's event, or
    /// another task).
    pub fn during(self, failed: impl Into<Failed>) -> StoreFailure {
        StoreFailure {
            failed: failed.into(),
            error: self,
        }
    }
}

impl From<StoreFailure> for CommandError {
    fn from(e: StoreFailure) -> Self {
        use rusqlite::ErrorCode;
        let sqlite = match &e.error {
            StoreError::Sqlite(rusqlite::Error::SqliteFailure(failure, _)) => Some(failure.code),
            _ => None,
        };
        let failed = e.failed;
        let message = failed.english().to_owned();
        match sqlite {
            Some(ErrorCode::DiskFull) => CommandError::DiskFull { message, failed },
            Some(ErrorCode::ReadOnly) => CommandError::ReadOnly { message, failed },
            _ => CommandError::storage(failed, e.error),
        }
    }
}

impl ArchiveError {
    /// This error, with a store failure named as what left `failed` undone.
    pub fn during(self, failed: Failed) -> CommandError {
        match self {
            ArchiveError::NotFound(_) => CommandError::not_found(self.to_string()),
            ArchiveError::Current(_) => {
                CommandError::not_allowed(Refusal::CurrentGame, self.to_string())
            }
            ArchiveError::Store(e) => e.during(failed).into(),
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
            CommandError::from(error.during(Failed::ReadArchive)),
            CommandError::Storage {
                message: "the archive could not be read: the saved game is damaged: x".to_owned(),
                failed: Failed::ReadArchive,
                cause: "the saved game is damaged: x".to_owned(),
            }
        );
    }

    #[test]
    fn a_full_disk_and_a_read_only_folder_are_their_own_kinds() {
        use rusqlite::ffi;
        let sqlite = |code: i32| {
            StoreError::Sqlite(rusqlite::Error::SqliteFailure(ffi::Error::new(code), None))
        };
        let moved = Event::Moved {
            mv: hotseat_rules::Move::new(hotseat_rules::Square::E2, hotseat_rules::Square::E4)
                .into(),
            ply: 1,
            clock: None,
        };
        assert_eq!(
            CommandError::from(sqlite(ffi::SQLITE_FULL).during(moved)),
            CommandError::DiskFull {
                message: "the move was not made".to_owned(),
                failed: Failed::Move,
            }
        );
        assert_eq!(
            CommandError::from(sqlite(ffi::SQLITE_READONLY).during(Failed::Settings)),
            CommandError::ReadOnly {
                message: "the settings were not saved".to_owned(),
                failed: Failed::Settings,
            }
        );
        assert!(matches!(
            CommandError::from(sqlite(ffi::SQLITE_BUSY).during(Failed::NewGame)),
            CommandError::Storage { message, failed: Failed::NewGame, .. }
                if message.starts_with("no new game was started: database error")
        ));
    }

    #[test]
    fn match_refusals_keep_their_kinds() {
        assert!(matches!(
            CommandError::from(MatchError::Paused),
            CommandError::NotAllowed { message, refusal: Refusal::Paused }
                if message == "the clock is paused: resume the game before moving"
        ));
        assert!(matches!(
            CommandError::from(MatchError::NoOffer),
            CommandError::NotAllowed {
                refusal: Refusal::NoOffer,
                ..
            }
        ));
        assert!(matches!(
            CommandError::from(MatchError::NothingToUndo(hotseat_rules::NothingToUndo)),
            CommandError::NothingToUndo { .. }
        ));
    }
}
