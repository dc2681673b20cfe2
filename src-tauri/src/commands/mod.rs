//! The IPC commands: thin adapters that lock the session, call it, and
//! return views or typed errors. `game` holds the five commands of SPEC
//! section 6 and the typed-move and position commands, `verdicts`
//! resignation and draw offers, `clock` pause and resume, `archive` the
//! stored games, `pgn` import and export, `settings` the players' settings.
//!
//! Arguments are read from the raw request body rather than by Tauri's
//! argument extraction, so that malformed input (missing fields, wrong
//! types, huge strings) reaches our code and gets a typed error instead of
//! a bare string from the IPC layer.

pub mod archive;
pub mod clock;
pub mod game;
pub mod pgn;
pub mod settings;
pub mod verdicts;

use std::sync::{Mutex, MutexGuard};

use serde_json::{Map, Value};
use tauri::ipc::{InvokeBody, Request};

use crate::error::CommandError;
use crate::session::Session;

/// The app's state: the one session, behind a lock.
#[derive(Debug)]
pub struct AppState(pub Mutex<Session>);

/// Longest short text field (squares, moves) we look at; anything longer is
/// refused unread.
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

/// The arguments as an object; `usage` says what `command` expects.
fn object<'a>(args: &'a Value, usage: &str) -> Result<&'a Map<String, Value>, CommandError> {
    args.as_object()
        .ok_or_else(|| CommandError::BadRequest(format!("expected {usage}")))
}

/// For commands without arguments: nothing or an object (its fields are
/// ignored, as `invoke` sends `{}`); anything else is a mistake.
fn no_args(request: &Request<'_>, command: &str) -> Result<(), CommandError> {
    match body(request)? {
        Value::Null | Value::Object(_) => Ok(()),
        _ => Err(CommandError::BadRequest(format!(
            "{command} takes no arguments"
        ))),
    }
}

/// A string field of at most `max` bytes, if present.
fn string_field(
    obj: &Map<String, Value>,
    key: &str,
    max: usize,
) -> Result<Option<String>, CommandError> {
    match obj.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) if s.len() <= max => Ok(Some(s.clone())),
        Some(Value::String(_)) => Err(CommandError::BadRequest(format!(
            "'{key}' is longer than {max} characters"
        ))),
        Some(_) => Err(CommandError::BadRequest(format!(
            "'{key}' must be a string"
        ))),
    }
}

/// A short string field (squares, promotion pieces, moves).
fn text_field(obj: &Map<String, Value>, key: &str) -> Result<Option<String>, CommandError> {
    string_field(obj, key, MAX_FIELD_LEN)
}
