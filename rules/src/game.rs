//! A game: a start position, the moves played, and the verdict.

use std::fmt;

use crate::{
    AnyPosition, Color, Declaration, DrawReason, Drop, FenError, IllegalMove, Move, MoveList,
    Outcome, Ply, Position, Rules, SanError, Square, Variant,
};

/// Why a move was not played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The game already has a verdict; only undo is possible.
    GameOver(Outcome),
    /// The move is not legal in the current position.
    Illegal(IllegalMove),
    /// The drop is not legal in the current position (or the game has no
    /// pockets).
    IllegalDrop(Drop),
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::GameOver(outcome) => {
                write!(f, "the game is over ({outcome}); no move can be played")
            }
            PlayError::Illegal(illegal) => illegal.fmt(f),
            PlayError::IllegalDrop(drop) => {
                write!(f, "{drop} is not a legal drop in this position")
            }
        }
    }
}

impl std::error::Error for PlayError {}

/// Undo was asked for at the start of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NothingToUndo;

impl fmt::Display for NothingToUndo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("there is no move to undo")
    }
}

impl std::error::Error for NothingToUndo {}

/// What [`Game::undo`] took back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Undone {
    /// The last ply.
    Move(Ply),
    /// A declared verdict (resignation, agreed draw, flag fall); the moves
    /// are as they were.
    Declaration(Declaration),
}

/// One ply of a game's history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedMove {
    /// The move or drop, as UCI writes it.
    pub uci: Ply,
    /// The move in SAN, with check and mate marks.
    pub san: String,
    /// The position after the move.
    pub after: AnyPosition,
}

/// What [`Game::play_listed`] answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The verdict after the move, if it ended the game.
    pub outcome: Option<Outcome>,
    /// The legal moves of the new position: none once there is a verdict,
    /// as [`Game::legal_moves`].
    pub legal_moves: MoveList,
}

/// A game from a start position: its history, undo, and its verdict.
///
/// The verdict is computed after every move in the order of SPEC section 2:
/// checkmate, stalemate, insufficient material, fifty-move rule, threefold
/// repetition; a variant's own end (a third check, a king on the hill or
/// blown up…) comes first, and its material and fifty-move rules are its
/// own ([`Rules`]). A resignation, an agreed draw or a flag fall can only be
/// declared while there is none ([`Game::declare`]), so a verdict of the
/// board always comes first. Once there is a verdict, [`Game::play`]
/// refuses moves and [`Game::undo`] still works.
///
/// # Examples
///
/// ```
/// use hotseat_rules::{Color, Game, Outcome};
/// let mut game = Game::new();
/// for uci in ["f2f3", "e7e5", "g2g4", "d8h4"] {
///     game.play_uci(uci).unwrap();
/// }
/// assert_eq!(game.outcome(), Some(Outcome::Checkmate { winner: Color::Black }));
/// assert_eq!(game.san_moves().last().map(String::as_str), Some("Qh4#"));
/// assert!(game.play_uci("a2a3").is_err());
/// game.undo().unwrap();
/// assert_eq!(game.outcome(), None);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    start: AnyPosition,
    history: Vec<PlayedMove>,
    outcome: Option<Outcome>,
    /// The declared verdict, if `outcome` is one; `undo` removes it first.
    declared: Option<Declaration>,
}

impl Default for Game {
    fn default() -> Self {
        Game::new()
    }
}

/// Why a move given as text was not played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TextMoveError {
    /// The text is neither UCI nor SAN.
    Syntax(String),
    /// SAN that names no single legal move.
    San(SanError),
    /// A well-formed move that cannot be played.
    Play(PlayError),
}

