//! Standard algebraic notation (`Nf3`, `exd5`, `O-O`, `e8=Q#`).

use std::fmt;

use crate::{CastlingSide, Drop, File, Move, Ply, Position, Rank, Role, Rules, Square, Variant};

/// Why a SAN string could not be turned into a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SanError {
    /// Not SAN at all.
    Syntax(String),
    /// Well-formed, but no legal move matches it.
    Illegal(String),
    /// More than one legal move matches it.
    Ambiguous(String),
}

impl fmt::Display for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SanError::Syntax(s) => write!(f, "'{s}' is not a move in algebraic notation"),
            SanError::Illegal(s) => write!(f, "{s} is not a legal move in this position"),
            SanError::Ambiguous(s) => {
                write!(
                    f,
                    "{s} could be more than one move; name the file or rank too"
                )
            }
        }
    }
}

impl std::error::Error for SanError {}

impl Position {
    /// The side `m` castles to, if it is a king's castling move.
    fn castling_side_of(&self, m: Move) -> Option<CastlingSide> {
        if self.role_at(m.from) != Some(Role::King) {
            return None;
        }
        self.castling_of(m).map(|(side, _)| side)
    }

    /// Writes a legal move in SAN, with `+` or `#` when it checks or mates.
    ///
    /// `m` should be legal; an illegal move is written in UCI so that a bug
    /// shows instead of a panic.
    ///
    /// # Examples
    ///
    /// ```
    /// use hotseat_rules::{Move, Position, Square};
    /// let pos = Position::start();
    /// assert_eq!(pos.san(Move::new(Square::G1, Square::F3)), "Nf3");
    /// assert_eq!(pos.san(Move::new(Square::E2, Square::E4)), "e4");
    /// ```
    pub fn san(&self, m: Move) -> String {
        let Ok(next) = self.play(m) else {
            return m.to_string();
        };
        let mut san = self.san_without_suffix(m, &self.legal_moves());
        if next.is_check() {
            san.push(if next.has_legal_moves() { '+' } else { '#' });
        }
        san
    }

    /// As [`Position::san`] for a legal `m`, reusing the lists the caller
    /// already has: `legal` (this position's legal moves), `next` (the
    /// position after `m`) and whether `next` has any legal move.
    pub(crate) fn san_listed(
        &self,
        m: Move,
        legal: &[Move],
        next: &Position,
        next_moves: bool,
    ) -> String {
        let mut san = self.san_without_suffix(m, legal);
        if next.is_check() {
            san.push(if next_moves { '+' } else { '#' });
        }
        san
    }

    pub(crate) fn san_without_suffix(&self, m: Move, legal: &[Move]) -> String {
        match self.castling_side_of(m) {
            Some(CastlingSide::KingSide) => return "O-O".to_owned(),
            Some(CastlingSide::QueenSide) => return "O-O-O".to_owned(),
            None => {}
        }
        let Some(role) = self.role_at(m.from) else {
            return m.to_string();
        };
        let is_capture =
            self.occupied().contains(m.to) || (role == Role::Pawn && m.from.file() != m.to.file());
        let mut san = String::with_capacity(8);
        match role.san_char() {
            None => {
                if is_capture {
                    san.push(m.from.file().char());
                }
            }
            Some(letter) => {
                san.push(letter);
                let rivals: Vec<Square> = legal
                    .iter()
                    .filter(|o| o.to == m.to && o.from != m.from)
                    .filter(|o| self.role_at(o.from) == Some(role))
                    .map(|o| o.from)
                    .collect();
                if !rivals.is_empty() {
                    let file_unique = rivals.iter().all(|sq| sq.file() != m.from.file());
                    let rank_unique = rivals.iter().all(|sq| sq.rank() != m.from.rank());
                    if file_unique {
                        san.push(m.from.file().char());
                    } else if rank_unique {
                        san.push(m.from.rank().char());
                    } else {
                        san.push(m.from.file().char());
                        san.push(m.from.rank().char());
                    }
                }
            }
        }
        if is_capture {
            san.push('x');
        }
        san.push_str(&m.to.to_string());
        if let Some(promotion) = m.promotion {
            san.push('=');
            san.push(promotion.san_char().unwrap_or('Q'));
        }
        san
    }

    /// Finds the legal move a SAN string names. Accepts check marks and
    /// annotations (`+`, `#`, `!`, `?`), `0-0` for `O-O`, and a promotion
    /// with or without `=`.
    ///
    /// # Errors
    ///
    /// [`SanError`] when the text is not SAN, names no legal move, or names
    /// more than one.
    ///
    /// # Examples
    ///
    /// ```
    /// use hotseat_rules::{Move, Position, Square};
    /// let pos = Position::start();
    /// assert_eq!(pos.parse_san("Nf3").unwrap(), Move::new(Square::G1, Square::F3));
    /// assert!(pos.parse_san("Nf4").is_err());
    /// ```
    pub fn parse_san(&self, text: &str) -> Result<Move, SanError> {
        self.parse_san_among(text, &self.legal_moves(), false)
    }

