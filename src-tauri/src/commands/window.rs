//! The window and the app: closed from the page by the desktop's Quit key
//! (Ctrl+Q), which a window without a menu bar does not get from the
//! system; the app's version for the About line.

use tauri::{AppHandle, Runtime, WebviewWindow};

use super::args::NoArgs;
use super::AppState;
use crate::error::CommandError;
use crate::session::Session;

/// Closes the window as its close button does: the close request comes
/// first (the running clock is saved on it, `on_run_event`), then the app
/// ends with its last window.
///
/// Async only to get the window; it does not wait for the close.
pub async fn close_window<R: Runtime>(
    _: AppHandle<R>,
    window: WebviewWindow<R>,
    _: &AppState,
    _: NoArgs,
) -> Result<(), CommandError> {
    window.close().map_err(|e| CommandError::Internal {
        message: format!("the window did not close: {e}"),
    })
}

/// The app's version (`0.1.0`), as its package says.
pub fn app_version(_: &mut Session) -> Result<String, CommandError> {
    Ok(env!("CARGO_PKG_VERSION").to_owned())
}