impl fmt::Display for TextMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TextMoveError::Syntax(s) => write!(
                f,
                "'{s}' is not a move: write it in SAN (Nf3, exd5, O-O, e8=Q) or UCI (g1f3)"
            ),
            TextMoveError::San(e) => e.fmt(f),
            TextMoveError::Play(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for TextMoveError {}

impl Game {
    /// A game from the standard starting position.
    pub fn new() -> Game {
        Game::from_position(Position::start())
    }

    /// A game from any valid position of any kind of chess. The verdict is
    /// judged at once (a game may start already finished, e.g. from a
    /// stalemate FEN).
    pub fn from_position(start: impl Into<AnyPosition>) -> Game {
        let mut game = Game {
            start: start.into(),
            history: Vec::new(),
            outcome: None,
            declared: None,
        };
        game.outcome = game.judge();
        game
    }

    /// A game from a FEN.
    ///
    /// # Errors
    ///
    /// The [`FenError`] of [`Position::from_fen`].
    pub fn from_fen(fen: &str) -> Result<Game, FenError> {
        Position::from_fen(fen).map(Game::from_position)
    }

    /// A game of `variant` from its start (Chess960: position 518).
    pub fn new_variant(variant: Variant) -> Game {
        Game::from_position(AnyPosition::start(variant))
    }

    /// A game of `variant` from a FEN in the variant's own form.
    ///
    /// # Errors
    ///
    /// The [`FenError`] of [`AnyPosition::from_fen`].
    pub fn from_fen_in(fen: &str, variant: Variant) -> Result<Game, FenError> {
        AnyPosition::from_fen(fen, variant).map(Game::from_position)
    }

    /// The kind of chess the game is played by.
    pub fn variant(&self) -> Variant {
        self.start.variant()
    }

    /// The position the game started from.
    pub fn start_position(&self) -> &AnyPosition {
        &self.start
    }

    /// The current position.
    pub fn position(&self) -> &AnyPosition {
        self.history.last().map_or(&self.start, |m| &m.after)
    }

    /// The verdict, if the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The plies played, in order.
    pub fn history(&self) -> &[PlayedMove] {
        &self.history
    }

    /// The moves and drops played.
    pub fn moves(&self) -> impl ExactSizeIterator<Item = Ply> + '_ {
        self.history.iter().map(|m| m.uci)
    }

    /// The moves played, in SAN.
    pub fn san_moves(&self) -> Vec<String> {
        self.history.iter().map(|m| m.san.clone()).collect()
    }

    /// The last move or drop played, if any.
    pub fn last_move(&self) -> Option<Ply> {
        self.history.last().map(|m| m.uci)
    }

    /// The declared verdict (resignation, agreed draw, flag fall), if the
    /// game ended by one.
    pub fn declaration(&self) -> Option<Declaration> {
        self.declared
    }

    /// Whether there is a move or a declared verdict to undo.
    pub fn can_undo(&self) -> bool {
        self.declared.is_some() || !self.history.is_empty()
    }

    /// Records a declared verdict (see [`Game::declare`]).
    pub(crate) fn set_declared(&mut self, declaration: Declaration, outcome: Outcome) {
        self.declared = Some(declaration);
        self.outcome = Some(outcome);
    }

    /// The moves the side to move may play: none once the game is over.
    pub fn legal_moves(&self) -> MoveList {
        if self.outcome.is_some() {
            MoveList::new()
        } else {
            self.position().legal_moves()
        }
    }

    /// The legal drops (Crazyhouse): none once the game is over.
    pub fn legal_drops(&self) -> Vec<Drop> {
        if self.outcome.is_some() {
            Vec::new()
        } else {
            self.position().legal_drops()
        }
    }

    /// The legal moves of the piece on `from` (none once the game is over).
    pub fn legal_moves_from(&self, from: Square) -> Vec<Move> {
        let mut moves = self.legal_moves().to_vec();
        moves.retain(|m| m.from == from);
        moves
    }

    /// Plays a move and judges the new position.
    ///
    /// # Errors
    ///
    /// [`PlayError::GameOver`] once there is a verdict, and
    /// [`PlayError::Illegal`] for a move that is not legal; the game is then
    /// unchanged.
    pub fn play(&mut self, m: Move) -> Result<Option<Outcome>, PlayError> {
        self.play_ply(Ply::Move(m))
    }

    /// Plays a move or a drop and judges the new position.
    ///
    /// # Errors
    ///
    /// As [`Game::play`]; [`PlayError::IllegalDrop`] for a drop that is
    /// not legal.
    pub fn play_ply(&mut self, ply: Ply) -> Result<Option<Outcome>, PlayError> {
        if let Some(outcome) = self.outcome {
            return Err(PlayError::GameOver(outcome));
        }
        let before = self.position();
        let ply = match ply {
            Ply::Move(asked) => {
                let m = before.canonical(asked);
                if !before.is_legal(m) {
                    return Err(PlayError::Illegal(IllegalMove(asked)));
                }
                Ply::Move(m)
            }
            Ply::Drop(drop) => {
                if !before.legal_drops().contains(&drop) {
                    return Err(PlayError::IllegalDrop(drop));
                }
                Ply::Drop(drop)
            }
        };
        let san = before.ply_san(ply);
        let mut after = before.clone();
        after.play_ply_unchecked(ply);
        self.history.push(PlayedMove {
            uci: ply,
            san,
            after,
        });
        self.outcome = self.judge();
        Ok(self.outcome)
    }

    /// As [`Game::play`], generating each position's legal moves once:
    /// `legal` is this game's [`Game::legal_moves`], which the caller
    /// already holds (to show them, or to explain a refusal), and the
    /// answer carries the new position's, for the next move. The fast path
    /// of an app that plays a move and then shows the moves that follow.
    ///
    /// With a `legal` that is not this game's list the answer means
    /// nothing (the game may then hold an illegal move).
    ///
    /// # Errors
    ///
    /// As [`Game::play`]; the game is then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use hotseat_rules::{Game, Move, Square};
    /// let mut game = Game::new();
    /// let legal = game.legal_moves();
    /// let played = game.play_listed(Move::new(Square::E2, Square::E4), &legal).unwrap();
    /// assert_eq!(played.outcome, None);
    /// assert_eq!(played.legal_moves, game.legal_moves());
    /// assert_eq!(game.san_moves(), ["e4"]);
    /// ```
    pub fn play_listed(&mut self, m: Move, legal: &[Move]) -> Result<Played, PlayError> {
        if let Some(outcome) = self.outcome {
            return Err(PlayError::GameOver(outcome));
        }
        // A stale list would let an illegal move in: the tests and debug
        // builds check that the caller's list is this position's.
        debug_assert_eq!(
            legal,
            &self.position().legal_moves()[..],
            "play_listed: a stale move list"
        );
        let before = self.position();
        let asked = m;
        let m = before.canonical(m);
        if !legal.contains(&m) {
            return Err(PlayError::Illegal(IllegalMove(asked)));
        }
        let mut after = before.clone();
        after.play_unchecked(m);
        let next_legal = after.legal_moves();
        let has_moves = !next_legal.is_empty() || after.count_legal_drops() > 0;
        let san = match (before, &after) {
            (AnyPosition::Chess(before), AnyPosition::Chess(next)) => {
                before.san_listed(m, legal, next, has_moves)
            }
            _ => before.ply_san(Ply::Move(m)),
        };
        self.history.push(PlayedMove {
            uci: Ply::Move(m),
            san,
            after,
        });
        self.outcome = self.judge_with(has_moves);
        Ok(Played {
            outcome: self.outcome,
            legal_moves: if self.outcome.is_some() {
                MoveList::new()
            } else {
                next_legal
            },
        })
    }

    /// Plays a move written in UCI (`e2e4`) or SAN (`Nf3`).
    ///
    /// # Errors
    ///
    /// [`TextMoveError`] for text that is no move, SAN that names no single
    /// legal move, or a move that cannot be played.
    pub fn play_text(&mut self, text: &str) -> Result<Ply, TextMoveError> {
        let ply = self.read_text(text)?;
        self.play_ply(ply).map_err(TextMoveError::Play)?;
        Ok(self.last_move().unwrap_or(ply))
    }

    /// The move `text` names in UCI (`e2e4`) or SAN (`Nf3`), read as
    /// [`Game::play_text`] reads it, without playing it. A UCI move is not
    /// checked for legality here (SAN names only legal moves): the caller
    /// plays it or checks it against the legal moves it holds.
    ///
    /// ```
    /// use hotseat_rules::{Game, Move};
    /// let game = Game::new();
    /// assert_eq!(game.read_text(" Nf3 ").unwrap(), Move::from_uci("g1f3").unwrap().into());
    /// assert!(game.read_text("Nf6").is_err());
    /// ```
    ///
    /// # Errors
    ///
    /// [`TextMoveError`] for text that is no move, SAN that names no single
    /// legal move, or a game that is over.
    pub fn read_text(&self, text: &str) -> Result<Ply, TextMoveError> {
        let text = text.trim();
        if let Some(outcome) = self.outcome {
            return Err(TextMoveError::Play(PlayError::GameOver(outcome)));
        }
        match text.parse::<Ply>() {
            Ok(Ply::Move(m)) => Ok(Ply::Move(self.position().canonical(m))),
            Ok(drop) => Ok(drop),
            Err(_) => self.position().parse_ply(text).map_err(|e| match e {
                SanError::Syntax(s) => TextMoveError::Syntax(s),
                e => TextMoveError::San(e),
            }),
        }
    }

    /// Plays a move written in UCI.
    ///
    /// # Errors
    ///
    /// As [`Game::play_text`].
    pub fn play_uci(&mut self, uci: &str) -> Result<Ply, TextMoveError> {
        let ply: Ply = uci
            .parse()
            .map_err(|e: crate::ParseUciError| TextMoveError::Syntax(e.0))?;
        self.play_ply(ply).map_err(TextMoveError::Play)?;
        Ok(self.last_move().unwrap_or(ply))
    }

    /// Takes back a declared verdict if there is one (the game goes on
    /// from the same position), else the last ply, also one that ended the
    /// game.
    ///
    /// A declared verdict is taken back on its own, so that one undo
    /// reverses one action of the players: resigning by mistake does not
    /// also cost the last move.
    ///
    /// # Errors
    ///
    /// [`NothingToUndo`] at the start of the game.
    pub fn undo(&mut self) -> Result<Undone, NothingToUndo> {
        if let Some(declared) = self.declared.take() {
            self.outcome = self.judge();
            return Ok(Undone::Declaration(declared));
        }
        let undone = self.history.pop().ok_or(NothingToUndo)?;
        self.outcome = self.judge();
        Ok(Undone::Move(undone.uci))
    }

    /// How often the current position has occurred in this game (counting
    /// the start position and this one).
    pub fn repetition_count(&self) -> usize {
        let current = self.position();
        // Only positions since the last capture or pawn move can repeat;
        // in Crazyhouse a captured piece may come back, so any can.
        let window = if current.has_fifty_move_rule() {
            current.halfmove_clock() as usize
        } else {
            self.history.len()
        };
        let positions = std::iter::once(&self.start)
            .chain(self.history.iter().map(|m| &m.after))
            .rev()
            .take(window + 1);
        positions.filter(|p| p.repeats(current)).count()
    }

    fn judge(&self) -> Option<Outcome> {
        self.judge_with(self.position().has_legal_plies())
    }

    /// The verdict of the current position, whose side to move has a
    /// legal move or not (`has_moves`).
    fn judge_with(&self, has_moves: bool) -> Option<Outcome> {
        let pos = self.position();
        if let Some(outcome) = pos.variant_outcome() {
            return Some(outcome);
        }
        if !has_moves {
            return Some(pos.no_moves_outcome());
        }
        if pos.is_insufficient_material() {
            return Some(Outcome::Draw(DrawReason::InsufficientMaterial));
        }
        if pos.has_fifty_move_rule() && pos.halfmove_clock() >= 100 {
            return Some(Outcome::Draw(DrawReason::FiftyMoveRule));
        }
        if self.repetition_count() >= 3 {
            return Some(Outcome::Draw(DrawReason::ThreefoldRepetition));
        }
        None
    }

    /// The status-line text of SPEC section 5: the verdict, or whose move it
    /// is with ` — check` appended when in check.
    ///
    /// # Examples
    ///
    /// ```
    /// use hotseat_rules::Game;
    /// let mut game = Game::new();
    /// assert_eq!(game.status_text(), "White to move");
    /// game.play_text("e4").unwrap();
    /// assert_eq!(game.status_text(), "Black to move");
    /// ```
    pub fn status_text(&self) -> String {
        match self.outcome {
            Some(outcome) => outcome.to_string(),
            None => {
                let pos = self.position();
                let side = pos.turn().title();
                if pos.is_check() {
                    format!("{side} to move — check")
                } else {
                    format!("{side} to move")
                }
            }
        }
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.position().turn()
    }
}
