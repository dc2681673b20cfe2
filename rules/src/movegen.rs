//! Legal move generation.
//!
//! One generator visits the legal moves grouped as (origin, destination set)
//! and hands them to a [`Sink`]: a move list expands them, a counter only adds
//! up population counts, which is what makes perft's last ply cheap.

use crate::attacks;
use crate::{
    Bitboard, CastlingMode, CastlingSide, Color, Move, MoveList, Position, Rank, Role, Square,
};

/// Receives the legal moves of a position, grouped.
pub(crate) trait Sink {
    /// A piece (not a pawn stepping onto the last rank) from `from` to each
    /// of `targets`.
    fn piece(&mut self, from: Square, targets: Bitboard);
    /// A pawn from `from` to each of `targets` on the last rank: four
    /// promotions each.
    fn promotions(&mut self, from: Square, targets: Bitboard);
    /// Pawns to each of `targets`, each coming from `target - delta`.
    fn pawns(&mut self, targets: Bitboard, delta: i32);
    /// Like [`Sink::pawns`] but onto the last rank: four promotions each.
    fn pawn_promotions(&mut self, targets: Bitboard, delta: i32);
    /// Pawns to each of `targets` on the last rank, each coming from
    /// `target - delta`, becoming a king (Antichess): one move each.
    fn pawn_king_promotions(&mut self, targets: Bitboard, delta: i32);
}

impl Sink for MoveList {
    #[inline]
    fn piece(&mut self, from: Square, targets: Bitboard) {
        for to in targets {
            self.push(Move::new(from, to));
        }
    }

    #[inline]
    fn promotions(&mut self, from: Square, targets: Bitboard) {
        for to in targets {
            for role in Role::PROMOTIONS {
                self.push(Move::new(from, to).with_promotion(role));
            }
        }
    }

    #[inline]
    fn pawns(&mut self, targets: Bitboard, delta: i32) {
        for to in targets {
            let from = Square::ALL[((to as i32 - delta) & 63) as usize];
            self.push(Move::new(from, to));
        }
    }

    #[inline]
    fn pawn_promotions(&mut self, targets: Bitboard, delta: i32) {
        for to in targets {
            let from = Square::ALL[((to as i32 - delta) & 63) as usize];
            for role in Role::PROMOTIONS {
                self.push(Move::new(from, to).with_promotion(role));
            }
        }
    }

    #[inline]
    fn pawn_king_promotions(&mut self, targets: Bitboard, delta: i32) {
        for to in targets {
            let from = Square::ALL[((to as i32 - delta) & 63) as usize];
            self.push(Move::new(from, to).with_promotion(Role::King));
        }
    }
}

/// Counts moves without listing them.
pub(crate) struct Counter(pub(crate) u64);

impl Sink for Counter {
    #[inline]
    fn piece(&mut self, _from: Square, targets: Bitboard) {
        self.0 += u64::from(targets.count());
    }

    #[inline]
    fn promotions(&mut self, _from: Square, targets: Bitboard) {
        self.0 += 4 * u64::from(targets.count());
    }

    #[inline]
    fn pawns(&mut self, targets: Bitboard, _delta: i32) {
        self.0 += u64::from(targets.count());
    }

    #[inline]
    fn pawn_promotions(&mut self, targets: Bitboard, _delta: i32) {
        self.0 += 4 * u64::from(targets.count());
    }

    #[inline]
    fn pawn_king_promotions(&mut self, targets: Bitboard, _delta: i32) {
        self.0 += u64::from(targets.count());
    }
}

/// Shifts every square of `b` by `delta` (positive is towards h8); squares
/// leaving the board vanish. File wrap-around is the caller's to mask.
#[inline]
pub(crate) const fn shift(b: Bitboard, delta: i32) -> Bitboard {
    if delta >= 0 {
        Bitboard(b.0 << delta)
    } else {
        Bitboard(b.0 >> -delta)
    }
}

pub(crate) const NOT_FILE_A: Bitboard = Bitboard(!0x0101_0101_0101_0101);
pub(crate) const NOT_FILE_H: Bitboard = Bitboard(!0x8080_8080_8080_8080);

impl Position {
    /// Pieces of the side to move that are pinned to their own king.
    pub(crate) fn pinned(&self, king: Square) -> Bitboard {
        let us = self.turn;
        let theirs = self.by_color(!us);
        let snipers = ((attacks::rook_attacks(king, Bitboard::EMPTY)
            & (self.by_role(Role::Rook) | self.by_role(Role::Queen)))
            | (attacks::bishop_attacks(king, Bitboard::EMPTY)
                & (self.by_role(Role::Bishop) | self.by_role(Role::Queen))))
            & theirs;
        let occupied = self.occupied();
        let mut pinned = Bitboard::EMPTY;
        for sniper in snipers {
            let blockers = attacks::between(king, sniper) & occupied;
            if !blockers.more_than_one() {
                pinned |= blockers & self.by_color(us);
            }
        }
        pinned
    }

