//! Atomic: a capture explodes the capturing piece and every piece but
//! pawns on the squares around it. A king blown up loses; kings may not
//! capture; kings standing side by side give no check.

use crate::attacks;
use crate::variant::{Rules, Setup, Variant};
use crate::{
    Bitboard, CastlingMode, CastlingSide, Color, FenError, Move, MoveList, Outcome, Position, Role,
    Square, VariantWin,
};

/// An Atomic position. The side to move may have lost its king (the game
/// is then over).
///
/// # Examples
///
/// ```
/// use hotseat_rules::{Atomic, Color, Outcome, Rules, Setup, VariantWin};
/// // Qxf7 blows up the black king on e8 beside the pawn.
/// let mut pos = Atomic::from_fen("4k3/5p2/8/7Q/8/8/8/4K3 w - - 0 1").unwrap();
/// pos.play_unchecked(hotseat_rules::Move::from_uci("h5f7").unwrap());
/// assert_eq!(
///     pos.variant_outcome(),
///     Some(Outcome::variant(Color::White, VariantWin::KingExploded))
/// );
/// assert!(pos.legal_moves().is_empty());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Atomic(pub(super) Position);

/// Standard chess's limits, but the side to move may have lost its king.
fn check_placement(pos: &Position) -> Result<(), FenError> {
    for color in Color::ALL {
        if pos.pieces(color, Role::King).count() > 1 {
            pos.check_king_count(color, 1)?;
        }
        pos.check_piece_count(color, 8, 16)?;
    }
    if pos.has_pawn_on_back_rank() {
        return Err(FenError::PawnOnBackRank);
    }
    Ok(())
}

impl Atomic {
    fn king(&self, color: Color) -> Option<Square> {
        self.0.pieces(color, Role::King).first()
    }

    fn kings_touch(&self) -> bool {
        match (self.king(Color::White), self.king(Color::Black)) {
            (Some(w), Some(b)) => attacks::king_attacks(w).contains(b),
            _ => false,
        }
    }

    /// Whether `color`'s king stands attacked, the kings not touching.
    fn in_check(&self, color: Color) -> bool {
        match self.king(color) {
            Some(king) => {
                !self.kings_touch() && self.0.attackers_to(king, !color, self.0.occupied()).any()
            }
            None => false,
        }
    }

    /// Plays `m`, exploding a capture, and answers the en-passant
    /// candidate of a double step.
    fn play_exploding(&mut self, m: Move) -> Option<Square> {
        let capture = self.0.is_capture(m);
        let ep = self.0.play_board(m);
        if capture {
            let blast =
                attacks::king_attacks(m.to) & !self.0.by_role(Role::Pawn) & self.0.occupied();
            for sq in blast.with(m.to) {
                if let Some(piece) = self.0.piece_at(sq) {
                    self.0.remove(sq, piece);
                    if piece.role == Role::King {
                        self.0.castling = self.0.castling.without_color(piece.color);
                    }
                }
            }
            for sq in blast {
                self.0.castling = self.0.castling.after_touching(sq, sq);
            }
        }
        ep
    }

    /// Whether `m` (pseudo-legal) keeps the mover's king and leaves it out
    /// of check, or blows up the other king.
    fn is_safe(&self, m: Move) -> bool {
        let us = self.0.turn;
        let mut after = *self;
        after.play_exploding(m);
        after.king(us).is_some() && (after.king(!us).is_none() || !after.in_check(us))
    }

    /// Whether a square of the king's castling path counts as attacked:
    /// not next to the enemy king, whose pieces would explode it too.
    fn attacked_for_castling(&self, sq: Square, occupied: Bitboard) -> bool {
        let them = !self.0.turn;
        let beside_their_king = self
            .king(them)
            .is_some_and(|k| attacks::king_attacks(k).contains(sq));
        !beside_their_king && self.0.attackers_to(sq, them, occupied).any()
    }

    fn castling_moves(&self, list: &mut MoveList) {
        let us = self.0.turn;
        let Some(king) = self.king(us) else {
            return;
        };
        let occupied = self.0.occupied();
        for rook in self.0.castling.rooks_of(us) {
            let side = CastlingSide::of(king, rook);
            let (king_to, rook_to) = (side.king_to(us), side.rook_to(us));
            let others = occupied.without(king).without(rook);
            let king_path = attacks::between(king, king_to);
            let rook_path = attacks::between(rook, rook_to).with(rook_to);
            if ((king_path | rook_path).with(king_to) & others).any() {
                continue;
            }
            let crossing = occupied.without(king);
            let landing = others.with(rook_to);
            let safe = !king_path
                .with(king)
                .into_iter()
                .any(|sq| self.attacked_for_castling(sq, crossing))
                && !self.attacked_for_castling(king_to, landing);
            if safe {
                list.push(Move::new(king, king_to));
            }
        }
    }

