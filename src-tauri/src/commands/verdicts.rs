//! The verdicts the players give: resigning, offering a draw and answering
//! the offer.

use hotseat_rules::Color;
use serde_json::Value;
use tauri::ipc::Request;
use tauri::State;

use super::{body, lock, object, text_field, AppState};
use crate::dto::GameView;
use crate::error::CommandError;

/// Reads `{color: "white" | "black"}`.
fn color_arg(args: &Value, command: &str) -> Result<Color, CommandError> {
    let usage = format!("{command} expects {{color: \"white\" | \"black\"}}");
    let text = text_field(object(args, &usage)?, "color")?
        .ok_or_else(|| CommandError::BadRequest(usage.clone()))?;
    Color::ALL
        .into_iter()
        .find(|c| c.name() == text)
        .ok_or_else(|| {
            let shown: String = text.chars().take(16).collect();
            CommandError::BadRequest(format!("'{shown}' is not a colour: {usage}"))
        })
}

/// `color` resigns: `White resigns — Black wins`.
#[tauri::command]
pub fn resign(state: State<'_, AppState>, request: Request<'_>) -> Result<GameView, CommandError> {
    let color = color_arg(&body(&request)?, "resign")?;
    lock(&state)?.resign(color)
}

/// `color` offers a draw; the view's `drawOffer` names them until the other
/// player answers (or declines by moving).
#[tauri::command]
pub fn offer_draw(
    state: State<'_, AppState>,
    request: Request<'_>,
) -> Result<GameView, CommandError> {
    let color = color_arg(&body(&request)?, "offer_draw")?;
    lock(&state)?.offer_draw(color)
}

/// The other player accepts (`Draw — agreement`) or declines the offer.
#[tauri::command]
pub fn answer_draw(
    state: State<'_, AppState>,
    request: Request<'_>,
) -> Result<GameView, CommandError> {
    const USAGE: &str = "answer_draw expects {accept: boolean}";
    let args = body(&request)?;
    let accept = object(&args, USAGE)?
        .get("accept")
        .and_then(Value::as_bool)
        .ok_or_else(|| CommandError::BadRequest(USAGE.to_owned()))?;
    lock(&state)?.answer_draw(accept)
}
