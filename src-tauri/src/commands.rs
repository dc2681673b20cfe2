//! The five commands of SPEC section 6: thin adapters that lock the
//! session, call it, and return views or typed errors.
//!
//! Arguments are read from the raw request body rather than by Tauri's
//! argument extraction, so that malformed input (missing fields, wrong
//! types, huge strings) reaches our code and gets a typed error instead of
//! a bare string from the IPC layer.

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, MutexGuard};

use serde_json::Value;
use tauri::ipc::{InvokeBody, Request};
use tauri::State;

use crate::dto::{GameView, MoveDto, MoveInput};
use crate::error::CommandError;
use crate::session::Session;

/// The app's state: the one session, behind a lock.
#[derive(Debug)]
pub struct AppState(pub Mutex<Session>);

/// Longest text field we look at; anything longer is refused unread.
const MAX_FIELD_LEN: usize = 64;

fn lock(state: &AppState) -> Result<MutexGuard<'_, Session>, CommandError> {
    // A panic while holding the lock cannot leave a half-changed game (all
    // changes are made on a copy first), so the poisoned value is still good.
    Ok(state
        .0
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner()))
}

fn body(request: &Request<'_>) -> Result<Value, CommandError> {
    match request.body() {
        InvokeBody::Json(value) => Ok(value.clone()),
        InvokeBody::Raw(bytes) if bytes.is_empty() => Ok(Value::Null),
        InvokeBody::Raw(bytes) => serde_json::from_slice(bytes)
            .map_err(|_| CommandError::BadRequest("the arguments are not JSON".to_owned())),
    }
}

fn text_field(
    obj: &serde_json::Map<String, Value>,
    key: &str,
) -> Result<Option<String>, CommandError> {
    match obj.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) if s.len() <= MAX_FIELD_LEN => Ok(Some(s.clone())),
        Some(Value::String(_)) => Err(CommandError::BadRequest(format!(
            "'{key}' is longer than {MAX_FIELD_LEN} characters"
        ))),
        Some(_) => Err(CommandError::BadRequest(format!(
            "'{key}' must be a string"
        ))),
    }
}

/// Reads the move from `{move: {...}}`, `{mv: {...}}` or a flat
/// `{from, to, promotion?}`.
fn move_input(args: &Value) -> Result<MoveInput, CommandError> {
    let outer = args.as_object().ok_or_else(|| {
        CommandError::BadRequest("play expects {move: {from, to, promotion?}}".to_owned())
    })?;
    let inner = match outer.get("move").or_else(|| outer.get("mv")) {
        Some(Value::Object(m)) => m,
        Some(_) => {
            return Err(CommandError::InvalidMove(
                "the move must be an object {from, to, promotion?}".to_owned(),
            ))
        }
        None => outer,
    };
    let from = text_field(inner, "from")?
        .ok_or_else(|| CommandError::InvalidMove("the move has no 'from' square".to_owned()))?;
    let to = text_field(inner, "to")?
        .ok_or_else(|| CommandError::InvalidMove("the move has no 'to' square".to_owned()))?;
    let promotion = text_field(inner, "promotion")?;
    Ok(MoveInput {
        from,
        to,
        promotion,
    })
}

/// Starts a new game (the old one stays in the archive).
#[tauri::command]
pub fn new_game(state: State<'_, AppState>) -> Result<GameView, CommandError> {
    lock(&state)?.new_game()
}

/// The current game.
#[tauri::command]
pub fn status(state: State<'_, AppState>) -> Result<GameView, CommandError> {
    let view = lock(&state)?.view();
    signal_ready();
    Ok(view)
}

/// The benchmark's start-up signal: with `HOTSEAT_BENCH_READY=1` in the
/// environment, the first `status` answer (the page asks for it as soon as
/// it is mounted) prints the line `ready` to stdout. Off by default.
fn signal_ready() {
    static SIGNALLED: AtomicBool = AtomicBool::new(false);
    if SIGNALLED.load(Ordering::Relaxed)
        || std::env::var_os("HOTSEAT_BENCH_READY").is_none_or(|v| v != "1")
        || SIGNALLED.swap(true, Ordering::Relaxed)
    {
        return;
    }
    let mut out = std::io::stdout().lock();
    // Nobody may be reading stdout; that is not an error for the app.
    let _ = writeln!(out, "ready");
    let _ = out.flush();
}

/// The legal moves of the side to move, or of the piece on `from`.
#[tauri::command]
pub fn legal_moves(
    state: State<'_, AppState>,
    request: Request<'_>,
) -> Result<Vec<MoveDto>, CommandError> {
    let args = body(&request)?;
    let from = match &args {
        Value::Object(obj) => text_field(obj, "from")?,
        Value::Null => None,
        _ => {
            return Err(CommandError::BadRequest(
                "legal_moves expects {from?: square}".to_owned(),
            ))
        }
    };
    lock(&state)?.legal_moves(from.as_deref())
}

/// Plays a move; answers the game after it.
#[tauri::command]
pub fn play(state: State<'_, AppState>, request: Request<'_>) -> Result<GameView, CommandError> {
    let input = move_input(&body(&request)?)?;
    lock(&state)?.play(&input)
}

/// Takes back the last ply.
#[tauri::command]
pub fn undo(state: State<'_, AppState>) -> Result<GameView, CommandError> {
    lock(&state)?.undo()
}