    /// Visits every legal move. A quiet move of any piece but the king,
    /// neither pinned nor played in check, is legal as in standard chess
    /// (it explodes nothing and exposes nothing); every other move is
    /// played to see.
    fn each_legal(&self, mut visit: impl FnMut(Move)) {
        if self.variant_outcome().is_some() {
            return;
        }
        let us = self.0.turn;
        let Some(king) = self.king(us) else {
            return;
        };
        let (checked, pinned) = if self.kings_touch() {
            (false, Bitboard::EMPTY)
        } else {
            let occupied = self.0.occupied();
            let checked = self.0.attackers_to(king, !us, occupied).any();
            (checked, self.0.pinned(king))
        };
        let mut pseudo = MoveList::new();
        self.0
            .pseudo_moves(&mut pseudo, Bitboard::FULL, true, false);
        self.castling_moves(&mut pseudo);
        for &m in &pseudo {
            let quiet = m.from != king && !self.0.is_capture(m);
            if (quiet && !checked && !pinned.contains(m.from)) || self.is_safe(m) {
                visit(m);
            }
        }
    }

    fn keep_ep(&mut self, ep: Option<Square>) {
        self.0.ep_square = ep;
        let legal = ep.is_some_and(|ep| {
            (attacks::pawn_attacks(!self.0.turn, ep) & self.0.pieces(self.0.turn, Role::Pawn))
                .into_iter()
                .any(|from| self.is_safe(Move::new(from, ep)))
        });
        if !legal {
            self.0.ep_square = None;
        }
    }

    /// Whether `color` could never win by material: the atomic rules of a
    /// bare king, a lone minor piece or rook against a bare king, two
    /// knights, and bishops that can never meet.
    fn cannot_win(&self, color: Color) -> bool {
        let pos = &self.0;
        if self.king(!color).is_none() {
            return false;
        }
        let kings = pos.by_role(Role::King);
        if (pos.by_color(color) & !kings).is_empty() {
            return true;
        }
        if (pos.by_color(!color) & !kings).any() {
            // Pieces beside the other king may still explode it, unless
            // only bishops stand on the board that can never take one
            // another.
            if pos.occupied() == pos.by_role(Role::Bishop) | kings {
                let bishops =
                    |c: Color, squares: Bitboard| (pos.pieces(c, Role::Bishop) & squares).any();
                let (light, dark) = (Bitboard::LIGHT_SQUARES, Bitboard::DARK_SQUARES);
                if !bishops(Color::White, dark) {
                    return !bishops(Color::Black, light);
                }
                if !bishops(Color::White, light) {
                    return !bishops(Color::Black, dark);
                }
            }
            return false;
        }
        // Against a bare king: a queen or a pawn (a future queen) mates.
        if (pos.by_role(Role::Queen) | pos.by_role(Role::Pawn)).any() {
            return false;
        }
        let minors_and_rooks =
            pos.by_role(Role::Knight) | pos.by_role(Role::Bishop) | pos.by_role(Role::Rook);
        if minors_and_rooks.count() == 1 {
            return true;
        }
        if pos.occupied() == pos.by_role(Role::Knight) | kings {
            return pos.by_role(Role::Knight).count() <= 2;
        }
        false
    }
}

impl Rules for Atomic {
    fn variant(&self) -> Variant {
        Variant::Atomic
    }

    fn to_fen(&self) -> String {
        self.0.to_fen()
    }

    fn legal_moves(&self) -> MoveList {
        let mut legal = MoveList::new();
        self.each_legal(|m| legal.push(m));
        legal
    }

    fn count_legal_moves(&self) -> u64 {
        let mut count = 0;
        self.each_legal(|_| count += 1);
        count
    }

    fn play_unchecked(&mut self, m: Move) {
        let ep = self.play_exploding(m);
        self.keep_ep(ep);
    }

    fn is_check(&self) -> bool {
        self.in_check(self.0.turn)
    }

    fn variant_outcome(&self) -> Option<Outcome> {
        Color::ALL
            .into_iter()
            .find(|&c| self.king(c).is_none())
            .map(|loser| Outcome::variant(!loser, VariantWin::KingExploded))
    }

    fn is_insufficient_material(&self) -> bool {
        Color::ALL.into_iter().all(|c| self.cannot_win(c))
    }

    fn lacks_mating_material(&self, color: Color) -> bool {
        self.cannot_win(color)
    }
}

impl Setup for Atomic {
    fn start() -> Self {
        Atomic(Position::start())
    }

    fn from_fen(fen: &str) -> Result<Self, FenError> {
        let (pos, ep) = Position::read_fen(fen, CastlingMode::Standard, check_placement)?;
        let mut atomic = Atomic(pos);
        let them = !pos.turn;
        if atomic.king(them).is_none() {
            return Err(FenError::WrongKingCount {
                color: them,
                count: 0,
            });
        }
        // Once the side to move's king is blown up the game is over, and
        // the winner's king may well stand attacked.
        if atomic.king(pos.turn).is_some() && atomic.in_check(them) {
            return Err(FenError::OpponentInCheck);
        }
        atomic.keep_ep(ep);
        Ok(atomic)
    }
}
