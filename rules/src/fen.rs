//! Forsyth–Edwards Notation in and out.

use std::fmt;

use crate::castling::file_letter;
use crate::{
    Bitboard, CastlingMode, CastlingRights, CastlingSide, Color, File, Piece, Position, Rank, Role,
    Square,
};

/// The FEN of the standard starting position.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Why a FEN was rejected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// Not 4 or 6 space-separated fields.
    WrongFieldCount(usize),
    /// The placement field does not have eight ranks.
    WrongRankCount(usize),
    /// A rank of the placement field does not describe exactly eight squares.
    BadRank {
        /// The rank, counted from 8 (the first one written) down.
        rank: Rank,
        /// What was wrong with it.
        fault: RankFault,
    },
    /// A character that is neither a piece letter nor a digit 1-8.
    BadPieceChar(char),
    /// A side has no king or more than one.
    WrongKingCount {
        /// Whose kings were counted.
        color: Color,
        /// How many were found.
        count: u32,
    },
    /// A side has more than eight pawns or sixteen pieces.
    TooManyPieces(Color),
    /// A pawn stands on the first or last rank.
    PawnOnBackRank,
    /// The side to move is not `w` or `b`.
    BadTurn(String),
    /// The castling field is malformed.
    BadCastling(String),
    /// A castling right without the king and rook on their home squares.
    CastlingWithoutPieces(char),
    /// The en-passant field is malformed.
    BadEnPassant(String),
    /// An en-passant square that no double pawn push could have produced.
    ImpossibleEnPassant(Square),
    /// The half-move clock is not a number (or absurdly large).
    BadHalfmoveClock(String),
    /// The full-move number is not a positive number.
    BadFullmoveNumber(String),
    /// The side that is not to move is in check.
    OpponentInCheck,
    /// Three-check's counter of checks is not `W+B` with each 0 to 3 (or
    /// lichess's `+W+B` of checks given).
    BadCheckCounter(String),
    /// A Crazyhouse pocket (`[QNp]`) holds something else than pieces
    /// other than kings.
    BadPocket(String),
    /// The side to move is in check in Racing Kings, where no move may
    /// give check.
    CheckInRacingKings,
    /// A pawn in Racing Kings, which has none.
    PawnInRacingKings,
}

/// What is wrong with one rank of a FEN's placement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RankFault {
    /// A digit 0 or 9, or two digits in a row (`44` for `8`).
    EmptyRun,
    /// More than eight squares.
    TooLong,
    /// Fewer than eight squares.
    TooShort,
}

impl fmt::Display for RankFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RankFault::EmptyRun => "has a bad run of empty squares",
            RankFault::TooLong => "describes more than 8 squares",
            RankFault::TooShort => "describes fewer than 8 squares",
        })
    }
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::WrongFieldCount(n) => write!(
                f,
                "a FEN has 6 fields (placement, side, castling, en passant, clocks), found {n}"
            ),
            FenError::WrongRankCount(n) => write!(f, "the placement has {n} ranks instead of 8"),
            FenError::BadRank { rank, fault } => {
                write!(f, "rank {} of the placement {fault}", rank.char())
            }
            FenError::BadPieceChar(c) => write!(f, "'{c}' is not a piece letter or a digit 1-8"),
            FenError::WrongKingCount { color, count } => {
                write!(f, "{} has {count} kings; each side needs exactly one", color.title())
            }
            FenError::TooManyPieces(color) => write!(
                f,
                "{} has more than 8 pawns or 16 pieces",
                color.title()
            ),
            FenError::PawnOnBackRank => f.write_str("a pawn stands on the first or last rank"),
            FenError::BadTurn(s) => write!(f, "side to move must be 'w' or 'b', found '{s}'"),
            FenError::BadCastling(s) => write!(
                f,
                "castling field must be '-' or letters from KQkq (in Chess960 also the rooks' files, A-H and a-h), one per side, found '{s}'"
            ),
            FenError::CastlingWithoutPieces(c) => write!(
                f,
                "castling right '{c}' needs the king and that rook on their home squares (in Chess960: on their first rank)"
            ),
            FenError::BadEnPassant(s) => {
                write!(f, "en-passant field must be '-' or a square, found '{s}'")
            }
            FenError::ImpossibleEnPassant(sq) => write!(
                f,
                "en-passant square {sq} could not come from a double pawn push of the side that just moved"
            ),
            FenError::BadHalfmoveClock(s) => {
                write!(f, "half-move clock must be a number from 0, found '{s}'")
            }
            FenError::BadFullmoveNumber(s) => {
                write!(f, "full-move number must be a number from 1, found '{s}'")
            }
            FenError::OpponentInCheck => {
                f.write_str("the side not to move is in check, which no legal game can reach")
            }
            FenError::BadCheckCounter(s) => write!(
                f,
                "three-check counter must be the checks still to give, such as 3+3, found '{s}'"
            ),
            FenError::BadPocket(s) => write!(
                f,
                "a crazyhouse pocket holds piece letters other than kings, such as [Qp], found '{s}'"
            ),
            FenError::CheckInRacingKings => {
                f.write_str("the side to move is in check, which Racing Kings never allows")
            }
            FenError::PawnInRacingKings => f.write_str("Racing Kings is played without pawns"),
        }
    }
}

