//! One app per data folder (desktop): a second launch hands its command
//! line to the running app and exits, so two windows never play one saved
//! game (the second one's saves would fail, its board go stale). The
//! running app comes to the front, and opens a `.pgn` file the second launch
//! was given, as if it had been dropped on its window.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};

use tauri::plugin::TauriPlugin;
use tauri::{AppHandle, Manager, Runtime};

/// The name the running app holds on the session bus: the identifier for
/// the platform's data folder; with `HOTSEAT_DATA_DIR` (tests, portable
/// installs) also a hash of that folder, so apps on different folders run
/// side by side.
pub fn bus_id(identifier: &str, data_dir: Option<&Path>) -> String {
    match data_dir {
        None => identifier.to_owned(),
        Some(dir) => {
            let mut hasher = DefaultHasher::new();
            dir.hash(&mut hasher);
            // A bus name's element may not start with a digit.
            format!("{identifier}.d{:016x}", hasher.finish())
        }
    }
}

/// The `.pgn` file among a launch's arguments (the program's name first),
/// relative paths read from `cwd`.
pub fn pgn_argument(argv: &[String], cwd: &str) -> Option<PathBuf> {
    argv.iter().skip(1).find_map(|arg| {
        let path = Path::new(arg);
        let is_pgn = path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("pgn"));
        is_pgn.then(|| Path::new(cwd).join(path))
    })
}

/// What the running app does when it is launched again.
fn on_second_launch<R: Runtime>(app: &AppHandle<R>, argv: Vec<String>, cwd: String) {
    if let Some(window) = app.webview_windows().into_values().next() {
        let _ = window.unminimize();
        let _ = window.show();
        let _ = window.set_focus();
    }
    if let Some(path) = pgn_argument(&argv, &cwd) {
        crate::commands::pgn_file::on_drop(app, vec![path]);
    }
}

/// The plugin, for the app whose identifier is `identifier`; registered
/// first (a second launch exits before anything else starts).
pub fn plugin<R: Runtime>(identifier: &str) -> TauriPlugin<R> {
    let data_dir = std::env::var_os("HOTSEAT_DATA_DIR").map(PathBuf::from);
    tauri_plugin_single_instance::Builder::new()
        .dbus_id(bus_id(identifier, data_dir.as_deref()))
        .callback(on_second_launch)
        .build()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_name_per_data_folder() {
        let id = "org.hotseatchess.HotseatChess";
        assert_eq!(bus_id(id, None), id);
        let a = bus_id(id, Some(Path::new("/tmp/a")));
        let b = bus_id(id, Some(Path::new("/tmp/b")));
        assert_ne!(a, b);
        assert_eq!(a, bus_id(id, Some(Path::new("/tmp/a"))));
        assert!(a.starts_with("org.hotseatchess.HotseatChess.d"), "{a}");
        assert!(a
            .split('.')
            .all(|part| !part.starts_with(|c: char| c.is_ascii_digit())));
    }

    #[test]
    fn the_pgn_file_of_a_command_line() {
        let argv = |args: &[&str]| args.iter().map(|a| (*a).to_owned()).collect::<Vec<_>>();
        assert_eq!(
            pgn_argument(&argv(&["hotseat-chess", "club.PGN"]), "/home/ann"),
            Some(PathBuf::from("/home/ann/club.PGN"))
        );
        assert_eq!(
            pgn_argument(&argv(&["hotseat-chess", "--x", "/tmp/g.pgn"]), "/home/ann"),
            Some(PathBuf::from("/tmp/g.pgn"))
        );
        assert_eq!(
            pgn_argument(&argv(&["club.pgn"]), "/"),
            None,
            "the program itself"
        );
        assert_eq!(
            pgn_argument(&argv(&["hotseat-chess", "notes.txt"]), "/"),
            None
        );
    }
}
