//! Where an opened file's games are read from: the file itself, read again
//! at a game's span when the game is asked for (the text is not held), or
//! bytes given whole (tests and benchmarks).

use std::fs::File;
use std::io::{Read, Seek, SeekFrom};
use std::ops::Range;
use std::path::PathBuf;
use std::time::SystemTime;

/// The bytes of an opened PGN file.
#[derive(Debug)]
pub(super) enum Source {
    /// A file on disk, as it was when listed: a later change is noticed.
    File {
        path: PathBuf,
        len: u64,
        modified: Option<SystemTime>,
    },
    /// Bytes held in memory.
    Bytes(Vec<u8>),
}

/// Why a span could not be read.
#[derive(Debug)]
pub(super) enum ReadError {
    /// The file is not the one listed any more (written, replaced, cut).
    Changed,
    /// The system's error.
    Io(std::io::Error),
}

impl Source {
    /// The file at `path` with its size and time as listed.
    pub(super) fn file(path: PathBuf, metadata: &std::fs::Metadata) -> Source {
        Source::File {
            path,
            len: metadata.len(),
            modified: metadata.modified().ok(),
        }
    }

    /// The bytes of `span`.
    pub(super) fn read(&self, span: Range<u64>) -> Result<Vec<u8>, ReadError> {
        match self {
            Source::Bytes(bytes) => {
                let at = |n: u64| usize::try_from(n).unwrap_or(usize::MAX);
                bytes
                    .get(at(span.start)..at(span.end))
                    .map(<[u8]>::to_vec)
                    .ok_or(ReadError::Changed)
            }
            Source::File {
                path,
                len,
                modified,
            } => {
                let mut file = File::open(path).map_err(ReadError::Io)?;
                let now = file.metadata().map_err(ReadError::Io)?;
                if now.len() != *len || now.modified().ok() != *modified {
                    return Err(ReadError::Changed);
                }
                file.seek(SeekFrom::Start(span.start))
                    .map_err(ReadError::Io)?;
                let size =
                    usize::try_from(span.end - span.start).map_err(|_| ReadError::Changed)?;
                let mut bytes = vec![0; size];
                match file.read_exact(&mut bytes) {
                    // Cut since the check above (another program rewriting it).
                    Err(e) if e.kind() == std::io::ErrorKind::UnexpectedEof => {
                        return Err(ReadError::Changed)
                    }
                    read => read.map_err(ReadError::Io)?,
                }
                // Written while it was read: the bytes may be half old, half new.
                let after = file.metadata().map_err(ReadError::Io)?;
                if after.len() != *len || after.modified().ok() != *modified {
                    return Err(ReadError::Changed);
                }
                Ok(bytes)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_cut_between_the_check_and_the_read_is_changed_not_unreadable() {
        let dir = tempfile::tempdir().expect("dir");
        let path = dir.path().join("cut.pgn");
        std::fs::write(&path, "1. e4 e5 *\n").expect("write");
        let metadata = std::fs::metadata(&path).expect("metadata");
        let source = Source::file(path, &metadata);
        assert_eq!(source.read(0..5).expect("reads"), b"1. e4");
        // A span past the end, as after a cut the size check did not see
        // (the check passed: the same size and time as listed).
        assert!(matches!(source.read(5..40), Err(ReadError::Changed)));
    }
}
