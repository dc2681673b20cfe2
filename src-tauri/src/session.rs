//! The game the app is playing, kept in step with its saved copy.
//!
//! A change is first made on a copy of the game (and of its clock and draw
//! offer), then saved, and only then becomes the current game: a failed
//! save changes nothing.
//!
//! Timed games (issue 6): every command first looks at the clock, and a
//! flag that has fallen becomes the verdict before the command runs
//! ([`Session::tick`]), so the page only has to ask for `status` when its
//! own count-down reaches zero.

use std::path::Path;
use std::sync::Arc;

use hotseat_rules::{
    Color, Game, Move, PlayError, Role, SanError, Square, TextMoveError, Undone, START_FEN,
};

use crate::clock::{Clock, MonotonicTime, TimeSource};
use crate::dto::{ClockView, GameView, MoveDto, MoveInput, PositionView};
use crate::error::CommandError;
use crate::export;
use crate::import;
use crate::settings::Settings;
use crate::store::{self, now_millis, GameState, MoveClock, Store, StoreError};
use crate::time_control::TimeControl;

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
    /// The clock of a timed game.
    clock: Option<Clock>,
    /// Each move's clock readings (one per ply in a timed game).
    move_clocks: Vec<MoveClock>,
    /// Who offers a draw, if anyone.
    draw_offer: Option<Color>,
    time: Arc<dyn TimeSource>,
}

/// What a change makes of the game: the copy that becomes current once it
/// is saved.
#[derive(Debug, Clone)]
struct Next {
    game: Game,
    clock: Option<Clock>,
    move_clocks: Vec<MoveClock>,
    draw_offer: Option<Color>,
}

impl Next {
    fn state(&self, now: u64) -> GameState {
        GameState {
            ply_count: self.game.history().len(),
            outcome: self.game.outcome(),
            declaration: self.game.declaration(),
            draw_offer: self.draw_offer,
            clock: self.clock.as_ref().map(|c| c.saved(now)),
        }
    }

