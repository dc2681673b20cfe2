//! A saved game that cannot be read: the file is moved aside (never
//! deleted) and a new game starts, with a notice for the players.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::Session;
use crate::clock::TimeSource;
use crate::dto::Notice;
use crate::store::StoreError;

impl Session {
    /// The session after `error` made the database at `db_path` unusable:
    /// a fresh database in its place, or, if none can be made, an unsaved
    /// game; the notice tells the players which.
    pub(super) fn recover(
        db_path: &Path,
        time: Arc<dyn TimeSource>,
        error: &StoreError,
    ) -> Session {
        let aside = if db_path.exists() {
            move_aside(db_path, time.date_ms())
        } else {
            Err(std::io::Error::other("no file"))
        };
        let kept_as = aside.ok().map(|target| target.display().to_string());
        match Self::try_open(db_path, time.clone()) {
            Ok(mut session) => {
                session.notice = Some(Notice::Recovered {
                    error: error.to_string(),
                    kept_as,
                });
                session
            }
            Err(second) => Session {
                notice: Some(Notice::Unsaved {
                    error: second.to_string(),
                }),
                ..Session::unsaved_with_time(time)
            },
        }
    }
}

/// Moves a database that cannot be used out of the way, with its WAL and
/// shared-memory files, named with the date `stamp` (milliseconds since the
/// Unix epoch), and returns where it went. Never deletes anything.
///
/// # Errors
///
/// The I/O error of the rename.
pub fn move_aside(path: &Path, stamp: i64) -> std::io::Result<PathBuf> {
    let file_name = path.file_name().map_or_else(
        || "hotseat.sqlite3".into(),
        |n| n.to_string_lossy().into_owned(),
    );
    let target = path.with_file_name(format!("{file_name}.damaged-{stamp}"));
    std::fs::rename(path, &target)?;
    for suffix in ["-wal", "-shm"] {
        let side = path.with_file_name(format!("{file_name}{suffix}"));
        if side.exists() {
            let side_target = path.with_file_name(format!("{file_name}.damaged-{stamp}{suffix}"));
            std::fs::rename(side, side_target)?;
        }
    }
    Ok(target)
}
