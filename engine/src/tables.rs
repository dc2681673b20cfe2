//! The evaluation's numbers: each piece's value and its piece-square
//! table, for the middle game and the ending. The tables are Tomasz
//! Michniewski's "Simplified Evaluation Function" (published on the Chess
//! Programming Wiki), the ending's king and pawns our own; values in
//! centipawns. Each table is written as a board is drawn, rank 8 first,
//! from White's side; Black reads it mirrored.

/// Middle-game and ending values of pawn, knight, bishop, rook, queen, king.
pub(crate) const VALUE_MG: [i32; 6] = [82, 337, 365, 477, 1025, 0];
pub(crate) const VALUE_EG: [i32; 6] = [94, 281, 297, 512, 936, 0];

/// How much each piece counts toward the middle game (24 at the start).
pub(crate) const PHASE: [i32; 6] = [0, 1, 1, 2, 4, 0];
pub(crate) const PHASE_TOTAL: i32 = 24;

#[rustfmt::skip]
const PAWN_MG: [i32; 64] = [
     0,   0,   0,   0,   0,   0,   0,   0,
    50,  50,  50,  50,  50,  50,  50,  50,
    10,  10,  20,  30,  30,  20,  10,  10,
     5,   5,  10,  25,  25,  10,   5,   5,
     0,   0,   0,  20,  20,   0,   0,   0,
     5,  -5, -10,   0,   0, -10,  -5,   5,
     5,  10,  10, -20, -20,  10,  10,   5,
     0,   0,   0,   0,   0,   0,   0,   0,
];
#[rustfmt::skip]
const PAWN_EG: [i32; 64] = [
     0,   0,   0,   0,   0,   0,   0,   0,
    90,  90,  90,  90,  90,  90,  90,  90,
    50,  50,  50,  50,  50,  50,  50,  50,
    25,  25,  25,  25,  25,  25,  25,  25,
    10,  10,  10,  10,  10,  10,  10,  10,
     0,   0,   0,   0,   0,   0,   0,   0,
     0,   0,   0,   0,   0,   0,   0,   0,
     0,   0,   0,   0,   0,   0,   0,   0,
];
#[rustfmt::skip]
const KNIGHT: [i32; 64] = [
   -50, -40, -30, -30, -30, -30, -40, -50,
   -40, -20,   0,   0,   0,   0, -20, -40,
   -30,   0,  10,  15,  15,  10,   0, -30,
   -30,   5,  15,  20,  20,  15,   5, -30,
   -30,   0,  15,  20,  20,  15,   0, -30,
   -30,   5,  10,  15,  15,  10,   5, -30,
   -40, -20,   0,   5,   5,   0, -20, -40,
   -50, -40, -30, -30, -30, -30, -40, -50,
];
#[rustfmt::skip]
const BISHOP: [i32; 64] = [
   -20, -10, -10, -10, -10, -10, -10, -20,
   -10,   0,   0,   0,   0,   0,   0, -10,
   -10,   0,   5,  10,  10,   5,   0, -10,
   -10,   5,   5,  10,  10,   5,   5, -10,
   -10,   0,  10,  10,  10,  10,   0, -10,
   -10,  10,  10,  10,  10,  10,  10, -10,
   -10,   5,   0,   0,   0,   0,   5, -10,
   -20, -10, -10, -10, -10, -10, -10, -20,
];
#[rustfmt::skip]
const ROOK: [i32; 64] = [
     0,   0,   0,   0,   0,   0,   0,   0,
     5,  10,  10,  10,  10,  10,  10,   5,
    -5,   0,   0,   0,   0,   0,   0,  -5,
    -5,   0,   0,   0,   0,   0,   0,  -5,
    -5,   0,   0,   0,   0,   0,   0,  -5,
    -5,   0,   0,   0,   0,   0,   0,  -5,
    -5,   0,   0,   0,   0,   0,   0,  -5,
     0,   0,   0,   5,   5,   0,   0,   0,
];
#[rustfmt::skip]
const QUEEN: [i32; 64] = [
   -20, -10, -10,  -5,  -5, -10, -10, -20,
   -10,   0,   0,   0,   0,   0,   0, -10,
   -10,   0,   5,   5,   5,   5,   0, -10,
    -5,   0,   5,   5,   5,   5,   0,  -5,
     0,   0,   5,   5,   5,   5,   0,  -5,
   -10,   5,   5,   5,   5,   5,   0, -10,
   -10,   0,   5,   0,   0,   0,   0, -10,
   -20, -10, -10,  -5,  -5, -10, -10, -20,
];
#[rustfmt::skip]
const KING_MG: [i32; 64] = [
   -30, -40, -40, -50, -50, -40, -40, -30,
   -30, -40, -40, -50, -50, -40, -40, -30,
   -30, -40, -40, -50, -50, -40, -40, -30,
   -30, -40, -40, -50, -50, -40, -40, -30,
   -20, -30, -30, -40, -40, -30, -30, -20,
   -10, -20, -20, -20, -20, -20, -20, -10,
    20,  20,   0,   0,   0,   0,  20,  20,
    20,  30,  10,   0,   0,  10,  30,  20,
];
#[rustfmt::skip]
const KING_EG: [i32; 64] = [
   -50, -40, -30, -20, -20, -30, -40, -50,
   -30, -20, -10,   0,   0, -10, -20, -30,
   -30, -10,  20,  30,  30,  20, -10, -30,
   -30, -10,  30,  40,  40,  30, -10, -30,
   -30, -10,  30,  40,  40,  30, -10, -30,
   -30, -10,  20,  30,  30,  20, -10, -30,
   -30, -30,   0,   0,   0,   0, -30, -30,
   -50, -30, -30, -30, -30, -30, -30, -50,
];

/// A table as drawn (rank 8 first) indexed by square (a1 = 0) for White.
const fn by_square(drawn: [i32; 64]) -> [i32; 64] {
    let mut out = [0; 64];
    let mut sq = 0;
    while sq < 64 {
        let (file, rank) = (sq % 8, sq / 8);
        out[sq] = drawn[(7 - rank) * 8 + file];
        sq += 1;
    }
    out
}

/// Piece value plus square bonus, per role and square, for White (Black
/// mirrors the square vertically): middle game and ending.
pub(crate) const PST_MG: [[i32; 64]; 6] = with_values(
    [
        by_square(PAWN_MG),
        by_square(KNIGHT),
        by_square(BISHOP),
        by_square(ROOK),
        by_square(QUEEN),
        by_square(KING_MG),
    ],
    VALUE_MG,
);
pub(crate) const PST_EG: [[i32; 64]; 6] = with_values(
    [
        by_square(PAWN_EG),
        by_square(KNIGHT),
        by_square(BISHOP),
        by_square(ROOK),
        by_square(QUEEN),
        by_square(KING_EG),
    ],
    VALUE_EG,
);

const fn with_values(mut tables: [[i32; 64]; 6], values: [i32; 6]) -> [[i32; 64]; 6] {
    let mut role = 0;
    while role < 6 {
        let mut sq = 0;
        while sq < 64 {
            tables[role][sq] += values[role];
            sq += 1;
        }
        role += 1;
    }
    tables
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_read_from_whites_side() {
        // e4 (index 28) is a central pawn's good square; a2 and h7 are as drawn.
        assert_eq!(PST_MG[0][28], 82 + 20);
        assert_eq!(PST_MG[5][6], 30, "the castled king on g1");
        assert_eq!(PST_EG[5][27], 40, "the king in the centre in the ending");
        assert_eq!(PST_MG[1][0], 337 - 50, "a knight in the corner");
    }
}
