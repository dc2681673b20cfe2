//! Export: a [`Game`] with the app's tags, or a [`PgnGame`] as it was read,
//! with every tag, comment, NAG and variation in place.

use std::fmt::Write as _;

use super::notation::null_move;
use super::record::{Line, PgnGame};
use crate::{AnyPosition, Color, Game, Rules, Variant};

/// A ply's annotation at export: a numeric annotation glyph (`$4` is
/// `??`) and a comment (empty: none).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlyNote {
    /// The NAG's number.
    pub nag: Option<u8>,
    /// The comment's text, without its braces.
    pub comment: String,
}

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
        let notes: Vec<PlyNote> = comments
            .iter()
            .map(|c| PlyNote {
                nag: None,
                comment: c.clone(),
            })
            .collect();
        self.to_pgn_annotated(tags, extra_tags, &notes)
    }

    /// As [`Game::to_pgn_with`], each ply's note a NAG and a comment:
    /// `notes[i]` follows ply `i + 1` (a review's `$4` and `[%eval]`).
    ///
    /// # Examples
    ///
    /// ```
    /// use hotseat_rules::{Game, PgnTags, PlyNote};
    /// let mut game = Game::new();
    /// game.play_text("f3").unwrap();
    /// let notes = [PlyNote { nag: Some(6), comment: "[%eval -0.40]".to_owned() }];
    /// let pgn = game.to_pgn_annotated(&PgnTags::default(), &[], &notes);
    /// assert!(pgn.ends_with("1. f3 $6 {[%eval -0.40]} *\n"));
    /// ```
    pub fn to_pgn_annotated(
        &self,
        tags: &PgnTags,
        extra_tags: &[(&str, String)],
        notes: &[PlyNote],
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
        if self.variant() != Variant::Standard {
            let _ = writeln!(out, "[Variant \"{}\"]", self.variant().pgn_name());
        }
        if let Some(start_fen) = setup_fen(self) {
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
        let mut pos = self.start_position().clone();
        let mut after_comment = false;
        for (i, played) in self.history().iter().enumerate() {
            if pos.turn() == Color::White {
                tokens.push(format!("{}.", pos.fullmove_number()));
            } else if i == 0 || after_comment {
                tokens.push(format!("{}...", pos.fullmove_number()));
            }
            tokens.push(played.san.clone());
            after_comment = false;
            let note = notes.get(i);
            if let Some(nag) = note.and_then(|n| n.nag) {
                tokens.push(format!("${nag}"));
            }
            if let Some(text) = note.map(|n| &n.comment).filter(|c| !c.is_empty()) {
                // A `}` would end the comment early.
                tokens.push(format!("{{{}}}", text.replace('}', ")")));
                after_comment = true;
            }
            pos = played.after.clone();
        }
        tokens.push(result.to_owned());

        let tokens: Vec<Piece> = tokens.into_iter().map(Piece::Word).collect();
        wrap(&mut out, &tokens);
        out
    }
}

/// One piece of movetext to lay out.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Piece {
    /// A word, with a space before it unless it follows `(`.
    Word(String),
    /// `(`, glued to the word after it.
    Open,
    /// `)`, glued to the word before it.
    Close,
    /// A `;` comment: it runs to the end of its line.
    LineComment(String),
}

