//! The clock of a timed game: pause and resume. (The page pauses when it is
//! hidden; a restarted timed game comes back paused.)

use tauri::ipc::Request;
use tauri::State;

use super::{lock, no_args, AppState};
use crate::dto::GameView;
use crate::error::CommandError;

/// Pauses the running clock (does nothing when no clock runs).
#[tauri::command]
pub fn pause(state: State<'_, AppState>, request: Request<'_>) -> Result<GameView, CommandError> {
    no_args(&request, "pause")?;
    lock(&state)?.pause()
}

/// Starts the paused clock again (does nothing when it is not paused).
#[tauri::command]
pub fn resume(state: State<'_, AppState>, request: Request<'_>) -> Result<GameView, CommandError> {
    no_args(&request, "resume")?;
    lock(&state)?.resume()
}
