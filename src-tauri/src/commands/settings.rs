//! The players' settings: read them, replace them.

use tauri::ipc::Request;
use tauri::State;

use super::{body, lock, no_args, object, AppState};
use crate::error::CommandError;
use crate::settings::Settings;

/// The current settings.
#[tauri::command]
pub fn settings(
    state: State<'_, AppState>,
    request: Request<'_>,
) -> Result<Settings, CommandError> {
    no_args(&request, "settings")?;
    Ok(lock(&state)?.settings())
}

/// Replaces the whole settings record and saves it; answers what is now in
/// force.
#[tauri::command]
pub fn set_settings(
    state: State<'_, AppState>,
    request: Request<'_>,
) -> Result<Settings, CommandError> {
    let args = body(&request)?;
    let usage = "{settings: {seats, confirmMove, sound, coordinates, theme}}";
    let value = object(&args, usage)?
        .get("settings")
        .ok_or_else(|| CommandError::BadRequest(format!("set_settings expects {usage}")))?;
    let settings = Settings::from_json(value).map_err(CommandError::BadRequest)?;
    lock(&state)?.set_settings(settings)
}
