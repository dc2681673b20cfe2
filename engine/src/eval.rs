//! The static evaluation: what a position is worth to the side to move,
//! in centipawns, without searching. Each term is counted for White and
//! for Black from the middle game's view and the ending's, then blended by
//! how much material is left (a "tapered" evaluation).
use hotseat_rules::attacks::{bishop_attacks, knight_attacks, queen_attacks, rook_attacks};
use hotseat_rules::{Bitboard, Color, Position, Role, Square};

use crate::tables::{PHASE, PHASE_TOTAL, PST_EG, PST_MG};

/// A small bonus for having the move.
const TEMPO: i32 = 10;
/// Per square a piece attacks that is not its own side's: knight, bishop, rook, queen.
const MOBILITY_MG: [i32; 4] = [4, 5, 2, 1];
const MOBILITY_EG: [i32; 4] = [4, 5, 4, 2];
const BISHOP_PAIR: (i32, i32) = (30, 50);
/// A passed pawn by its rank counted from its own side (rank 2 is index 1).
const PASSED_MG: [i32; 8] = [0, 5, 10, 15, 25, 40, 60, 0];
const PASSED_EG: [i32; 8] = [0, 10, 20, 35, 60, 100, 150, 0];
const ROOK_OPEN_FILE: (i32, i32) = (20, 10);
const ROOK_HALF_OPEN_FILE: (i32, i32) = (10, 5);

const FILE_A: u64 = 0x0101_0101_0101_0101;

/// The squares in front of a pawn on `sq` on its own and the two next
/// files, up to the last rank: no enemy pawn there makes it passed.
const fn passed_span(color: usize, sq: usize) -> u64 {
    let (file, rank) = (sq % 8, sq / 8);
    let mut files = FILE_A << file;
    if file > 0 {
        files |= FILE_A << (file - 1);
    }
    if file < 7 {
        files |= FILE_A << (file + 1);
    }
    let ahead = if color == 0 {
        if rank == 7 {
            0
        } else {
            !0u64 << ((rank + 1) * 8)
        }
    } else if rank == 0 {
        0
    } else {
        !0u64 >> ((8 - rank) * 8)
    };
    files & ahead
}

const PASSED_SPANS: [[u64; 64]; 2] = {
    let mut spans = [[0; 64]; 2];
    let mut sq = 0;
    while sq < 64 {
        spans[0][sq] = passed_span(0, sq);
        spans[1][sq] = passed_span(1, sq);
        sq += 1;
    }
    spans
};

/// One side's terms: middle game and ending.
#[derive(Default)]
struct Terms {
    mg: i32,
    eg: i32,
}

impl Terms {
    fn add(&mut self, (mg, eg): (i32, i32)) {
        self.mg += mg;
        self.eg += eg;
    }
}

