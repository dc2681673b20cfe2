//! The system's file dialog, as every command that shows one opens it, and
//! its test seam.

use std::path::PathBuf;

use tauri::{AppHandle, Runtime, WebviewWindow};
use tauri_plugin_dialog::{DialogExt, FileDialogBuilder, FilePath};

use crate::error::CommandError;

/// A file dialog modal to `window` where windows have parents (not on
/// mobile).
pub(super) fn file_dialog<R: Runtime>(
    app: &AppHandle<R>,
    window: &WebviewWindow<R>,
) -> FileDialogBuilder<R> {
    let dialog = app.dialog().file();
    #[cfg(desktop)]
    let dialog = dialog.set_parent(window);
    #[cfg(not(desktop))]
    let _ = window;
    dialog
}

/// The file the players pick in the open dialog `dialog`; `None` when they
/// cancel. In a debug build with the environment variable `seam` set, the
/// dialog is not shown and "returns" its path (set and empty: the players
/// "cancel"): tests cannot drive the system's dialog under Xvfb.
///
/// Await it off the main thread: the dialog needs the main thread's event
/// loop while this waits for the answer.
pub(super) async fn pick_file<R: Runtime>(
    dialog: FileDialogBuilder<R>,
    seam: &str,
) -> Result<Option<FilePath>, CommandError> {
    if cfg!(debug_assertions) {
        if let Some(path) = std::env::var_os(seam) {
            return Ok((!path.is_empty()).then(|| FilePath::Path(PathBuf::from(path))));
        }
    }
    tauri::async_runtime::spawn_blocking(move || dialog.blocking_pick_file())
        .await
        .map_err(|e| CommandError::internal(format!("the open dialog failed: {e}")))
}
