//! Games from text: a file is cut into games (a game ends at its result
//! marker, or where the next one's tag pairs begin), and each game is read
//! on its own, so that one bad game does not lose the others.

use std::ops::Range;

use super::lexer::{Lexer, Token};
use super::notation::{classify, null_move, resolve, Symbol};
use super::record::{tag_in, Line, PgnGame, PgnMove};
use super::{PgnError, PgnGameError, MAX_VARIATION_DEPTH};
use crate::{AnyPosition, Game, Variant};

/// The tokens of one game and where it stands in the text.
#[derive(Debug)]
struct Chunk<'a> {
    tokens: Vec<Token<'a>>,
    span: Range<usize>,
    /// Whether it holds a tag pair or movetext (not only comments).
    substantial: bool,
}

/// Cuts a text into games.
#[derive(Debug)]
struct Chunks<'a> {
    lexer: Lexer<'a>,
    pending: Option<(usize, Token<'a>)>,
    len: usize,
}

impl<'a> Chunks<'a> {
    fn new(text: &'a str) -> Chunks<'a> {
        Chunks {
            lexer: Lexer::new(text),
            pending: None,
            len: text.len(),
        }
    }
}

impl<'a> Iterator for Chunks<'a> {
    type Item = Chunk<'a>;

    fn next(&mut self) -> Option<Chunk<'a>> {
        loop {
            let mut tokens = Vec::new();
            let mut start = None;
            let mut end = self.len;
            let mut in_movetext = false;
            let mut substantial = false;
            let mut depth = 0usize;
            while let Some((offset, token)) = self.pending.take().or_else(|| self.lexer.next()) {
                let is_tag = matches!(token, Token::Tag { .. } | Token::BadTag);
                if is_tag && in_movetext {
                    self.pending = Some((offset, token));
                    end = offset;
                    break;
                }
                start.get_or_insert(offset);
                let mut last = false;
                match &token {
                    Token::Open => depth += 1,
                    Token::Close => depth = depth.saturating_sub(1),
                    Token::Symbol(s) => {
                        last = depth == 0 && matches!(classify(s), Symbol::Result(_))
                    }
                    _ => {}
                }
                in_movetext |= matches!(
                    token,
                    Token::Symbol(_) | Token::Nag(_) | Token::Open | Token::Close
                );
                substantial |= !matches!(token, Token::Comment(_));
                tokens.push(token);
                if last {
                    end = self.pending_offset();
                    break;
                }
            }
            let start = start?;
            if substantial {
                return Some(Chunk {
                    tokens,
                    span: start..end,
                    substantial,
                });
            }
        }
    }
}

impl Chunks<'_> {
    /// The offset of the next token (after a result marker), peeking it.
    fn pending_offset(&mut self) -> usize {
        if self.pending.is_none() {
            self.pending = self.lexer.next();
        }
        self.pending
            .as_ref()
            .map_or(self.len, |(offset, _)| *offset)
    }
}

/// The games of a PGN text, each read on its own: see [`read_pgn_games`].
#[derive(Debug)]
pub struct PgnGames<'a> {
    chunks: Chunks<'a>,
    number: usize,
}

impl Iterator for PgnGames<'_> {
    type Item = Result<PgnGame, PgnGameError>;

    fn next(&mut self) -> Option<Self::Item> {
        let chunk = self.chunks.next()?;
        debug_assert!(chunk.substantial);
        self.number += 1;
        let game = self.number;
        Some(read_game(chunk.tokens).map_err(|error| PgnGameError { game, error }))
    }
}