/// What `pos` is worth to the side to move, in centipawns (a pawn is about
/// 100). Blind to tactics: the search looks for those.
///
/// ```
/// use hotseat_engine::evaluate;
/// use hotseat_rules::Position;
///
/// // The start is about even; a queen up is a lot.
/// assert!(evaluate(&Position::start()).abs() < 50);
/// let queen_up = Position::from_fen("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap();
/// assert!(evaluate(&queen_up) > 800);
/// ```
pub fn evaluate(pos: &Position) -> i32 {
    let occupied = pos.occupied();
    let mut sides = [Terms::default(), Terms::default()];
    let mut phase = 0;
    for color in Color::ALL {
        let c = color as usize;
        let terms = &mut sides[c];
        let own = pos.by_color(color);
        let own_pawns = pos.pieces(color, Role::Pawn);
        let their_pawns = pos.pieces(!color, Role::Pawn);
        for role in Role::ALL {
            let r = role as usize;
            for sq in pos.pieces(color, role) {
                let i = relative(color, sq);
                terms.add((PST_MG[r][i], PST_EG[r][i]));
                phase += PHASE[r];
                let reach = match role {
                    Role::Knight => knight_attacks(sq),
                    Role::Bishop => bishop_attacks(sq, occupied),
                    Role::Rook => rook_attacks(sq, occupied),
                    Role::Queen => queen_attacks(sq, occupied),
                    Role::Pawn => {
                        if (their_pawns.0 & PASSED_SPANS[c][sq.index()]) == 0 {
                            let rank = (i / 8).min(7);
                            terms.add((PASSED_MG[rank], PASSED_EG[rank]));
                        }
                        continue;
                    }
                    Role::King => continue,
                };
                let squares = (reach.0 & !own.0).count_ones() as i32;
                let m = r - 1;
                terms.add((MOBILITY_MG[m] * squares, MOBILITY_EG[m] * squares));
                if role == Role::Rook {
                    let file = FILE_A << (sq.index() % 8);
                    if (file & (own_pawns.0 | their_pawns.0)) == 0 {
                        terms.add(ROOK_OPEN_FILE);
                    } else if (file & own_pawns.0) == 0 {
                        terms.add(ROOK_HALF_OPEN_FILE);
                    }
                }
            }
        }
        if pos.pieces(color, Role::Bishop).more_than_one() {
            terms.add(BISHOP_PAIR);
        }
    }
    let phase = phase.min(PHASE_TOTAL);
    let [white, black] = sides;
    let mg = white.mg - black.mg;
    let eg = white.eg - black.eg;
    let score = (mg * phase + eg * (PHASE_TOTAL - phase)) / PHASE_TOTAL;
    let score = if pos.turn() == Color::White {
        score
    } else {
        -score
    };
    score + TEMPO
}

/// The table index of `sq` for `color`: Black's board mirrored.
#[inline]
fn relative(color: Color, sq: Square) -> usize {
    match color {
        Color::White => sq.index(),
        Color::Black => sq.index() ^ 56,
    }
}

/// Whether `color` has a piece other than pawns and its king (a null move
/// is unsafe without: zugzwang is common then).
pub(crate) fn has_pieces(pos: &Position, color: Color) -> bool {
    let pawns_and_king: Bitboard =
        Bitboard(pos.pieces(color, Role::Pawn).0 | pos.pieces(color, Role::King).0);
    (pos.by_color(color).0 & !pawns_and_king.0) != 0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval(fen: &str) -> i32 {
        evaluate(&Position::from_fen(fen).expect(fen))
    }

    #[test]
    fn the_same_position_for_either_side_scores_the_same() {
        // A position and its colour-mirrored twin, each with its own side to move.
        let pairs = [
            (
                "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
                "rnbqkb1r/pppp1ppp/5n2/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR b KQkq - 2 3",
            ),
            (
                "8/5k2/8/3P4/8/8/2K5/8 w - - 0 1",
                "8/2k5/8/8/3p4/8/5K2/8 b - - 0 1",
            ),
        ];
        for (a, b) in pairs {
            assert_eq!(eval(a), eval(b), "{a} / {b}");
        }
    }

    #[test]
    fn a_passed_pawn_further_on_is_worth_more() {
        let on_4 = eval("8/8/8/8/3P4/8/7k/K7 w - - 0 1");
        let on_6 = eval("8/8/3P4/8/8/8/7k/K7 w - - 0 1");
        assert!(on_6 > on_4 + 50, "{on_6} vs {on_4}");
    }

    #[test]
    fn the_passed_spans_look_ahead_on_three_files() {
        // A white pawn on e4: d5–f8 ahead; a black one on e5: d4–f1.
        assert_eq!(PASSED_SPANS[0][28], 0x3838_3838_0000_0000);
        assert_eq!(PASSED_SPANS[1][36], 0x0000_0000_3838_3838);
        assert_eq!(PASSED_SPANS[0][63], 0);
    }

    #[test]
    fn pieces_other_than_pawns_are_seen() {
        let pos = Position::from_fen("8/8/8/8/8/8/P7/K6k w - - 0 1").expect("fen");
        assert!(!has_pieces(&pos, Color::White));
        assert!(has_pieces(&Position::start(), Color::Black));
    }
}
