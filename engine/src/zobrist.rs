//! A position's 64-bit key (Zobrist hashing): the transposition table's
//! index and the repetition check's. Keys from a fixed generator, made at
//! compile time.
use hotseat_rules::{Color, Position, Role};

/// SplitMix64: a fixed, well-spread sequence.
const fn split_mix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (state, z ^ (z >> 31))
}

/// 12 × 64 piece keys, 64 castling-rook keys, 8 en-passant file keys, the turn's key.
const KEYS: [u64; 12 * 64 + 64 + 8 + 1] = {
    let mut keys = [0; 12 * 64 + 64 + 8 + 1];
    let mut state = 0x2545_f491_4f6c_dd1d;
    let mut i = 0;
    while i < keys.len() {
        let (next, key) = split_mix(state);
        state = next;
        keys[i] = key;
        i += 1;
    }
    keys
};
const CASTLING: usize = 12 * 64;
const EP_FILE: usize = CASTLING + 64;
const BLACK_TO_MOVE: usize = EP_FILE + 8;

/// The position's key: equal for positions that repeat (pieces, side to
/// move, castling rights, en-passant square), different otherwise but for
/// a 2⁻⁶⁴ chance.
///
/// ```
/// use hotseat_engine::hash;
/// use hotseat_rules::{Move, Position, Square};
///
/// let start = Position::start();
/// let knights = [(Square::G1, Square::F3), (Square::G8, Square::F6), (Square::F3, Square::G1), (Square::F6, Square::G8)];
/// let back = knights.iter().fold(start, |p, &(a, b)| p.play(Move::new(a, b)).unwrap());
/// assert_eq!(hash(&back), hash(&start));
/// assert_ne!(hash(&start.play(Move::new(Square::G1, Square::F3)).unwrap()), hash(&start));
/// ```
pub fn hash(pos: &Position) -> u64 {
    let mut key = 0;
    for (c, color) in [Color::White, Color::Black].into_iter().enumerate() {
        for role in Role::ALL {
            for sq in pos.pieces(color, role) {
                key ^= KEYS[(c * 6 + role as usize) * 64 + sq.index()];
            }
        }
    }
    for rook in pos.castling_rights().rooks() {
        key ^= KEYS[CASTLING + rook.index()];
    }
    if let Some(ep) = pos.ep_square() {
        key ^= KEYS[EP_FILE + ep.file() as usize];
    }
    if pos.turn() == Color::Black {
        key ^= KEYS[BLACK_TO_MOVE];
    }
    key
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_side_to_move_castling_and_en_passant_change_the_key() {
        let key = |fen: &str| hash(&Position::from_fen(fen).expect(fen));
        let base = key("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assert_ne!(
            base,
            key("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"),
            "the side to move"
        );
        assert_ne!(
            base,
            key("r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1"),
            "a castling right"
        );
        let ep = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2";
        assert_ne!(
            key(ep),
            key("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 2"),
            "an en-passant square"
        );
        // The clocks are no part of a repetition.
        assert_eq!(base, key("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 7 30"));
    }
}
