//! Chess960's 960 start positions, numbered as Scharnagl numbers them
//! (518 is the standard position).

use std::fmt;

use crate::{
    Bitboard, CastlingMode, CastlingRights, Color, File, Piece, Position, Rank, Role, Square,
};

/// A number that names no Chess960 start position (they are 0 to 959).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotAChess960Number(pub u32);

impl fmt::Display for NotAChess960Number {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} is not a Chess960 position number (0 to 959)", self.0)
    }
}

impl std::error::Error for NotAChess960Number {}

/// Where the two knights go among the five files left after the bishops
/// and the queen: Scharnagl's table, by the number's last digit.
const KNIGHTS: [(usize, usize); 10] = [
    (0, 1),
    (0, 2),
    (0, 3),
    (0, 4),
    (1, 2),
    (1, 3),
    (1, 4),
    (2, 3),
    (2, 4),
    (3, 4),
];

/// The back rank of start position `number`, from the a-file to the h-file.
fn back_rank(number: u32) -> [Role; 8] {
    let mut rank: [Option<Role>; 8] = [None; 8];
    let light_bishop = (number % 4) as usize;
    let n = number / 4;
    let dark_bishop = (n % 4) as usize;
    let n = n / 4;
    let queen = (n % 6) as usize;
    let knights = KNIGHTS[(n / 6) as usize % 10];
    rank[2 * light_bishop + 1] = Some(Role::Bishop);
    rank[2 * dark_bishop] = Some(Role::Bishop);
    let place = |nth_free: usize, role: Role, rank: &mut [Option<Role>; 8]| {
        if let Some(file) = (0..8).filter(|&f| rank[f].is_none()).nth(nth_free) {
            rank[file] = Some(role);
        }
    };
    place(queen, Role::Queen, &mut rank);
    // Both knights' indices count among the same five free files: the
    // later one first, so placing it does not shift the earlier one.
    place(knights.1, Role::Knight, &mut rank);
    place(knights.0, Role::Knight, &mut rank);
    for role in [Role::Rook, Role::King, Role::Rook] {
        place(0, role, &mut rank);
    }
    rank.map(|role| role.unwrap_or(Role::Pawn))
}

impl Position {
    /// Chess960 start position `number` (0 to 959, as Scharnagl numbers
    /// them), with both sides' castling rights and Chess960 castling.
    ///
    /// # Errors
    ///
    /// [`NotAChess960Number`] for a number above 959.
    ///
    /// # Examples
    ///
    /// ```
    /// use hotseat_rules::Position;
    /// assert_eq!(
    ///     Position::chess960(518).unwrap().to_fen(),
    ///     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    /// );
    /// assert_eq!(
    ///     Position::chess960(0).unwrap().to_fen(),
    ///     "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"
    /// );
    /// assert!(Position::chess960(960).is_err());
    /// ```
    pub fn chess960(number: u32) -> Result<Position, NotAChess960Number> {
        if number >= 960 {
            return Err(NotAChess960Number(number));
        }
        let mut pos = Position::empty();
        pos.castling_mode = CastlingMode::Chess960;
        let mut rights = CastlingRights::NONE;
        for (file, role) in File::ALL.into_iter().zip(back_rank(number)) {
            for color in Color::ALL {
                let home = Square::from_coords(file, Rank::First.relative_to(color));
                let pawn = Square::from_coords(file, Rank::Second.relative_to(color));
                pos.set_piece(home, Piece::new(color, role));
                pos.set_piece(pawn, Piece::new(color, Role::Pawn));
                if role == Role::Rook {
                    rights = rights.with(home);
                }
            }
        }
        pos.castling = rights;
        Ok(pos)
    }

    /// The Chess960 number of this position's arrangement if it is one of
    /// the 960 start positions: every piece at home, all four rights held,
    /// White to move, no move played.
    ///
    /// # Examples
    ///
    /// ```
    /// use hotseat_rules::Position;
    /// assert_eq!(Position::start().chess960_number(), Some(518));
    /// let pos = Position::chess960(77).unwrap();
    /// assert_eq!(pos.chess960_number(), Some(77));
    /// ```
    pub fn chess960_number(&self) -> Option<u32> {
        let homes = Bitboard::from_rank(Rank::First) | Bitboard::from_rank(Rank::Eighth);
        let pawns = Bitboard::from_rank(Rank::Second) | Bitboard::from_rank(Rank::Seventh);
        if self.occupied() != homes | pawns
            || self.turn != Color::White
            || self.fullmove_number != 1
        {
            return None;
        }
        let roles: Vec<Role> = File::ALL
            .into_iter()
            .map(|file| self.role_at(Square::from_coords(file, Rank::First)))
            .collect::<Option<_>>()?;
        let number = (0..960).find(|&n| back_rank(n)[..] == roles[..])?;
        let mut expected = Position::chess960(number).ok()?;
        expected.castling_mode = self.castling_mode;
        expected.halfmove_clock = self.halfmove_clock;
        (expected == *self).then_some(number)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_number_is_a_distinct_legal_arrangement() {
        let mut seen = std::collections::HashSet::new();
        for n in 0..960 {
            let rank = back_rank(n);
            assert!(seen.insert(rank), "{n} repeats an arrangement");
            let files_of = |role| (0..8).filter(move |&f| rank[f] == role);
            let bishops: Vec<usize> = files_of(Role::Bishop).collect();
            assert_eq!(bishops.len(), 2, "{n}");
            assert_ne!(bishops[0] % 2, bishops[1] % 2, "{n}: bishops on one colour");
            let rooks: Vec<usize> = files_of(Role::Rook).collect();
            let king = files_of(Role::King).next().unwrap_or(99);
            assert!(
                rooks[0] < king && king < rooks[1],
                "{n}: king not between rooks"
            );
            let pos = Position::chess960(n).unwrap_or_else(|e| panic!("{e}"));
            // 16 pawn moves, each knight's one or two, and a castling where
            // the king and its rook already stand on their landing squares.
            assert!((18..=22).contains(&pos.perft(1)), "{n}");
        }
    }

    #[test]
    fn known_numbers() {
        // Scharnagl's table: 0 BBQNNRKR, 518 RNBQKBNR, 959 RKRNNQBB.
        let word = |n| back_rank(n).map(|r| r.char().to_ascii_uppercase());
        assert_eq!(String::from_iter(word(0)), "BBQNNRKR");
        assert_eq!(String::from_iter(word(518)), "RNBQKBNR");
        assert_eq!(String::from_iter(word(959)), "RKRNNQBB");
        assert_eq!(String::from_iter(word(1)), "BQNBNRKR");
        assert_eq!(String::from_iter(word(2)), "BQNNRBKR");
    }
}
