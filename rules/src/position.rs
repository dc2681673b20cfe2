//! A position: exactly what a FEN describes, and how a move changes it.

use crate::attacks;
use crate::{
    Bitboard, CastlingMode, CastlingRights, CastlingSide, Color, Move, Piece, Rank, Role, Square,
};

/// A chess position: piece placement, side to move, castling rights, the
/// en-passant square, and the two move counters.
///
/// A `Position` is always valid (one king each, no pawn on the back ranks,
/// the side not to move not in check); the only ways to make one are
/// [`Position::start`], [`Position::from_fen`] and playing legal moves.
///
/// The en-passant square is kept only while an en-passant capture is legal,
/// so two positions compare equal exactly when they are the same for the
/// repetition rule and their move counters agree.
///
/// # Examples
///
/// ```
/// use hotseat_rules::{Color, Move, Position, Square};
/// let pos = Position::start();
/// assert_eq!(pos.turn(), Color::White);
/// let pos = pos.play(Move::new(Square::E2, Square::E4)).unwrap();
/// assert_eq!(pos.turn(), Color::Black);
/// // No black pawn can take on e3, so no en-passant square is kept.
/// assert_eq!(pos.ep_square(), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) by_role: [Bitboard; 6],
    pub(crate) by_color: [Bitboard; 2],
    pub(crate) turn: Color,
    pub(crate) castling: CastlingRights,
    pub(crate) castling_mode: CastlingMode,
    pub(crate) ep_square: Option<Square>,
    pub(crate) halfmove_clock: u32,
    pub(crate) fullmove_number: u32,
}

/// A move that is not legal in the position it was tried in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IllegalMove(pub Move);

impl std::fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} is not a legal move in this position", self.0)
    }
}

impl std::error::Error for IllegalMove {}

impl Default for Position {
    fn default() -> Self {
        Position::start()
    }
}

impl Position {
    /// The standard starting position.
    pub const fn start() -> Position {
        Position {
            by_role: [
                Bitboard(0x00ff_0000_0000_ff00),
                Bitboard(0x4200_0000_0000_0042),
                Bitboard(0x2400_0000_0000_0024),
                Bitboard(0x8100_0000_0000_0081),
                Bitboard(0x0800_0000_0000_0008),
                Bitboard(0x1000_0000_0000_0010),
            ],
            by_color: [Bitboard(0xffff), Bitboard(0xffff_0000_0000_0000)],
            turn: Color::White,
            castling: CastlingRights::STANDARD,
            castling_mode: CastlingMode::Standard,
            ep_square: None,
            halfmove_clock: 0,
            fullmove_number: 1,
        }
    }

    /// An empty board with White to move; only for building positions that
    /// are validated afterwards.
    pub(crate) const fn empty() -> Position {
        Position {
            by_role: [Bitboard::EMPTY; 6],
            by_color: [Bitboard::EMPTY; 2],
            turn: Color::White,
            castling: CastlingRights::NONE,
            castling_mode: CastlingMode::Standard,
            ep_square: None,
            halfmove_clock: 0,
            fullmove_number: 1,
        }
    }

    /// The side to move.
    #[inline]
    pub const fn turn(&self) -> Color {
        self.turn
    }

    /// The castling rights still held.
    #[inline]
    pub const fn castling_rights(&self) -> CastlingRights {
        self.castling
    }

    /// How castling moves are written here: the king's two-square step, or
    /// the king onto its rook (Chess960).
    #[inline]
    pub const fn castling_mode(&self) -> CastlingMode {
        self.castling_mode
    }

    /// The rook `color` may castle with on `side`, while that right is held.
    ///
    /// # Examples
    ///
    /// ```
    /// use hotseat_rules::{CastlingSide, Color, Position, Square};
    /// let pos = Position::start();
    /// assert_eq!(pos.castling_rook(Color::Black, CastlingSide::QueenSide), Some(Square::A8));
    /// ```
    pub fn castling_rook(&self, color: Color, side: CastlingSide) -> Option<Square> {
        self.castling.rook(color, side, self.king_of(color))
    }

    /// The castling `m` is, if it is one: its side and the rook's square.
    /// `m` must be a move of the side to move's king. Both ways of writing
    /// a castling are recognised, whatever the mode: the king onto its own
    /// castling rook, and the king onto its landing square from two or
    /// more files away (a king's step never goes further). Whether it is
    /// legal is the move list's question.
    #[inline]
    pub(crate) fn castling_of(&self, m: Move) -> Option<(CastlingSide, Square)> {
        let us = self.turn;
        let rooks = self.castling.rooks_of(us);
        if rooks.contains(m.to) {
            return Some((CastlingSide::of(m.from, m.to), m.to));
        }
        if m.from.file().index().abs_diff(m.to.file().index()) >= 2 {
            let side = CastlingSide::of(m.from, m.to);
            if m.to == side.king_to(us) {
                return Some((side, self.castling.rook(us, side, m.from)?));
            }
        }
        None
    }

