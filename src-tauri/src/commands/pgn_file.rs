//! PGN files: Open PGN… (the system's open dialog, opened and read here),
//! a `.pgn` file dropped on the window, the picker's pages, one game made
//! current, and every game imported into the archive with progress.
//!
//! The page gets no dialog or file-system permission: it never names a
//! path, only a game's index in the file the Rust side holds.

use std::path::PathBuf;

use serde::Deserialize;
use tauri::ipc::{Channel, JavaScriptChannelId};
use tauri::{AppHandle, Emitter, Manager, Runtime, WebviewWindow};
use ts_rs::TS;

use super::args::NoArgs;
use super::file_dialog::{file_dialog, pick_file};
use super::{lock, lock_library, AppState};
use crate::dto::{DroppedPgn, GameView, ImportProgress, ImportReport, PgnFilePage, PgnFileSummary};
use crate::error::CommandError;
use crate::pgn::file::{bulk, PgnFile, PgnFileError, PgnLibrary};

/// The event a dropped file's outcome is sent to the page under.
pub const DROPPED_EVENT: &str = "pgn-dropped";

/// The test seam of the open dialog (debug builds only: tests cannot drive
/// the system's dialog under Xvfb): when set, the dialog is not shown and
/// "returns" this path; set and empty, the players "cancel".
pub const OPEN_SEAM: &str = "HOTSEAT_OPEN_PGN";

/// The test seam of the bulk import's pace (debug builds only): each batch
/// is stored this many milliseconds later, so that the real-app tests can
/// act while the games go in (a debug build imports 10,000 games in a
/// second or two). The Chromium tests' recorded IPC keeps its own pace.
pub const IMPORT_PACE_SEAM: &str = "HOTSEAT_IMPORT_PACE_MS";

fn import_pace() -> Option<std::time::Duration> {
    if !cfg!(debug_assertions) {
        return None;
    }
    let ms: u64 = std::env::var(IMPORT_PACE_SEAM).ok()?.parse().ok()?;
    Some(std::time::Duration::from_millis(ms))
}

fn internal(what: &str) -> impl Fn(tauri::Error) -> CommandError + '_ {
    move |e| CommandError::Internal {
        message: format!("{what} failed: {e}"),
    }
}

/// Reads `path` off the main thread and holds it in the PGN library.
async fn open_path<R: Runtime>(
    app: &AppHandle<R>,
    path: PathBuf,
) -> Result<PgnFileSummary, CommandError> {
    let file = tauri::async_runtime::spawn_blocking(move || PgnFile::read(&path))
        .await
        .map_err(internal("reading the file"))??;
    let state = app.state::<AppState>();
    let summary = lock_library(&state).open(file);
    Ok(summary)
}

/// Asks which PGN file to open, reads it and holds it for the picker;
/// `None` when the players cancel.
///
/// Async, so that it runs off the main thread: the dialog needs the main
/// thread's event loop while this waits for the answer.
pub async fn open_pgn<R: Runtime>(
    app: AppHandle<R>,
    window: WebviewWindow<R>,
    _: &AppState,
    _: NoArgs,
) -> Result<Option<PgnFileSummary>, CommandError> {
    let dialog = file_dialog(&app, &window)
        .add_filter("PGN", &["pgn"])
        .add_filter("All files", &["*"]);
    let Some(file) = pick_file(dialog, OPEN_SEAM).await? else {
        return Ok(None);
    };
    let path = file.into_path().map_err(|e| PgnFileError::Unpicked {
        cause: e.to_string(),
    })?;
    open_path(&app, path).await.map(Some)
}

/// The first `.pgn` file of those dropped on the window, or why none.
fn dropped_pgn(paths: &[PathBuf]) -> Result<PathBuf, CommandError> {
    let is_pgn = |p: &&PathBuf| p.extension().is_some_and(|e| e.eq_ignore_ascii_case("pgn"));
    if let Some(path) = paths.iter().find(is_pgn) {
        return Ok(path.clone());
    }
    let name = paths
        .first()
        .and_then(|p| p.file_name())
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    Err(PgnFileError::NotPgn { name }.into())
}

