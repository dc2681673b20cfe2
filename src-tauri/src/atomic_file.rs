//! A file written whole or not at all: a save the player asked for must not
//! leave half a file behind after a crash or a full disk.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

/// Writes `bytes` to `path` so that the file is either the old one or the
/// whole new one, never half written: the text goes to a new temporary file
/// in the same folder (a rename is atomic only within one file system),
/// is flushed to disk, and is then renamed over `path`.
///
/// # Errors
///
/// The I/O error of any step; the temporary file is removed then and
/// `path` is untouched.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "the path names no file"))?;
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.to_owned(),
        _ => PathBuf::from("."),
    };
    let (temp, mut file) = create_temp(&dir, &name.to_string_lossy())?;
    let written = file
        .write_all(bytes)
        .and_then(|()| file.sync_all())
        .and_then(|()| {
            drop(file);
            fs::rename(&temp, path)
        });
    if let Err(error) = written {
        let _ = fs::remove_file(&temp);
        return Err(error);
    }
    // Make the rename itself durable where a folder can be synced (Unix);
    // the file is complete either way, so a failure here is not reported.
    if let Ok(folder) = File::open(&dir) {
        let _ = folder.sync_all();
    }
    Ok(())
}

/// A new, exclusively created temporary file next to the target, named
/// after it so that a leftover (after a power cut) is recognisable.
fn create_temp(dir: &Path, name: &str) -> io::Result<(PathBuf, File)> {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    let mut last = None;
    for attempt in 0..16u32 {
        let temp = dir.join(format!(
            ".{name}.{}-{nanos}-{attempt}.tmp",
            std::process::id()
        ));
        match OpenOptions::new().write(true).create_new(true).open(&temp) {
            Ok(file) => return Ok((temp, file)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => last = Some(e),
            Err(e) => return Err(e),
        }
    }
    Err(last.unwrap_or_else(|| io::Error::other("no temporary file could be made")))
}