    /// `m` as this position's move list writes it: a castling written the
    /// other way (the king onto its rook in standard chess, the king onto
    /// its landing square two or more files away in Chess960) becomes the
    /// mode's form; any other move stays as it is. Players and other
    /// programs may use either form; the list, SAN and the history use one.
    ///
    /// # Examples
    ///
    /// ```
    /// use hotseat_rules::{Move, Position, Square};
    /// let pos = Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1").unwrap();
    /// let king_onto_rook = Move::new(Square::E1, Square::H1);
    /// assert_eq!(pos.canonical(king_onto_rook), Move::new(Square::E1, Square::G1));
    /// assert!(pos.play(pos.canonical(king_onto_rook)).is_ok());
    /// ```
    pub fn canonical(&self, m: Move) -> Move {
        if m.promotion.is_some() || m.from != self.king_of(self.turn) {
            return m;
        }
        match self.castling_of(m) {
            Some((side, rook)) => match self.castling_mode {
                CastlingMode::Standard => Move::new(m.from, side.king_to(self.turn)),
                CastlingMode::Chess960 => Move::new(m.from, rook),
            },
            None => m,
        }
    }

    /// A Chess960 castling (the king onto its rook) written as the king's
    /// move to its landing square, where that cannot be mistaken for a
    /// king's step (two or more files away): the other square a player may
    /// drag the king to. `None` for any other move, and in standard chess,
    /// whose move list already writes castling that way.
    ///
    /// # Examples
    ///
    /// ```
    /// use hotseat_rules::{Move, Position, Square};
    /// // Start 3 (BQNNRKRB) with the knights out: the king on f1 castles
    /// // long onto the e1 rook, landing on c1, three files away; castling
    /// // short it lands on g1, its own step, so only the rook names it.
    /// let pos = Position::from_fen_in(
    ///     "bqnnrkrb/pppppppp/8/8/8/1N2N3/PPPPPPPP/BQ2RKRB w KQkq - 0 1",
    ///     hotseat_rules::CastlingMode::Chess960,
    /// ).unwrap();
    /// let long = Move::new(Square::F1, Square::E1);
    /// assert!(pos.is_legal(long));
    /// assert_eq!(pos.castling_by_destination(long), Some(Move::new(Square::F1, Square::C1)));
    /// let short = Move::new(Square::F1, Square::G1);
    /// assert!(pos.is_legal(short));
    /// assert_eq!(pos.castling_by_destination(short), None);
    /// ```
    pub fn castling_by_destination(&self, m: Move) -> Option<Move> {
        if self.castling_mode != CastlingMode::Chess960 || m.from != self.king_of(self.turn) {
            return None;
        }
        let (side, rook) = self.castling_of(m)?;
        let king_to = side.king_to(self.turn);
        let far = m.from.file().index().abs_diff(king_to.file().index()) >= 2;
        (rook == m.to && far).then(|| Move::new(m.from, king_to))
    }

