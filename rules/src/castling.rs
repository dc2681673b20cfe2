//! Castling rights.

use crate::{Color, Square};

/// Which side of the board a castling goes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastlingSide {
    /// Towards the h-file rook (`O-O`).
    KingSide,
    /// Towards the a-file rook (`O-O-O`).
    QueenSide,
}

impl CastlingSide {
    /// Both sides, king side first.
    pub const ALL: [CastlingSide; 2] = [CastlingSide::KingSide, CastlingSide::QueenSide];

    /// Where the king of `color` stands before castling.
    pub const fn king_from(color: Color) -> Square {
        match color {
            Color::White => Square::E1,
            Color::Black => Square::E8,
        }
    }

    /// Where the king lands.
    pub const fn king_to(self, color: Color) -> Square {
        match (self, color) {
            (CastlingSide::KingSide, Color::White) => Square::G1,
            (CastlingSide::QueenSide, Color::White) => Square::C1,
            (CastlingSide::KingSide, Color::Black) => Square::G8,
            (CastlingSide::QueenSide, Color::Black) => Square::C8,
        }
    }

    /// Where the rook stands before castling.
    pub const fn rook_from(self, color: Color) -> Square {
        match (self, color) {
            (CastlingSide::KingSide, Color::White) => Square::H1,
            (CastlingSide::QueenSide, Color::White) => Square::A1,
            (CastlingSide::KingSide, Color::Black) => Square::H8,
            (CastlingSide::QueenSide, Color::Black) => Square::A8,
        }
    }

    /// Where the rook lands (the square the king crossed).
    pub const fn rook_to(self, color: Color) -> Square {
        match (self, color) {
            (CastlingSide::KingSide, Color::White) => Square::F1,
            (CastlingSide::QueenSide, Color::White) => Square::D1,
            (CastlingSide::KingSide, Color::Black) => Square::F8,
            (CastlingSide::QueenSide, Color::Black) => Square::D8,
        }
    }
}

/// The castling rights still held, as in the FEN castling field.
///
/// # Examples
///
/// ```
/// use hotseat_rules::{CastlingRights, CastlingSide, Color};
/// let rights = CastlingRights::ALL.without(Color::White, CastlingSide::QueenSide);
/// assert!(rights.has(Color::White, CastlingSide::KingSide));
/// assert!(!rights.has(Color::White, CastlingSide::QueenSide));
/// assert_eq!(rights.to_string(), "Kkq");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CastlingRights(u8);

impl CastlingRights {
    /// No right at all.
    pub const NONE: CastlingRights = CastlingRights(0);
    /// All four rights (`KQkq`).
    pub const ALL: CastlingRights = CastlingRights(0b1111);

    const fn bit(color: Color, side: CastlingSide) -> u8 {
        1 << (color as u8 * 2 + side as u8)
    }

    /// Whether `color` may still castle on `side`.
    #[inline]
    pub const fn has(self, color: Color, side: CastlingSide) -> bool {
        self.0 & Self::bit(color, side) != 0
    }

    /// The rights with one added.
    #[must_use]
    pub const fn with(self, color: Color, side: CastlingSide) -> CastlingRights {
        CastlingRights(self.0 | Self::bit(color, side))
    }

    /// The rights with one removed.
    #[must_use]
    pub const fn without(self, color: Color, side: CastlingSide) -> CastlingRights {
        CastlingRights(self.0 & !Self::bit(color, side))
    }

    /// The rights with both of `color`'s removed.
    #[must_use]
    pub const fn without_color(self, color: Color) -> CastlingRights {
        CastlingRights(self.0 & !(0b11 << (color as u8 * 2)))
    }

    /// Whether no right is left.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The rights left after a move touching `sq` (a king or rook leaving
    /// home, or a rook captured at home).
    #[inline]
    #[must_use]
    pub(crate) const fn after_touching(self, sq: Square) -> CastlingRights {
        let lost = match sq {
            Square::E1 => 0b0011,
            Square::H1 => 0b0001,
            Square::A1 => 0b0010,
            Square::E8 => 0b1100,
            Square::H8 => 0b0100,
            Square::A8 => 0b1000,
            _ => 0,
        };
        CastlingRights(self.0 & !lost)
    }
}

impl std::fmt::Display for CastlingRights {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.is_empty() {
            return f.write_str("-");
        }
        for (color, side, c) in [
            (Color::White, CastlingSide::KingSide, 'K'),
            (Color::White, CastlingSide::QueenSide, 'Q'),
            (Color::Black, CastlingSide::KingSide, 'k'),
            (Color::Black, CastlingSide::QueenSide, 'q'),
        ] {
            if self.has(color, side) {
                write!(f, "{c}")?;
            }
        }
        Ok(())
    }
}
