//! The order moves are searched in: the best first makes alpha-beta cut
//! the most. The table's move, then captures that do not lose material
//! (the most valuable victim by the least valuable attacker first) and
//! promotions, then the two "killer" quiet moves that cut at this ply
//! before, then the other quiet moves by how often they cut (history,
//! marked down each time another quiet move cut after them),
//! then captures that lose material by the static exchange (`see.rs`).
use hotseat_rules::{Color, Move, MoveList, Position, Role};

use crate::see::see;

/// The second killer's ordering score (the first's is above it).
pub(crate) const KILLER: i32 = 790_000;

/// Below every quiet move (history stays within ±`HISTORY_MAX`), above under-promotions.
pub(crate) const BAD_CAPTURE: i32 = -50_000;

/// Rough values for ordering captures (a king is never captured).
const ORDER_VALUE: [i32; 6] = [100, 300, 300, 500, 900, 0];

pub(crate) const MAX_PLY: usize = 128;

/// History's bound: each lesson moves a score part of the way toward it,
/// so old lessons fade and none grows without end.
const HISTORY_MAX: i32 = 16_384;

/// What the search remembers to order moves: killers per ply, history per
/// side, origin and destination.
pub(crate) struct Heuristics {
    pub killers: [[Option<Move>; 2]; MAX_PLY],
    history: Box<[[[i32; 64]; 64]; 2]>,
}

impl Heuristics {
    pub fn new() -> Heuristics {
        Heuristics {
            killers: [[None; 2]; MAX_PLY],
            history: Box::new([[[0; 64]; 64]; 2]),
        }
    }

    pub fn clear(&mut self) {
        self.killers = [[None; 2]; MAX_PLY];
        self.history
            .iter_mut()
            .flatten()
            .for_each(|row| row.fill(0));
    }

    /// A quiet move `m` of `color` cut at `ply` after a search of `depth`;
    /// the quiet moves `tried` before it did not, and are marked down.
    pub fn cut(&mut self, color: Color, m: Move, ply: usize, depth: i32, tried: &[Move]) {
        let killers = &mut self.killers[ply.min(MAX_PLY - 1)];
        if killers[0] != Some(m) {
            killers[1] = killers[0];
            killers[0] = Some(m);
        }
        let bonus = (depth * depth).min(400);
        self.learn(color, m, bonus);
        for &q in tried {
            self.learn(color, q, -bonus);
        }
    }

    fn learn(&mut self, color: Color, m: Move, bonus: i32) {
        let h = &mut self.history[color as usize][m.from.index()][m.to.index()];
        *h += bonus - *h * bonus.abs() / HISTORY_MAX;
    }

    fn history(&self, color: Color, m: Move) -> i32 {
        self.history[color as usize][m.from.index()][m.to.index()]
    }
}

/// The value of what `m` captures (a pawn for en passant), if it captures.
pub(crate) fn victim(pos: &Position, m: Move) -> Option<Role> {
    if let Some(role) = pos.role_at(m.to) {
        return Some(role);
    }
    (pos.role_at(m.from) == Some(Role::Pawn) && m.from.file() != m.to.file()).then_some(Role::Pawn)
}

pub(crate) fn order_value(role: Role) -> i32 {
    ORDER_VALUE[role as usize]
}

/// `moves` with their ordering scores, best first.
pub(crate) fn ordered(
    pos: &Position,
    moves: &MoveList,
    tt_move: Option<Move>,
    ply: usize,
    h: &Heuristics,
) -> Vec<(i32, Move)> {
    let killers = h.killers[ply.min(MAX_PLY - 1)];
    let mut scored: Vec<(i32, Move)> = moves
        .iter()
        .map(|&m| {
            let score = if Some(m) == tt_move {
                10_000_000
            } else if let Some(v) = victim(pos, m) {
                let attacker = pos.role_at(m.from).map_or(0, order_value);
                // Only a capture by a piece worth more than its victim can lose.
                let base = if attacker > order_value(v) && see(pos, m) < 0 {
                    BAD_CAPTURE
                } else {
                    1_000_000
                };
                base + order_value(v) * 10 - attacker / 10
            } else if m.promotion == Some(Role::Queen) {
                900_000
            } else if Some(m) == killers[0] {
                800_000
            } else if Some(m) == killers[1] {
                KILLER
            } else if m.promotion.is_some() {
                -100_000 // under-promotions last
            } else {
                h.history(pos.turn(), m)
            };
            (score, m)
        })
        .collect();
    scored.sort_unstable_by_key(|&(score, _)| std::cmp::Reverse(score));
    scored
}

#[cfg(test)]
mod tests {
    use super::*;
    use hotseat_rules::Square;

    #[test]
    fn the_tables_move_then_the_best_capture_then_killers() {
        // White can take the queen with a pawn (exd5) or with the knight (Nxd5).
        let pos = Position::from_fen("4k3/8/8/3q4/4P3/n1N5/8/4K3 w - - 0 1").expect("fen");
        let moves = pos.legal_moves();
        let mut h = Heuristics::new();
        let quiet = Move::new(Square::C3, Square::B5);
        h.cut(Color::White, quiet, 2, 4, &[]);
        let tt = Move::new(Square::E1, Square::F1);
        let order: Vec<String> = ordered(&pos, &moves, Some(tt), 2, &h)
            .iter()
            .take(4)
            .map(|(_, m)| m.to_string())
            .collect();
        assert_eq!(order, ["e1f1", "e4d5", "c3d5", "c3b5"]);
    }

    #[test]
    fn history_rises_for_a_cut_falls_for_the_moves_tried_before_and_stays_bounded() {
        let mut h = Heuristics::new();
        let (good, bad) = (
            Move::new(Square::G1, Square::F3),
            Move::new(Square::A2, Square::A3),
        );
        for _ in 0..10_000 {
            h.cut(Color::White, good, 1, 30, &[bad]);
        }
        let (g, b) = (h.history(Color::White, good), h.history(Color::White, bad));
        assert!((1..=HISTORY_MAX).contains(&g), "{g}");
        assert!((-HISTORY_MAX..0).contains(&b), "{b}");
        assert!(
            b > BAD_CAPTURE,
            "a bad capture stays below every quiet move"
        );
    }

    #[test]
    fn en_passant_takes_a_pawn() {
        let pos = Position::from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1").expect("fen");
        assert_eq!(
            victim(&pos, Move::new(Square::E5, Square::D6)),
            Some(Role::Pawn)
        );
        assert_eq!(victim(&pos, Move::new(Square::E5, Square::E6)), None);
    }
}
