//! The board as the UI draws it: pieces on squares.

use hotseat_rules::{Color, Piece, Position, Role, Square};
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

/// A piece on its square.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(rename = "PlacedPiece")]
pub struct PlacedPiece {
    /// Where it stands, e.g. `"e4"`.
    pub square: Square,
    /// What stands there.
    pub piece: PieceDto,
}

/// Every piece of `pos`, a1 first.
pub(super) fn board_of(pos: &Position) -> Vec<PlacedPiece> {
    Square::ALL
        .into_iter()
        .filter_map(|sq| {
            pos.piece_at(sq).map(|piece| PlacedPiece {
                square: sq,
                piece: piece.into(),
            })
        })
        .collect()
}
