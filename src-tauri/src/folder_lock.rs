//! One app per data folder: the running app holds an exclusive lock on a
//! file in its folder for as long as it runs, and a second launch that
//! finds it taken hands over to it ([`crate::single_instance`]) or stops
//! before it opens the saved game, rather than showing a second window on
//! it.

use std::fs::{File, OpenOptions, TryLockError};
use std::path::{Path, PathBuf};

/// The lock file's name in the data folder.
pub const LOCK_FILE: &str = "hotseat.lock";

/// The lock, held while this value lives (the system lets it go when the
/// process ends, however it ends).
#[derive(Debug)]
pub struct FolderLock {
    _file: File,
}

/// Why the folder could not be locked.
#[derive(Debug, thiserror::Error)]
pub enum FolderLockError {
    /// Another app holds it.
    #[error("Hotseat Chess is already running on {0}: its window stays the one to play in")]
    Held(PathBuf),
    /// The lock file could not be made or locked.
    #[error("the data folder {0} cannot be locked: {1}")]
    Io(PathBuf, std::io::Error),
}

impl FolderLock {
    /// Takes the lock of `dir` (made if missing).
    ///
    /// # Errors
    ///
    /// [`FolderLockError::Held`] while another process holds it,
    /// [`FolderLockError::Io`] when the file cannot be made or locked.
    pub fn take(dir: &Path) -> Result<FolderLock, FolderLockError> {
        let io = |e| FolderLockError::Io(dir.to_owned(), e);
        std::fs::create_dir_all(dir).map_err(io)?;
        let file = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(dir.join(LOCK_FILE))
            .map_err(io)?;
        match file.try_lock() {
            Ok(()) => Ok(FolderLock { _file: file }),
            Err(TryLockError::WouldBlock) => Err(FolderLockError::Held(dir.to_owned())),
            Err(TryLockError::Error(e)) => Err(io(e)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_holder_at_a_time() {
        let dir = tempfile::tempdir().expect("dir");
        let first = FolderLock::take(dir.path()).expect("the first takes it");
        assert!(matches!(
            FolderLock::take(dir.path()),
            Err(FolderLockError::Held(_))
        ));
        drop(first);
        FolderLock::take(dir.path()).expect("free again once the first is gone");
    }
}
