//! The system's file dialog, as every command that shows one opens it.

use tauri::{AppHandle, Runtime, WebviewWindow};
use tauri_plugin_dialog::{DialogExt, FileDialogBuilder};

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
