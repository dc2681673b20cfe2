//! A position of any kind of chess, for a game whose kind is chosen at run
//! time: one match per call, and inside it each kind's own compiled rules.

use crate::variant::{
    sealed, Antichess, Atomic, Crazyhouse, Horde, KingOfTheHill, RacingKings, Rules, Setup,
    ThreeCheck, Variant,
};
use crate::{CastlingMode, Color, Drop, FenError, Move, MoveList, Outcome, Position};

/// A position of any [`Variant`].
///
/// # Examples
///
/// ```
/// use hotseat_rules::{AnyPosition, Rules, Variant};
/// let pos = AnyPosition::start(Variant::Horde);
/// assert_eq!(pos.variant(), Variant::Horde);
/// assert_eq!(pos.legal_moves().len(), 8);
/// let pos = AnyPosition::from_fen("8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1", Variant::RacingKings).unwrap();
/// assert_eq!(pos, AnyPosition::start(Variant::RacingKings));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AnyPosition {
    /// Standard chess or Chess960 (by its castling mode).
    Chess(Position),
    /// King of the Hill.
    KingOfTheHill(KingOfTheHill),
    /// Three-check.
    ThreeCheck(ThreeCheck),
    /// Crazyhouse.
    Crazyhouse(Crazyhouse),
    /// Antichess.
    Antichess(Antichess),
    /// Atomic.
    Atomic(Atomic),
    /// Horde.
    Horde(Horde),
    /// Racing Kings.
    RacingKings(RacingKings),
}

/// Calls `$body` with `$p` bound to the position inside, whatever its kind.
macro_rules! each {
    ($self:expr, $p:ident => $body:expr) => {
        match $self {
            AnyPosition::Chess($p) => $body,
            AnyPosition::KingOfTheHill($p) => $body,
            AnyPosition::ThreeCheck($p) => $body,
            AnyPosition::Crazyhouse($p) => $body,
            AnyPosition::Antichess($p) => $body,
            AnyPosition::Atomic($p) => $body,
            AnyPosition::Horde($p) => $body,
            AnyPosition::RacingKings($p) => $body,
        }
    };
}

impl AnyPosition {
    /// The start position of `variant` (for Chess960, number 518, the
    /// standard arrangement: pick one with [`Position::chess960`]).
    pub fn start(variant: Variant) -> AnyPosition {
        match variant {
            Variant::Standard => AnyPosition::Chess(Position::start()),
            Variant::Chess960 => {
                let mut pos = Position::start();
                pos.castling_mode = CastlingMode::Chess960;
                AnyPosition::Chess(pos)
            }
            Variant::KingOfTheHill => AnyPosition::KingOfTheHill(KingOfTheHill::start()),
            Variant::ThreeCheck => AnyPosition::ThreeCheck(ThreeCheck::start()),
            Variant::Antichess => AnyPosition::Antichess(Antichess::start()),
            Variant::Atomic => AnyPosition::Atomic(Atomic::start()),
            Variant::Horde => AnyPosition::Horde(Horde::start()),
            Variant::RacingKings => AnyPosition::RacingKings(RacingKings::start()),
            Variant::Crazyhouse => AnyPosition::Crazyhouse(Crazyhouse::start()),
        }
    }

    /// Reads a FEN of `variant` in its own form.
    ///
    /// # Errors
    ///
    /// A [`FenError`] saying what is wrong.
    pub fn from_fen(fen: &str, variant: Variant) -> Result<AnyPosition, FenError> {
        Ok(match variant {
            Variant::Standard => AnyPosition::Chess(Position::from_fen(fen)?),
            Variant::Chess960 => {
                AnyPosition::Chess(Position::from_fen_in(fen, CastlingMode::Chess960)?)
            }
            Variant::KingOfTheHill => AnyPosition::KingOfTheHill(KingOfTheHill::from_fen(fen)?),
            Variant::ThreeCheck => AnyPosition::ThreeCheck(ThreeCheck::from_fen(fen)?),
            Variant::Antichess => AnyPosition::Antichess(Antichess::from_fen(fen)?),
            Variant::Atomic => AnyPosition::Atomic(Atomic::from_fen(fen)?),
            Variant::Horde => AnyPosition::Horde(Horde::from_fen(fen)?),
            Variant::RacingKings => AnyPosition::RacingKings(RacingKings::from_fen(fen)?),
            Variant::Crazyhouse => AnyPosition::Crazyhouse(Crazyhouse::from_fen(fen)?),
        })
    }

