//! Racing Kings: no pawns, no checks; the first king on the eighth rank
//! wins, unless Black's king reaches it on the very next move (a draw).

use crate::attacks;
use crate::variant::{Rules, Setup, Variant};
use crate::{
    Bitboard, CastlingMode, Color, DrawReason, FenError, Move, MoveList, Outcome, Position, Rank,
    Role, VariantWin,
};

const START: &str = "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1";

/// A Racing Kings position.
///
/// # Examples
///
/// ```
/// use hotseat_rules::{RacingKings, Rules, Setup};
/// let pos = RacingKings::start();
/// assert_eq!(pos.legal_moves().len(), 21);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RacingKings(pub(super) Position);

fn check_placement(pos: &Position) -> Result<(), FenError> {
    pos.check_standard_placement()?;
    if pos.by_role(Role::Pawn).any() {
        return Err(FenError::PawnInRacingKings);
    }
    Ok(())
}

const GOAL: Bitboard = Bitboard::from_rank(Rank::Eighth);

impl RacingKings {
    fn kings_home(&self, color: Color) -> bool {
        (self.0.pieces(color, Role::King) & GOAL).any()
    }

    /// The moves of standard chess that give no check.
    fn generate(&self) -> MoveList {
        let mut list = MoveList::new();
        for &m in &self.0.legal_moves() {
            if !self.gives_check(m) {
                list.push(m);
            }
        }
        list
    }

    /// Whether `m` (legal in standard chess) checks the other king,
    /// directly or by uncovering a line. Racing Kings has no pawns, no
    /// castling and no promotion, so a move only moves one piece.
    fn gives_check(&self, m: Move) -> bool {
        let pos = &self.0;
        let us = pos.turn;
        let king = pos.king_of(!us);
        let occupied = pos.occupied().without(m.from).with(m.to);
        let ours = pos.by_color(us).without(m.from);
        let direct = match pos.role_at(m.from) {
            Some(Role::Knight) => attacks::knight_attacks(m.to),
            Some(Role::Bishop) => attacks::bishop_attacks(m.to, occupied),
            Some(Role::Rook) => attacks::rook_attacks(m.to, occupied),
            Some(Role::Queen) => attacks::queen_attacks(m.to, occupied),
            _ => Bitboard::EMPTY,
        };
        let diagonal = (pos.by_role(Role::Bishop) | pos.by_role(Role::Queen)) & ours;
        let straight = (pos.by_role(Role::Rook) | pos.by_role(Role::Queen)) & ours;
        direct.contains(king)
            || (attacks::bishop_attacks(king, occupied) & diagonal).any()
            || (attacks::rook_attacks(king, occupied) & straight).any()
    }
}

impl Rules for RacingKings {
    fn variant(&self) -> Variant {
        Variant::RacingKings
    }

    fn to_fen(&self) -> String {
        self.0.to_fen()
    }

    fn legal_moves(&self) -> MoveList {
        if self.variant_outcome().is_some() {
            return MoveList::new();
        }
        self.generate()
    }

    fn count_legal_moves(&self) -> u64 {
        if self.variant_outcome().is_some() {
            return 0;
        }
        let legal = self.0.legal_moves();
        legal.iter().filter(|&&m| !self.gives_check(m)).count() as u64
    }

    fn play_unchecked(&mut self, m: Move) {
        self.0.play_unchecked(m);
    }

    fn is_check(&self) -> bool {
        false
    }

    fn variant_outcome(&self) -> Option<Outcome> {
        let white_home = self.kings_home(Color::White);
        let black_home = self.kings_home(Color::Black);
        if white_home && black_home {
            return Some(Outcome::Draw(DrawReason::BothKingsReachedEighthRank));
        }
        if black_home {
            return Some(Outcome::variant(
                Color::Black,
                VariantWin::KingReachedEighthRank,
            ));
        }
        if !white_home {
            return None;
        }
        // White is home. After Black's reply it is over; before it, only if
        // Black's king has no unattacked square to step onto the last rank.
        let won = Some(Outcome::variant(
            Color::White,
            VariantWin::KingReachedEighthRank,
        ));
        if self.0.turn == Color::White {
            return won;
        }
        let king = self.0.king_of(Color::Black);
        let steps = attacks::king_attacks(king) & GOAL & !self.0.by_color(Color::Black);
        let occupied = self.0.occupied();
        let can_follow = steps
            .into_iter()
            .any(|sq| self.0.attackers_to(sq, Color::White, occupied).is_empty());
        if can_follow {
            None
        } else {
            won
        }
    }

    /// Every side can still race: never.
    fn is_insufficient_material(&self) -> bool {
        false
    }

    fn lacks_mating_material(&self, _color: Color) -> bool {
        false
    }
}

impl Setup for RacingKings {
    fn start() -> Self {
        RacingKings::from_fen(START).unwrap_or(RacingKings(Position::empty()))
    }

    fn from_fen(fen: &str) -> Result<Self, FenError> {
        let (mut pos, _ep) = Position::read_fen(fen, CastlingMode::Standard, check_placement)?;
        if pos.opponent_in_check() {
            return Err(FenError::OpponentInCheck);
        }
        if pos.is_check() {
            return Err(FenError::CheckInRacingKings);
        }
        // No pawns, so no en passant.
        pos.ep_square = None;
        Ok(RacingKings(pos))
    }
}
