//! Reading a command's arguments: the request body is deserialized by
//! serde, in place (never copied), straight into the argument struct the
//! command table generates from the handler's parameters — squares, roles
//! and colours as the rules' own types. Anything malformed (not an object,
//! a missing field, a wrong type, a text too long) becomes a typed error
//! that names the field, never a panic and never a bare string from the
//! IPC layer: a bad square is `invalid_square`, a bad piece `invalid_move`,
//! the rest `bad_request`.

use serde::de::{DeserializeOwned, Error as _};
use serde::{Deserialize, Deserializer};
use serde_json::Value;
use tauri::ipc::{InvokeBody, Request};

use crate::error::CommandError;

/// The arguments of `command`, whose fields are `fields` (the table's
/// names, `r#move` for `move`), read from its request body. No body at all
/// reads as `{}`, so a command whose arguments are all optional may be
/// called without any.
///
/// # Errors
///
/// A typed error naming the field that is missing or wrong.
pub fn read<T: DeserializeOwned>(
    command: &str,
    fields: &[&str],
    request: &Request<'_>,
) -> Result<T, CommandError> {
    let empty = Value::Object(serde_json::Map::new());
    let body = match request.body() {
        InvokeBody::Json(Value::Null) => &empty,
        InvokeBody::Json(value) => value,
        InvokeBody::Raw(bytes) if bytes.is_empty() => &empty,
        InvokeBody::Raw(bytes) => {
            let mut json = serde_json::Deserializer::from_slice(bytes);
            return serde_path_to_error::deserialize(&mut json)
                .map_err(|error| field_error(command, fields, error));
        }
    };
    read_value(command, fields, body)
}

/// [`read`] from a JSON value (the body of a request Tauri parsed).
///
/// # Errors
///
/// A typed error naming the field that is missing or wrong.
pub fn read_value<T: DeserializeOwned>(
    command: &str,
    fields: &[&str],
    body: &Value,
) -> Result<T, CommandError> {
    if !body.is_object() {
        return Err(not_an_object(command, fields));
    }
    serde_path_to_error::deserialize(body).map_err(|error| field_error(command, fields, error))
}

/// A command without arguments reads its body as this: nothing or an
/// object (its fields are ignored, as `invoke` sends `{}`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
pub struct NoArgs {}

/// `play expects {move, since}`: the shape, from the table's field names.
fn shape(command: &str, fields: &[&str]) -> String {
    let names: Vec<&str> = fields.iter().map(|f| f.trim_start_matches("r#")).collect();
    match names.as_slice() {
        [] => format!("{command} takes no arguments"),
        names => format!("{command} expects {{{}}}", names.join(", ")),
    }
}

fn not_an_object(command: &str, fields: &[&str]) -> CommandError {
    CommandError::BadRequest {
        message: format!(
            "{}: the arguments are not an object",
            shape(command, fields)
        ),
    }
}

/// The typed error for a field serde refused: the rules' names say what
/// they expected (`'z9' is not a square: …`), which picks the kind.
fn field_error<E: std::fmt::Display>(
    command: &str,
    fields: &[&str],
    error: serde_path_to_error::Error<E>,
) -> CommandError {
    let path = error.path().to_string();
    let inner = error.into_inner().to_string();
    let detail = if path == "." {
        inner.clone()
    } else {
        format!("'{path}': {inner}")
    };
    let message = format!("{}: {detail}", shape(command, fields));
    if inner.contains(" is not a square") {
        CommandError::InvalidSquare { message }
    } else if inner.contains(" is not a role") {
        CommandError::invalid_move(message)
    } else {
        CommandError::BadRequest { message }
    }
}

/// A text field of at most `MAX` bytes (`deserialize_with`): longer input
/// is refused before our code looks at it.
///
/// # Errors
///
/// A longer text, or not a text.
pub fn text_at_most<'de, const MAX: usize, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<String, D::Error> {
    let text = String::deserialize(deserializer)?;
    if text.len() > MAX {
        return Err(D::Error::custom(format!("is longer than {MAX} characters")));
    }
    Ok(text)
}

/// An optional text field of at most `MAX` bytes (`deserialize_with`, with
/// `#[serde(default)]`).
///
/// # Errors
///
/// A longer text, or neither a text nor `null`.
pub fn optional_text_at_most<'de, const MAX: usize, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<Option<String>, D::Error> {
    let text = Option::<String>::deserialize(deserializer)?;
    match text {
        Some(text) if text.len() > MAX => {
            Err(D::Error::custom(format!("is longer than {MAX} characters")))
        }
        text => Ok(text),
    }
}

/// A list field of at most `MAX` items (`deserialize_with`).
///
/// # Errors
///
/// A longer list, or an item that is not a `T`.
pub fn list_at_most<'de, const MAX: usize, T: Deserialize<'de>, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<Vec<T>, D::Error> {
    let list = Vec::<T>::deserialize(deserializer)?;
    if list.len() > MAX {
        return Err(D::Error::custom(format!(
            "holds {} items, at most {MAX} are taken",
            list.len()
        )));
    }
    Ok(list)
}
