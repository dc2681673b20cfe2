//! What the UI sends, read into the rules' types or refused with a typed
//! error that says precisely what is wrong.

use hotseat_rules::{Move, Role, Square};

use crate::dto::MoveInput;
use crate::error::CommandError;

/// The first characters of `text`, to quote it in an error.
fn shown(text: &str) -> String {
    text.chars().take(16).collect()
}

/// The square named `text`, sent as `field`.
///
/// # Errors
///
/// [`CommandError::InvalidSquare`] naming the field.
pub fn parse_square(text: &str, field: &str) -> Result<Square, CommandError> {
    text.parse().map_err(|_| {
        CommandError::InvalidSquare(format!(
            "'{}' is not a square for '{field}': use a1 to h8",
            shown(text)
        ))
    })
}

fn parse_promotion(text: &str) -> Result<Role, CommandError> {
    Role::promotion_from_name(text).ok_or_else(|| {
        CommandError::InvalidMove(format!(
            "'{}' is not a promotion piece: use queen, rook, bishop or knight",
            shown(text)
        ))
    })
}

/// Turns what the UI sent into a move, or says precisely what is wrong.
///
/// # Errors
///
/// [`CommandError::InvalidSquare`] for a bad square,
/// [`CommandError::InvalidMove`] for a move that stays on its square or a
/// bad promotion piece.
pub fn parse_move(input: &MoveInput) -> Result<Move, CommandError> {
    let from = parse_square(&input.from, "from")?;
    let to = parse_square(&input.to, "to")?;
    if from == to {
        return Err(CommandError::InvalidMove(format!(
            "a move must leave its square ({from} to {to})"
        )));
    }
    let promotion = match input.promotion.as_deref() {
        None | Some("") => None,
        Some(text) => Some(parse_promotion(text)?),
    };
    Ok(Move {
        from,
        to,
        promotion,
    })
}
