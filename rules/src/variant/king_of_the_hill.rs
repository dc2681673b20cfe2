//! King of the Hill: standard chess, and a king that reaches the centre
//! (d4, e4, d5, e5) wins at once.

use crate::variant::{Rules, Setup, Variant};
use crate::{Bitboard, Color, FenError, Move, MoveList, Outcome, Position, Role, VariantWin};

/// d4, e4, d5 and e5.
pub(crate) const CENTRE: Bitboard = Bitboard(0x0000_0018_1800_0000);

/// A King of the Hill position.
///
/// # Examples
///
/// ```
/// use hotseat_rules::{Color, KingOfTheHill, Outcome, Rules, Setup, VariantWin};
/// let pos = KingOfTheHill::from_fen("4k3/8/8/8/4K3/8/8/8 b - - 0 1").unwrap();
/// assert_eq!(
///     pos.variant_outcome(),
///     Some(Outcome::variant(Color::White, VariantWin::KingInCentre))
/// );
/// assert!(pos.legal_moves().is_empty());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct KingOfTheHill(pub(super) Position);

impl KingOfTheHill {
    fn king_on_hill(&self) -> Option<Color> {
        let kings = self.0.by_role(Role::King) & CENTRE;
        Color::ALL
            .into_iter()
            .find(|&c| (kings & self.0.by_color(c)).any())
    }
}

impl Rules for KingOfTheHill {
    fn variant(&self) -> Variant {
        Variant::KingOfTheHill
    }

    fn to_fen(&self) -> String {
        self.0.to_fen()
    }

    fn legal_moves(&self) -> MoveList {
        if self.king_on_hill().is_some() {
            return MoveList::new();
        }
        self.0.legal_moves()
    }

    fn count_legal_moves(&self) -> u64 {
        if self.king_on_hill().is_some() {
            return 0;
        }
        self.0.count_legal_moves()
    }

    fn play_unchecked(&mut self, m: Move) {
        self.0.play_unchecked(m);
    }

    fn is_check(&self) -> bool {
        self.0.is_check()
    }

    fn variant_outcome(&self) -> Option<Outcome> {
        self.king_on_hill()
            .map(|winner| Outcome::variant(winner, VariantWin::KingInCentre))
    }

    /// A king can always walk to the hill: never.
    fn is_insufficient_material(&self) -> bool {
        false
    }

    /// Even a bare king can win by walking to the hill.
    fn lacks_mating_material(&self, _color: Color) -> bool {
        false
    }
}

impl Setup for KingOfTheHill {
    fn start() -> Self {
        KingOfTheHill(Position::start())
    }

    fn from_fen(fen: &str) -> Result<Self, FenError> {
        Position::from_fen(fen).map(KingOfTheHill)
    }
}