    /// The squares the king of the side to move can step to without being
    /// attacked. Leapers' attacks are gathered as sets; sliders are asked per
    /// square, with the king lifted so that it cannot shield itself.
    #[inline]
    fn safe_king_steps(&self, king: Square, occupied: Bitboard) -> Bitboard {
        let us = self.turn;
        let them = !us;
        let theirs = self.by_color(them);
        let their_pawns = self.pieces(them, Role::Pawn);
        let (left, right) = them.fold((7, 9), (-9, -7));
        // Not `king_of`: Horde's White has no king.
        let mut danger = shift(their_pawns & NOT_FILE_A, left)
            | shift(their_pawns & NOT_FILE_H, right)
            | attacks::king_attacks_of(self.pieces(them, Role::King));
        for knight in self.pieces(them, Role::Knight) {
            danger |= attacks::knight_attacks(knight);
        }
        let mut steps = attacks::king_attacks(king) & !self.by_color(us) & !danger;
        let without_king = occupied.without(king);
        let diagonal = (self.by_role(Role::Bishop) | self.by_role(Role::Queen)) & theirs;
        let straight = (self.by_role(Role::Rook) | self.by_role(Role::Queen)) & theirs;
        for to in steps {
            if (attacks::bishop_attacks(to, without_king) & diagonal).any()
                || (attacks::rook_attacks(to, without_king) & straight).any()
            {
                steps = steps.without(to);
            }
        }
        steps
    }

    /// Visits every legal move of the side to move.
    #[inline]
    pub(crate) fn generate<S: Sink>(&self, sink: &mut S) {
        let us = self.turn;
        let them = !us;
        let king = self.king_of(us);
        let ours = self.by_color(us);
        let occupied = self.occupied();
        let checkers = self.attackers_to(king, them, occupied);

        sink.piece(king, self.safe_king_steps(king, occupied));

        if checkers.more_than_one() {
            return;
        }
        let check_mask = match checkers.first() {
            Some(checker) => attacks::between(king, checker).with(checker),
            None => {
                self.generate_castling(sink, king);
                Bitboard::FULL
            }
        };
        let pinned = self.pinned(king);
        let movable = !ours & check_mask;

        for from in self.pieces(us, Role::Knight) & !pinned {
            sink.piece(from, attacks::knight_attacks(from) & movable);
        }
        let diagonal = (self.by_role(Role::Bishop) | self.by_role(Role::Queen)) & ours;
        for from in diagonal {
            let mut targets = attacks::bishop_attacks(from, occupied) & movable;
            if pinned.contains(from) {
                targets &= attacks::line(king, from);
            }
            sink.piece(from, targets);
        }
        let straight = (self.by_role(Role::Rook) | self.by_role(Role::Queen)) & ours;
        for from in straight {
            let mut targets = attacks::rook_attacks(from, occupied) & movable;
            if pinned.contains(from) {
                targets &= attacks::line(king, from);
            }
            sink.piece(from, targets);
        }

        self.generate_pawns(sink, king, pinned, check_mask);
    }

    #[inline]
    fn generate_pawns<S: Sink>(
        &self,
        sink: &mut S,
        king: Square,
        pinned: Bitboard,
        check_mask: Bitboard,
    ) {
        let us = self.turn;
        let theirs = self.by_color(!us);
        let empty = !self.occupied();
        let pawns = self.pieces(us, Role::Pawn);
        let last_rank = Bitboard::from_rank(Rank::Eighth.relative_to(us));
        let third_rank = Bitboard::from_rank(Rank::Third.relative_to(us));
        let double_from = third_rank | Bitboard::from_rank(Rank::Second.relative_to(us));
        let (up, up_left, up_right) = us.fold((8, 7, 9), (-8, -9, -7));

        // Unpinned pawns, all at once.
        let free = pawns & !pinned;
        let single = shift(free, up) & empty;
        // From the third rank, and (Horde's first-rank pawns) the second.
        let double = shift(single & double_from, up) & empty & check_mask;
        let single = single & check_mask;
        let left = shift(free & NOT_FILE_A, up_left) & theirs & check_mask;
        let right = shift(free & NOT_FILE_H, up_right) & theirs & check_mask;
        for (targets, delta) in [(single, up), (left, up_left), (right, up_right)] {
            sink.pawns(targets & !last_rank, delta);
            sink.pawn_promotions(targets & last_rank, delta);
        }
        sink.pawns(double, 2 * up);

        // Pinned pawns may only move along the pin.
        for from in pawns & pinned {
            let along = attacks::line(king, from);
            let one = shift(Bitboard::from_square(from), up) & empty;
            let two = shift(one & double_from, up) & empty;
            let captures = attacks::pawn_attacks(us, from) & theirs;
            let targets = (one | two | captures) & along & check_mask;
            sink.piece(from, targets & !last_rank);
            sink.promotions(from, targets & last_rank);
        }

        if let Some(ep) = self.ep_square {
            for from in attacks::pawn_attacks(!us, ep) & pawns {
                if self.ep_capture_is_legal(from, ep) {
                    sink.piece(from, Bitboard::from_square(ep));
                }
            }
        }
    }

