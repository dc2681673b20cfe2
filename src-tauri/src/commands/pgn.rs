//! Games in and out as text: import a FEN or PGN, export the PGN, and save
//! it to a file the player picks in the system's save dialog.
//!
//! The page gets no dialog or file-system permission: the dialog is opened
//! and the file written here, behind our one `allow-save-pgn` permission.

use serde::Deserialize;
use tauri::{AppHandle, Runtime, WebviewWindow};
use ts_rs::TS;

use super::args::{text_at_most, NoArgs};
use super::file_dialog::file_dialog;
use super::{lock, AppState};
use crate::atomic_file::write_atomically;
use crate::dto::{GameView, SavedPgn};
use crate::error::{CommandError, Failed};
use crate::pgn::import::MAX_IMPORT_BYTES;
use crate::session::Session;

/// `import_game`'s arguments.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, TS)]
pub struct ImportGameArgs {
    /// A FEN or a PGN (at most a megabyte).
    #[serde(deserialize_with = "text_at_most::<MAX_IMPORT_BYTES, _>")]
    pub text: String,
}

/// Starts a new game from a pasted FEN or PGN.
pub fn import_game(session: &mut Session, args: ImportGameArgs) -> Result<GameView, CommandError> {
    session.import(&args.text)
}

/// The current game as PGN.
pub fn export_pgn(session: &mut Session) -> Result<String, CommandError> {
    Ok(session.export_pgn())
}

/// Asks where to save the current game's PGN and writes it there; `None`
/// when the player cancels.
///
/// Async, so that it runs off the main thread: the dialog needs the main
/// thread's event loop while this waits for the answer.
pub async fn save_pgn<R: Runtime>(
    app: AppHandle<R>,
    window: WebviewWindow<R>,
    state: &AppState,
    _: NoArgs,
) -> Result<Option<SavedPgn>, CommandError> {
    // The game as it is now: moves made while the dialog is open are not
    // part of this save.
    let (pgn, file_name) = {
        let session = lock(state);
        (session.export_pgn(), session.pgn_file_name())
    };
    let dialog = file_dialog(&app, &window)
        .add_filter("PGN", &["pgn"])
        .set_file_name(file_name);
    let chosen = tauri::async_runtime::spawn_blocking(move || dialog.blocking_save_file())
        .await
        .map_err(|e| CommandError::Internal {
            message: format!("the save dialog failed: {e}"),
        })?;
    let Some(chosen) = chosen else {
        return Ok(None);
    };
    let path = chosen
        .into_path()
        .map_err(|e| CommandError::storage(Failed::Export, e))?;
    write_atomically(&path, pgn.as_bytes())
        .map_err(|e| CommandError::storage(Failed::Export, format!("{}: {e}", path.display())))?;
    Ok(Some(SavedPgn {
        path: path.display().to_string(),
    }))
}