    /// Ends the game's clock and offer once there is a verdict.
    fn settle(&mut self, now: u64) {
        if self.game.outcome().is_some() {
            self.draw_offer = None;
            if let Some(clock) = &mut self.clock {
                clock.stop(now);
            }
        }
    }
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
        Self::open_with_time(db_path, Arc::new(MonotonicTime::default()))
    }

    /// As [`Session::open`], with the clock reading `time` (tests pass a
    /// time source they control).
    pub fn open_with_time(db_path: &Path, time: Arc<dyn TimeSource>) -> Session {
        match Self::try_open(db_path, time.clone()) {
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
                let fresh = Self::try_open(db_path, time.clone());
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
                        ..Session::unsaved_with_time(time)
                    },
                }
            }
        }
    }

    fn try_open(db_path: &Path, time: Arc<dyn TimeSource>) -> Result<Session, StoreError> {
        let mut store = Store::open(db_path)?;
        let saved = match store.load_current()? {
            Some(saved) => saved,
            None => {
                let created = store.insert_game(START_FEN, &[], None, None)?;
                store::SavedGame {
                    id: created.id,
                    game: Game::new(),
                    created_at: created.created_at,
                    time_control: None,
                    clock: None,
                    move_clocks: Vec::new(),
                    draw_offer: None,
                }
            }
        };
        // A timed game comes back paused where it was last saved.
        let over = saved.game.outcome().is_some();
        let clock = saved
            .time_control
            .zip(saved.clock)
            .map(|(control, clock)| Clock::restore(control, clock, over));
        // Settings are only a convenience: an unreadable row is its default.
        let settings = Settings::from_rows(|key| store.setting(key).ok().flatten());
        Ok(Session {
            game: saved.game,
            created_at: saved.created_at,
            store: Some((store, saved.id)),
            notice: None,
            settings,
            clock,
            move_clocks: saved.move_clocks,
            draw_offer: saved.draw_offer,
            time,
        })
    }

    /// A session that saves nothing (for tests and as a last resort).
    pub fn unsaved() -> Session {
        Self::unsaved_with_time(Arc::new(MonotonicTime::default()))
    }

    /// As [`Session::unsaved`], with the clock reading `time`.
    pub fn unsaved_with_time(time: Arc<dyn TimeSource>) -> Session {
        Session {
            game: Game::new(),
            created_at: now_millis(),
            store: None,
            notice: None,
            settings: Settings::default(),
            clock: None,
            move_clocks: Vec::new(),
            draw_offer: None,
            time,
        }
    }

    fn now(&self) -> u64 {
        self.time.now_ms()
    }

    fn next(&self) -> Next {
        Next {
            game: self.game.clone(),
            clock: self.clock.clone(),
            move_clocks: self.move_clocks.clone(),
            draw_offer: self.draw_offer,
        }
    }

    fn apply(&mut self, next: Next) -> GameView {
        self.game = next.game;
        self.clock = next.clock;
        self.move_clocks = next.move_clocks;
        self.draw_offer = next.draw_offer;
        self.notice = None;
        self.view()
    }

    /// Saves a change that adds or removes no move, then applies it.
    fn commit_state(&mut self, next: Next, what: &str) -> Result<GameView, CommandError> {
        let now = self.now();
        if let Some((store, id)) = &mut self.store {
            store
                .save_state(*id, &next.state(now))
                .map_err(|e| CommandError::Storage(format!("{what}: {e}")))?;
        }
        Ok(self.apply(next))
    }

    /// Turns a fallen flag into the verdict (saved), so that every command
    /// sees the game as the clock has made it.
    ///
    /// # Errors
    ///
    /// A failed save; the game is then unchanged.
    pub fn tick(&mut self) -> Result<(), CommandError> {
        let now = self.now();
        let flagged = self
            .clock
            .as_ref()
            .and_then(|c| c.flagged(now))
            .filter(|_| self.game.outcome().is_none());
        if let Some(color) = flagged {
            let mut next = self.next();
            next.game
                .time_out(color)
                .map_err(|e| CommandError::Internal(e.to_string()))?;
            next.settle(now);
            self.commit_state(next, "the time out was not saved")?;
        }
        Ok(())
    }

    /// Saves the running clock's reading as of now (one transaction), so
    /// that a crash or a close gives back no more thinking time than has
    /// passed since: called once a second while a clock runs, and when the
    /// app closes. Returns whether it wrote anything (nothing is written
    /// while no clock runs: untimed, not started, paused or finished).
    ///
    /// # Errors
    ///
    /// A failed save; the game is unchanged.
    pub fn checkpoint(&mut self) -> Result<bool, CommandError> {
        self.tick()?;
        let running = self.game.outcome().is_none()
            && self.clock.as_ref().is_some_and(|c| c.running().is_some());
        if !running {
            return Ok(false);
        }
        let now = self.now();
        let state = self.next().state(now);
        if let Some((store, id)) = &mut self.store {
            store
                .save_state(*id, &state)
                .map_err(|e| CommandError::Storage(format!("the clocks were not saved: {e}")))?;
            return Ok(true);
        }
        Ok(false)
    }

    /// The current game, after [`Session::tick`].
    ///
    /// # Errors
    ///
    /// A failed save of a time out.
    pub fn status(&mut self) -> Result<GameView, CommandError> {
        self.tick()?;
        Ok(self.view())
    }

    /// The time control of the current game, if it is timed.
    pub fn time_control(&self) -> Option<TimeControl> {
        self.clock.as_ref().map(Clock::control)
    }

    /// Who offers a draw, if anyone.
    pub fn draw_offer(&self) -> Option<Color> {
        self.draw_offer
    }

    /// The database and the current game's id, if the game is saved.
    pub(crate) fn store(&self) -> Option<(&Store, i64)> {
        self.store.as_ref().map(|(store, id)| (store, *id))
    }

    /// As [`Session::store`], to write.
    pub(crate) fn store_mut(&mut self) -> Option<&mut Store> {
        self.store.as_mut().map(|(store, _)| store)
    }

    /// The game being played.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The view of the current game, its clocks as of now.
    pub fn view(&self) -> GameView {
        let now = self.now();
        let mut view = GameView::of(&self.game, self.notice.clone());
        view.clock = self.clock.as_ref().map(|c| ClockView::of(c, now));
        view.draw_offer = self.draw_offer.map(Color::name);
        view
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
        let pos = self.game.position();
        Ok(moves.into_iter().map(|m| MoveDto::of(pos, m)).collect())
    }

    /// Plays a move and saves it before answering.
    ///
    /// # Errors
    ///
    /// Invalid squares or promotion, an illegal move, a finished game, or a
    /// failed save — and then the game is unchanged.
    pub fn play(&mut self, input: &MoveInput) -> Result<GameView, CommandError> {
        let m = parse_move(input)?;
        self.before_move()?;
        let mut next = self.game.clone();
        next.play(m).map_err(|e| self.explain(e, m))?;
        self.commit_move(next, m)
    }

    /// A move is about to be played: the clock has its say first (a fallen
    /// flag ends the game, so the move is then refused as too late), and a
    /// paused clock must be resumed before anyone moves.
    fn before_move(&mut self) -> Result<(), CommandError> {
        self.tick()?;
        if self.game.outcome().is_none() && self.clock.as_ref().is_some_and(Clock::is_paused) {
            return Err(CommandError::NotAllowed(
                "the clock is paused: resume the game before moving".to_owned(),
            ));
        }
        Ok(())
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
        self.before_move()?;
        let mut next = self.game.clone();
        let m = next.play_text(text).map_err(|e| match e {
            TextMoveError::Syntax(_) | TextMoveError::San(SanError::Syntax(_)) => {
                CommandError::InvalidMove(e.to_string())
            }
            TextMoveError::San(SanError::Ambiguous(_)) => CommandError::InvalidMove(e.to_string()),
            TextMoveError::San(SanError::Illegal(_))
            | TextMoveError::Play(PlayError::Illegal(_)) => self
                .needs_promotion_piece(text)
                .unwrap_or_else(|| CommandError::IllegalMove(e.to_string())),
            TextMoveError::Play(PlayError::GameOver(_)) => CommandError::GameOver(e.to_string()),
        })?;
        self.commit_move(next, m)
    }

    /// A typed pawn move to the last rank without its piece (`e8`, `exd8`,
    /// `e7e8`): the error that names the four ways to write it, if adding a
    /// piece makes it legal.
    fn needs_promotion_piece(&self, text: &str) -> Option<CommandError> {
        let bare = text.trim().trim_end_matches(['+', '#', '!', '?']);
        // UCI (`e7e8`) is answered in UCI (`e7e8q`), SAN in SAN (`e8=Q`).
        let uci = bare.len() == 4
            && bare
                .get(..2)
                .and_then(|s| s.parse::<Square>().ok())
                .is_some();
        let (sep, pieces) = if uci {
            ("", ["q", "r", "b", "n"])
        } else {
            ("=", ["Q", "R", "B", "N"])
        };
        let with = |piece: &str| format!("{bare}{sep}{piece}");
        let mut probe = self.game.clone();
        probe.play_text(&with(pieces[0])).ok()?;
        let [q, r, b, n] = pieces.map(with);
        Some(CommandError::IllegalMove(format!(
            "{bare} needs a promotion piece: {q}, {r}, {b} or {n}"
        )))
    }

    /// Saves `m`, the last move of `game`, with the clocks and the draw
    /// offer after it, then makes it the game.
    ///
    /// A move by the side a draw was offered to declines the offer; the
    /// side that offered may move and the offer stands.
    fn commit_move(&mut self, game: Game, m: Move) -> Result<GameView, CommandError> {
        let now = self.now();
        let mover = self.game.turn();
        let mut next = self.next();
        next.game = game;
        if next.draw_offer == Some(!mover) {
            next.draw_offer = None;
        }
        let move_clock = next.clock.as_mut().map(|clock| {
            let before = clock.on_move(mover, now);
            MoveClock {
                before,
                after_ms: clock.shown(now).of(mover),
            }
        });
        next.move_clocks.extend(move_clock);
        next.settle(now);
        if let Some((store, id)) = &mut self.store {
            let ply = next.game.history().len();
            store
                .append_move(*id, ply, &m.to_string(), move_clock, &next.state(now))
                .map_err(|e| CommandError::Storage(format!("the move was not made: {e}")))?;
        }
        Ok(self.apply(next))
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

    /// Takes back the last action and saves that:
    ///
    /// - a resignation or an agreed draw: only the verdict goes, the clock
    ///   comes back paused;
    /// - a time out: the verdict and the last move go (the flagged clock
    ///   shows zero, so the verdict alone would fall again at once), and
    ///   the clocks show what they showed before that move, paused;
    /// - a move: the clocks show what they showed just before it; they go
    ///   on running, or come back paused if the move had ended the game.
    ///
    /// Any draw offer is withdrawn.
    ///
    /// # Errors
    ///
    /// [`CommandError::NothingToUndo`] at the start, or a failed save.
    pub fn undo(&mut self) -> Result<GameView, CommandError> {
        self.tick()?;
        let now = self.now();
        let was_over = self.game.outcome().is_some();
        let mut next = self.next();
        next.draw_offer = None;
        let plies = next.game.history().len();
        let undone = next
            .game
            .undo()
            .map_err(|e| CommandError::NothingToUndo(e.to_string()))?;
        let take_move = match undone {
            Undone::Move(_) => true,
            Undone::Declaration(declaration) => {
                if let Some(clock) = &mut next.clock {
                    clock.unstop();
                }
                matches!(declaration, hotseat_rules::Declaration::TimeOut(_))
                    && next.game.undo().is_ok()
            }
        };
        if take_move {
            let to_move = next.game.turn();
            let before = next.move_clocks.pop();
            if let (Some(clock), Some(readings)) = (&mut next.clock, before) {
                clock.undo_to(readings.before, to_move, plies > 1, now);
                if was_over {
                    clock.pause(now);
                }
            }
        }
        next.settle(now);
        if let Some((store, id)) = &mut self.store {
            let state = next.state(now);
            let saved = if take_move {
                store.remove_move(*id, plies, &state)
            } else {
                store.save_state(*id, &state)
            };
            saved
                .map_err(|e| CommandError::Storage(format!("the move was not taken back: {e}")))?;
        }
        Ok(self.apply(next))
    }

    /// `color` resigns.
    ///
    /// # Errors
    ///
    /// [`CommandError::GameOver`] when the game already has a verdict, or a
    /// failed save.
    pub fn resign(&mut self, color: Color) -> Result<GameView, CommandError> {
        self.tick()?;
        let mut next = self.next();
        next.game
            .resign(color)
            .map_err(|e| CommandError::GameOver(e.to_string()))?;
        next.settle(self.now());
        self.commit_state(next, "the resignation was not saved")
    }

    /// `color` offers a draw. Offering again changes nothing; offering
    /// while the other side's offer stands is agreeing to it.
    ///
    /// # Errors
    ///
    /// [`CommandError::GameOver`] when the game already has a verdict, or a
    /// failed save.
    pub fn offer_draw(&mut self, color: Color) -> Result<GameView, CommandError> {
        self.tick()?;
        if let Some(outcome) = self.game.outcome() {
            return Err(CommandError::GameOver(format!(
                "the game is already over ({outcome})"
            )));
        }
        match self.draw_offer {
            Some(offered) if offered == color => Ok(self.view()),
            Some(_) => self.answer_draw(true),
            None => {
                let mut next = self.next();
                next.draw_offer = Some(color);
                self.commit_state(next, "the draw offer was not saved")
            }
        }
    }

    /// The player a draw was offered to accepts it (`Draw — agreement`) or
    /// declines it.
    ///
    /// # Errors
    ///
    /// [`CommandError::GameOver`] after a verdict,
    /// [`CommandError::NotAllowed`] when no draw is offered, or a failed
    /// save.
    pub fn answer_draw(&mut self, accept: bool) -> Result<GameView, CommandError> {
        self.tick()?;
        if let Some(outcome) = self.game.outcome() {
            return Err(CommandError::GameOver(format!(
                "the game is already over ({outcome})"
            )));
        }
        if self.draw_offer.is_none() {
            return Err(CommandError::NotAllowed(
                "no draw is offered: there is nothing to answer".to_owned(),
            ));
        }
        let mut next = self.next();
        next.draw_offer = None;
        if accept {
            next.game
                .agree_draw()
                .map_err(|e| CommandError::GameOver(e.to_string()))?;
        }
        next.settle(self.now());
        self.commit_state(next, "the answer to the draw offer was not saved")
    }

    /// Pauses the clock of a timed game (nothing happens to an untimed,
    /// finished or not yet started game, or one already paused), and saves
    /// the time used so far.
    ///
    /// # Errors
    ///
    /// A failed save.
    pub fn pause(&mut self) -> Result<GameView, CommandError> {
        self.tick()?;
        let now = self.now();
        let mut next = self.next();
        match &mut next.clock {
            Some(clock) if clock.running().is_some() => clock.pause(now),
            _ => return Ok(self.view()),
        }
        self.commit_state(next, "the pause was not saved")
    }

    /// Starts the paused clock again (nothing happens otherwise).
    ///
    /// # Errors
    ///
    /// A failed save.
    pub fn resume(&mut self) -> Result<GameView, CommandError> {
        self.tick()?;
        let now = self.now();
        let mut next = self.next();
        match &mut next.clock {
            Some(clock) if clock.is_paused() && self.game.outcome().is_none() => {
                clock.resume(now);
            }
            _ => return Ok(self.view()),
        }
        self.commit_state(next, "the resumed clock was not saved")
    }

    /// Starts a new game, timed if `time_control` is given; the old one
    /// stays in the archive.
    ///
    /// # Errors
    ///
    /// A failed save; the old game then goes on.
    pub fn new_game(
        &mut self,
        time_control: Option<TimeControl>,
    ) -> Result<GameView, CommandError> {
        self.replace_game(Game::new(), time_control)
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
        self.replace_game(game, None)
            .map_err(|e| CommandError::Storage(format!("the game was not imported: {e}")))
    }

    /// Saves `game` as the new current game, then plays it.
    fn replace_game(
        &mut self,
        game: Game,
        time_control: Option<TimeControl>,
    ) -> Result<GameView, StoreError> {
        let created_at = match &mut self.store {
            Some((store, id)) => {
                let ucis: Vec<String> = game.moves().map(|m| m.to_string()).collect();
                let created = store.insert_game(
                    &game.start_position().to_fen(),
                    &ucis,
                    game.outcome(),
                    time_control,
                )?;
                *id = created.id;
                created.created_at
            }
            None => now_millis(),
        };
        self.created_at = created_at;
        Ok(self.apply(Next {
            game,
            clock: time_control.map(Clock::new),
            move_clocks: Vec::new(),
            draw_offer: None,
        }))
    }

    /// The current game as PGN, dated the day it was started; a timed game
    /// with its time control and clock comments.
    pub fn export_pgn(&self) -> String {
        match &self.clock {
            Some(clock) => export::timed_game_pgn(
                &self.game,
                self.created_at,
                &clock.control(),
                &self.move_clocks,
            ),
            None => export::game_pgn(&self.game, self.created_at),
        }
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
