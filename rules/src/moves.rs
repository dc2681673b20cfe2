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
