//! A piece: a colour and a role.

use crate::{Color, Role};

/// A piece standing on the board.
///
/// # Examples
///
/// ```
/// use hotseat_rules::{Color, Piece, Role};
/// let piece = Piece::from_fen_char('N').unwrap();
/// assert_eq!(piece, Piece::new(Color::White, Role::Knight));
/// assert_eq!(piece.fen_char(), 'N');
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose piece it is.
    pub color: Color,
    /// What kind of piece it is.
    pub role: Role,
}

impl Piece {
    /// Makes a piece.
    pub const fn new(color: Color, role: Role) -> Self {
        Piece { color, role }
    }

    /// The FEN letter: upper case for White, lower case for Black.
    pub const fn fen_char(self) -> char {
        let c = self.role.char();
        match self.color {
            Color::White => c.to_ascii_uppercase(),
            Color::Black => c,
        }
    }

    /// Parses a FEN letter (`'K'` is a white king, `'p'` a black pawn).
    pub const fn from_fen_char(c: char) -> Option<Piece> {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        match Role::from_char(c) {
            Some(role) => Some(Piece { color, role }),
            None => None,
        }
    }
}
