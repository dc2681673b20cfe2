//! Crazyhouse: a captured piece joins the captor's pocket and may be put
//! back on any empty square instead of a move (a pawn not on a back rank).
//! A promoted piece is marked: taken, it goes to the pocket as a pawn.

use std::fmt;

use crate::attacks;
use crate::variant::{sealed, Rules, Setup, Variant};
use crate::{
    Bitboard, ByColor, CastlingMode, Color, Drop, FenError, File, Move, MoveList, Outcome, Piece,
    Position, Rank, Role, Square,
};

/// One side's pocket: how many of each piece (never a king) it may drop.
///
/// # Examples
///
/// ```
/// use hotseat_rules::{Pocket, Role};
/// let mut pocket = Pocket::default();
/// pocket.add(Role::Knight);
/// pocket.add(Role::Pawn);
/// assert_eq!(pocket.count(Role::Knight), 1);
/// assert_eq!(pocket.to_string(), "NP");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Pocket([u8; 5]);

impl Pocket {
    /// The pieces a pocket holds, in the order FEN writes them.
    pub const ROLES: [Role; 5] = [
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
    ];

    fn slot(role: Role) -> Option<usize> {
        Pocket::ROLES.iter().position(|&r| r == role)
    }

    /// How many `role` pieces the pocket holds.
    pub fn count(&self, role: Role) -> u8 {
        Pocket::slot(role).map_or(0, |i| self.0[i])
    }

    /// Adds a piece (a king is never pocketed and is ignored).
    pub fn add(&mut self, role: Role) {
        if let Some(i) = Pocket::slot(role) {
            self.0[i] = self.0[i].saturating_add(1);
        }
    }

    fn take(&mut self, role: Role) {
        if let Some(i) = Pocket::slot(role) {
            self.0[i] = self.0[i].saturating_sub(1);
        }
    }

    /// How many pieces in all.
    pub fn len(&self) -> u32 {
        self.0.iter().map(|&n| u32::from(n)).sum()
    }

    /// Whether the pocket is empty.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The pieces as FEN letters, queens first, in upper case.
impl fmt::Display for Pocket {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for role in Pocket::ROLES {
            for _ in 0..self.count(role) {
                write!(f, "{}", role.char().to_ascii_uppercase())?;
            }
        }
        Ok(())
    }
}

/// A Crazyhouse position: the board, both pockets, and which pieces on the
/// board are promoted pawns.
///
/// Its FEN writes the pockets after the placement in brackets, White's in
/// upper case (`[Qn]`), and a `~` after each promoted piece; a ninth rank
/// (`.../RNBQKBNR/Qn`) is read as the pockets too.
///
/// # Examples
///
/// ```
/// use hotseat_rules::{Color, Crazyhouse, Drop, Role, Rules, Setup, Square};
/// let pos = Crazyhouse::from_fen("4k3/8/8/8/8/8/8/4K3[N] w - - 0 1").unwrap();
/// assert_eq!(pos.pocket(Color::White).count(Role::Knight), 1);
/// assert_eq!(pos.legal_drops().len(), 62);
/// let mut pos = pos;
/// pos.play_drop_unchecked(Drop { role: Role::Knight, to: Square::F6 });
/// assert!(pos.is_check());
/// assert_eq!(pos.to_fen(), "4k3/8/5N2/8/8/8/8/4K3[] b - - 1 1");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Crazyhouse {
    pos: Position,
    pockets: ByColor<Pocket>,
    promoted: Bitboard,
}

impl sealed::Board for Crazyhouse {
    fn core(&self) -> &Position {
        &self.pos
    }

    fn core_mut(&mut self) -> &mut Position {
        &mut self.pos
    }
}

const BACK_RANKS: Bitboard =
    Bitboard(Bitboard::from_rank(Rank::First).0 | Bitboard::from_rank(Rank::Eighth).0);

impl Crazyhouse {
    /// `color`'s pocket.
    pub fn pocket(&self, color: Color) -> Pocket {
        self.pockets[color]
    }

    /// The squares of the pieces that were pawns until they promoted.
    pub fn promoted(&self) -> Bitboard {
        self.promoted
    }

    /// The empty squares a piece may be dropped on: any, or in check the
    /// squares between the king and its one checker; none in double check.
    fn drop_squares(&self) -> Bitboard {
        let king = self.pos.king_of(self.pos.turn);
        let checkers = self.pos.checkers();
        let empty = !self.pos.occupied();
        match checkers.single() {
            _ if checkers.is_empty() => empty,
            Some(checker) => attacks::between(king, checker) & empty,
            None => Bitboard::EMPTY,
        }
    }

