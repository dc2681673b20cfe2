//! Moves and a fixed-capacity move list.

use std::fmt;
use std::ops::Deref;

use crate::{Role, Square};

/// A move as the player makes it: from a square to a square, with the piece
/// chosen for a promotion. Castling is the king's two-square move (`e1g1`);
/// en passant is the pawn's diagonal step to the empty en-passant square.
///
/// A `Move` says nothing about legality; [`Position::is_legal`](crate::Position::is_legal)
/// and [`Game::play`](crate::Game::play) check it.
///
/// # Examples
///
/// ```
/// use hotseat_rules::{Move, Role, Square};
/// let m = Move::new(Square::E7, Square::E8).with_promotion(Role::Queen);
/// assert_eq!(m.to_string(), "e7e8q");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// Where the moving piece stands.
    pub from: Square,
    /// Where it goes.
    pub to: Square,
    /// The role a pawn becomes on the last rank; `None` for every other move.
    pub promotion: Option<Role>,
}

impl Move {
    /// A move without promotion.
    #[inline]
    pub const fn new(from: Square, to: Square) -> Move {
        Move {
            from,
            to,
            promotion: None,
        }
    }

    /// The same move promoting to `role`.
    #[must_use]
    pub const fn with_promotion(self, role: Role) -> Move {
        Move {
            promotion: Some(role),
            ..self
        }
    }
}

/// Writes the move in UCI notation (`e2e4`, `e7e8q`).
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(role) = self.promotion {
            write!(f, "{}", role.char())?;
        }
        Ok(())
    }
}

/// The most legal moves any chess position has is 218; this leaves room.
const CAPACITY: usize = 256;

/// The legal moves of a position, on the stack.
///
/// # Examples
///
/// ```
/// use hotseat_rules::Position;
/// let moves = Position::start().legal_moves();
/// assert_eq!(moves.len(), 20);
/// assert!(moves.iter().any(|m| m.to_string() == "g1f3"));
/// ```
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; CAPACITY],
    len: usize,
}

impl MoveList {
    /// An empty list.
    pub const fn new() -> MoveList {
        MoveList {
            moves: [Move::new(Square::A1, Square::A1); CAPACITY],
            len: 0,
        }
    }

    #[inline]
    pub(crate) fn push(&mut self, m: Move) {
        // Never more than 218 legal moves exist; the check costs nothing
        // measurable and keeps a logic error from becoming a panic.
        if self.len < CAPACITY {
            self.moves[self.len] = m;
            self.len += 1;
        }
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl Deref for MoveList {
    type Target = [Move];

    #[inline]
    fn deref(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}

impl PartialEq for MoveList {
    fn eq(&self, other: &MoveList) -> bool {
        **self == **other
    }
}

impl Eq for MoveList {}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// A piece from the mover's pocket put on an empty square (Crazyhouse).
///
/// # Examples
///
/// ```
/// use hotseat_rules::{Drop, Role, Square};
/// let drop = Drop { role: Role::Knight, to: Square::F3 };
/// assert_eq!(drop.to_string(), "N@f3");
/// assert_eq!("N@f3".parse::<Drop>().unwrap(), drop);
/// assert_eq!("P@e4".parse::<Drop>().unwrap().role, Role::Pawn);
/// assert!("K@e4".parse::<Drop>().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Drop {
    /// The piece put down: never a king.
    pub role: Role,
    /// The empty square it goes to.
    pub to: Square,
}

/// Writes the drop as UCI and lichess write it (`N@f3`, `P@e4`).
impl fmt::Display for Drop {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}@{}", self.role.char().to_ascii_uppercase(), self.to)
    }
}

/// A string that is not a drop such as `N@f3`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseDropError(pub String);

impl fmt::Display for ParseDropError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a drop: expected a piece letter (not K), '@' and a square, such as N@f3",
            self.0
        )
    }
}

impl std::error::Error for ParseDropError {}

impl std::str::FromStr for Drop {
    type Err = ParseDropError;

    /// Reads `N@f3`, `P@e4`, or `@e4` for a pawn; the letter in either
    /// case. Legality is a position's question.
    fn from_str(s: &str) -> Result<Drop, ParseDropError> {
        let err = || ParseDropError(s.chars().take(32).collect());
        let (piece, square) = s.split_once('@').ok_or_else(err)?;
        let role = match piece {
            "" => Role::Pawn,
            _ if piece.len() == 1 => piece
                .chars()
                .next()
                .and_then(Role::from_char)
                .filter(|&r| r != Role::King)
                .ok_or_else(err)?,
            _ => return Err(err()),
        };
        let to = square.parse().map_err(|_| err())?;
        Ok(Drop { role, to })
    }
}

/// One side's turn on the board: a move, or a drop from the pocket.
///
/// # Examples
///
/// ```
/// use hotseat_rules::{Ply, Move, Square};
/// let ply: Ply = "e2e4".parse().unwrap();
/// assert_eq!(ply, Ply::Move(Move::new(Square::E2, Square::E4)));
/// assert!(matches!("Q@d5".parse::<Ply>().unwrap(), Ply::Drop(_)));
/// assert_eq!(ply.to(), Square::E4);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Ply {
    /// A piece moves on the board.
    Move(Move),
    /// A piece is put down from the pocket.
    Drop(Drop),
}

impl Ply {
    /// The square the piece lands on.
    pub const fn to(self) -> Square {
        match self {
            Ply::Move(m) => m.to,
            Ply::Drop(d) => d.to,
        }
    }

    /// The square the piece leaves, for a move.
    pub const fn from(self) -> Option<Square> {
        match self {
            Ply::Move(m) => Some(m.from),
            Ply::Drop(_) => None,
        }
    }

    /// The move, if it is one.
    pub const fn as_move(self) -> Option<Move> {
        match self {
            Ply::Move(m) => Some(m),
            Ply::Drop(_) => None,
        }
    }
}

impl From<Move> for Ply {
    fn from(m: Move) -> Ply {
        Ply::Move(m)
    }
}

impl From<Drop> for Ply {
    fn from(d: Drop) -> Ply {
        Ply::Drop(d)
    }
}

/// Writes UCI: `e2e4`, `e7e8q`, `N@f3`.
impl fmt::Display for Ply {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ply::Move(m) => m.fmt(f),
            Ply::Drop(d) => d.fmt(f),
        }
    }
}

impl std::str::FromStr for Ply {
    type Err = crate::ParseUciError;

    /// Reads UCI: a move, or a drop.
    fn from_str(s: &str) -> Result<Ply, crate::ParseUciError> {
        if s.contains('@') {
            s.parse::<Drop>()
                .map(Ply::Drop)
                .map_err(|_| crate::ParseUciError(s.chars().take(32).collect()))
        } else {
            Move::from_uci(s).map(Ply::Move)
        }
    }
}
