//! What every kind of chess answers ([`Rules`]), how it begins
//! ([`Setup`]), and standard chess's own answers.

use std::fmt;
use std::hash::Hash;

use super::{Antichess, Atomic, Horde, KingOfTheHill, RacingKings, Variant};
use crate::{
    Bitboard, CastlingMode, CastlingRights, Color, Drop, FenError, Move, MoveList, Outcome, Piece,
    Ply, Position, Role, SanError, Square,
};

/// The board of a variant that is a standard position with other rules:
/// the newtype's one field.
macro_rules! board_of_newtype {
    ($($ty:ty),+) => {
        $(
            impl sealed::Board for $ty {
                fn core(&self) -> &Position {
                    &self.0
                }

                fn core_mut(&mut self) -> &mut Position {
                    &mut self.0
                }
            }
        )+
    };
}

board_of_newtype!(Antichess, Atomic, Horde, KingOfTheHill, RacingKings);

pub(crate) mod sealed {
    use crate::Position;

    /// The board every kind of chess keeps: how the rules reach it. Not
    /// nameable outside the crate, so that no caller mistakes a variant's
    /// board for a standard position and asks it for standard moves.
    pub trait Board {
        fn core(&self) -> &Position;
        fn core_mut(&mut self) -> &mut Position;
    }
}

/// The rules of one kind of chess over its own position type: what is on
/// the board, the legal moves, how a move changes the position, and how a
/// game ends.
///
/// # Examples
///
/// ```
/// use hotseat_rules::{KingOfTheHill, Rules, Setup};
/// let pos = KingOfTheHill::start();
/// assert_eq!(pos.legal_moves().len(), 20);
/// assert_eq!(pos.perft(3), 8_902);
/// ```
pub trait Rules: Clone + fmt::Debug + PartialEq + Eq + Hash + sealed::Board {
    /// The kind of chess.
    fn variant(&self) -> Variant;

    /// The FEN, in the variant's own form.
    fn to_fen(&self) -> String;

    /// Every legal move of the side to move: none once the variant's own
    /// rule has ended the game.
    fn legal_moves(&self) -> MoveList;

    /// How many legal moves there are, without listing them where the
    /// type can.
    fn count_legal_moves(&self) -> u64 {
        self.legal_moves().len() as u64
    }

    /// Plays a legal move. Any other move leaves a meaningless position
    /// (never a panic).
    fn play_unchecked(&mut self, m: Move);

    /// The legal drops of the side to move: only Crazyhouse has any.
    fn legal_drops(&self) -> Vec<Drop> {
        Vec::new()
    }

    /// How many legal drops there are, without listing them.
    fn count_legal_drops(&self) -> u64 {
        0
    }

    /// Plays a legal drop (Crazyhouse); elsewhere nothing happens.
    fn play_drop_unchecked(&mut self, _drop: Drop) {}

    /// Whether the side to move has a legal move or drop.
    fn has_legal_plies(&self) -> bool {
        self.count_legal_moves() + self.count_legal_drops() > 0
    }

    /// Plays a legal move or drop.
    fn play_ply_unchecked(&mut self, ply: Ply) {
        match ply {
            Ply::Move(m) => self.play_unchecked(m),
            Ply::Drop(d) => self.play_drop_unchecked(d),
        }
    }

    /// Whether `ply` is legal here.
    fn is_legal_ply(&self, ply: Ply) -> bool {
        match ply {
            Ply::Move(m) => self.is_legal(m),
            Ply::Drop(d) => self.legal_drops().contains(&d),
        }
    }

    /// Whether the side to move is in check (never, in Antichess).
    fn is_check(&self) -> bool;

    /// The end the variant's own rule has reached, before any move is
    /// looked at: a king on the hill, a third check, a king blown up, a
    /// side with no pieces, the race won or drawn.
    fn variant_outcome(&self) -> Option<Outcome>;

    /// The verdict when the side to move has no legal move and
    /// [`Rules::variant_outcome`] is `None`: checkmate or stalemate, or
    /// Antichess's win.
    fn no_moves_outcome(&self) -> Outcome {
        if self.is_check() {
            Outcome::Checkmate {
                winner: !self.turn(),
            }
        } else {
            Outcome::Draw(crate::DrawReason::Stalemate)
        }
    }

    /// Whether neither side can ever win from here, by the variant's own
    /// material rule.
    fn is_insufficient_material(&self) -> bool;

    /// Whether `color`'s material alone could never win: a flag fall of
    /// its opponent is then a draw.
    fn lacks_mating_material(&self, color: Color) -> bool;

    /// Whether a hundred plies without capture or pawn move draw the game
    /// (not in Crazyhouse, where material never leaves).
    fn has_fifty_move_rule(&self) -> bool {
        true
    }

    /// Whether `other` is the same position for the repetition rule: the
    /// same pieces, side to move, rights and en-passant square, and the
    /// variant's own counters and pockets; not the move clocks.
    fn repeats(&self, other: &Self) -> bool {
        let (a, b) = (self.core(), other.core());
        a.by_role == b.by_role
            && a.by_color == b.by_color
            && a.turn == b.turn
            && a.castling == b.castling
            && a.ep_square == b.ep_square
    }