    fn each_drop(&self, mut visit: impl FnMut(Role, Bitboard)) {
        let pocket = self.pockets[self.pos.turn];
        if pocket.is_empty() {
            return;
        }
        let squares = self.drop_squares();
        for role in Pocket::ROLES {
            if pocket.count(role) > 0 {
                let allowed = if role == Role::Pawn {
                    squares & !BACK_RANKS
                } else {
                    squares
                };
                visit(role, allowed);
            }
        }
    }

    /// The FEN placement with each promoted piece followed by `~`.
    fn placement(&self) -> String {
        let fen = self.pos.to_fen();
        let placement = fen.split(' ').next().unwrap_or("");
        let mut out = String::with_capacity(placement.len() + 4);
        let (mut rank, mut file) = (7u32, 0u32);
        for c in placement.chars() {
            out.push(c);
            match c {
                '/' => {
                    rank = rank.saturating_sub(1);
                    file = 0;
                }
                '1'..='8' => file += c as u32 - '0' as u32,
                _ => {
                    if let Some(sq) = Square::new(rank * 8 + file) {
                        if self.promoted.contains(sq) {
                            out.push('~');
                        }
                    }
                    file += 1;
                }
            }
        }
        out
    }
}

/// Splits a Crazyhouse FEN's first field into the plain placement, the
/// promoted squares and the pockets.
fn read_board(field: &str) -> Result<(String, Bitboard, ByColor<Pocket>), FenError> {
    let (placement, pocket) = if let Some(stripped) = field.strip_suffix(']') {
        let (placement, pocket) = stripped
            .split_once('[')
            .ok_or_else(|| FenError::BadPocket(field.chars().take(24).collect()))?;
        (placement, pocket)
    } else if field.matches('/').count() == 8 {
        field.rsplit_once('/').unwrap_or((field, ""))
    } else {
        (field, "")
    };
    let mut pockets = ByColor::new(Pocket::default(), Pocket::default());
    for c in pocket.chars() {
        let role = Role::from_char(c)
            .filter(|&r| r != Role::King)
            .ok_or_else(|| FenError::BadPocket(pocket.chars().take(24).collect()))?;
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        pockets[color].add(role);
    }
    let mut plain = String::with_capacity(placement.len());
    let mut promoted = Bitboard::EMPTY;
    let (mut rank, mut file) = (7u32, 0u32);
    let mut last = None;
    for c in placement.chars() {
        match c {
            '~' => {
                if let Some(sq) = last.take() {
                    promoted = promoted.with(sq);
                }
                continue;
            }
            '/' => {
                rank = rank.saturating_sub(1);
                file = 0;
                last = None;
            }
            '0'..='9' => {
                file += c as u32 - '0' as u32;
                last = None;
            }
            _ => {
                last = File::new(file)
                    .zip(Rank::new(rank))
                    .map(|(f, r)| Square::from_coords(f, r));
                file += 1;
            }
        }
        plain.push(c);
    }
    Ok((plain, promoted, pockets))
}

/// One king a side, no pawn on a back rank; the counts are checked with
/// the pockets once they are read.
fn check_placement(pos: &Position) -> Result<(), FenError> {
    for color in Color::ALL {
        pos.check_king_count(color, 1)?;
        pos.check_piece_count(color, 16, 32)?;
    }
    if pos.has_pawn_on_back_rank() {
        return Err(FenError::PawnOnBackRank);
    }
    Ok(())
}

impl Rules for Crazyhouse {
    fn variant(&self) -> Variant {
        Variant::Crazyhouse
    }

    fn to_fen(&self) -> String {
        let fen = self.pos.to_fen();
        let rest = fen.split_once(' ').map_or("", |(_, rest)| rest);
        format!(
            "{}[{}{}] {rest}",
            self.placement(),
            self.pockets.white,
            self.pockets.black.to_string().to_ascii_lowercase()
        )
    }

    fn legal_moves(&self) -> MoveList {
        self.pos.legal_moves()
    }

    fn count_legal_moves(&self) -> u64 {
        self.pos.count_legal_moves()
    }

