//! Reading a command's arguments: the request body is deserialized by
//! serde into the command's argument struct. Anything malformed (not an
//! object, a missing field, a wrong type, a string too long) becomes a
//! `bad_request` error that names the field, never a panic and never a
//! bare string from the IPC layer.

use serde::de::DeserializeOwned;
use serde::Deserialize;
use serde_json::Value;
use tauri::ipc::{InvokeBody, Request};

use crate::error::CommandError;

/// Longest short text field (squares, moves) we look at.
pub const MAX_FIELD_LEN: usize = 64;

/// A command's argument struct.
pub trait Args: DeserializeOwned {
    /// The expected shape, for error messages: `{text: string}`.
    const USAGE: &'static str;

    /// Checks that types cannot express (string lengths); runs after
    /// deserializing.
    ///
    /// # Errors
    ///
    /// A `bad_request` naming the field.
    fn check(&self) -> Result<(), CommandError> {
        Ok(())
    }

    /// Reads the arguments of `command` from its request body. Nothing at
    /// all is `{}` for a command whose arguments are all optional.
    ///
    /// # Errors
    ///
    /// A `bad_request` naming the field that is missing or wrong.
    fn read(command: &str, body: Value) -> Result<Self, CommandError> {
        let args: Self = match body {
            Value::Null => serde_json::from_value(Value::Object(serde_json::Map::new()))
                .map_err(|_| not_an_object(command, Self::USAGE))?,
            Value::Object(_) => deserialize(command, Self::USAGE, &body)?,
            _ => return Err(not_an_object(command, Self::USAGE)),
        };
        args.check()?;
        Ok(args)
    }
}

/// For commands without arguments: nothing or an object (its fields are
/// ignored, as `invoke` sends `{}`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
pub struct NoArgs {}

impl Args for NoArgs {
    const USAGE: &'static str = "no arguments";
}

/// The request's body as JSON (`null` when there is none).
///
/// # Errors
///
/// A `bad_request` when a raw body is not JSON.
pub fn body(request: &Request<'_>) -> Result<Value, CommandError> {
    match request.body() {
        InvokeBody::Json(value) => Ok(value.clone()),
        InvokeBody::Raw(bytes) if bytes.is_empty() => Ok(Value::Null),
        InvokeBody::Raw(bytes) => serde_json::from_slice(bytes)
            .map_err(|_| CommandError::BadRequest("the arguments are not JSON".to_owned())),
    }
}

/// The error for a body that is not an object.
pub fn not_an_object(command: &str, usage: &str) -> CommandError {
    CommandError::BadRequest(format!("{command}: expected {usage}"))
}

/// Deserializes `T` from `value`; an error names the field (`'move.from'`).
///
/// # Errors
///
/// A `bad_request`: `play_text expects {text: string}: 'text': invalid type: …`.
pub fn deserialize<T: DeserializeOwned>(
    command: &str,
    usage: &str,
    value: &Value,
) -> Result<T, CommandError> {
    serde_path_to_error::deserialize(value).map_err(|error| {
        let path = error.path().to_string();
        let inner = error.into_inner();
        let detail = if path == "." {
            inner.to_string()
        } else {
            format!("'{path}': {inner}")
        };
        CommandError::BadRequest(format!("{command} expects {usage}: {detail}"))
    })
}

/// Refuses a string field longer than `max` bytes.
///
/// # Errors
///
/// A `bad_request` naming `field`.
pub fn check_len(field: &str, text: Option<&str>, max: usize) -> Result<(), CommandError> {
    match text {
        Some(text) if text.len() > max => Err(CommandError::BadRequest(format!(
            "'{field}' is longer than {max} characters"
        ))),
        _ => Ok(()),
    }
}