    /// Counts the leaves of the legal move tree `depth` plies deep (drops
    /// included).
    fn perft(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_legal_moves() + self.count_legal_drops(),
            _ => {
                let moves: u64 = self
                    .legal_moves()
                    .iter()
                    .map(|&m| {
                        let mut child = self.clone();
                        child.play_unchecked(m);
                        child.perft(depth - 1)
                    })
                    .sum();
                let drops: u64 = self
                    .legal_drops()
                    .into_iter()
                    .map(|d| {
                        let mut child = self.clone();
                        child.play_drop_unchecked(d);
                        child.perft(depth - 1)
                    })
                    .sum();
                moves + drops
            }
        }
    }

    /// Whether `m` is legal here.
    fn is_legal(&self, m: Move) -> bool {
        self.legal_moves().contains(&m)
    }

    /// `m` as the move list writes it (see [`Position::canonical`]).
    fn canonical(&self, m: Move) -> Move {
        self.core().canonical(m)
    }

    /// The side to move.
    fn turn(&self) -> Color {
        self.core().turn
    }

    /// The piece on `sq`, if any.
    fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.core().piece_at(sq)
    }

    /// The board as 64 squares from a1 to h8.
    fn board(&self) -> [Option<Piece>; 64] {
        self.core().board()
    }

    /// The squares of `color`'s pieces.
    fn by_color(&self, color: Color) -> Bitboard {
        self.core().by_color(color)
    }

    /// The squares of `color`'s pieces of `role`.
    fn pieces(&self, color: Color, role: Role) -> Bitboard {
        self.core().pieces(color, role)
    }

    /// Every occupied square.
    fn occupied(&self) -> Bitboard {
        self.core().occupied()
    }

    /// The castling rights still held.
    fn castling_rights(&self) -> CastlingRights {
        self.core().castling
    }

    /// The en-passant square, while a capture onto it is legal.
    fn ep_square(&self) -> Option<Square> {
        self.core().ep_square
    }

    /// Plies since the last capture or pawn move.
    fn halfmove_clock(&self) -> u32 {
        self.core().halfmove_clock
    }

    /// The move number.
    fn fullmove_number(&self) -> u32 {
        self.core().fullmove_number
    }

    /// `ply` in SAN, with the variant's marks (see [`Position::san`]);
    /// a drop as `N@f3`.
    fn ply_san(&self, ply: Ply) -> String {
        crate::san::ply_san(self, ply)
    }

    /// The legal move or drop `text` names in SAN (or as a drop, `N@f3`).
    ///
    /// # Errors
    ///
    /// [`SanError`] for text that is no SAN, or names no single legal ply.
    fn parse_ply(&self, text: &str) -> Result<Ply, SanError> {
        crate::san::parse_ply(self, text)
    }

    /// Whether `m` takes a piece (en passant included; never castling).
    fn is_capture(&self, m: Move) -> bool {
        self.core().is_capture(m)
    }
}

/// How a position of one kind of chess begins: its start and its FEN.
pub trait Setup: Rules + Sized {
    /// The variant's start position.
    fn start() -> Self;

    /// Reads a FEN in the variant's own form (a crazyhouse pocket, a
    /// three-check counter).
    ///
    /// # Errors
    ///
    /// A [`FenError`] saying what is wrong.
    fn from_fen(fen: &str) -> Result<Self, FenError>;
}

impl Setup for Position {
    fn start() -> Position {
        Position::start()
    }

    fn from_fen(fen: &str) -> Result<Position, FenError> {
        Position::from_fen(fen)
    }
}

impl sealed::Board for Position {
    #[inline]
    fn core(&self) -> &Position {
        self
    }

    fn core_mut(&mut self) -> &mut Position {
        self
    }
}

impl Rules for Position {
    fn variant(&self) -> Variant {
        match self.castling_mode {
            CastlingMode::Standard => Variant::Standard,
            CastlingMode::Chess960 => Variant::Chess960,
        }
    }

    fn to_fen(&self) -> String {
        Position::to_fen(self)
    }

    #[inline]
    fn legal_moves(&self) -> MoveList {
        Position::legal_moves(self)
    }

    #[inline]
    fn count_legal_moves(&self) -> u64 {
        Position::count_legal_moves(self)
    }

    #[inline]
    fn play_unchecked(&mut self, m: Move) {
        Position::play_unchecked(self, m);
    }

    fn is_check(&self) -> bool {
        Position::is_check(self)
    }

    fn variant_outcome(&self) -> Option<Outcome> {
        None
    }

    fn is_insufficient_material(&self) -> bool {
        Position::is_insufficient_material(self)
    }

    fn lacks_mating_material(&self, color: Color) -> bool {
        Position::lacks_mating_material(self, color)
    }

    fn perft(&self, depth: u32) -> u64 {
        Position::perft(self, depth)
    }
}