    /// A Chess960 castling as the king's move to its landing square, where
    /// unambiguous (see [`Position::castling_by_destination`]).
    pub fn castling_by_destination(&self, m: Move) -> Option<Move> {
        self.as_chess()?.castling_by_destination(m)
    }

    /// Both pockets of a Crazyhouse position.
    pub fn pockets(&self) -> Option<crate::ByColor<crate::Pocket>> {
        match self {
            AnyPosition::Crazyhouse(zh) => Some(crate::ByColor::new(
                zh.pocket(Color::White),
                zh.pocket(Color::Black),
            )),
            _ => None,
        }
    }

    /// How many checks each side must still give, in Three-check.
    pub fn checks_to_give(&self) -> Option<crate::ByColor<u8>> {
        match self {
            AnyPosition::ThreeCheck(pos) => Some(crate::ByColor::new(
                pos.checks_to_give(Color::White),
                pos.checks_to_give(Color::Black),
            )),
            _ => None,
        }
    }

    /// The standard or Chess960 position, if that is what this is.
    pub fn as_chess(&self) -> Option<&Position> {
        match self {
            AnyPosition::Chess(pos) => Some(pos),
            _ => None,
        }
    }
}

impl From<Position> for AnyPosition {
    fn from(pos: Position) -> AnyPosition {
        AnyPosition::Chess(pos)
    }
}

impl sealed::Board for AnyPosition {
    fn core(&self) -> &Position {
        each!(self, p => p.core())
    }

    fn core_mut(&mut self) -> &mut Position {
        each!(self, p => p.core_mut())
    }
}

impl Rules for AnyPosition {
    fn variant(&self) -> Variant {
        each!(self, p => p.variant())
    }

    fn to_fen(&self) -> String {
        each!(self, p => p.to_fen())
    }

    fn legal_moves(&self) -> MoveList {
        each!(self, p => p.legal_moves())
    }

    fn count_legal_moves(&self) -> u64 {
        each!(self, p => p.count_legal_moves())
    }

    fn play_unchecked(&mut self, m: Move) {
        each!(self, p => p.play_unchecked(m))
    }

    fn legal_drops(&self) -> Vec<Drop> {
        each!(self, p => p.legal_drops())
    }

    fn count_legal_drops(&self) -> u64 {
        each!(self, p => p.count_legal_drops())
    }

    fn play_drop_unchecked(&mut self, drop: Drop) {
        each!(self, p => p.play_drop_unchecked(drop))
    }

    fn is_check(&self) -> bool {
        each!(self, p => p.is_check())
    }

    fn variant_outcome(&self) -> Option<Outcome> {
        each!(self, p => p.variant_outcome())
    }

    fn no_moves_outcome(&self) -> Outcome {
        each!(self, p => p.no_moves_outcome())
    }

    fn is_insufficient_material(&self) -> bool {
        each!(self, p => p.is_insufficient_material())
    }

    fn lacks_mating_material(&self, color: Color) -> bool {
        each!(self, p => p.lacks_mating_material(color))
    }

    fn has_fifty_move_rule(&self) -> bool {
        each!(self, p => p.has_fifty_move_rule())
    }

    fn repeats(&self, other: &AnyPosition) -> bool {
        match (self, other) {
            (AnyPosition::Chess(a), AnyPosition::Chess(b)) => a.repeats(b),
            (AnyPosition::KingOfTheHill(a), AnyPosition::KingOfTheHill(b)) => a.repeats(b),
            (AnyPosition::ThreeCheck(a), AnyPosition::ThreeCheck(b)) => a.repeats(b),
            (AnyPosition::Crazyhouse(a), AnyPosition::Crazyhouse(b)) => a.repeats(b),
            (AnyPosition::Antichess(a), AnyPosition::Antichess(b)) => a.repeats(b),
            (AnyPosition::Atomic(a), AnyPosition::Atomic(b)) => a.repeats(b),
            (AnyPosition::Horde(a), AnyPosition::Horde(b)) => a.repeats(b),
            (AnyPosition::RacingKings(a), AnyPosition::RacingKings(b)) => a.repeats(b),
            _ => false,
        }
    }

    /// Each kind's own perft, chosen once.
    fn perft(&self, depth: u32) -> u64 {
        each!(self, p => p.perft(depth))
    }
}
