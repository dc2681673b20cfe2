//! Portable Game Notation: export of a [`Game`] and import of a single game.

use std::fmt::{self, Write as _};

use crate::{FenError, Game, Position, TextMoveError, START_FEN};

/// The Seven Tag Roster values a game is exported with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnTags {
    /// `Event`.
    pub event: String,
    /// `Site`.
    pub site: String,
    /// `Date` as `YYYY.MM.DD` (`????.??.??` when unknown).
    pub date: String,
    /// `Round`.
    pub round: String,
    /// `White`: the player of the white pieces.
    pub white: String,
    /// `Black`: the player of the black pieces.
    pub black: String,
}

impl Default for PgnTags {
    fn default() -> Self {
        PgnTags {
            event: "Hotseat Chess game".to_owned(),
            site: "Hotseat Chess".to_owned(),
            date: "????.??.??".to_owned(),
            round: "-".to_owned(),
            white: "White".to_owned(),
            black: "Black".to_owned(),
        }
    }
}

fn escape(value: &str) -> String {
    value
        .chars()
        .filter(|c| !c.is_control())
        .flat_map(|c| match c {
            '\\' | '"' => vec!['\\', c],
            _ => vec![c],
        })
        .collect()
}

impl Game {
    /// The game as PGN: the Seven Tag Roster, `SetUp`/`FEN` for a game
    /// that did not start from the standard position, the movetext in SAN
    /// wrapped at 80 columns, and the result.
    ///
    /// # Examples
    ///
    /// ```
    /// use hotseat_rules::{Game, PgnTags};
    /// let mut game = Game::new();
    /// for san in ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"] {
    ///     game.play_text(san).unwrap();
    /// }
    /// let pgn = game.to_pgn(&PgnTags::default());
    /// assert!(pgn.contains("[Result \"1-0\"]"));
    /// assert!(pgn.ends_with("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n"));
    /// ```
    pub fn to_pgn(&self, tags: &PgnTags) -> String {
        self.to_pgn_with(tags, &[], &[])
    }

    /// As [`Game::to_pgn`], with more tag pairs after the roster (e.g.
    /// `TimeControl`) and a comment after each ply: `comments[i]` follows
    /// ply `i + 1` as `{text}` (an empty string or a missing entry writes
    /// none). A black move after a comment gets its `N...` number, as the
    /// PGN standard's export format asks.
    ///
    /// # Examples
    ///
    /// ```
    /// use hotseat_rules::{Game, PgnTags};
    /// let mut game = Game::new();
    /// game.play_text("e4").unwrap();
    /// game.play_text("e5").unwrap();
    /// let clocks = ["[%clk 0:05:00]".to_owned(), "[%clk 0:04:58]".to_owned()];
    /// let pgn = game.to_pgn_with(&PgnTags::default(), &[("TimeControl", "300".to_owned())], &clocks);
    /// assert!(pgn.contains("[TimeControl \"300\"]"));
    /// assert!(pgn.ends_with("1. e4 {[%clk 0:05:00]} 1... e5 {[%clk 0:04:58]} *\n"));
    /// ```
    pub fn to_pgn_with(
        &self,
        tags: &PgnTags,
        extra_tags: &[(&str, String)],
        comments: &[String],
    ) -> String {
        let result = self.outcome().map_or("*", |o| o.result());
        let mut out = String::new();
        for (name, value) in [
            ("Event", &tags.event),
            ("Site", &tags.site),
            ("Date", &tags.date),
            ("Round", &tags.round),
            ("White", &tags.white),
            ("Black", &tags.black),
        ] {
            let _ = writeln!(out, "[{name} \"{}\"]", escape(value));
        }
        let _ = writeln!(out, "[Result \"{result}\"]");
        let start_fen = self.start_position().to_fen();
        if start_fen != START_FEN {
            let _ = writeln!(out, "[SetUp \"1\"]");
            let _ = writeln!(out, "[FEN \"{start_fen}\"]");
        }
        if let Some(outcome) = self.outcome() {
            let _ = writeln!(out, "[Termination \"{}\"]", outcome.termination());
        }
        for (name, value) in extra_tags {
            let _ = writeln!(out, "[{name} \"{}\"]", escape(value));
        }
        out.push('\n');

        let mut tokens = Vec::with_capacity(self.history().len() * 3 / 2 + 1);
        let mut pos = *self.start_position();
        let mut after_comment = false;
        for (i, played) in self.history().iter().enumerate() {
            if pos.turn() == crate::Color::White {
                tokens.push(format!("{}.", pos.fullmove_number()));
            } else if i == 0 || after_comment {
                tokens.push(format!("{}...", pos.fullmove_number()));
            }
            tokens.push(played.san.clone());
            after_comment = false;
            if let Some(text) = comments.get(i).filter(|c| !c.is_empty()) {
                // A `}` would end the comment early.
                tokens.push(format!("{{{}}}", text.replace('}', ")")));
                after_comment = true;
            }
            pos = played.after;
        }
        tokens.push(result.to_owned());

        let mut line_len = 0;
        for token in tokens {
            if line_len > 0 && line_len + 1 + token.len() > 80 {
                out.push('\n');
                line_len = 0;
            } else if line_len > 0 {
                out.push(' ');
                line_len += 1;
            }
            line_len += token.len();
            out.push_str(&token);
        }
        out.push('\n');
        out
    }