impl std::error::Error for FenError {}

fn parse_placement(field: &str) -> Result<Position, FenError> {
    let ranks: Vec<&str> = field.split('/').collect();
    if ranks.len() != 8 {
        return Err(FenError::WrongRankCount(ranks.len()));
    }
    let mut pos = Position::empty();
    for (i, text) in ranks.iter().enumerate() {
        let rank = Rank::ALL[7 - i];
        let mut file = 0u32;
        let mut last_was_digit = false;
        for c in text.chars() {
            if let Some(d) = c.to_digit(10) {
                if !(1..=8).contains(&d) || last_was_digit {
                    return Err(FenError::BadRank {
                        rank,
                        fault: RankFault::EmptyRun,
                    });
                }
                file += d;
                last_was_digit = true;
            } else {
                let piece = Piece::from_fen_char(c).ok_or(FenError::BadPieceChar(c))?;
                let sq = File::new(file)
                    .map(|f| Square::from_coords(f, rank))
                    .ok_or(FenError::BadRank {
                        rank,
                        fault: RankFault::TooLong,
                    })?;
                pos.set_piece(sq, piece);
                file += 1;
                last_was_digit = false;
            }
            if file > 8 {
                return Err(FenError::BadRank {
                    rank,
                    fault: RankFault::TooLong,
                });
            }
        }
        if file != 8 {
            return Err(FenError::BadRank {
                rank,
                fault: RankFault::TooShort,
            });
        }
    }
    Ok(pos)
}

/// Reads the castling field. Standard mode takes `KQkq` with the king and
/// rooks on their standard squares; Chess960 mode also takes Shredder-FEN's
/// rook files (`HAha`), and reads `K`/`Q` as X-FEN does: the outermost rook
/// on that side of the king.
fn parse_castling(
    field: &str,
    pos: &Position,
    mode: CastlingMode,
) -> Result<CastlingRights, FenError> {
    if field == "-" {
        return Ok(CastlingRights::NONE);
    }
    let malformed = || FenError::BadCastling(field.to_owned());
    if field.is_empty() || field.len() > 4 {
        return Err(malformed());
    }
    let mut rights = CastlingRights::NONE;
    for c in field.chars() {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let back_rank = Rank::First.relative_to(color);
        let Some(king) = pos.pieces(color, Role::King).single() else {
            return Err(FenError::CastlingWithoutPieces(c));
        };
        let rooks = pos.pieces(color, Role::Rook) & Bitboard::from_rank(back_rank);
        let missing = FenError::CastlingWithoutPieces(c);
        let rook = match (mode, c.to_ascii_lowercase()) {
            (CastlingMode::Standard, side @ ('k' | 'q')) => {
                let (home, side) = if side == 'k' {
                    (File::H, CastlingSide::KingSide)
                } else {
                    (File::A, CastlingSide::QueenSide)
                };
                let rook = Square::from_coords(home, back_rank);
                if king != Square::from_coords(File::E, back_rank) || !rooks.contains(rook) {
                    return Err(missing);
                }
                debug_assert_eq!(CastlingSide::of(king, rook), side);
                rook
            }
            (CastlingMode::Chess960, 'k') => {
                let outside = rooks & Bitboard::from_files_beyond(king.file());
                outside
                    .last()
                    .filter(|_| king.rank() == back_rank)
                    .ok_or(missing)?
            }
            (CastlingMode::Chess960, 'q') => {
                let outside = rooks & Bitboard::from_files_before(king.file());
                outside
                    .first()
                    .filter(|_| king.rank() == back_rank)
                    .ok_or(missing)?
            }
            (CastlingMode::Chess960, letter) => {
                let file = File::from_char(letter).ok_or_else(malformed)?;
                let rook = Square::from_coords(file, back_rank);
                if king.rank() != back_rank || !rooks.contains(rook) {
                    return Err(missing);
                }
                rook
            }
            _ => return Err(malformed()),
        };
        // One right per side and colour, each named once.
        let side = CastlingSide::of(king, rook);
        if rights.rook(color, side, king).is_some() {
            return Err(malformed());
        }
        rights = rights.with(rook);
    }
    Ok(rights)
}