/// Reads every game of a PGN text (see [`decode_pgn`](crate::decode_pgn)
/// for a file's bytes), as the PGN standard's import format and common
/// readers accept it.
///
/// Each game is `Ok` or `Err` on its own. Its tags are kept in file order,
/// its main line is played by the rules from its `FEN` tag (or the
/// standard start), its comments, NAGs and variations are kept around the
/// moves. Each variation is checked: its moves must be legal from the
/// position before the move it replaces (a game of its own from there: a
/// repetition counts from that position on). The file's result marker and
/// `Result` tag are kept, never trusted: the verdict is the rules' own.
///
/// # What is read, and what is refused
///
/// Read: CRLF, CR and LF line ends; empty lines among the tag pairs; `%`
/// escape lines; comments in braces and `;` to the end of the line; NAGs
/// `$0`..`$255`; the glyphs `!`, `?`, `!!`, `??`, `!?`, `?!` (kept as
/// `$1`..`$6`); check and mate marks; `e.p.`/`ep`; move numbers `1.`,
/// `1...`, `12.Nf3`, with or without a space; `0-0`/`0-0-0`; long
/// algebraic (`e2-e4`, `Ng1-f3`, `e2xd3`, `e7-e8=Q`) and UCI (`e2e4`,
/// `e7e8q`) moves; nested variations; a missing result marker, or one that
/// differs from the `Result` tag (both kept); null moves (`--`, `Z0`,
/// `0000`, `@@@@`) in variations, where annotators show a threat (kept as
/// a [`PgnMove`](crate::PgnMove) with no move); `Variant` tags that mean
/// standard chess (`Standard`, `Chess`, `Normal`, `From Position`).
///
/// Refused, with a message naming the game and the move: a move that no
/// legal move matches, also in a variation; a null move in the main line
/// (a [`Game`] holds chess moves only), in check, or after the game's end;
/// a tag pair that is not `[Name "value"]` on one line; a `FEN` tag that
/// is no valid position (so no Chess960 castling rights); any other
/// `Variant`; a variation before any move; variations nested more than
/// [`MAX_VARIATION_DEPTH`](crate::MAX_VARIATION_DEPTH) deep. A `$` with
/// more than 255 or no digits is read as a move, and refused as one.
///
/// Kept loosely: a comment's whitespace runs are read as one space (so it
/// can be re-wrapped at 80 columns and read back the same); a NAG before a
/// line's first move is dropped; move numbers are not checked against the
/// position (the moves are); a comment after a variation is kept on the
/// move the variation follows; a comment after a game's result marker goes
/// to the next game, before its first move (at the end of the file, it
/// is dropped).
///
/// # Examples
///
/// ```
/// use hotseat_rules::read_pgn_games;
/// let text = "[Event \"A\"]\r\n\r\n1.e4 e5 2.Nf3 1-0\r\n\r\n[Event \"B\"]\r\n\r\n1. 0-0 *\r\n\r\n[Event \"C\"]\r\n\r\n1. d4 *";
/// let games: Vec<_> = read_pgn_games(text).collect();
/// assert_eq!(games[0].as_ref().unwrap().game.san_moves(), ["e4", "e5", "Nf3"]);
/// assert_eq!(games[1].as_ref().unwrap_err().to_string(),
///            "game 2, move 1 (0-0): 0-0 is not a legal move in this position");
/// assert_eq!(games[2].as_ref().unwrap().tag("Event"), Some("C"));
/// ```
pub fn read_pgn_games(text: &str) -> PgnGames<'_> {
    PgnGames {
        chunks: Chunks::new(text),
        number: 0,
    }
}

