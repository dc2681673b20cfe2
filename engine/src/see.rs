//! Static exchange evaluation: what a capture wins or loses once every
//! piece that can recapture on its square has done so, cheapest first,
//! each side free to stop when going on would lose. No search, so pins
//! and checks are not seen; good enough to drop and to order captures.
use hotseat_rules::{Bitboard, Color, Move, Position, Role};

use crate::order::victim;

/// Pawn, knight, bishop, rook, queen, king: a king "taken" ends the
/// exchange, so its value only has to outweigh everything else.
const SEE_VALUE: [i32; 6] = [100, 320, 330, 500, 950, 20_000];

fn value(role: Role) -> i32 {
    SEE_VALUE[role as usize]
}

/// The material `m` wins (negative: loses) for the side to move once the
/// exchange on its square has run its course. A quiet move scores what
/// putting its piece there loses (0 on a safe square).
pub(crate) fn see(pos: &Position, m: Move) -> i32 {
    let Some(mover) = pos.role_at(m.from) else {
        return 0;
    };
    let mut occupied = pos.occupied().without(m.from);
    let mut gains = [0i32; 32];
    gains[0] = victim(pos, m).map_or(0, value);
    if pos.role_at(m.to).is_none() && gains[0] > 0 {
        // En passant: the taken pawn stands beside, not on, the square.
        let taken =
            m.to.offset(0, if pos.turn() == Color::White { -1 } else { 1 });
        if let Some(sq) = taken {
            occupied = occupied.without(sq);
        }
    }
    let mut on_square = match m.promotion {
        Some(role) => {
            gains[0] += value(role) - value(Role::Pawn);
            value(role)
        }
        None => value(mover),
    };
    let mut side = !pos.turn();
    let mut n = 1;
    while n < gains.len() {
        let attackers = pos.attackers_to(m.to, side, occupied) & occupied;
        let Some((sq, role)) = cheapest(pos, side, attackers) else {
            break;
        };
        if role == Role::King
            && (pos.attackers_to(m.to, !side, occupied.without(sq)) & occupied).any()
        {
            // The king may not take on a square the other side still guards.
            break;
        }
        gains[n] = on_square - gains[n - 1];
        on_square = value(role);
        occupied = occupied.without(sq);
        side = !side;
        n += 1;
    }
    // Each side, from the last capture back, takes only if taking pays.
    while n > 1 {
        n -= 1;
        gains[n - 1] = -(-gains[n - 1]).max(gains[n]);
    }
    gains[0]
}

/// The least valuable of `color`'s pieces in `attackers`.
fn cheapest(
    pos: &Position,
    color: Color,
    attackers: Bitboard,
) -> Option<(hotseat_rules::Square, Role)> {
    Role::ALL.into_iter().find_map(|role| {
        (pos.pieces(color, role) & attackers)
            .first()
            .map(|sq| (sq, role))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each line: a FEN, a move in UCI, the exchange's value (SEE_VALUE's pawn 100,
    /// knight 320, bishop 330, rook 500, queen 950).
    const CASES: &str = include_str!("../data/see.txt");

    #[test]
    fn exchanges_are_valued_as_worked_out_by_hand() {
        let mut count = 0;
        for line in CASES
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        {
            let fields: Vec<&str> = line.split(';').map(str::trim).collect();
            let [fen, uci, expected] = fields[..] else {
                panic!("bad line: {line}");
            };
            let pos = Position::from_fen(fen).expect(fen);
            let m = pos
                .legal_moves()
                .iter()
                .copied()
                .find(|m| m.to_string() == uci)
                .unwrap_or_else(|| panic!("{uci} is not legal in {fen}"));
            let expected: i32 = expected.parse().expect(expected);
            assert_eq!(see(&pos, m), expected, "{fen} {uci}");
            count += 1;
        }
        assert!(count >= 8, "only {count} cases");
    }
}
