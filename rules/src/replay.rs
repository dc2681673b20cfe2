//! The `replay` line grammar of SPEC section 7: a UCI `position` line
//! (`position startpos [moves ...]` or `position fen <FEN> [moves ...]`)
//! turned into a [`Game`], or an error that names what is wrong.
//!
//! The `hotseat-rules replay` command and the `replay_line` fuzz target both
//! use this parser, so the fuzzer exercises exactly what the CLI runs.

use std::fmt;

use crate::{Game, PlayError, Ply, Variant};

/// What kind of mistake a `position` line holds; [`ReplayErrorKind::code`]
/// is the `kind` the CLI prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayErrorKind {
    /// Not the `position` grammar, or a move that is not UCI.
    BadSyntax,
    /// The FEN after `position fen` is not a valid position.
    InvalidFen,
    /// A well-formed move that is not legal where it is played.
    IllegalMove,
    /// A move after the game already has a verdict.
    GameOver,
}

impl ReplayErrorKind {
    /// The snake-case code of SPEC section 7 (`"bad_syntax"`, …).
    ///
    /// # Examples
    ///
    /// ```
    /// use hotseat_rules::ReplayErrorKind;
    /// assert_eq!(ReplayErrorKind::InvalidFen.code(), "invalid_fen");
    /// ```
    pub fn code(self) -> &'static str {
        match self {
            ReplayErrorKind::BadSyntax => "bad_syntax",
            ReplayErrorKind::InvalidFen => "invalid_fen",
            ReplayErrorKind::IllegalMove => "illegal_move",
            ReplayErrorKind::GameOver => "game_over",
        }
    }
}

/// Why a `position` line could not be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayError {
    /// What kind of mistake it is.
    pub kind: ReplayErrorKind,
    /// A sentence for people.
    pub message: String,
    /// For a move that failed: the move as written (at most 32 characters)
    /// and its 1-based index in the move list.
    pub at: Option<(String, usize)>,
}

impl ReplayError {
    fn new(kind: ReplayErrorKind, message: impl Into<String>) -> Self {
        ReplayError {
            kind,
            message: message.into(),
            at: None,
        }
    }
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.at {
            Some((mv, index)) => write!(f, "move {index} ({mv}): {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for ReplayError {}

/// Replays one `position` line: the start position, then every UCI move.
///
/// # Errors
///
/// [`ReplayError`] for the first thing that is wrong: the grammar, the FEN,
/// or a move (with its index).
///
/// # Examples
///
/// ```
/// use hotseat_rules::{replay_line, ReplayErrorKind};
/// let game = replay_line("position startpos moves e2e4 e7e5").unwrap();
/// assert_eq!(game.san_moves(), ["e4", "e5"]);
///
/// let error = replay_line("position startpos moves e2e5").unwrap_err();
/// assert_eq!(error.kind, ReplayErrorKind::IllegalMove);
/// assert_eq!(error.at, Some(("e2e5".to_owned(), 1)));
/// ```
pub fn replay_line(line: &str) -> Result<Game, ReplayError> {
    replay_line_in(line, Variant::Standard)
}

/// As [`replay_line`], in `variant`: its start for `startpos`, its FEN form
/// after `fen`, and its moves (drops as `N@f3`; Chess960's castling as the
/// king onto its rook, `UCI_Chess960`'s form).
///
/// # Errors
///
/// As [`replay_line`].
///
/// # Examples
///
/// ```
/// use hotseat_rules::{replay_line_in, Outcome, Rules, Variant};
/// let game = replay_line_in("position startpos moves e2e4 f7f5 d1h5", Variant::ThreeCheck).unwrap();
/// assert!(game.position().is_check());
/// assert_eq!(game.position().to_fen(), "rnbqkbnr/ppppp1pp/8/5p1Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 2+3 1 2");
/// ```
pub fn replay_line_in(line: &str, variant: Variant) -> Result<Game, ReplayError> {
    use ReplayErrorKind::{BadSyntax, GameOver, IllegalMove, InvalidFen};

    let mut tokens = line.split_whitespace().peekable();
    if tokens.next() != Some("position") {
        return Err(ReplayError::new(
            BadSyntax,
            "expected 'position startpos [moves ...]' or 'position fen <FEN> [moves ...]'",
        ));
    }
    let mut game = match tokens.next() {
        Some("startpos") => Game::new_variant(variant),
        Some("fen") => {
            let mut fields = Vec::new();
            while let Some(&t) = tokens.peek() {
                if t == "moves" {
                    break;
                }
                fields.push(t);
                tokens.next();
            }
            if fields.is_empty() {
                return Err(ReplayError::new(BadSyntax, "'position fen' needs a FEN"));
            }
            Game::from_fen_in(&fields.join(" "), variant)
                .map_err(|e| ReplayError::new(InvalidFen, format!("invalid FEN: {e}")))?
        }
        _ => {
            return Err(ReplayError::new(
                BadSyntax,
                "expected 'startpos' or 'fen' after 'position'",
            ))
        }
    };
    match tokens.next() {
        None => return Ok(game),
        Some("moves") => {}
        Some(other) => {
            return Err(ReplayError::new(
                BadSyntax,
                format!(
                    "expected 'moves' or the end of the line, found '{}'",
                    other.chars().take(32).collect::<String>()
                ),
            ))
        }
    }
    for (i, text) in tokens.enumerate() {
        // Only a short prefix is echoed back: a line may be arbitrarily long.
        let short: String = text.chars().take(32).collect();
        let located = |mut e: ReplayError| {
            e.at = Some((short.clone(), i + 1));
            e
        };
        let ply: Ply = text.parse().map_err(|e: crate::ParseUciError| {
            located(ReplayError::new(BadSyntax, e.to_string()))
        })?;
        game.play_ply(ply).map_err(|e| {
            located(match e {
                PlayError::GameOver(_) => ReplayError::new(GameOver, e.to_string()),
                PlayError::Illegal(_) | PlayError::IllegalDrop(_) => {
                    ReplayError::new(IllegalMove, e.to_string())
                }
            })
        })?;
    }
    Ok(game)
}
