//! The board as the UI draws it: each side's pieces, by kind.

use hotseat_rules::{AnyPosition, Color, Piece, Role, Rules, Square};
use serde::Serialize;
use ts_rs::TS;

/// A piece as the UI draws it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(rename = "Piece")]
pub struct PieceDto {
    /// `"white"` or `"black"`.
    pub color: Color,
    /// `"pawn"` … `"king"`.
    pub role: Role,
}

impl From<Piece> for PieceDto {
    fn from(p: Piece) -> Self {
        PieceDto {
            color: p.color,
            role: p.role,
        }
    }
}

/// One side's pieces: the squares each kind stands on, a1 first.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, TS)]
pub struct Army {
    /// The king's square (one, in every legal position).
    pub king: Vec<Square>,
    /// The queens' squares.
    pub queen: Vec<Square>,
    /// The rooks' squares.
    pub rook: Vec<Square>,
    /// The bishops' squares.
    pub bishop: Vec<Square>,
    /// The knights' squares.
    pub knight: Vec<Square>,
    /// The pawns' squares.
    pub pawn: Vec<Square>,
}

impl Army {
    /// The squares of this side's `role`.
    fn of_mut(&mut self, role: Role) -> &mut Vec<Square> {
        match role {
            Role::King => &mut self.king,
            Role::Queen => &mut self.queen,
            Role::Rook => &mut self.rook,
            Role::Bishop => &mut self.bishop,
            Role::Knight => &mut self.knight,
            Role::Pawn => &mut self.pawn,
        }
    }
}

/// Every piece on the board, as each side's squares by kind.
///
/// Grouped rather than a list of `{square, piece}` records: those were
/// most of a view's bytes (about 1.6 KB of 3.3 at the start), and every
/// `play` answer carries a board; grouped it is about 0.3 KB.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, TS)]
#[ts(rename = "Board")]
pub struct BoardDto {
    /// White's pieces.
    pub white: Army,
    /// Black's pieces.
    pub black: Army,
}

impl BoardDto {
    /// The pieces of `pos`.
    ///
    /// ```
    /// use hotseat_chess_lib::dto::BoardDto;
    /// use hotseat_rules::{AnyPosition, Square, Variant};
    ///
    /// let board = BoardDto::of(&AnyPosition::start(Variant::Standard));
    /// assert_eq!(board.white.king, [Square::E1]);
    /// assert_eq!(board.black.rook, [Square::A8, Square::H8]);
    /// assert_eq!(board.black.pawn.len(), 8);
    /// ```
    pub fn of(pos: &AnyPosition) -> BoardDto {
        let mut board = BoardDto::default();
        for sq in Square::ALL {
            if let Some(piece) = pos.piece_at(sq) {
                let army = match piece.color {
                    Color::White => &mut board.white,
                    Color::Black => &mut board.black,
                };
                army.of_mut(piece.role).push(sq);
            }
        }
        board
    }
}
