//! The archive of games: a page of the list, a read-only replay, the PGN,
//! delete (undoable until the next start-up) and restore.

use serde_json::{Map, Value};
use tauri::ipc::Request;
use tauri::State;

use super::{body, lock, object, AppState};
use crate::dto::{GamePage, Ply, PositionView};
use crate::error::CommandError;

/// The whole number field `key` (0 or more).
fn whole(obj: &Map<String, Value>, key: &str, usage: &str) -> Result<u64, CommandError> {
    obj.get(key)
        .and_then(Value::as_u64)
        .ok_or_else(|| CommandError::BadRequest(format!("{usage}: '{key}' must be a whole number")))
}

fn small(obj: &Map<String, Value>, key: &str, usage: &str) -> Result<u32, CommandError> {
    u32::try_from(whole(obj, key, usage)?)
        .map_err(|_| CommandError::BadRequest(format!("{usage}: '{key}' is too large")))
}

fn id(obj: &Map<String, Value>, usage: &str) -> Result<i64, CommandError> {
    i64::try_from(whole(obj, "id", usage)?)
        .map_err(|_| CommandError::BadRequest(format!("{usage}: 'id' is too large")))
}

/// A page of stored games, newest first: `{offset, limit}`.
#[tauri::command]
pub fn games(state: State<'_, AppState>, request: Request<'_>) -> Result<GamePage, CommandError> {
    const USAGE: &str = "games expects {offset: number, limit: number}";
    let args = body(&request)?;
    let obj = object(&args, USAGE)?;
    let (offset, limit) = (small(obj, "offset", USAGE)?, small(obj, "limit", USAGE)?);
    lock(&state)?.games(offset, limit)
}

/// The board of a stored game after `ply` plies: `{id, ply}`.
#[tauri::command]
pub fn archived_position(
    state: State<'_, AppState>,
    request: Request<'_>,
) -> Result<PositionView, CommandError> {
    const USAGE: &str = "archived_position expects {id: number, ply: number}";
    let args = body(&request)?;
    let obj = object(&args, USAGE)?;
    let (id, ply) = (id(obj, USAGE)?, whole(obj, "ply", USAGE)?);
    lock(&state)?.archived_position(id, ply)
}

/// The move list of a stored game: `{id}`.
#[tauri::command]
pub fn archived_moves(
    state: State<'_, AppState>,
    request: Request<'_>,
) -> Result<Vec<Ply>, CommandError> {
    const USAGE: &str = "archived_moves expects {id: number}";
    let args = body(&request)?;
    let id = id(object(&args, USAGE)?, USAGE)?;
    lock(&state)?.archived_moves(id)
}

/// A stored game as PGN: `{id}`.
#[tauri::command]
pub fn archived_pgn(
    state: State<'_, AppState>,
    request: Request<'_>,
) -> Result<String, CommandError> {
    const USAGE: &str = "archived_pgn expects {id: number}";
    let args = body(&request)?;
    let id = id(object(&args, USAGE)?, USAGE)?;
    lock(&state)?.archived_pgn(id)
}

/// Deletes a stored game (not the current one): `{id}`.
#[tauri::command]
pub fn delete_game(state: State<'_, AppState>, request: Request<'_>) -> Result<(), CommandError> {
    const USAGE: &str = "delete_game expects {id: number}";
    let args = body(&request)?;
    let id = id(object(&args, USAGE)?, USAGE)?;
    lock(&state)?.delete_game(id)
}

/// Restores a game deleted since the app started: `{id}`.
#[tauri::command]
pub fn restore_game(state: State<'_, AppState>, request: Request<'_>) -> Result<(), CommandError> {
    const USAGE: &str = "restore_game expects {id: number}";
    let args = body(&request)?;
    let id = id(object(&args, USAGE)?, USAGE)?;
    lock(&state)?.restore_game(id)
}