/// Lays pieces out in lines of at most 80 columns (a longer word stands
/// alone on its line).
fn wrap(out: &mut String, pieces: &[Piece]) {
    let mut line_len = 0;
    let mut glue = false;
    for piece in pieces {
        let (text, glued) = match piece {
            Piece::Word(w) => (w.as_str(), glue),
            Piece::Open => ("(", false),
            Piece::Close => (")", true),
            Piece::LineComment(c) => (c.as_str(), false),
        };
        let len = text.chars().count();
        if glued && line_len + len <= 80 {
            // Right after `(` or right before `)`.
        } else if line_len > 0 && line_len + 1 + len > 80 {
            out.push('\n');
            line_len = 0;
            if text.starts_with('%') {
                // A `%` in the first column would make the line an escape.
                out.push(' ');
                line_len = 1;
            }
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        out.push_str(text);
        line_len += len;
        glue = matches!(piece, Piece::Open);
        if let Piece::LineComment(_) = piece {
            out.push('\n');
            line_len = 0;
        }
    }
    if line_len > 0 {
        out.push('\n');
    }
}

impl PgnGame {
    /// The game as PGN, everything read kept: every tag (the Seven Tag
    /// Roster first in its standard order, then the others in file order),
    /// comments, NAGs and variations in place, the moves in SAN with
    /// their numbers, 80-column lines, and the result marker as read (else
    /// the `Result` tag's value, else `*`).
    ///
    /// A comment is written in braces; one that holds a `}` (it came from
    /// a `;` comment) is written as a `;` comment to the end of its line.
    ///
    /// # Examples
    ///
    /// ```
    /// use hotseat_rules::read_pgn_games;
    /// let text = "[Black \"B\"]\n[White \"W\"]\n\n1.e2-e4 e7e5!? (1...c5 {Sicilian}) 2.Ng1f3 $1 1-0";
    /// let game = read_pgn_games(text).next().unwrap().unwrap();
    /// assert_eq!(
    ///     game.to_pgn(),
    ///     "[White \"W\"]\n[Black \"B\"]\n\n1. e4 e5 $5 (1... c5 {Sicilian}) 2. Nf3 $1 1-0\n"
    /// );
    /// ```
    pub fn to_pgn(&self) -> String {
        let mut out = String::new();
        for (name, value) in self.tags_in_export_order() {
            let _ = writeln!(out, "[{name} \"{}\"]", escape(value));
        }
        out.push('\n');
        let mut pieces = Vec::new();
        line_pieces(
            &mut pieces,
            &self.mainline,
            self.game.start_position().clone(),
        );
        let result = self
            .result
            .as_deref()
            .or_else(|| self.tag("Result"))
            .unwrap_or("*");
        pieces.push(Piece::Word(result.to_owned()));
        wrap(&mut out, &pieces);
        out
    }
}

fn comment_piece(text: &str, pieces: &mut Vec<Piece>) {
    if text.contains('}') {
        pieces.push(Piece::LineComment(format!(";{text}")));
        return;
    }
    let words: Vec<&str> = text.split(' ').collect();
    let last = words.len() - 1;
    for (i, word) in words.iter().enumerate() {
        let mut piece = String::with_capacity(word.len() + 2);
        if i == 0 {
            piece.push('{');
        }
        piece.push_str(word);
        if i == last {
            piece.push('}');
        }
        pieces.push(Piece::Word(piece));
    }
}

/// The pieces of a line played from `pos`.
fn line_pieces(pieces: &mut Vec<Piece>, line: &Line, mut pos: AnyPosition) {
    for comment in &line.comments_before {
        comment_piece(comment, pieces);
    }
    let mut needs_number = true;
    for played in &line.moves {
        if pos.turn() == Color::White {
            pieces.push(Piece::Word(format!("{}.", pos.fullmove_number())));
        } else if needs_number {
            pieces.push(Piece::Word(format!("{}...", pos.fullmove_number())));
        }
        pieces.push(Piece::Word(played.san.clone()));
        for nag in &played.nags {
            pieces.push(Piece::Word(format!("${nag}")));
        }
        for comment in &played.comments {
            comment_piece(comment, pieces);
        }
        for variation in &played.variations {
            pieces.push(Piece::Open);
            line_pieces(pieces, variation, pos.clone());
            pieces.push(Piece::Close);
        }
        needs_number = !played.comments.is_empty() || !played.variations.is_empty();
        // The move was legal when read; a record built by hand with an
        // illegal move keeps its numbers from the position it had.
        match played.mv {
            Some(ply) if pos.is_legal_ply(ply) => pos.play_ply_unchecked(ply),
            Some(_) => {}
            None => pos = null_move(&pos).unwrap_or(pos),
        }
    }
}

/// The FEN a PGN of `game` must name its start by: none for the start of
/// its kind of chess (but Chess960, whose start always needs one).
pub(crate) fn setup_fen(game: &Game) -> Option<String> {
    let start = game.start_position();
    let variant = game.variant();
    let usual = variant != Variant::Chess960 && *start == AnyPosition::start(variant);
    (!usual).then(|| start.to_fen())
}