    /// Reads one game from PGN: its `FEN` tag if any, then the main line of
    /// the movetext. Comments, NAGs, variations and move numbers are
    /// skipped; every move is checked against the rules.
    ///
    /// The result (the `Result` tag and the movetext's last token) is not
    /// trusted: the game's verdict is only what the rules find on the
    /// board. A game that ended by resignation, agreement or time forfeit is
    /// imported as its moves, still in play, so the players may go on from
    /// there; nothing in the file can make the app declare a verdict.
    ///
    /// # Errors
    ///
    /// [`PgnError`] naming the tag or the move (and its number) that is
    /// wrong.
    ///
    /// # Examples
    ///
    /// ```
    /// use hotseat_rules::Game;
    /// let game = Game::from_pgn("[Event \"x\"]\n\n1. e4 {best by test} e5 2. Nf3 (2. f4) Nc6 *").unwrap();
    /// assert_eq!(game.san_moves(), ["e4", "e5", "Nf3", "Nc6"]);
    /// assert!(Game::from_pgn("1. e4 e4").is_err());
    /// ```
    pub fn from_pgn(pgn: &str) -> Result<Game, PgnError> {
        let mut game = Game::new();
        let mut rest = pgn.trim_start_matches('\u{feff}');
        // Tag pairs.
        loop {
            rest = rest.trim_start();
            if !rest.starts_with('[') {
                break;
            }
            let (name, value, after) = parse_tag(rest).ok_or(PgnError::BadTag)?;
            rest = after;
            if name == "FEN" {
                game = Game::from_position(Position::from_fen(&value).map_err(PgnError::Fen)?);
            }
        }
        // Movetext.
        let mut depth = 0usize;
        let mut chars = rest.char_indices().peekable();
        let mut token = String::new();
        let flush = |token: &mut String, game: &mut Game| -> Result<(), PgnError> {
            let word = std::mem::take(token);
            if matches!(word.as_str(), "1-0" | "0-1" | "1/2-1/2" | "*") {
                return Ok(());
            }
            // Move numbers may stick to the move: "12.Nf3", "12...Nf6".
            let word = word.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
            if word.is_empty() || word.starts_with('$') {
                return Ok(());
            }
            let ply = game.history().len() + 1;
            game.play_text(word)
                .map(|_| ())
                .map_err(|error| PgnError::Move {
                    ply,
                    text: word.to_owned(),
                    error,
                })
        };
        while let Some((_, c)) = chars.next() {
            match c {
                '{' => {
                    flush(&mut token, &mut game)?;
                    for (_, c) in chars.by_ref() {
                        if c == '}' {
                            break;
                        }
                    }
                }
                ';' => {
                    flush(&mut token, &mut game)?;
                    for (_, c) in chars.by_ref() {
                        if c == '\n' {
                            break;
                        }
                    }
                }
                '(' => {
                    flush(&mut token, &mut game)?;
                    depth += 1;
                }
                ')' => {
                    token.clear();
                    depth = depth.saturating_sub(1);
                }
                c if c.is_whitespace() => {
                    if depth == 0 {
                        flush(&mut token, &mut game)?;
                    }
                    token.clear();
                }
                c => token.push(c),
            }
            if depth > 0 {
                token.clear();
            }
        }
        flush(&mut token, &mut game)?;
        Ok(game)
    }
}

/// Reads `[Name "value"]` at the start of `text` (a `\"` or `\\` in the
/// value stands for the character itself); returns the name, the value and
/// the text after the closing bracket.
fn parse_tag(text: &str) -> Option<(&str, String, &str)> {
    let inner = text.strip_prefix('[')?.trim_start();
    let name_end = inner.find(|c: char| c.is_whitespace() || c == '"')?;
    let (name, rest) = inner.split_at(name_end);
    let mut chars = rest.trim_start().strip_prefix('"')?.char_indices();
    let mut value = String::new();
    let close = loop {
        match chars.next()? {
            (_, '\\') => value.push(chars.next()?.1),
            (i, '"') => break i,
            (_, c) => value.push(c),
        }
    };
    let after_quote = &rest.trim_start()[1 + close + 1..];
    let after = after_quote.trim_start().strip_prefix(']')?;
    Some((name, value, after))
}

/// Why a PGN could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnError {
    /// A tag pair is not `[Name "value"]`.
    BadTag,
    /// The `FEN` tag holds no valid position.
    Fen(FenError),
    /// A move of the movetext cannot be played.
    Move {
        /// Which ply (1 is the first move) failed.
        ply: usize,
        /// The move as written.
        text: String,
        /// Why it failed.
        error: TextMoveError,
    },
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnError::BadTag => f.write_str("a tag pair is not of the form [Name \"value\"]"),
            PgnError::Fen(e) => write!(f, "the FEN tag is not a valid position: {e}"),
            PgnError::Move { ply, text, error } => {
                let number = ply.div_ceil(2);
                write!(f, "move {number} ({text}): {error}")
            }
        }
    }
}

impl std::error::Error for PgnError {}
