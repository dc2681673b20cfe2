//! The game the app is playing, kept in step with its saved copy.
//!
//! A change is first made on a copy of the game, then saved, and only then
//! becomes the current game: a failed save changes nothing.

use std::path::Path;

use hotseat_rules::{Game, Move, PlayError, Role, SanError, Square, TextMoveError, START_FEN};

use crate::dto::{GameView, MoveDto, MoveInput, PositionView};
use crate::error::CommandError;
use crate::export;
use crate::import;
use crate::settings::Settings;
use crate::store::{self, now_millis, Store, StoreError};

/// The current game, the players' settings, and where they are saved.
#[derive(Debug)]
pub struct Session {
    game: Game,
    /// When the current game was started (ms since the Unix epoch), for the
    /// PGN `Date`; the saved row's own `created_at` when there is one.
    created_at: i64,
    store: Option<(Store, i64)>,
    notice: Option<String>,
    settings: Settings,
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
                        notice: Some(format!(
                            "Games cannot be saved on this device ({second}); this game will be lost when the app closes."
                        )),
                        ..Session::unsaved()
                    },
                }
            }
        }
    }

    fn try_open(db_path: &Path) -> Result<Session, StoreError> {
        let mut store = Store::open(db_path)?;
        let (id, game, created_at) = match store.load_current()? {
            Some(saved) => (saved.id, saved.game, saved.created_at),
            None => {
                let created = store.insert_game(START_FEN, &[], None)?;
                (created.id, Game::new(), created.created_at)
            }
        };
        // Settings are only a convenience: an unreadable row is its default.
        let settings = Settings::from_rows(|key| store.setting(key).ok().flatten());
        Ok(Session {
            game,
            created_at,
            store: Some((store, id)),
            notice: None,
            settings,
        })
    }

    /// A session that saves nothing (for tests and as a last resort).
    pub fn unsaved() -> Session {
        Session {
            game: Game::new(),
            created_at: now_millis(),
            store: None,
            notice: None,
            settings: Settings::default(),
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
        self.commit_move(next, m)
    }

    /// Plays a move the players typed, in SAN (`Nf3`, `O-O`, `e8=Q`) or UCI
    /// (`g1f3`, `e7e8q`), and saves it before answering.
    ///
    /// # Errors
    ///
    /// [`CommandError::InvalidMove`] for text that is no move or SAN that
    /// fits several moves, [`CommandError::IllegalMove`],
    /// [`CommandError::GameOver`], or a failed save — and then the game is
    /// unchanged.
    pub fn play_text(&mut self, text: &str) -> Result<GameView, CommandError> {
        let mut next = self.game.clone();
        let m = next.play_text(text).map_err(|e| match e {
            TextMoveError::Syntax(_) | TextMoveError::San(SanError::Syntax(_)) => {
                CommandError::InvalidMove(e.to_string())
            }
            TextMoveError::San(SanError::Ambiguous(_)) => CommandError::InvalidMove(e.to_string()),
            TextMoveError::San(SanError::Illegal(_)) => CommandError::IllegalMove(e.to_string()),
            TextMoveError::Play(PlayError::GameOver(_)) => CommandError::GameOver(e.to_string()),
            TextMoveError::Play(PlayError::Illegal(_)) => CommandError::IllegalMove(e.to_string()),
        })?;
        self.commit_move(next, m)
    }

    /// Saves `m`, the last move of `next`, then makes `next` the game.
    fn commit_move(&mut self, next: Game, m: Move) -> Result<GameView, CommandError> {
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

    /// The board after the first `ply` plies of the game (0 is its start
    /// position). Reads only: the game and its saved copy do not change.
    ///
    /// # Errors
    ///
    /// [`CommandError::BadRequest`] when the game has fewer plies.
    pub fn position_at(&self, ply: u64) -> Result<PositionView, CommandError> {
        let played = self.game.history().len();
        usize::try_from(ply)
            .ok()
            .and_then(|ply| PositionView::of(&self.game, ply))
            .ok_or_else(|| {
                CommandError::BadRequest(format!(
                    "ply {ply} is out of range: this game has positions 0 to {played}"
                ))
            })
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
        self.replace_game(Game::new())
            .map_err(|e| CommandError::Storage(format!("no new game was started: {e}")))
    }

    /// Starts a new game from a pasted FEN or PGN (see [`import`]): a PGN's
    /// moves are saved as if played, so undo walks back through them and a
    /// restart restores them.
    ///
    /// # Errors
    ///
    /// [`CommandError::InvalidFen`] / [`CommandError::InvalidPgn`] with the
    /// rules' reason, [`CommandError::BadRequest`] for an empty or oversized
    /// text, or a failed save; the old game then goes on.
    pub fn import(&mut self, text: &str) -> Result<GameView, CommandError> {
        let game = import::parse_game(text)?;
        self.replace_game(game)
            .map_err(|e| CommandError::Storage(format!("the game was not imported: {e}")))
    }

    /// Saves `game` as the new current game, then plays it.
    fn replace_game(&mut self, game: Game) -> Result<GameView, StoreError> {
        let created_at = match &mut self.store {
            Some((store, id)) => {
                let ucis: Vec<String> = game.moves().map(|m| m.to_string()).collect();
                let created =
                    store.insert_game(&game.start_position().to_fen(), &ucis, game.outcome())?;
                *id = created.id;
                created.created_at
            }
            None => now_millis(),
        };
        self.game = game;
        self.created_at = created_at;
        self.notice = None;
        Ok(self.view())
    }

    /// The current game as PGN, dated the day it was started.
    pub fn export_pgn(&self) -> String {
        export::game_pgn(&self.game, self.created_at)
    }

    /// The file name a save dialog should propose for [`Session::export_pgn`].
    pub fn pgn_file_name(&self) -> String {
        export::pgn_file_name(self.created_at)
    }

    /// The players' settings.
    pub fn settings(&self) -> Settings {
        self.settings
    }

    /// Replaces the settings, saving them first.
    ///
    /// # Errors
    ///
    /// A failed save; the old settings then stay.
    pub fn set_settings(&mut self, settings: Settings) -> Result<Settings, CommandError> {
        if let Some((store, _)) = &mut self.store {
            store
                .set_settings(&settings.to_rows())
                .map_err(|e| CommandError::Storage(format!("the settings were not saved: {e}")))?;
        }
        self.settings = settings;
        Ok(settings)
    }
}
