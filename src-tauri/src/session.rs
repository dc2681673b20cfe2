//! The game the app is playing, kept in step with its saved copy.
//!
//! A change is first made on a copy of the game, then saved, and only then
//! becomes the current game: a failed save changes nothing.

use std::path::Path;

use hotseat_rules::{Game, Move, PlayError, Role, Square, START_FEN};

use crate::dto::{GameView, MoveDto, MoveInput};
use crate::error::CommandError;
use crate::store::{self, Store, StoreError};

/// The current game and where it is saved.
#[derive(Debug)]
pub struct Session {
    game: Game,
    store: Option<(Store, i64)>,
    notice: Option<String>,
}

fn parse_square(text: &str, field: &str) -> Result<Square, CommandError> {
    text.parse().map_err(|_| {
        let shown: String = text.chars().take(16).collect();
        CommandError::InvalidSquare(format!(
            "'{shown}' is not a square for '{field}': use a1 to h8"
        ))
    })
}

fn parse_promotion(text: &str) -> Result<Role, CommandError> {
    let role = match text.to_ascii_lowercase().as_str() {
        "q" | "queen" => Some(Role::Queen),
        "r" | "rook" => Some(Role::Rook),
        "b" | "bishop" => Some(Role::Bishop),
        "n" | "knight" => Some(Role::Knight),
        _ => None,
    };
    role.ok_or_else(|| {
        let shown: String = text.chars().take(16).collect();
        CommandError::InvalidMove(format!(
            "'{shown}' is not a promotion piece: use queen, rook, bishop or knight"
        ))
    })
}

/// Turns what the UI sent into a move, or says precisely what is wrong.
pub fn parse_move(input: &MoveInput) -> Result<Move, CommandError> {
    let from = parse_square(&input.from, "from")?;
    let to = parse_square(&input.to, "to")?;
    if from == to {
        return Err(CommandError::InvalidMove(format!(
            "a move must leave its square ({from} to {to})"
        )));
    }
    let promotion = match input.promotion.as_deref() {
        None | Some("") => None,
        Some(text) => Some(parse_promotion(text)?),
    };
    Ok(Move {
        from,
        to,
        promotion,
    })
}

impl Session {
    /// Opens the saved game at `db_path`. Never fails: a database that
    /// cannot be read is moved aside and a new game starts, with a notice
    /// for the players; if no database can be used at all, the game is
    /// played unsaved and the notice says so.
    pub fn open(db_path: &Path) -> Session {
        match Self::try_open(db_path) {
            Ok(session) => session,
            Err(error) => {
                let aside = if db_path.exists() {
                    store::move_aside(db_path)
                } else {
                    Err(std::io::Error::other("no file"))
                };
                let kept = match &aside {
                    Ok(target) => format!("it was kept as {}", target.display()),
                    Err(_) => "it was left where it was".to_owned(),
                };
                let fresh = Self::try_open(db_path);
                match fresh {
                    Ok(mut session) => {
                        session.notice = Some(format!(
                            "Your saved game could not be read ({error}); {kept} and a new game started."
                        ));
                        session
                    }
                    Err(second) => Session {
                        game: Game::new(),
                        store: None,
                        notice: Some(format!(
                            "Games cannot be saved on this device ({second}); this game will be lost when the app closes."
                        )),
                    },
                }
            }
        }
    }

    fn try_open(db_path: &Path) -> Result<Session, StoreError> {
        let mut store = Store::open(db_path)?;
        let (id, game) = match store.load_current()? {
            Some(saved) => (saved.id, saved.game),
            None => (store.create_game(START_FEN)?, Game::new()),
        };
        Ok(Session {
            game,
            store: Some((store, id)),
            notice: None,
        })
    }

    /// A session that saves nothing (for tests and as a last resort).
    pub fn unsaved() -> Session {
        Session {
            game: Game::new(),
            store: None,
            notice: None,
        }
    }

    /// The game being played.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The view of the current game.
    pub fn view(&self) -> GameView {
        GameView::of(&self.game, self.notice.clone())
    }

    /// The legal moves of the side to move, or of the piece on `from`.
    ///
    /// # Errors
    ///
    /// [`CommandError::InvalidSquare`] for a bad square name.
    pub fn legal_moves(&self, from: Option<&str>) -> Result<Vec<MoveDto>, CommandError> {
        let moves = match from {
            None => self.game.legal_moves().to_vec(),
            Some(text) => self.game.legal_moves_from(parse_square(text, "from")?),
        };
        Ok(moves.into_iter().map(MoveDto::from).collect())
    }

    /// Plays a move and saves it before answering.
    ///
    /// # Errors
    ///
    /// Invalid squares or promotion, an illegal move, a finished game, or a
    /// failed save — and then the game is unchanged.
    pub fn play(&mut self, input: &MoveInput) -> Result<GameView, CommandError> {
        let m = parse_move(input)?;
        let mut next = self.game.clone();
        next.play(m).map_err(|e| self.explain(e, m))?;
        if let Some((store, id)) = &mut self.store {
            let ply = next.history().len();
            store
                .append_move(*id, ply, &m.to_string(), next.outcome())
                .map_err(|e| CommandError::Storage(format!("the move was not made: {e}")))?;
        }
        self.game = next;
        self.notice = None;
        Ok(self.view())
    }

    fn explain(&self, error: PlayError, m: Move) -> CommandError {
        match error {
            PlayError::GameOver(_) => CommandError::GameOver(error.to_string()),
            PlayError::Illegal(_) => {
                let needs_piece = m.promotion.is_none()
                    && self
                        .game
                        .legal_moves()
                        .iter()
                        .any(|l| l.from == m.from && l.to == m.to && l.promotion.is_some());
                if needs_piece {
                    CommandError::IllegalMove(format!(
                        "{m} reaches the last rank: choose queen, rook, bishop or knight"
                    ))
                } else {
                    CommandError::IllegalMove(error.to_string())
                }
            }
        }
    }

    /// Takes back the last ply and saves that.
    ///
    /// # Errors
    ///
    /// [`CommandError::NothingToUndo`] at the start, or a failed save.
    pub fn undo(&mut self) -> Result<GameView, CommandError> {
        let mut next = self.game.clone();
        let ply = next.history().len();
        next.undo()
            .map_err(|e| CommandError::NothingToUndo(e.to_string()))?;
        if let Some((store, id)) = &mut self.store {
            store
                .remove_move(*id, ply, next.outcome())
                .map_err(|e| CommandError::Storage(format!("the move was not taken back: {e}")))?;
        }
        self.game = next;
        self.notice = None;
        Ok(self.view())
    }

    /// Starts a new game; the old one stays in the archive.
    ///
    /// # Errors
    ///
    /// A failed save; the old game then goes on.
    pub fn new_game(&mut self) -> Result<GameView, CommandError> {
        if let Some((store, id)) = &mut self.store {
            *id = store
                .create_game(START_FEN)
                .map_err(|e| CommandError::Storage(format!("no new game was started: {e}")))?;
        }
        self.game = Game::new();
        self.notice = None;
        Ok(self.view())
    }
}
