//! Whether Horde's White can still mate, from material alone: the rule
//! lichess applies when Black's flag falls (a horde that cannot mate draws
//! instead of winning on time). The cases follow the published analysis of
//! which horde remnants can force or help a mate against which black army
//! (stevepapazis/horde-insufficient-material-tests); each is one line
//! below, with the mating picture that decides it.

use crate::{Bitboard, Color, Position, Role};

/// One side's material: counts by kind, bishops also by square colour,
/// and every piece (king included) in `pieces`.
struct Material {
    pieces: u32,
    pawns: u32,
    knights: u32,
    bishops: u32,
    light_bishops: u32,
    dark_bishops: u32,
    rooks: u32,
    queens: u32,
}

impl Material {
    fn of(pos: &Position, color: Color) -> Material {
        let count = |role| pos.pieces(color, role).count();
        let bishops_on = |squares: Bitboard| (pos.pieces(color, Role::Bishop) & squares).count();
        Material {
            pieces: pos.by_color(color).count(),
            pawns: count(Role::Pawn),
            knights: count(Role::Knight),
            bishops: count(Role::Bishop),
            light_bishops: bishops_on(Bitboard::LIGHT_SQUARES),
            dark_bishops: bishops_on(Bitboard::DARK_SQUARES),
            rooks: count(Role::Rook),
            queens: count(Role::Queen),
        }
    }

    fn has_bishop_pair(&self) -> bool {
        self.light_bishops >= 1 && self.dark_bishops >= 1
    }
}

/// Whether White's horde could never mate Black's king.
pub(crate) fn horde_cannot_mate(pos: &Position) -> bool {
    Material::of(pos, Color::White).cannot_mate(&Material::of(pos, Color::Black))
}

/// The horde's side of the rule (`self` is White's material).
impl Material {
    /// The horde's strength: every piece, but at most two bishops of each
    /// square colour (two of one colour already cover its squares).
    fn strength(&self) -> u32 {
        self.pawns
            + self.knights
            + self.rooks
            + self.queens
            + self.light_bishops.min(2)
            + self.dark_bishops.min(2)
    }

    fn cannot_mate(&self, army: &Material) -> bool {
        let strength = self.strength();
        // Black's bishops on the other square colour than White's (light
        // when White has any light bishop), and on the same colour.
        let white_light = self.light_bishops >= 1;
        let (opposite, same) = if white_light {
            (army.dark_bishops, army.light_bishops)
        } else {
            (army.light_bishops, army.dark_bishops)
        };
        let others_than = |n: u32| army.pieces - n;

        if strength == 0 {
            return true;
        }
        if strength >= 4 {
            return false;
        }
        if (self.pawns >= 1 || self.queens >= 1) && strength >= 2 {
            return false;
        }
        let rook_and_bishop_against_lone_king =
            strength == 2 && self.rooks == 1 && self.bishops == 1 && others_than(same) == 1;
        if self.rooks >= 1 && strength >= 2 && !rook_and_bishop_against_lone_king {
            return false;
        }

        match strength {
            1 => {
                if army.pieces == 1 {
                    return true;
                }
                let lone_queen = || {
                    // Mate on a1 needs a blocker on a2 (pawn or rook) or two
                    // same-coloured bishops on a2 and b1.
                    !(army.pawns >= 1
                        || army.rooks >= 1
                        || army.light_bishops >= 2
                        || army.dark_bishops >= 2)
                };
                let lone_knight = || {
                    // A smothered king on a1, or Black promoting and
                    // walling its own king in.
                    let blockers = army.knights >= 2
                        || army.pawns >= 2
                        || (army.rooks >= 1 && army.knights >= 1)
                        || (army.rooks >= 1 && army.bishops >= 1)
                        || (army.knights >= 1 && army.bishops >= 1)
                        || (army.rooks >= 1 && army.pawns >= 1)
                        || (army.knights >= 1 && army.pawns >= 1)
                        || (army.bishops >= 1 && army.pawns >= 1);
                    let enough_besides = |bishops: u32| bishops < 2 || others_than(bishops) >= 3;
                    !(army.pieces >= 4
                        && blockers
                        && enough_besides(army.dark_bishops)
                        && enough_besides(army.light_bishops))
                };
                if self.queens == 1 {
                    lone_queen()
                } else if self.pawns == 1 {
                    // It promotes: to a queen or a knight, whichever mates.
                    lone_queen() && lone_knight()
                } else if self.rooks == 1 {
                    // Mate on a8 with blockers on a7 and b7.
                    !(army.pawns >= 2
                        || (army.rooks >= 1 && army.pawns >= 1)
                        || (army.rooks >= 1 && army.knights >= 1)
                        || (army.pawns >= 1 && army.knights >= 1))
                } else if self.bishops == 1 {
                    // Blockers on the bishop's other colour, or pawns that
                    // may become them.
                    !(opposite >= 2 || (opposite >= 1 && army.pawns >= 1) || army.pawns >= 2)
                } else if self.knights == 1 {
                    lone_knight()
                } else {
                    true
                }
            }
            2 => {
                if army.pieces == 1 {
                    true
                } else if self.knights == 2 {
                    // Two knights mate on a1 with a blocker on b2.
                    army.pawns + army.bishops + army.knights == 0
                } else if self.has_bishop_pair() {
                    // The pair mates on a1 with a blocker on a2, or Boden's
                    // mate with a knight and a heavy piece beside the king.
                    !(army.pawns >= 1
                        || army.bishops >= 1
                        || (army.knights >= 1 && army.rooks + army.queens >= 1))
                } else if self.bishops >= 1 && self.knights >= 1 {
                    !(army.pawns >= 1 || opposite >= 1 || others_than(same) >= 3)
                } else {
                    // Bishops of one colour: Black must block the other
                    // colour's squares around its king.
                    let blockers = [army.pawns, opposite, army.knights];
                    let two_blockers = blockers.iter().filter(|&&n| n >= 1).count() >= 2
                        || blockers.iter().any(|&n| n >= 2);
                    !two_blockers
                }
            }
            3 => {
                if (self.knights == 2 && self.bishops == 1)
                    || self.knights == 3
                    || self.has_bishop_pair()
                {
                    false
                } else {
                    // Two same-coloured bishops and a knight mate in the
                    // corner only if Black has a piece to waste a tempo.
                    army.pieces == 1
                }
            }
            _ => true,
        }
    }
}
