//! Moves: the legal moves the board offers, the move the UI sends, the
//! move list and what Undo would take back.

use hotseat_rules::{
    AnyPosition, Color, Declaration, Drop, Game, Move, Role, Rules, Square, Variant,
};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::error::CommandError;

/// A legal move, as the rules side states it.
///
/// `promotion` and `capture` are left out when absent and false: every
/// view lists 20 to 50 of these, and the two defaults were more than half
/// of each one's bytes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(rename = "MoveDto")]
pub struct MoveDto {
    /// The origin square.
    pub from: Square,
    /// The destination square.
    pub to: Square,
    /// The piece a pawn becomes, for a promotion (absent otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub promotion: Option<Role>,
    /// Whether the move takes a piece, en passant included (the board marks
    /// a capture differently from a quiet move); absent when it does not.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[ts(optional, as = "Option<bool>")]
    pub capture: bool,
}

impl MoveDto {
    /// `m` as played in `pos` (the position before it).
    pub fn of(pos: &AnyPosition, m: Move) -> MoveDto {
        MoveDto {
            from: m.from,
            to: m.to,
            promotion: m.promotion,
            capture: pos.is_capture(m),
        }
    }

    /// The board's targets for the legal moves `legal` of `pos`: each move,
    /// and for a Chess960 castling also the king's landing square where it
    /// is two or more files away (the king may be dragged onto its rook or
    /// there; the rules read both as the castling).
    pub fn list(pos: &AnyPosition, legal: impl IntoIterator<Item = Move>) -> Vec<MoveDto> {
        let mut list = Vec::new();
        for m in legal {
            list.push(MoveDto::of(pos, m));
            if let Some(alias) = pos.castling_by_destination(m) {
                list.push(MoveDto::of(pos, alias));
            }
        }
        list
    }

    /// The move that led to ply `ply` of `game` (none at ply 0 or past the end).
    pub fn played(game: &Game, ply: usize) -> Option<MoveDto> {
        let played = game.history().get(ply.checked_sub(1)?)?;
        let before = match ply {
            1 => game.start_position(),
            n => &game.history().get(n - 2)?.after,
        };
        // A drop has no square it comes from: no game of the app has
        // pockets yet (issue 29's app part).
        Some(MoveDto::of(before, played.uci.as_move()?))
    }
}

/// A move as the UI sends it, read straight into the rules' types: a
/// wrong square answers `invalid_square` and a wrong piece `invalid_move`
/// (SPEC section 6), naming the field.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, TS)]
pub struct MoveInput {
    /// The origin square.
    pub from: Square,
    /// The destination square.
    pub to: Square,
    /// The piece a pawn becomes: queen, rook, bishop or knight.
    #[serde(default)]
    #[ts(optional = nullable)]
    pub promotion: Option<Role>,
}

impl MoveInput {
    /// The move, once what types cannot say is checked.
    ///
    /// # Errors
    ///
    /// [`CommandError::InvalidMove`] for a move that stays on its square
    /// or a piece no pawn becomes.
    pub fn to_move(self) -> Result<Move, CommandError> {
        self.to_move_in(Variant::Standard)
    }

    /// As [`MoveInput::to_move`] in `variant`: Antichess also lets a pawn
    /// become a king.
    ///
    /// # Errors
    ///
    /// As [`MoveInput::to_move`].
    pub fn to_move_in(self, variant: Variant) -> Result<Move, CommandError> {
        let MoveInput {
            from,
            to,
            promotion,
        } = self;
        if from == to {
            return Err(CommandError::InvalidMove {
                message: format!("a move must leave its square ({from} to {to})"),
                refused: None,
            });
        }
        let king_allowed = variant == Variant::Antichess;
        if let Some(role) =
            promotion.filter(|&r| r == Role::Pawn || (r == Role::King && !king_allowed))
        {
            return Err(CommandError::InvalidMove {
                message: format!(
                    "a pawn does not become a {}: use queen, rook, bishop or knight",
                    role.name()
                ),
                refused: None,
            });
        }
        Ok(Move {
            from,
            to,
            promotion,
        })
    }
}

/// A drop as the UI sends it (Crazyhouse): the piece from the mover's
/// pocket and the empty square it goes to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, TS)]
pub struct DropInput {
    /// The piece: pawn, knight, bishop, rook or queen.
    pub role: Role,
    /// The square.
    pub to: Square,
}

