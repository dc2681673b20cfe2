//! Horde: White's 36 pawns (no king) against Black's army. Black wins by
//! taking every white piece, White by mating; White's pawns on the first
//! rank may step two squares.

use crate::movegen::Counter;
use crate::variant::{Rules, Setup, Variant};
use crate::{
    Bitboard, CastlingMode, Color, FenError, Move, MoveList, Outcome, Position, Rank, Role,
    VariantWin,
};

/// Horde's start.
const START: &str = "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1";

/// A Horde position: White has no king and up to 36 pieces.
///
/// # Examples
///
/// ```
/// use hotseat_rules::{Horde, Rules, Setup};
/// let pos = Horde::start();
/// assert_eq!(pos.legal_moves().len(), 8);
/// assert!(!pos.is_check());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Horde(pub(super) Position);

/// White: no king, at most 36 pieces; Black as in standard chess. No pawn
/// on the eighth rank, and no black pawn on the first.
fn check_placement(pos: &Position) -> Result<(), FenError> {
    pos.check_king_count(Color::White, 0)?;
    pos.check_piece_count(Color::White, 36, 36)?;
    pos.check_king_count(Color::Black, 1)?;
    pos.check_piece_count(Color::Black, 8, 16)?;
    let pawns_on_back_rank = (pos.by_role(Role::Pawn) & Bitboard::from_rank(Rank::Eighth))
        | (pos.pieces(Color::Black, Role::Pawn) & Bitboard::from_rank(Rank::First));
    if pawns_on_back_rank.any() {
        return Err(FenError::PawnOnBackRank);
    }
    Ok(())
}

impl Horde {
    /// Keeps `ep` while the side to move may take onto it: White, without
    /// a king, whenever a pawn stands next to it.
    fn keep_ep(&mut self, ep: Option<crate::Square>) {
        self.0.ep_square = ep.and_then(|ep| match self.0.turn {
            Color::White => self.0.has_pseudo_ep(ep).then_some(ep),
            Color::Black => self.0.legal_ep_target(ep),
        });
    }
}

impl Rules for Horde {
    fn variant(&self) -> Variant {
        Variant::Horde
    }

    fn to_fen(&self) -> String {
        self.0.to_fen()
    }

    fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        if self.variant_outcome().is_some() {
            return list;
        }
        match self.0.turn {
            Color::White => self.0.pseudo_moves(&mut list, Bitboard::FULL, true, false),
            Color::Black => self.0.generate(&mut list),
        }
        list
    }

    fn count_legal_moves(&self) -> u64 {
        if self.variant_outcome().is_some() {
            return 0;
        }
        match self.0.turn {
            Color::White => {
                let mut counter = Counter(0);
                self.0
                    .pseudo_moves(&mut counter, Bitboard::FULL, true, false);
                counter.0
            }
            Color::Black => self.0.count_legal_moves(),
        }
    }

    fn play_unchecked(&mut self, m: Move) {
        let mover = self.0.turn;
        let ep = self.0.play_board(m);
        // Only a step from the second rank may be taken en passant.
        let ep = ep.filter(|sq| sq.rank() == Rank::Third.relative_to(mover));
        self.keep_ep(ep);
    }

    fn is_check(&self) -> bool {
        self.0.turn == Color::Black && self.0.is_check()
    }

    fn variant_outcome(&self) -> Option<Outcome> {
        self.0
            .by_color(Color::White)
            .is_empty()
            .then_some(Outcome::variant(Color::Black, VariantWin::HordeDestroyed))
    }

    /// Black can always win by taking the horde: never a draw by material.
    fn is_insufficient_material(&self) -> bool {
        false
    }

    fn lacks_mating_material(&self, color: Color) -> bool {
        color == Color::White && crate::variant::horde_material::horde_cannot_mate(&self.0)
    }
}

impl Setup for Horde {
    fn start() -> Self {
        // The constant is a valid Horde FEN (the tests read it).
        Horde::from_fen(START).unwrap_or(Horde(Position::empty()))
    }

    fn from_fen(fen: &str) -> Result<Self, FenError> {
        let (pos, ep) = Position::read_fen(fen, CastlingMode::Standard, check_placement)?;
        if pos.opponent_in_check() {
            return Err(FenError::OpponentInCheck);
        }
        let mut horde = Horde(pos);
        horde.keep_ep(ep);
        Ok(horde)
    }
}