    /// Castling, for the king not in check. The squares the king and rook
    /// cross must be empty but for the two of them, and those the king
    /// crosses or lands on unattacked once both have left: in Chess960 the
    /// castling rook may be what shields the king's landing square.
    fn generate_castling<S: Sink>(&self, sink: &mut S, king: Square) {
        let us = self.turn;
        let rooks = self.castling.rooks_of(us);
        if rooks.is_empty() {
            return;
        }
        let occupied = self.occupied();
        for rook in rooks {
            // Everything between the king and its rook is on one of their
            // paths: the cheap test that settles most positions.
            if (attacks::between(king, rook) & occupied).any() {
                continue;
            }
            let side = CastlingSide::of(king, rook);
            let king_to = side.king_to(us);
            let king_path = attacks::between(king, king_to).with(king_to);
            let (blockers, to) = match self.castling_mode {
                // King and rook on e1 and a1/h1: both paths lie between them.
                CastlingMode::Standard => (occupied, king_to),
                CastlingMode::Chess960 => {
                    let rook_to = side.rook_to(us);
                    let others = occupied.without(king).without(rook);
                    let rook_path = attacks::between(rook, rook_to).with(rook_to);
                    if ((king_path | rook_path) & others).any() {
                        continue;
                    }
                    (others, rook)
                }
            };
            let safe = king_path
                .into_iter()
                .all(|sq| self.attackers_to(sq, !us, blockers).is_empty());
            if safe {
                sink.piece(king, Bitboard::from_square(to));
            }
        }
    }

    /// All legal moves of the side to move.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate(&mut list);
        list
    }

    /// The legal moves of the piece on `from` (none if it is not the mover's).
    ///
    /// # Examples
    ///
    /// ```
    /// use hotseat_rules::{Position, Square};
    /// let pos = Position::start();
    /// assert_eq!(pos.legal_moves_from(Square::G1).len(), 2);
    /// assert!(pos.legal_moves_from(Square::E7).is_empty());
    /// ```
    pub fn legal_moves_from(&self, from: Square) -> Vec<Move> {
        self.legal_moves()
            .iter()
            .copied()
            .filter(|m| m.from == from)
            .collect()
    }

    /// How many legal moves the side to move has, without listing them.
    pub fn count_legal_moves(&self) -> u64 {
        let mut counter = Counter(0);
        self.generate(&mut counter);
        counter.0
    }

    /// Whether `m` is legal here.
    pub fn is_legal(&self, m: Move) -> bool {
        self.legal_moves().contains(&m)
    }

    /// Whether `m` takes a piece: it lands on an enemy piece, or it is a
    /// pawn's diagonal step (en passant lands on an empty square). Castling
    /// (the king's two-square move) is never a capture. Meant for legal
    /// moves; for others the answer means nothing.
    ///
    /// # Examples
    ///
    /// ```
    /// use hotseat_rules::{Move, Position, Square};
    /// let pos = Position::from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1").unwrap();
    /// assert!(pos.is_capture(Move::new(Square::E5, Square::D6)));
    /// assert!(!pos.is_capture(Move::new(Square::E5, Square::E6)));
    /// ```
    pub fn is_capture(&self, m: Move) -> bool {
        self.by_color(!self.turn).contains(m.to)
            || (self.role_at(m.from) == Some(Role::Pawn) && m.from.file() != m.to.file())
    }

    /// Whether the side to move has any legal move.
    pub fn has_legal_moves(&self) -> bool {
        self.count_legal_moves() > 0
    }

    /// Counts the leaves of the legal move tree `depth` plies deep.
    ///
    /// # Examples
    ///
    /// ```
    /// use hotseat_rules::Position;
    /// assert_eq!(Position::start().perft(3), 8_902);
    /// ```
    pub fn perft(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_legal_moves(),
            _ => {
                let mut nodes = 0;
                for &m in &self.legal_moves() {
                    let mut child = *self;
                    child.play_unchecked(m);
                    nodes += child.perft(depth - 1);
                }
                nodes
            }
        }
    }

    /// Whether `color` attacks `sq` in this position.
    pub fn is_attacked(&self, sq: Square, color: Color) -> bool {
        self.attackers_to(sq, color, self.occupied()).any()
    }
}