    fn legal_drops(&self) -> Vec<Drop> {
        let mut drops = Vec::new();
        self.each_drop(|role, squares| {
            drops.extend(squares.into_iter().map(|to| Drop { role, to }));
        });
        drops
    }

    fn count_legal_drops(&self) -> u64 {
        let mut count = 0;
        self.each_drop(|_, squares| count += u64::from(squares.count()));
        count
    }

    fn play_unchecked(&mut self, m: Move) {
        let us = self.pos.turn;
        let them = !us;
        let taken = if self.pos.by_color(them).contains(m.to) {
            let promoted = self.promoted.contains(m.to);
            self.pos
                .role_at(m.to)
                .map(|role| if promoted { Role::Pawn } else { role })
        } else if self.pos.is_capture(m) {
            Some(Role::Pawn)
        } else {
            None
        };
        let moved_promoted = self.promoted.contains(m.from);
        self.pos.play_unchecked(m);
        self.promoted = self.promoted.without(m.from).without(m.to);
        if moved_promoted || m.promotion.is_some() {
            self.promoted = self.promoted.with(m.to);
        }
        if let Some(role) = taken {
            self.pockets[us].add(role);
        }
    }

    fn play_drop_unchecked(&mut self, drop: Drop) {
        let us = self.pos.turn;
        self.pockets[us].take(drop.role);
        self.pos.put(drop.to, Piece::new(us, drop.role));
        self.pos.ep_square = None;
        self.pos.halfmove_clock += 1;
        self.pos.turn = !us;
        if us == Color::Black {
            self.pos.fullmove_number += 1;
        }
    }

    fn is_check(&self) -> bool {
        self.pos.is_check()
    }

    fn variant_outcome(&self) -> Option<Outcome> {
        None
    }

    /// Material never leaves: only a board of kings and at most one minor
    /// piece, with nothing in the pockets that mates, could run dry.
    fn is_insufficient_material(&self) -> bool {
        let pos = &self.pos;
        let pockets = [self.pockets.white, self.pockets.black];
        let in_pockets = |role| pockets.iter().any(|p| p.count(role) > 0);
        let effective_promoted =
            self.promoted & !pos.by_role(Role::King) & !pos.by_role(Role::Pawn);
        pos.occupied().count() + pockets.iter().map(Pocket::len).sum::<u32>() <= 3
            && effective_promoted.is_empty()
            && (pos.by_role(Role::Pawn) | pos.by_role(Role::Rook) | pos.by_role(Role::Queen))
                .is_empty()
            && ![Role::Pawn, Role::Rook, Role::Queen]
                .into_iter()
                .any(in_pockets)
    }

    fn lacks_mating_material(&self, _color: Color) -> bool {
        self.is_insufficient_material()
    }

    fn has_fifty_move_rule(&self) -> bool {
        false
    }

    fn repeats(&self, other: &Self) -> bool {
        self.pockets == other.pockets && self.pos.repeats(&other.pos)
    }
}

impl Setup for Crazyhouse {
    fn start() -> Self {
        Crazyhouse {
            pos: Position::start(),
            pockets: ByColor::new(Pocket::default(), Pocket::default()),
            promoted: Bitboard::EMPTY,
        }
    }

    fn from_fen(fen: &str) -> Result<Self, FenError> {
        let (board, rest) = fen
            .trim()
            .split_once(char::is_whitespace)
            .unwrap_or((fen, ""));
        let (placement, promoted, pockets) = read_board(board)?;
        let plain = format!("{placement} {rest}");
        let (mut pos, ep) = Position::read_fen(&plain, CastlingMode::Standard, check_placement)?;
        let total = pos.occupied().count() + pockets.white.len() + pockets.black.len();
        let pawns = pos.by_role(Role::Pawn).count()
            + u32::from(pockets.white.count(Role::Pawn) + pockets.black.count(Role::Pawn));
        if total > 32 || pawns > 16 {
            let color = if pos.by_color(Color::White).count() + pockets.white.len()
                > pos.by_color(Color::Black).count() + pockets.black.len()
            {
                Color::White
            } else {
                Color::Black
            };
            return Err(FenError::TooManyPieces(color));
        }
        if pos.opponent_in_check() {
            return Err(FenError::OpponentInCheck);
        }
        pos.ep_square = ep.and_then(|sq| pos.legal_ep_target(sq));
        Ok(Crazyhouse {
            pos,
            pockets,
            promoted: promoted & pos.occupied(),
        })
    }
}