fn parse_ep(field: &str, pos: &Position) -> Result<Option<Square>, FenError> {
    if field == "-" {
        return Ok(None);
    }
    let sq: Square = field
        .parse()
        .map_err(|_| FenError::BadEnPassant(field.to_owned()))?;
    let us = pos.turn;
    let forward: i32 = us.fold(8, -8);
    // The pawn that just double-pushed stands one step beyond the square,
    // and the square it crossed and the one it came from are empty.
    let pushed = Square::new((sq as i32 - forward) as u32);
    let origin = Square::new((sq as i32 + forward) as u32);
    let plausible = sq.rank() == Rank::Sixth.relative_to(us)
        && matches!(pushed, Some(p) if pos.piece_at(p) == Some(Piece::new(!us, Role::Pawn)))
        && !pos.occupied().contains(sq)
        && matches!(origin, Some(o) if !pos.occupied().contains(o));
    if plausible {
        Ok(Some(sq))
    } else {
        Err(FenError::ImpossibleEnPassant(sq))
    }
}

impl Position {
    /// Parses a FEN strictly. The two clock fields may be left out (as in
    /// EPD); they then default to `0 1`.
    ///
    /// # Errors
    ///
    /// A [`FenError`] saying what is wrong.
    ///
    /// # Examples
    ///
    /// ```
    /// use hotseat_rules::{FenError, Position, START_FEN};
    /// assert_eq!(Position::from_fen(START_FEN).unwrap(), Position::start());
    /// assert_eq!(
    ///     Position::from_fen("8/8/8/8/8/8/8/K7 w - - 0 1"),
    ///     Err(FenError::WrongKingCount { color: hotseat_rules::Color::Black, count: 0 })
    /// );
    /// ```
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        Position::from_fen_in(fen, CastlingMode::Standard)
    }

    /// Parses a FEN whose castling moves are written the `mode` way: in
    /// [`CastlingMode::Chess960`] the castling field may be X-FEN or
    /// Shredder-FEN and the king and rooks may start anywhere on their
    /// back rank.
    ///
    /// # Errors
    ///
    /// A [`FenError`] saying what is wrong.
    ///
    /// # Examples
    ///
    /// ```
    /// use hotseat_rules::{CastlingMode, Position};
    /// let fen = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
    /// let pos = Position::from_fen_in(fen, CastlingMode::Chess960).unwrap();
    /// // F and H are the outermost rooks on their sides: X-FEN writes KQkq.
    /// assert_eq!(pos.to_fen(), "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9");
    /// assert_eq!(pos.perft(3), 12_189);
    /// ```
    pub fn from_fen_in(fen: &str, mode: CastlingMode) -> Result<Position, FenError> {
        let (mut pos, ep) = Position::read_fen(fen, mode, Position::check_standard_placement)?;
        if pos.opponent_in_check() {
            return Err(FenError::OpponentInCheck);
        }
        pos.ep_square = ep.and_then(|sq| pos.legal_ep_target(sq));
        Ok(pos)
    }

    /// What standard chess allows on the board: one king and at most
    /// eight pawns and sixteen pieces a side, no pawn on a back rank.
    pub(crate) fn check_standard_placement(&self) -> Result<(), FenError> {
        for color in Color::ALL {
            self.check_king_count(color, 1)?;
            self.check_piece_count(color, 8, 16)?;
        }
        if self.has_pawn_on_back_rank() {
            return Err(FenError::PawnOnBackRank);
        }
        Ok(())
    }

    pub(crate) fn check_king_count(&self, color: Color, kings: u32) -> Result<(), FenError> {
        let count = self.pieces(color, Role::King).count();
        if count == kings {
            Ok(())
        } else {
            Err(FenError::WrongKingCount { color, count })
        }
    }

    pub(crate) fn check_piece_count(
        &self,
        color: Color,
        pawns: u32,
        pieces: u32,
    ) -> Result<(), FenError> {
        if self.pieces(color, Role::Pawn).count() > pawns || self.by_color(color).count() > pieces {
            Err(FenError::TooManyPieces(color))
        } else {
            Ok(())
        }
    }

    /// Whether the side not to move stands in check (by the standard
    /// rule; a side without a king never does).
    pub(crate) fn opponent_in_check(&self) -> bool {
        let them = !self.turn;
        self.pieces(them, Role::King)
            .into_iter()
            .any(|king| self.attackers_to(king, self.turn, self.occupied()).any())
    }

    /// Reads every field of a FEN, checking the placement with `placement`
    /// right after reading it, and answers the position with no en-passant
    /// square and the one the FEN names, if plausible: each kind of chess
    /// then checks the position against its own rules and keeps the
    /// en-passant square only while its own rules make the capture legal.
    pub(crate) fn read_fen(
        fen: &str,
        mode: CastlingMode,
        placement: fn(&Position) -> Result<(), FenError>,
    ) -> Result<(Position, Option<Square>), FenError> {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        if fields.len() != 6 && fields.len() != 4 {
            return Err(FenError::WrongFieldCount(fields.len()));
        }
        let mut pos = parse_placement(fields[0])?;
        placement(&pos)?;

        pos.turn = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            other => return Err(FenError::BadTurn(other.to_owned())),
        };
        pos.castling_mode = mode;
        pos.castling = parse_castling(fields[2], &pos, mode)?;
        let ep = parse_ep(fields[3], &pos)?;

        if fields.len() == 6 {
            pos.halfmove_clock = fields[4]
                .parse::<u32>()
                .ok()
                .filter(|&n| n <= 100_000 && !fields[4].starts_with('+'))
                .ok_or_else(|| FenError::BadHalfmoveClock(fields[4].to_owned()))?;
            pos.fullmove_number = fields[5]
                .parse::<u32>()
                .ok()
                .filter(|&n| (1..=100_000).contains(&n) && !fields[5].starts_with('+'))
                .ok_or_else(|| FenError::BadFullmoveNumber(fields[5].to_owned()))?;
        }
        Ok((pos, ep))
    }

    /// The castling field as X-FEN writes it: `K`/`Q`/`k`/`q` for the
    /// outermost rook on its side, the rook's file letter for any other
    /// (only in Chess960), white's rights first, each colour's from the
    /// h-file towards the a-file; `-` for none.
    ///
    /// # Examples
    ///
    /// ```
    /// use hotseat_rules::{CastlingMode, Position};
    /// // The e1 rook may castle, the a1 rook beyond it may not.
    /// let fen = "1k6/8/8/8/8/8/8/R3R1K1 w E - 0 1";
    /// let pos = Position::from_fen_in(fen, CastlingMode::Chess960).unwrap();
    /// assert_eq!(pos.castling_fen(), "E");
    /// let fen = "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w CAca - 0 1";
    /// let pos = Position::from_fen_in(fen, CastlingMode::Chess960).unwrap();
    /// assert_eq!(pos.castling_fen(), "KQkq");
    /// assert_eq!(pos.shredder_castling_fen(), "CAca");
    /// ```
    pub fn castling_fen(&self) -> String {
        self.castling_field(false)
    }

    /// The castling field as Shredder-FEN writes it: every right as its
    /// rook's file letter (`HAha`).
    pub fn shredder_castling_fen(&self) -> String {
        self.castling_field(true)
    }

    fn castling_field(&self, shredder: bool) -> String {
        let mut field = String::with_capacity(4);
        for color in Color::ALL {
            let king = self.king_of(color);
            let rooks = self.pieces(color, Role::Rook);
            let mut rights: Vec<Square> = self.castling.rooks_of(color).into_iter().collect();
            rights.reverse();
            for rook in rights {
                let side = CastlingSide::of(king, rook);
                let beyond = match side {
                    CastlingSide::KingSide => Bitboard::from_files_beyond(rook.file()),
                    CastlingSide::QueenSide => Bitboard::from_files_before(rook.file()),
                };
                let outermost = (rooks & beyond & Bitboard::from_rank(rook.rank())).is_empty();
                let letter = if shredder || !outermost {
                    file_letter(color, rook.file())
                } else {
                    let c = if side == CastlingSide::KingSide {
                        'k'
                    } else {
                        'q'
                    };
                    match color {
                        Color::White => c.to_ascii_uppercase(),
                        Color::Black => c,
                    }
                };
                field.push(letter);
            }
        }
        if field.is_empty() {
            field.push('-');
        }
        field
    }

    /// The FEN of this position, its castling field in X-FEN (which is
    /// plain `KQkq` in standard chess). The en-passant field names a square
    /// only when an en-passant capture is legal.
    ///
    /// # Examples
    ///
    /// ```
    /// use hotseat_rules::{Position, START_FEN};
    /// assert_eq!(Position::start().to_fen(), START_FEN);
    /// ```
    pub fn to_fen(&self) -> String {
        let mut fen = String::with_capacity(90);
        for rank in Rank::ALL.into_iter().rev() {
            let mut empty = 0;
            for file in File::ALL {
                match self.piece_at(Square::from_coords(file, rank)) {
                    Some(piece) => {
                        if empty > 0 {
                            fen.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        fen.push(piece.fen_char());
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                fen.push(char::from(b'0' + empty));
            }
            if rank != Rank::First {
                fen.push('/');
            }
        }
        let ep = self
            .ep_square
            .map_or_else(|| "-".to_owned(), |sq| sq.to_string());
        format!(
            "{fen} {} {} {ep} {} {}",
            self.turn.fen_char(),
            self.castling_fen(),
            self.halfmove_clock,
            self.fullmove_number
        )
    }
}
