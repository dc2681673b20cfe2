//! UCI move notation (`e2e4`, `e7e8q`, castling as `e1g1`).

use std::fmt;
use std::str::FromStr;

use crate::{Move, Role, Square};

/// A string that is not a UCI move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseUciError(pub String);

impl fmt::Display for ParseUciError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a UCI move: expected two squares and an optional promotion letter, such as e2e4 or e7e8q",
            self.0
        )
    }
}

impl std::error::Error for ParseUciError {}

impl Move {
    /// Parses UCI notation. This checks only the syntax; whether the move is
    /// legal is a question for a position.
    ///
    /// # Errors
    ///
    /// [`ParseUciError`] for anything but `<from><to>[qrbn]`.
    ///
    /// # Examples
    ///
    /// ```
    /// use hotseat_rules::{Move, Role, Square};
    /// assert_eq!(Move::from_uci("g1f3").unwrap(), Move::new(Square::G1, Square::F3));
    /// assert_eq!(Move::from_uci("a7a8n").unwrap().promotion, Some(Role::Knight));
    /// // A king promotion is UCI (Antichess has them); legality is the
    /// // position's question.
    /// assert_eq!(Move::from_uci("a7a8k").unwrap().promotion, Some(Role::King));
    /// assert!(Move::from_uci("a7a8p").is_err());
    /// assert!(Move::from_uci("e2").is_err());
    /// ```
    pub fn from_uci(s: &str) -> Result<Move, ParseUciError> {
        let err = || ParseUciError(s.chars().take(32).collect());
        if !s.is_ascii() || !(4..=5).contains(&s.len()) {
            return Err(err());
        }
        let from: Square = s[0..2].parse().map_err(|_| err())?;
        let to: Square = s[2..4].parse().map_err(|_| err())?;
        if from == to {
            return Err(err());
        }
        let promotion = match s.as_bytes().get(4) {
            None => None,
            Some(&c) => match Role::from_char(char::from(c)) {
                Some(role) if role != Role::Pawn => Some(role),
                _ => return Err(err()),
            },
        };
        Ok(Move {
            from,
            to,
            promotion,
        })
    }
}

impl FromStr for Move {
    type Err = ParseUciError;

    fn from_str(s: &str) -> Result<Move, ParseUciError> {
        Move::from_uci(s)
    }
}