impl DropInput {
    /// The drop, once what types cannot say is checked.
    ///
    /// # Errors
    ///
    /// [`CommandError::InvalidMove`] for a king, which is never pocketed.
    pub fn to_drop(self) -> Result<Drop, CommandError> {
        if self.role == Role::King {
            return Err(CommandError::InvalidMove {
                message: "a king is never in a pocket: drop a pawn, knight, bishop, rook or queen"
                    .to_owned(),
                refused: None,
            });
        }
        Ok(Drop {
            role: self.role,
            to: self.to,
        })
    }
}

/// A legal drop, as the board offers it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
pub struct DropDto {
    /// The piece.
    pub role: Role,
    /// The square.
    pub to: Square,
}

/// One ply of the move list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct Ply {
    /// Standard algebraic notation, with `+`/`#`.
    pub san: String,
    /// The same move in UCI.
    pub uci: String,
    /// Its move number, counted from the start position's own (a game from
    /// a FEN with move number 80 starts at 80).
    pub number: u32,
    /// The side that played it.
    pub color: Color,
    /// Whether it took a piece (en passant included): the capture sound.
    pub capture: bool,
}

/// A ply's move number and mover, for labels such as `80… Ra2`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
pub struct MoveNumber {
    /// The move number (the position's full-move number before the ply).
    pub number: u32,
    /// The side that played it.
    pub color: Color,
}

impl MoveNumber {
    /// The number and mover of a move played from `before`.
    pub fn before(before: &AnyPosition) -> MoveNumber {
        MoveNumber {
            number: before.fullmove_number(),
            color: before.turn(),
        }
    }
}

/// The position before ply `index` (0-based) of `game`.
pub(super) fn before_ply(game: &Game, index: usize) -> &AnyPosition {
    match index.checked_sub(1).and_then(|i| game.history().get(i)) {
        Some(played) => &played.after,
        None => game.start_position(),
    }
}

/// Every ply of `game`, numbered.
pub fn plies_of(game: &Game) -> Vec<Ply> {
    plies_from(game, 0)
}

/// The plies of `game` from index `from` (0 is ply 1) on, numbered; none
/// when `from` is past its end.
pub fn plies_from(game: &Game, from: usize) -> Vec<Ply> {
    game.history()
        .iter()
        .enumerate()
        .skip(from)
        .map(|(i, p)| {
            let before = before_ply(game, i);
            let numbered = MoveNumber::before(before);
            Ply {
                san: p.san.clone(),
                uci: p.uci.to_string(),
                number: numbered.number,
                color: numbered.color,
                capture: p.uci.as_move().is_some_and(|m| before.is_capture(m)),
            }
        })
        .collect()
}

/// What Undo would take back now (SPEC section 2): a resignation or an
/// agreed draw alone, a time-out together with the last move, otherwise
/// the last move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum UndoView {
    /// The last ply.
    Move {
        /// Its SAN.
        san: String,
        /// Its move number.
        number: u32,
        /// Who played it.
        color: Color,
    },
    /// `color`'s resignation (the moves stay).
    Resignation {
        /// Who resigned.
        color: Color,
    },
    /// The agreed draw (the moves stay).
    Agreement,
    /// `color`'s time-out and, with it, the last ply (if there is one).
    Timeout {
        /// Whose flag fell.
        color: Color,
        /// The last ply's SAN.
        san: Option<String>,
        /// Its move number.
        number: Option<u32>,
        /// Who played it.
        mover: Option<Color>,
    },
}

impl UndoView {
    /// What Undo would take back in `game`; `None` when nothing.
    pub fn of(game: &Game) -> Option<UndoView> {
        let plies = game.history().len();
        let last = plies.checked_sub(1).map(|i| {
            let numbered = MoveNumber::before(before_ply(game, i));
            (game.history()[i].san.clone(), numbered)
        });
        Some(match game.declaration() {
            Some(Declaration::Resignation(color)) => UndoView::Resignation { color },
            Some(Declaration::DrawAgreed) => UndoView::Agreement,
            Some(Declaration::TimeOut(color)) => {
                let (san, numbered) = last.unzip();
                UndoView::Timeout {
                    color,
                    san,
                    number: numbered.map(|n| n.number),
                    mover: numbered.map(|n| n.color),
                }
            }
            None => {
                let (san, numbered) = last?;
                UndoView::Move {
                    san,
                    number: numbered.number,
                    color: numbered.color,
                }
            }
        })
    }
}