fn read_game(tokens: Vec<Token<'_>>) -> Result<PgnGame, PgnError> {
    let mut tokens = tokens.into_iter().peekable();
    let mut tags = Vec::new();
    let mut comments_before = Vec::new();
    while let Some(token) =
        tokens.next_if(|t| matches!(t, Token::Tag { .. } | Token::BadTag | Token::Comment(_)))
    {
        match token {
            Token::Tag { name, value } => tags.push((name.to_owned(), value)),
            Token::Comment(text) => comments_before.push(text),
            _ => return Err(PgnError::BadTag),
        }
    }
    let variant = match tag_in(&tags, "Variant") {
        Some(name) => {
            Variant::from_pgn_name(name).ok_or_else(|| PgnError::Variant(name.to_owned()))?
        }
        None => Variant::Standard,
    };
    let start = match tag_in(&tags, "FEN") {
        Some(fen) => AnyPosition::from_fen(fen, variant).map_err(PgnError::Fen)?,
        None => AnyPosition::start(variant),
    };
    // One line per open variation; the main line at the bottom.
    let mut lines = vec![Reading {
        line: Line {
            comments_before,
            moves: Vec::new(),
        },
        game: Game::from_position(start),
        offset: 0,
        before_null: None,
    }];
    let mut result = None;
    for token in tokens {
        let depth = lines.len();
        let reading = lines.last_mut().expect("the main line is never popped");
        match token {
            Token::Comment(text) => match reading.line.moves.last_mut() {
                Some(last) => last.comments.push(text),
                None => reading.line.comments_before.push(text),
            },
            Token::Nag(nag) => {
                if let Some(last) = reading.line.moves.last_mut() {
                    last.nags.push(nag);
                }
            }
            Token::Open => {
                if depth > MAX_VARIATION_DEPTH {
                    return Err(PgnError::TooDeep);
                }
                if reading.line.moves.is_empty() {
                    return Err(PgnError::VariationBeforeMove);
                }
                // The variation replaces the line's last move. It is played
                // on a game of its own from the position before that move
                // (not a copy of the whole history: a file of many
                // variations stays linear), so its repetitions count from
                // there.
                let (before, offset) = reading.before_last();
                let game = Game::from_position(before);
                lines.push(Reading {
                    line: Line::default(),
                    game,
                    offset,
                    before_null: None,
                });
            }
            Token::Close => close_variation(&mut lines),
            Token::Symbol(symbol) => match classify(symbol) {
                Symbol::Nothing => {}
                Symbol::Result(marker) => {
                    if depth == 1 {
                        result = Some(marker.to_owned());
                    }
                }
                Symbol::Null(text) => reading.pass(text, depth == 1)?,
                Symbol::Move {
                    text,
                    glyph,
                    written,
                } => reading.play(text, glyph, written)?,
            },
            // The chunker ends a game before a tag pair in its movetext.
            Token::Tag { .. } | Token::BadTag => return Err(PgnError::BadTag),
        }
    }
    while lines.len() > 1 {
        close_variation(&mut lines);
    }
    let main = lines.pop().expect("the main line");
    Ok(PgnGame {
        tags,
        game: main.game,
        mainline: main.line,
        result,
    })
}

/// A line being read: its record so far and the game played along it.
#[derive(Debug)]
struct Reading {
    line: Line,
    game: Game,
    /// Plies played before `game` starts (a null move starts a new game).
    offset: usize,
    /// The position before the line's last move and the plies played
    /// before it, when that move was a null move (the game after a null
    /// move starts anew, without it in its history).
    before_null: Option<(AnyPosition, usize)>,
}

impl Reading {
    /// The position before the line's last move (the line has one), and
    /// the plies played before that position.
    fn before_last(&self) -> (AnyPosition, usize) {
        if let Some(before) = &self.before_null {
            return before.clone();
        }
        let history = self.game.history();
        let before = match history.len() {
            0 | 1 => self.game.start_position().clone(),
            n => history[n - 2].after.clone(),
        };
        (before, self.next_ply().saturating_sub(2))
    }

    fn next_ply(&self) -> usize {
        self.offset + self.game.history().len() + 1
    }

    /// Plays the move written `written` (`text` without its marks).
    fn play(&mut self, text: &str, glyph: Option<u8>, written: &str) -> Result<(), PgnError> {
        let ply = self.next_ply();
        let failed = |error| PgnError::Move {
            ply,
            text: written.to_owned(),
            error,
        };
        let mv = resolve(&self.game, text).map_err(failed)?;
        self.game
            .play_ply(mv)
            .map_err(|e| failed(crate::TextMoveError::Play(e)))?;
        let san = self
            .game
            .history()
            .last()
            .map(|p| p.san.clone())
            .unwrap_or_default();
        self.before_null = None;
        self.line.moves.push(PgnMove {
            mv: Some(mv),
            san,
            nags: glyph.into_iter().collect(),
            comments: Vec::new(),
            variations: Vec::new(),
        });
        Ok(())
    }

