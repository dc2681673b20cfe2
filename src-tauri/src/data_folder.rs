//! The app's folders under its identifier. Until issue 26 the identifier
//! was `org.hotseatchess.app` (macOS reserves the `.app` ending for
//! bundles); on the first start under the new one, each folder of the old
//! one (the games and settings in the data folder, the window's size in
//! the config folder) is moved whole to its new place, so nothing a player
//! had is lost. A folder already there under the new name is never touched.

use std::io;
use std::path::{Path, PathBuf};

use tauri::plugin::{Builder, TauriPlugin};
use tauri::{Manager, Runtime};

/// The identifier the app had before.
pub const OLD_IDENTIFIER: &str = "org.hotseatchess.app";

/// What happened to one folder.
#[derive(Debug, PartialEq, Eq)]
pub enum Moved {
    /// The old folder is now the new one.
    Moved,
    /// Nothing to do: no old folder, or the new one exists already.
    Kept,
}

/// Moves `old` to `new` when `old` exists and `new` does not (a rename on
/// one file system: all or nothing; across file systems, a copy, then the
/// old folder removed).
///
/// # Errors
///
/// The file system's error; the old folder is then still whole (a copy
/// that failed half-way is removed again).
pub fn move_folder(old: &Path, new: &Path) -> io::Result<Moved> {
    if !old.is_dir() || new.exists() {
        return Ok(Moved::Kept);
    }
    if let Some(parent) = new.parent() {
        std::fs::create_dir_all(parent)?;
    }
    match std::fs::rename(old, new) {
        Ok(()) => Ok(Moved::Moved),
        Err(_) => {
            let copied = copy_tree(old, new);
            if let Err(error) = copied {
                let _ = std::fs::remove_dir_all(new);
                return Err(error);
            }
            std::fs::remove_dir_all(old)?;
            Ok(Moved::Moved)
        }
    }
}

fn copy_tree(from: &Path, to: &Path) -> io::Result<()> {
    std::fs::create_dir_all(to)?;
    for entry in std::fs::read_dir(from)? {
        let entry = entry?;
        let target = to.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            copy_tree(&entry.path(), &target)?;
        } else {
            std::fs::copy(entry.path(), &target)?;
        }
    }
    Ok(())
}

/// The folder beside `new` named after the old identifier.
fn old_beside(new: &Path) -> Option<PathBuf> {
    Some(new.parent()?.join(OLD_IDENTIFIER))
}

/// A plugin that moves the old folders on start. Registered before the
/// window-state plugin (plugins start in order), so the window comes back
/// at the size it had under the old name too.
pub fn plugin<R: Runtime>() -> TauriPlugin<R> {
    Builder::new("data-folder")
        .setup(|app, _api| {
            let paths = app.path();
            for new in [paths.app_data_dir(), paths.app_config_dir()]
                .into_iter()
                .flatten()
            {
                let Some(old) = old_beside(&new) else { continue };
                if let Err(error) = move_folder(&old, &new) {
                    eprintln!(
                        "Hotseat Chess: {} could not be moved to {} ({error}); it is left as it was",
                        old.display(),
                        new.display()
                    );
                }
            }
            Ok(())
        })
        .build()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A data folder and a config folder as version 0.1.0 left them.
    fn todays_layout(home: &Path) -> (PathBuf, PathBuf) {
        let data = home.join("data").join(OLD_IDENTIFIER);
        let config = home.join("config").join(OLD_IDENTIFIER);
        std::fs::create_dir_all(&data).unwrap();
        std::fs::create_dir_all(&config).unwrap();
        std::fs::write(data.join("hotseat.sqlite3"), b"the games").unwrap();
        std::fs::write(data.join("hotseat.sqlite3-wal"), b"the last move").unwrap();
        std::fs::write(config.join(".window-state.json"), b"{\"main\":{}}").unwrap();
        (data, config)
    }

    #[test]
    fn the_old_folders_move_whole_once() {
        let home = tempfile::tempdir().unwrap();
        let (data, config) = todays_layout(home.path());
        let new_data = home.path().join("data/org.hotseatchess.HotseatChess");
        let new_config = home.path().join("config/org.hotseatchess.HotseatChess");
        assert_eq!(move_folder(&data, &new_data).unwrap(), Moved::Moved);
        assert_eq!(move_folder(&config, &new_config).unwrap(), Moved::Moved);
        assert!(!data.exists() && !config.exists());
        assert_eq!(
            std::fs::read(new_data.join("hotseat.sqlite3")).unwrap(),
            b"the games"
        );
        assert_eq!(
            std::fs::read(new_data.join("hotseat.sqlite3-wal")).unwrap(),
            b"the last move"
        );
        assert_eq!(
            std::fs::read(new_config.join(".window-state.json")).unwrap(),
            b"{\"main\":{}}"
        );
        // A second start: nothing to move.
        assert_eq!(move_folder(&data, &new_data).unwrap(), Moved::Kept);
    }

    #[test]
    fn a_new_folder_already_there_is_never_touched() {
        let home = tempfile::tempdir().unwrap();
        let (data, _) = todays_layout(home.path());
        let new_data = home.path().join("data/org.hotseatchess.HotseatChess");
        std::fs::create_dir_all(&new_data).unwrap();
        std::fs::write(new_data.join("hotseat.sqlite3"), b"newer games").unwrap();
        assert_eq!(move_folder(&data, &new_data).unwrap(), Moved::Kept);
        assert_eq!(
            std::fs::read(new_data.join("hotseat.sqlite3")).unwrap(),
            b"newer games"
        );
        assert!(
            data.join("hotseat.sqlite3").exists(),
            "the old one stays too"
        );
    }

    #[test]
    fn a_copy_across_file_systems_keeps_everything() {
        let home = tempfile::tempdir().unwrap();
        let (data, _) = todays_layout(home.path());
        std::fs::create_dir_all(data.join("nested")).unwrap();
        std::fs::write(data.join("nested/file"), b"x").unwrap();
        let to = home.path().join("elsewhere/org.hotseatchess.HotseatChess");
        copy_tree(&data, &to).unwrap();
        assert_eq!(std::fs::read(to.join("nested/file")).unwrap(), b"x");
        assert_eq!(
            std::fs::read(to.join("hotseat.sqlite3")).unwrap(),
            b"the games"
        );
    }
}
