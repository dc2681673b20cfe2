//! Pseudo-legal moves: every move the pieces can make, kings included as
//! ordinary pieces, with no look at the mover's king. The variants without
//! standard king safety build on it: Horde's kingless White, Antichess
//! (where kings are ordinary pieces) and Atomic (which sorts out legality
//! by playing the move).

use crate::attacks;
use crate::{Bitboard, Move, MoveList, Position, Rank, Role, Square};

impl Position {
    /// Pushes every pseudo-legal move of the side to move landing on
    /// `targets`, and with `en_passant` the captures onto the kept
    /// en-passant square: no castling, promotions to each of `promotions`.
    /// Pawns on their first rank (only Horde has them) may step one or two
    /// squares.
    pub(crate) fn pseudo_moves(
        &self,
        list: &mut MoveList,
        targets: Bitboard,
        en_passant: bool,
        promotions: &[Role],
    ) {
        let us = self.turn;
        let ours = self.by_color(us);
        let theirs = self.by_color(!us);
        let occupied = self.occupied();
        let movable = !ours & targets;

        for from in ours & !self.by_role(Role::Pawn) {
            let reach = match self.role_at(from) {
                Some(Role::Knight) => attacks::knight_attacks(from),
                Some(Role::Bishop) => attacks::bishop_attacks(from, occupied),
                Some(Role::Rook) => attacks::rook_attacks(from, occupied),
                Some(Role::Queen) => attacks::queen_attacks(from, occupied),
                Some(Role::King) => attacks::king_attacks(from),
                Some(Role::Pawn) | None => Bitboard::EMPTY,
            };
            for to in reach & movable {
                list.push(Move::new(from, to));
            }
        }

        let last_rank = Bitboard::from_rank(Rank::Eighth.relative_to(us));
        let (up, first, second) = (
            us.fold(8, -8),
            Rank::First.relative_to(us),
            Rank::Second.relative_to(us),
        );
        for from in self.pieces(us, Role::Pawn) {
            let mut to_squares = attacks::pawn_attacks(us, from) & theirs;
            if let Some(one) =
                Square::new((from as i32 + up) as u32).filter(|s| !occupied.contains(*s))
            {
                to_squares = to_squares.with(one);
                let double = from.rank() == first || from.rank() == second;
                if let Some(two) = Square::new((one as i32 + up) as u32)
                    .filter(|s| double && !occupied.contains(*s))
                {
                    to_squares = to_squares.with(two);
                }
            }
            for to in to_squares & targets {
                if last_rank.contains(to) {
                    for &role in promotions {
                        list.push(Move::new(from, to).with_promotion(role));
                    }
                } else {
                    list.push(Move::new(from, to));
                }
            }
            if let Some(ep) = self.ep_square.filter(|_| en_passant) {
                if attacks::pawn_attacks(us, from).contains(ep) {
                    list.push(Move::new(from, ep));
                }
            }
        }
    }

    /// Whether `from` could take en passant onto `ep` by the pieces' moves
    /// alone: a pawn of the side to move next to the pawn that just
    /// double-stepped.
    pub(crate) fn has_pseudo_ep(&self, ep: Square) -> bool {
        (attacks::pawn_attacks(!self.turn, ep) & self.pieces(self.turn, Role::Pawn)).any()
    }
}