    /// A null move: read in a variation (the side to move passes, as
    /// annotators show a threat), refused in the main line (a [`Game`]
    /// holds chess moves only), in check and after the game's end.
    fn pass(&mut self, text: &str, main_line: bool) -> Result<(), PgnError> {
        let ply = self.next_ply();
        let refused = || PgnError::NullMove {
            ply,
            text: text.to_owned(),
        };
        if main_line || self.game.outcome().is_some() {
            return Err(refused());
        }
        let after = null_move(self.game.position()).ok_or_else(refused)?;
        self.before_null = Some((self.game.position().clone(), ply - 1));
        self.game = Game::from_position(after);
        self.offset = ply;
        self.line.moves.push(PgnMove {
            mv: None,
            san: "--".to_owned(),
            nags: Vec::new(),
            comments: Vec::new(),
            variations: Vec::new(),
        });
        Ok(())
    }
}

/// Ends the innermost variation, keeping it on the move it replaces; a
/// `)` with no open variation is ignored.
fn close_variation(lines: &mut Vec<Reading>) {
    if lines.len() > 1 {
        let variation = lines.pop().expect("checked").line;
        if let Some(parent) = lines.last_mut() {
            if let Some(replaced) = parent.line.moves.last_mut() {
                replaced.variations.push(variation);
            }
        }
    }
}

/// What a header scan tells of one game: its tags, its main line's
/// length, and where it stands in the text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnHeader {
    /// Every tag pair, in file order.
    pub tags: Vec<(String, String)>,
    /// The number of moves in the main line as written (not checked).
    pub plies: usize,
    /// The movetext's result marker as written, if any.
    pub result: Option<String>,
    /// The game's bytes in the scanned text: `read_pgn_games(&text[span])`
    /// reads this game alone.
    pub span: Range<usize>,
}

impl PgnHeader {
    /// The value of the first tag pair named `name`.
    pub fn tag(&self, name: &str) -> Option<&str> {
        tag_in(&self.tags, name)
    }

    /// The result the record gives its game, as
    /// [`PgnGame::recorded_result`](crate::PgnGame::recorded_result) reads
    /// it (the marker, else the `Result` tag), without playing a move.
    pub fn recorded_result(&self) -> Option<&'static str> {
        super::record::recorded_result(self.result.as_deref(), self.tag("Result"))
    }
}

/// Lists the games of a PGN text fast, for a game picker: the tags, the
/// number of plies and the span of each game, without playing any move
/// (so a game listed here may still fail in [`read_pgn_games`]).
///
/// # Examples
///
/// ```
/// use hotseat_rules::{read_pgn_games, scan_pgn_headers};
/// let text = "[White \"Anand\"]\n\n1. e4 e5 (1... c5) 2. Nf3 1-0\n\n[White \"Carlsen\"]\n\n1. d4 *\n";
/// let headers: Vec<_> = scan_pgn_headers(text).collect();
/// assert_eq!(headers[0].tag("White"), Some("Anand"));
/// assert_eq!((headers[0].plies, headers[0].result.as_deref()), (3, Some("1-0")));
/// let second = read_pgn_games(&text[headers[1].span.clone()]).next().unwrap().unwrap();
/// assert_eq!(second.game.san_moves(), ["d4"]);
/// ```
pub fn scan_pgn_headers(text: &str) -> impl Iterator<Item = PgnHeader> + '_ {
    Chunks::new(text).map(|chunk| {
        let mut tags = Vec::new();
        let mut plies = 0;
        let mut result = None;
        let mut depth = 0usize;
        for token in chunk.tokens {
            match token {
                Token::Tag { name, value } => tags.push((name.to_owned(), value)),
                Token::Open => depth += 1,
                Token::Close => depth = depth.saturating_sub(1),
                Token::Symbol(s) if depth == 0 => match classify(s) {
                    Symbol::Move { .. } | Symbol::Null(_) => plies += 1,
                    Symbol::Result(r) => result = Some(r.to_owned()),
                    Symbol::Nothing => {}
                },
                _ => {}
            }
        }
        PgnHeader {
            tags,
            plies,
            result,
            span: chunk.span,
        }
    })
}

impl Game {
    /// Reads one game from PGN (the first of the text; see
    /// [`read_pgn_games`] for every game and everything kept): its `FEN`
    /// tag if any, then the main line of the movetext; every move, also
    /// in variations, is checked against the rules.
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
        match read_pgn_games(pgn.trim_start_matches('\u{feff}')).next() {
            None => Ok(Game::new()),
            Some(Ok(read)) => Ok(read.game),
            Some(Err(e)) => Err(e.error),
        }
    }
}
