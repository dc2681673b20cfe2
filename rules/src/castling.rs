//! Castling: the sides, the two ways a castling move is written, and the
//! rights still held, as the rooks that may castle (so Chess960 needs
//! nothing more than standard chess does).

use crate::{Bitboard, Color, File, Rank, Square};

/// Which side of the board a castling goes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastlingSide {
    /// Towards the h-file (`O-O`): the king lands on g1/g8.
    KingSide,
    /// Towards the a-file (`O-O-O`): the king lands on c1/c8.
    QueenSide,
}

impl CastlingSide {
    /// Both sides, king side first.
    pub const ALL: [CastlingSide; 2] = [CastlingSide::KingSide, CastlingSide::QueenSide];

    /// The side a rook on `rook` castles to with a king on `king`.
    #[inline]
    pub const fn of(king: Square, rook: Square) -> CastlingSide {
        if (rook as u8 & 7) > (king as u8 & 7) {
            CastlingSide::KingSide
        } else {
            CastlingSide::QueenSide
        }
    }

    /// Where the king lands, wherever it started (in Chess960 too).
    pub const fn king_to(self, color: Color) -> Square {
        match (self, color) {
            (CastlingSide::KingSide, Color::White) => Square::G1,
            (CastlingSide::QueenSide, Color::White) => Square::C1,
            (CastlingSide::KingSide, Color::Black) => Square::G8,
            (CastlingSide::QueenSide, Color::Black) => Square::C8,
        }
    }

    /// Where the rook lands, next to the king on the inner side.
    pub const fn rook_to(self, color: Color) -> Square {
        match (self, color) {
            (CastlingSide::KingSide, Color::White) => Square::F1,
            (CastlingSide::QueenSide, Color::White) => Square::D1,
            (CastlingSide::KingSide, Color::Black) => Square::F8,
            (CastlingSide::QueenSide, Color::Black) => Square::D8,
        }
    }
}

/// How a castling move is written as a [`Move`](crate::Move), which is also
/// how UCI writes it: chosen once, with the position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum CastlingMode {
    /// The king's two-square step (`e1g1`); the rights need the king and
    /// rooks on their standard squares.
    #[default]
    Standard,
    /// The king moving onto its own rook (`b1a1`), UCI's `UCI_Chess960`
    /// form: the only one that stays unambiguous when the king starts next
    /// to where it lands.
    Chess960,
}

/// The castling rights still held: the squares of the rooks that may still
/// castle, at most one per side and colour, on their back ranks.
///
/// Kept as 16 bits, one per file of the first and of the eighth rank, so
/// that a position stays as small as it was with four flags.
///
/// # Examples
///
/// ```
/// use hotseat_rules::{CastlingRights, Color, Position, Square};
/// let rights = Position::start().castling_rights();
/// assert_eq!(rights, CastlingRights::STANDARD);
/// assert!(rights.rooks().contains(Square::H8));
/// assert_eq!(rights.without_color(Color::White).rooks().count(), 2);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CastlingRights(u16);

/// The 16 back-rank bits of a set of squares.
#[inline]
const fn pack(squares: Bitboard) -> u16 {
    ((squares.0 & 0xff) | ((squares.0 >> 48) & 0xff00)) as u16
}

/// The right bit of each square: only back-rank squares have one.
static RIGHT_ON: [u16; 64] = {
    let mut table = [0u16; 64];
    let mut i = 0;
    while i < 64 {
        table[i] = pack(Bitboard(1 << i));
        i += 1;
    }
    table
};

impl CastlingRights {
    /// No right at all.
    pub const NONE: CastlingRights = CastlingRights(0);
    /// The four rights of the standard start (`KQkq`): rooks on a1, h1, a8, h8.
    pub const STANDARD: CastlingRights = CastlingRights(0x8181);

    /// The squares of the rooks that may still castle.
    #[inline]
    pub const fn rooks(self) -> Bitboard {
        let bits = self.0 as u64;
        Bitboard((bits & 0xff) | ((bits & 0xff00) << 48))
    }

    /// The rooks of `color` that may still castle.
    #[inline]
    pub const fn rooks_of(self, color: Color) -> Bitboard {
        Bitboard(self.rooks().0 & Bitboard::from_rank(Rank::First.relative_to(color)).0)
    }

    /// The rook of `color` that may castle on `side` with the king on `king`.
    pub fn rook(self, color: Color, side: CastlingSide, king: Square) -> Option<Square> {
        self.rooks_of(color)
            .into_iter()
            .find(|&rook| CastlingSide::of(king, rook) == side)
    }

    /// The rights with the rook on `rook` added (a square off the back
    /// ranks adds nothing).
    #[must_use]
    pub(crate) const fn with(self, rook: Square) -> CastlingRights {
        CastlingRights(self.0 | pack(Bitboard::from_square(rook)))
    }

    /// The rights with both of `color`'s removed.
    #[inline]
    #[must_use]
    pub const fn without_color(self, color: Color) -> CastlingRights {
        CastlingRights(match color {
            Color::White => self.0 & 0xff00,
            Color::Black => self.0 & 0x00ff,
        })
    }

    /// Whether no right is left.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The rights left after a move from `from` to `to` that is not the
    /// king's: a rook leaving home or captured at home loses its right.
    #[inline]
    #[must_use]
    pub(crate) const fn after_touching(self, from: Square, to: Square) -> CastlingRights {
        CastlingRights(self.0 & !(RIGHT_ON[from as usize] | RIGHT_ON[to as usize]))
    }
}

/// The file letter of a rook's right in Shredder-FEN and X-FEN, in the case
/// of its colour.
pub(crate) fn file_letter(color: Color, file: File) -> char {
    match color {
        Color::White => file.char().to_ascii_uppercase(),
        Color::Black => file.char(),
    }
}