    /// As [`Position::parse_san`], among `legal`: the legal moves of this
    /// board under some variant's rules, which may let a pawn become a
    /// king (`king_promotions`, Antichess).
    pub(crate) fn parse_san_among(
        &self,
        text: &str,
        legal: &[Move],
        king_promotions: bool,
    ) -> Result<Move, SanError> {
        let syntax = || SanError::Syntax(text.chars().take(32).collect());
        let san = text.trim_end_matches(['+', '#', '!', '?']);
        if san.is_empty() || !san.is_ascii() || san.len() > 10 {
            return Err(syntax());
        }
        let find = |pred: &dyn Fn(&Move) -> bool| -> Result<Move, SanError> {
            let mut found = legal.iter().filter(|m| pred(m));
            match (found.next(), found.next()) {
                (Some(&m), None) => Ok(m),
                (None, _) => Err(SanError::Illegal(san.to_owned())),
                (Some(_), Some(_)) => Err(SanError::Ambiguous(san.to_owned())),
            }
        };
        if matches!(san, "O-O" | "0-0" | "O-O-O" | "0-0-0") {
            let side = if san.len() == 3 {
                CastlingSide::KingSide
            } else {
                CastlingSide::QueenSide
            };
            return find(&|m| self.castling_side_of(*m) == Some(side));
        }

        let bytes = san.as_bytes();
        let (role, mut rest) = match bytes[0] {
            b'N' => (Role::Knight, &san[1..]),
            b'B' => (Role::Bishop, &san[1..]),
            b'R' => (Role::Rook, &san[1..]),
            b'Q' => (Role::Queen, &san[1..]),
            b'K' => (Role::King, &san[1..]),
            b'a'..=b'h' => (Role::Pawn, san),
            _ => return Err(syntax()),
        };
        // Promotion suffix: "=Q" or "Q".
        let mut promotion = None;
        if let Some(last) = rest.chars().last() {
            if let Some(promo) = Role::from_char(last).filter(|_| last.is_ascii_uppercase()) {
                let promotes_to =
                    Role::PROMOTIONS.contains(&promo) || (king_promotions && promo == Role::King);
                if role != Role::Pawn || !promotes_to {
                    return Err(syntax());
                }
                promotion = Some(promo);
                rest = rest[..rest.len() - 1]
                    .strip_suffix('=')
                    .unwrap_or(&rest[..rest.len() - 1]);
            }
        }
        if rest.len() < 2 {
            return Err(syntax());
        }
        let to: Square = rest[rest.len() - 2..].parse().map_err(|_| syntax())?;
        let mut hint = &rest[..rest.len() - 2];
        let capture = hint.ends_with('x');
        if capture {
            hint = &hint[..hint.len() - 1];
        }
        let mut from_file: Option<File> = None;
        let mut from_rank: Option<Rank> = None;
        for c in hint.chars() {
            if let (Some(f), None, None) = (File::from_char(c), from_file, from_rank) {
                from_file = Some(f);
            } else if let (Some(r), None) = (Rank::from_char(c), from_rank) {
                from_rank = Some(r);
            } else {
                return Err(syntax());
            }
        }
        if role == Role::Pawn && capture && from_file.is_none() {
            return Err(syntax());
        }
        find(&|m| {
            m.to == to
                && m.promotion == promotion
                && self.role_at(m.from) == Some(role)
                && self.castling_side_of(*m).is_none_or(|_| role != Role::King)
                && from_file.is_none_or(|f| m.from.file() == f)
                && from_rank.is_none_or(|r| m.from.rank() == r)
                && (role != Role::Pawn || capture == (m.from.file() != m.to.file()))
        })
    }
}

/// SAN for any kind of chess: a move as [`Position::san`] writes it, a
/// drop as `N@f3` (`P@e4` for a pawn), and the suffix the variant's rules
/// call for: `#` for a mate or a win by the variant's own rule, `+` for a
/// check.
pub(crate) fn ply_san<R: Rules>(pos: &R, ply: Ply) -> String {
    let mut san = match ply {
        Ply::Move(m) => pos.core().san_without_suffix(m, &pos.legal_moves()),
        Ply::Drop(d) => d.to_string(),
    };
    let mut after = pos.clone();
    after.play_ply_unchecked(ply);
    if let Some(mark) = suffix(&after) {
        san.push(mark);
    }
    san
}

/// The mark after a ply that leads to `after`: `#` when the game is won
/// there (a mate, a variant's own end, Antichess's side without a move),
/// `+` for a check.
pub(crate) fn suffix<R: Rules>(after: &R) -> Option<char> {
    let decided = match after.variant_outcome() {
        Some(outcome) => outcome.winner().is_some(),
        None => !after.has_legal_plies() && after.no_moves_outcome().winner().is_some(),
    };
    if decided {
        Some('#')
    } else if after.is_check() {
        Some('+')
    } else {
        None
    }
}

/// The legal ply a text names in any kind of chess: SAN, or a drop
/// (`N@f3`, `@e4`) where the variant has them.
pub(crate) fn parse_ply<R: Rules>(pos: &R, text: &str) -> Result<Ply, SanError> {
    let san = text.trim_end_matches(['+', '#', '!', '?']);
    if san.contains('@') {
        let drop: Drop = san
            .parse()
            .map_err(|_| SanError::Syntax(text.chars().take(32).collect()))?;
        return if pos.legal_drops().contains(&drop) {
            Ok(Ply::Drop(drop))
        } else {
            Err(SanError::Illegal(san.to_owned()))
        };
    }
    let king_promotions = pos.variant() == Variant::Antichess;
    pos.core()
        .parse_san_among(text, &pos.legal_moves(), king_promotions)
        .map(Ply::Move)
}