/// Opens a `.pgn` file dropped on the window, as Open PGN… does, and tells
/// the page under [`DROPPED_EVENT`] (the file, or why it was refused).
/// Returns at once; the file is read off the main thread.
pub fn on_drop<R: Runtime>(app: &AppHandle<R>, paths: Vec<PathBuf>) {
    let app = app.clone();
    tauri::async_runtime::spawn(async move {
        let opened = match dropped_pgn(&paths) {
            Ok(path) => open_path(&app, path).await,
            Err(e) => Err(e),
        };
        let payload = match opened {
            Ok(file) => DroppedPgn {
                file: Some(file),
                error: None,
            },
            Err(error) => DroppedPgn {
                file: None,
                error: Some(error),
            },
        };
        if let Err(e) = app.emit(DROPPED_EVENT, payload) {
            eprintln!("Hotseat Chess: the dropped file was not told to the page ({e})");
        }
    });
}

/// `pgn_file_games`' arguments: a page of the opened file's games.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, TS)]
pub struct PgnFileGamesArgs {
    /// How many games to skip, in file order.
    pub offset: u32,
    /// How many games at most.
    pub limit: u32,
}

/// A page of the opened file's games.
pub fn pgn_file_games(
    library: &mut PgnLibrary,
    args: PgnFileGamesArgs,
) -> Result<PgnFilePage, CommandError> {
    library.page(args.offset, args.limit)
}

/// `pick_pgn_game`'s arguments.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, TS)]
pub struct PickPgnGameArgs {
    /// The game's place in the file (0 is the first).
    pub index: u32,
}

/// Makes one game of the opened file the current game: read from the
/// library, then given to the session (one lock at a time).
pub fn pick_pgn_game(state: &AppState, args: PickPgnGameArgs) -> Result<GameView, CommandError> {
    let game = lock_library(state).game(args.index)?;
    lock(state).pick_pgn_game(game)
}

/// Forgets the opened file.
pub fn close_pgn_file(library: &mut PgnLibrary) -> Result<(), CommandError> {
    library.close();
    Ok(())
}

/// `import_all_pgn`'s arguments.
#[derive(Deserialize, TS)]
pub struct ImportAllPgnArgs {
    /// Where each batch's progress is sent.
    #[ts(type = "Channel<ImportProgress>")]
    pub progress: JavaScriptChannelId,
}

// Tauri's channel id has no Debug of its own.
impl std::fmt::Debug for ImportAllPgnArgs {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ImportAllPgnArgs").finish_non_exhaustive()
    }
}

/// Imports every game of the opened file into the archive (none becomes
/// current), a batch per transaction, telling `progress` after each;
/// [`cancel_pgn_import`] stops it between batches.
///
/// Async, and the work on a blocking thread: the session is locked only
/// while a batch is stored, so the board stays playable meanwhile.
pub async fn import_all_pgn<R: Runtime>(
    app: AppHandle<R>,
    window: WebviewWindow<R>,
    state: &AppState,
    args: ImportAllPgnArgs,
) -> Result<ImportReport, CommandError> {
    lock(state).check_saves_imports()?;
    let (file, cancel) = lock_library(state).start_import()?;
    let channel: Channel<ImportProgress> = args.progress.channel_on(window.as_ref().clone());
    let worker = app.clone();
    let pace = import_pace();
    tauri::async_runtime::spawn_blocking(move || {
        let state = worker.state::<AppState>();
        let report = bulk::import_all(
            &file,
            &cancel,
            |batch| {
                if let Some(pace) = pace {
                    std::thread::sleep(pace);
                }
                lock(&state).archive().store_imports(batch)
            },
            |progress| {
                // A page gone away stops nothing: the games still go in.
                let _ = channel.send(progress.clone());
            },
        );
        lock_library(&state).finish_import();
        report
    })
    .await
    .map_err(internal("the import"))?
}

/// Asks the running import to stop after its batch.
pub fn cancel_pgn_import(library: &mut PgnLibrary) -> Result<(), CommandError> {
    library.cancel_import();
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_drop_takes_the_first_pgn_file() {
        let paths = [PathBuf::from("/a/notes.txt"), PathBuf::from("/a/Games.PGN")];
        assert_eq!(dropped_pgn(&paths), Ok(PathBuf::from("/a/Games.PGN")));
        let Err(CommandError::InvalidFile { message, file }) = dropped_pgn(&paths[..1]) else {
            panic!("refused")
        };
        assert_eq!(
            message,
            "notes.txt is not a .pgn file: only PGN files can be opened"
        );
        assert_eq!(
            file,
            PgnFileError::NotPgn {
                name: "notes.txt".to_owned()
            }
        );
        assert!(dropped_pgn(&[]).is_err());
    }
}
