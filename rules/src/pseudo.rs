//! Pseudo-legal moves: every move the pieces can make, kings included as
//! ordinary pieces, with no look at the mover's king. The variants without
//! standard king safety build on it: Horde's kingless White, Antichess
//! (where kings are ordinary pieces) and Atomic (which sorts out legality
//! by playing the move). Pawns move in bulk, as in the legal generator.

use crate::attacks;
use crate::movegen::{shift, Sink, NOT_FILE_A, NOT_FILE_H};
use crate::{Bitboard, Position, Rank, Role, Square};

impl Position {
    /// Hands `sink` every pseudo-legal move of the side to move landing on
    /// `targets`, and with `en_passant` the captures onto the kept
    /// en-passant square: no castling; promotions to the four pieces, and
    /// with `king_promotions` to a king too (Antichess). Pawns on their
    /// first rank (only Horde has them) may step one or two squares.
    #[inline]
    pub(crate) fn pseudo_moves<S: Sink>(
        &self,
        sink: &mut S,
        targets: Bitboard,
        en_passant: bool,
        king_promotions: bool,
    ) {
        let us = self.turn;
        let ours = self.by_color(us);
        let theirs = self.by_color(!us);
        let occupied = self.occupied();
        let movable = !ours & targets;

        for from in self.pieces(us, Role::Knight) {
            sink.piece(from, attacks::knight_attacks(from) & movable);
        }
        let diagonal = (self.by_role(Role::Bishop) | self.by_role(Role::Queen)) & ours;
        for from in diagonal {
            sink.piece(from, attacks::bishop_attacks(from, occupied) & movable);
        }
        let straight = (self.by_role(Role::Rook) | self.by_role(Role::Queen)) & ours;
        for from in straight {
            sink.piece(from, attacks::rook_attacks(from, occupied) & movable);
        }
        for from in self.pieces(us, Role::King) {
            sink.piece(from, attacks::king_attacks(from) & movable);
        }

        let pawns = self.pieces(us, Role::Pawn);
        let last_rank = Bitboard::from_rank(Rank::Eighth.relative_to(us));
        let double_from = Bitboard::from_rank(Rank::Second.relative_to(us))
            | Bitboard::from_rank(Rank::Third.relative_to(us));
        let (up, up_left, up_right) = us.fold((8, 7, 9), (-8, -9, -7));
        let empty = !occupied;
        let single = shift(pawns, up) & empty;
        let double = shift(single & double_from, up) & empty & targets;
        let single = single & targets;
        let left = shift(pawns & NOT_FILE_A, up_left) & theirs & targets;
        let right = shift(pawns & NOT_FILE_H, up_right) & theirs & targets;
        for (to, delta) in [(single, up), (left, up_left), (right, up_right)] {
            sink.pawns(to & !last_rank, delta);
            sink.pawn_promotions(to & last_rank, delta);
            if king_promotions {
                sink.pawn_king_promotions(to & last_rank, delta);
            }
        }
        sink.pawns(double, 2 * up);

        if let Some(ep) = self.ep_square.filter(|_| en_passant) {
            for from in attacks::pawn_attacks(!us, ep) & pawns {
                sink.piece(from, Bitboard::from_square(ep));
            }
        }
    }

    /// Whether a pawn of the side to move stands next to the pawn that
    /// just stepped two squares over `ep`, ready to take it en passant.
    pub(crate) fn has_pseudo_ep(&self, ep: Square) -> bool {
        (attacks::pawn_attacks(!self.turn, ep) & self.pieces(self.turn, Role::Pawn)).any()
    }
}
