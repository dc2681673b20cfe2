//! Three-check: standard chess, and the third check wins.

use crate::variant::{sealed, Rules, Setup, Variant};
use crate::{ByColor, Color, FenError, Move, MoveList, Outcome, Position, Role, VariantWin};

/// A Three-check position: the board and how many checks each side still
/// has to give.
///
/// Its FEN carries the counter after the en-passant field as the checks
/// still to give (`3+3`, White's first); lichess's older form, the checks
/// given as a seventh field (`+0+0`), is read too.
///
/// # Examples
///
/// ```
/// use hotseat_rules::{Color, Rules, Setup, ThreeCheck};
/// let pos = ThreeCheck::from_fen("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 +1+0").unwrap();
/// assert_eq!(pos.checks_to_give(Color::White), 2);
/// assert_eq!(pos.to_fen(), "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 2+3 0 2");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ThreeCheck {
    pos: Position,
    to_give: ByColor<u8>,
}

impl sealed::Board for ThreeCheck {
    fn core(&self) -> &Position {
        &self.pos
    }

    fn core_mut(&mut self) -> &mut Position {
        &mut self.pos
    }
}

impl ThreeCheck {
    /// How many more checks `color` must give to win (0 once it has won).
    pub fn checks_to_give(&self, color: Color) -> u8 {
        self.to_give[color]
    }

    fn reads_counter(field: &str, given: bool) -> Option<ByColor<u8>> {
        let field = if given {
            field.strip_prefix('+')?
        } else {
            field
        };
        let (white, black) = field.split_once('+')?;
        let count = |s: &str| {
            s.parse::<u8>()
                .ok()
                .filter(|&n| n <= 3 && s.len() == 1)
                .map(|n| if given { 3 - n } else { n })
        };
        Some(ByColor::new(count(white)?, count(black)?))
    }
}

impl Rules for ThreeCheck {
    fn variant(&self) -> Variant {
        Variant::ThreeCheck
    }

    fn to_fen(&self) -> String {
        let fen = self.pos.to_fen();
        let mut fields: Vec<&str> = fen.split(' ').collect();
        let counter = format!("{}+{}", self.to_give.white, self.to_give.black);
        fields.insert(4, &counter);
        fields.join(" ")
    }

    fn legal_moves(&self) -> MoveList {
        if self.variant_outcome().is_some() {
            return MoveList::new();
        }
        self.pos.legal_moves()
    }

    fn count_legal_moves(&self) -> u64 {
        if self.variant_outcome().is_some() {
            return 0;
        }
        self.pos.count_legal_moves()
    }

    fn play_unchecked(&mut self, m: Move) {
        let us = self.pos.turn();
        self.pos.play_unchecked(m);
        if self.pos.is_check() {
            self.to_give[us] = self.to_give[us].saturating_sub(1);
            if self.to_give[us] == 0 {
                // The game is over: no capture, en passant or other, follows.
                self.pos.ep_square = None;
            }
        }
    }

    fn is_check(&self) -> bool {
        self.pos.is_check()
    }

    fn variant_outcome(&self) -> Option<Outcome> {
        Color::ALL
            .into_iter()
            .find(|&c| self.to_give[c] == 0)
            .map(|winner| Outcome::variant(winner, VariantWin::ThirdCheck))
    }

    fn is_insufficient_material(&self) -> bool {
        Color::ALL
            .into_iter()
            .all(|c| self.lacks_mating_material(c))
    }

    /// Any piece but the king can give a check.
    fn lacks_mating_material(&self, color: Color) -> bool {
        self.pos.by_color(color) == self.pos.pieces(color, Role::King)
    }

    fn repeats(&self, other: &Self) -> bool {
        self.to_give == other.to_give && self.pos.repeats(&other.pos)
    }
}

impl Setup for ThreeCheck {
    fn start() -> Self {
        ThreeCheck {
            pos: Position::start(),
            to_give: ByColor::new(3, 3),
        }
    }

    fn from_fen(fen: &str) -> Result<Self, FenError> {
        let mut fields: Vec<&str> = fen.split_whitespace().collect();
        let bad = |f: &str| FenError::BadCheckCounter(f.chars().take(16).collect());
        let mut to_give = ByColor::new(3, 3);
        if fields.len() >= 5 && fields[4].contains('+') {
            let field = fields.remove(4);
            to_give = ThreeCheck::reads_counter(field, false).ok_or_else(|| bad(field))?;
        } else if fields.len() == 7 && fields[6].starts_with('+') {
            let field = fields.remove(6);
            to_give = ThreeCheck::reads_counter(field, true).ok_or_else(|| bad(field))?;
        }
        let pos = Position::from_fen(&fields.join(" "))?;
        Ok(ThreeCheck { pos, to_give })
    }
}
