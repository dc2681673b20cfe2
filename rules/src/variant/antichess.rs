//! Antichess (lichess's giveaway): captures are compulsory, kings are
//! ordinary pieces (no check, no castling, a pawn may become a king), and
//! a side wins by losing every piece or having no move.

use crate::movegen::Counter;
use crate::variant::{Rules, Setup, Variant};
use crate::{
    Bitboard, CastlingMode, CastlingRights, Color, FenError, Move, MoveList, Outcome, Position,
    Role, VariantWin,
};

/// An Antichess position: any number of kings, none of them royal.
///
/// # Examples
///
/// ```
/// use hotseat_rules::{Antichess, Rules, Setup};
/// // The rook must take the pawn: it has no other move.
/// let pos = Antichess::from_fen("8/8/8/8/8/8/p7/R7 w - - 0 1").unwrap();
/// assert_eq!(pos.legal_moves().len(), 1);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Antichess(pub(super) Position);

/// At most sixteen pieces and eight pawns a side, no pawn on a back rank;
/// kings as many or as few as there are.
fn check_placement(pos: &Position) -> Result<(), FenError> {
    for color in Color::ALL {
        pos.check_piece_count(color, 8, 16)?;
    }
    if pos.has_pawn_on_back_rank() {
        return Err(FenError::PawnOnBackRank);
    }
    Ok(())
}

impl Antichess {
    fn keep_ep(&mut self, ep: Option<crate::Square>) {
        self.0.ep_square = ep.filter(|&ep| self.0.has_pseudo_ep(ep));
    }

    fn generate(&self, list: &mut MoveList) {
        let theirs = self.0.by_color(!self.0.turn);
        self.0.pseudo_moves(list, theirs, true, true);
        if list.is_empty() {
            self.0.pseudo_moves(list, !self.0.occupied(), false, true);
        }
    }

    /// The only-bishops and two-knights endings where a side can never be
    /// rid of its pieces.
    fn cannot_lose_all(&self, color: Color) -> bool {
        let pos = &self.0;
        let ours = pos.by_color(color);
        let theirs = pos.by_color(!color);
        if ours.is_empty() {
            return false;
        }
        if theirs.is_empty() {
            return true;
        }
        let occupied = pos.occupied();
        if occupied == pos.by_role(Role::Bishop) {
            // Bishops on squares the other side's bishops never reach.
            let (light, dark) = (Bitboard::LIGHT_SQUARES, Bitboard::DARK_SQUARES);
            let ours_on = |squares: Bitboard| (ours & squares).any();
            let theirs_only_on = |squares: Bitboard| (theirs & !squares).is_empty();
            return (ours_on(light) && theirs_only_on(dark))
                || (ours_on(dark) && theirs_only_on(light));
        }
        if occupied == pos.by_role(Role::Knight) && occupied.count() == 2 {
            // A knight changes square colour every move: whether the two
            // can ever meet is decided by the colours and whose move it is.
            let white_on_light = (pos.by_color(Color::White) & Bitboard::LIGHT_SQUARES).any();
            let black_on_dark = (pos.by_color(Color::Black) & Bitboard::DARK_SQUARES).any();
            return (pos.turn == color) ^ white_on_light ^ black_on_dark;
        }
        false
    }
}

impl Rules for Antichess {
    fn variant(&self) -> Variant {
        Variant::Antichess
    }

    fn to_fen(&self) -> String {
        self.0.to_fen()
    }

    fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        if self.variant_outcome().is_none() {
            self.generate(&mut list);
        }
        list
    }

    fn count_legal_moves(&self) -> u64 {
        if self.variant_outcome().is_some() {
            return 0;
        }
        let theirs = self.0.by_color(!self.0.turn);
        let mut counter = Counter(0);
        self.0.pseudo_moves(&mut counter, theirs, true, true);
        if counter.0 == 0 {
            self.0
                .pseudo_moves(&mut counter, !self.0.occupied(), false, true);
        }
        counter.0
    }

    fn play_unchecked(&mut self, m: Move) {
        let ep = self.0.play_board(m);
        self.keep_ep(ep);
    }

    fn is_check(&self) -> bool {
        false
    }

    fn variant_outcome(&self) -> Option<Outcome> {
        let turn = self.0.turn;
        if self.0.by_color(turn).is_empty() {
            return Some(Outcome::variant(turn, VariantWin::NoPiecesLeft));
        }
        if self.0.by_color(!turn).is_empty() {
            return Some(Outcome::variant(!turn, VariantWin::NoPiecesLeft));
        }
        None
    }

    fn no_moves_outcome(&self) -> Outcome {
        Outcome::variant(self.0.turn, VariantWin::NoMovesLeft)
    }

    fn is_insufficient_material(&self) -> bool {
        Color::ALL.into_iter().all(|c| self.cannot_lose_all(c))
    }

    fn lacks_mating_material(&self, color: Color) -> bool {
        self.cannot_lose_all(color)
    }
}

impl Setup for Antichess {
    fn start() -> Self {
        let mut pos = Position::start();
        pos.castling = CastlingRights::NONE;
        Antichess(pos)
    }

    /// Reads a FEN; castling rights in it are dropped (Antichess has none).
    fn from_fen(fen: &str) -> Result<Self, FenError> {
        let (mut pos, ep) = Position::read_fen(fen, CastlingMode::Standard, check_placement)?;
        pos.castling = CastlingRights::NONE;
        let mut antichess = Antichess(pos);
        antichess.keep_ep(ep);
        Ok(antichess)
    }
}