    /// The square a pawn may capture en passant on, only while such a
    /// capture is legal.
    #[inline]
    pub const fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }

    /// Plies since the last capture or pawn move.
    #[inline]
    pub const fn halfmove_clock(&self) -> u32 {
        self.halfmove_clock
    }

    /// The move number, starting at 1 and growing after each Black move.
    #[inline]
    pub const fn fullmove_number(&self) -> u32 {
        self.fullmove_number
    }

    /// The squares of `color`'s pieces.
    #[inline]
    pub const fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color as usize]
    }

    /// The squares of all pieces of `role`, of both colours.
    #[inline]
    pub const fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role as usize]
    }

    /// The squares of `color`'s pieces of `role`.
    #[inline]
    pub const fn pieces(&self, color: Color, role: Role) -> Bitboard {
        Bitboard(self.by_color[color as usize].0 & self.by_role[role as usize].0)
    }

    /// Every occupied square.
    #[inline]
    pub const fn occupied(&self) -> Bitboard {
        Bitboard(self.by_color[0].0 | self.by_color[1].0)
    }

    /// The square of `color`'s king.
    #[inline]
    pub fn king_of(&self, color: Color) -> Square {
        // Every Position has exactly one king per side (checked on creation).
        self.pieces(color, Role::King).first().unwrap_or(Square::A1)
    }

    /// The role of the piece on `sq`, if any.
    #[inline]
    pub fn role_at(&self, sq: Square) -> Option<Role> {
        if !self.occupied().contains(sq) {
            return None;
        }
        Role::ALL
            .into_iter()
            .find(|&role| self.by_role[role.index()].contains(sq))
    }

    /// The piece on `sq`, if any.
    ///
    /// # Examples
    ///
    /// ```
    /// use hotseat_rules::{Color, Piece, Position, Role, Square};
    /// let pos = Position::start();
    /// assert_eq!(pos.piece_at(Square::G8), Some(Piece::new(Color::Black, Role::Knight)));
    /// assert_eq!(pos.piece_at(Square::E4), None);
    /// ```
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let role = self.role_at(sq)?;
        let color = if self.by_color[0].contains(sq) {
            Color::White
        } else {
            Color::Black
        };
        Some(Piece::new(color, role))
    }

    /// The board as 64 squares from a1 to h8.
    pub fn board(&self) -> [Option<Piece>; 64] {
        let mut board = [None; 64];
        for sq in self.occupied() {
            board[sq.index()] = self.piece_at(sq);
        }
        board
    }

    /// Pieces of `attacker` that attack `sq`, with `occupied` as the blockers.
    #[inline]
    pub fn attackers_to(&self, sq: Square, attacker: Color, occupied: Bitboard) -> Bitboard {
        let theirs = self.by_color(attacker);
        let diagonal = self.by_role(Role::Bishop) | self.by_role(Role::Queen);
        let straight = self.by_role(Role::Rook) | self.by_role(Role::Queen);
        theirs
            & ((attacks::pawn_attacks(!attacker, sq) & self.by_role(Role::Pawn))
                | (attacks::knight_attacks(sq) & self.by_role(Role::Knight))
                | (attacks::king_attacks(sq) & self.by_role(Role::King))
                | (attacks::bishop_attacks(sq, occupied) & diagonal)
                | (attacks::rook_attacks(sq, occupied) & straight))
    }

    /// The enemy pieces giving check to the side to move.
    #[inline]
    pub fn checkers(&self) -> Bitboard {
        self.attackers_to(self.king_of(self.turn), !self.turn, self.occupied())
    }

    /// Whether the side to move is in check.
    ///
    /// # Examples
    ///
    /// ```
    /// use hotseat_rules::Position;
    /// let pos = Position::from_fen("4k3/8/8/8/8/8/8/4K2r w - - 0 1").unwrap();
    /// assert!(pos.is_check());
    /// ```
    #[inline]
    pub fn is_check(&self) -> bool {
        self.checkers().any()
    }

    /// Whether the side to move is checkmated.
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && self.count_legal_moves() == 0
    }

    /// Whether the side to move is stalemated.
    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && self.count_legal_moves() == 0
    }

    #[inline]
    pub(crate) fn put(&mut self, sq: Square, piece: Piece) {
        let bit = Bitboard::from_square(sq);
        self.by_role[piece.role.index()] |= bit;
        self.by_color[piece.color.index()] |= bit;
    }

    #[inline]
    pub(crate) fn remove(&mut self, sq: Square, piece: Piece) {
        let bit = !Bitboard::from_square(sq);
        self.by_role[piece.role.index()] &= bit;
        self.by_color[piece.color.index()] &= bit;
    }

    pub(crate) fn set_piece(&mut self, sq: Square, piece: Piece) {
        if let Some(old) = self.piece_at(sq) {
            self.remove(sq, old);
        }
        self.put(sq, piece);
    }

    /// Plays `m` if it is legal and returns the new position.
    ///
    /// # Errors
    ///
    /// [`IllegalMove`] when `m` is not among [`Position::legal_moves`].
    pub fn play(&self, m: Move) -> Result<Position, IllegalMove> {
        if self.is_legal(m) {
            let mut next = *self;
            next.play_unchecked(m);
            Ok(next)
        } else {
            Err(IllegalMove(m))
        }
    }

    /// Plays `m` without checking it. The fast path for search and perft.
    ///
    /// `m` must be one of [`Position::legal_moves`]; any other move leaves a
    /// position that breaks the type's guarantees (it never panics, but its
    /// answers are then meaningless).
    #[inline]
    pub fn play_unchecked(&mut self, m: Move) {
        if let Some(ep) = self.play_board(m) {
            self.ep_square = self.legal_ep_target(ep);
        }
    }

    /// The same position with the other side to move and no en-passant
    /// square: a search's null move (an engine's "what if I could pass").
    /// It is no move of chess: a side in check must not pass, and the
    /// result is meaningless then (callers check [`Position::is_check`]).
    ///
    /// ```
    /// use hotseat_rules::{Color, Move, Position, Square};
    ///
    /// let pos = Position::start().play(Move::new(Square::E2, Square::E4)).unwrap();
    /// let passed = pos.pass();
    /// assert_eq!(passed.turn(), Color::White);
    /// assert_eq!(passed.ep_square(), None);
    /// assert_eq!(passed.occupied(), pos.occupied());
    /// ```
    #[must_use]
    pub fn pass(&self) -> Position {
        let mut next = *self;
        next.turn = !self.turn;
        next.ep_square = None;
        next
    }

    /// Plays `m` on the board (pieces, rights, clocks, turn) and answers
    /// the square a double pawn push crossed, if it was one: each kind of
    /// chess keeps it as the en-passant square only while its own rules
    /// allow a capture onto it. The en-passant square is left empty.
    #[inline]
    pub(crate) fn play_board(&mut self, m: Move) -> Option<Square> {
        let us = self.turn;
        let them = !us;
        let role = self.role_at(m.from)?;
        let ep_before = self.ep_square.take();
        self.halfmove_clock += 1;

        if role == Role::King {
            let castling = self.castling_of(m);
            self.castling = self.castling.without_color(us);
            if let Some((side, rook)) = castling {
                self.remove(m.from, Piece::new(us, Role::King));
                self.remove(rook, Piece::new(us, Role::Rook));
                self.put(side.king_to(us), Piece::new(us, Role::King));
                self.put(side.rook_to(us), Piece::new(us, Role::Rook));
                self.end_turn(us);
                return None;
            }
        }

        let captured = self.role_at(m.to);
        self.remove(m.from, Piece::new(us, role));
        if let Some(victim) = captured {
            self.remove(m.to, Piece::new(them, victim));
        }
        if role == Role::Pawn || captured.is_some() {
            self.halfmove_clock = 0;
        }
        self.castling = self.castling.after_touching(m.from, m.to);

        let mut placed = role;
        let mut new_ep = None;
        if role == Role::Pawn {
            let forward: i32 = us.fold(8, -8);
            let diff = m.to as i32 - m.from as i32;
            if Some(m.to) == ep_before && captured.is_none() && diff != forward {
                if let Some(victim_sq) = Square::new((m.to as i32 - forward) as u32) {
                    self.remove(victim_sq, Piece::new(them, Role::Pawn));
                }
            } else if diff == 2 * forward {
                new_ep = Square::new((m.from as i32 + forward) as u32);
            }
            if let Some(promotion) = m.promotion {
                placed = promotion;
            }
        }
        self.put(m.to, Piece::new(us, placed));

        self.end_turn(us);
        new_ep
    }

    /// Hands the move to the other side once `us` has moved.
    #[inline]
    fn end_turn(&mut self, us: Color) {
        self.turn = !us;
        if us == Color::Black {
            self.fullmove_number += 1;
        }
    }

    /// `ep` if the side to move has a legal en-passant capture onto it.
    pub(crate) fn legal_ep_target(&self, ep: Square) -> Option<Square> {
        let capturers = attacks::pawn_attacks(!self.turn, ep) & self.pieces(self.turn, Role::Pawn);
        capturers
            .into_iter()
            .any(|from| self.ep_capture_is_legal(from, ep))
            .then_some(ep)
    }

    /// Whether the pawn on `from` may take en passant on `ep` without leaving
    /// its king attacked. Simulated on the occupancy, because the capture
    /// removes two pieces from one rank at once.
    pub(crate) fn ep_capture_is_legal(&self, from: Square, ep: Square) -> bool {
        let us = self.turn;
        let them = !us;
        let Some(victim) = Square::new((ep as i32 - us.fold(8, -8)) as u32) else {
            return false;
        };
        let occupied = (self.occupied().without(from).without(victim)).with(ep);
        let king = self.king_of(us);
        let theirs = self.by_color(them).without(victim);
        let diagonal = (self.by_role(Role::Bishop) | self.by_role(Role::Queen)) & theirs;
        let straight = (self.by_role(Role::Rook) | self.by_role(Role::Queen)) & theirs;
        let attackers = (attacks::pawn_attacks(us, king) & self.by_role(Role::Pawn) & theirs)
            | (attacks::knight_attacks(king) & self.by_role(Role::Knight) & theirs)
            | (attacks::bishop_attacks(king, occupied) & diagonal)
            | (attacks::rook_attacks(king, occupied) & straight);
        attackers.is_empty()
    }

    /// Whether `color` has a piece that could in principle move on an empty
    /// rank: helper for FEN validation.
    pub(crate) fn has_pawn_on_back_rank(&self) -> bool {
        let back = Bitboard::from_rank(Rank::First) | Bitboard::from_rank(Rank::Eighth);
        (self.by_role(Role::Pawn) & back).any()
    }
}
