//! The board as the UI draws it: pieces on squares.

use hotseat_rules::{Piece, Position, Square};
use serde::Serialize;
use ts_rs::TS;

/// A piece as the UI draws it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(rename = "Piece")]
pub struct PieceDto {
    /// `"white"` or `"black"`.
    #[ts(type = "Color")]
    pub color: &'static str,
    /// `"pawn"` … `"king"`.
    #[ts(type = "Role")]
    pub role: &'static str,
}

impl From<Piece> for PieceDto {
    fn from(p: Piece) -> Self {
        PieceDto {
            color: p.color.name(),
            role: p.role.name(),
        }
    }
}

/// A piece on its square.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(rename = "PlacedPiece")]
pub struct PlacedPiece {
    /// Where it stands, e.g. `"e4"`.
    #[ts(type = "Square")]
    pub square: String,
    /// What stands there.
    pub piece: PieceDto,
}

/// Every piece of `pos`, a1 first.
pub(super) fn board_of(pos: &Position) -> Vec<PlacedPiece> {
    Square::ALL
        .into_iter()
        .filter_map(|sq| {
            pos.piece_at(sq).map(|piece| PlacedPiece {
                square: sq.to_string(),
                piece: piece.into(),
            })
        })
        .collect()
}
