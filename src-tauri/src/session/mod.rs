//! The game the app is playing, kept in step with its saved copy.
//!
//! The [`Match`] decides; the session around it only ticks, applies an
//! action to the match, saves the change and builds the view. A change
//! whose save fails is reverted ([`Match::revert`]): a failed save changes
//! nothing.
//!
//! Timed games (issue 6): every command first looks at the clock, and a
//! flag that has fallen becomes the verdict before the command runs
//! ([`Session::tick`]), so the page only has to ask for `status` when its
//! own count-down reaches zero.
//!
//! `open` loads the saved game, `clock` ticks, pauses and adjusts the
//! clock, `recover` deals with a file that cannot be read, `pgn` imports
//! and exports PGN, `pgn_file` makes a game read from the opened
//! file current, `recorded_end` plays on from an imported record's result.
//! The opened file itself is the PGN library's
//! ([`crate::pgn::file::PgnLibrary`]), beside the session. The
//! archive's commands read the session's store through
//! [`Session::archive`] ([`crate::archive`]).

mod clock;
mod open;
mod pgn;
mod pgn_file;
mod recorded_end;
mod recover;

use std::sync::Arc;

use hotseat_rules::{AnyPosition, Color, Declaration, Game, Position, Rules, Square, Variant};

use recorded_end::RecordedLine;

use crate::archive::Archive;
use crate::chess_match::{Action, Change, Event, Match};
use crate::clock::TimeSource;
use crate::dto::{DropInput, GameEvent, GameView, MoveDto, MoveInput, Notice, PositionView};
use crate::error::{CommandError, Failed, Refusal};
use crate::pgn::roster::Roster;
use crate::review::ChosenEngine;
use crate::settings::Settings;
use crate::store::{GameState, NewRow, Store, StoreError};
use crate::time_control::TimeControl;

/// The current game, the players' settings, and where they are saved.
#[derive(Debug)]
pub struct Session {
    current: Match,
    /// When the current game was started (ms since the Unix epoch), for the
    /// PGN `Date`; the saved row's own `created_at` when there is one.
    created_at: i64,
    /// An imported PGN game's record, for export (see [`crate::pgn::export::match_pgn`]).
    record: Option<String>,
    /// The record's moves and result, when it gives one (see `recorded_end`).
    recorded: Option<RecordedLine>,
    /// The players' names and the event.
    roster: Roster,
    store: Option<(Store, i64)>,
    notice: Option<Notice>,
    settings: Settings,
    /// The engine the players chose for the review (none: ours).
    review_engine: Option<ChosenEngine>,
    time: Arc<dyn TimeSource>,
    /// What the command being answered did to the game: cleared when a
    /// command starts (`tick`) or a game replaces the current one, set
    /// when a change is saved.
    event: Option<Event>,
}

impl Session {
    fn now(&self) -> u64 {
        self.time.now_ms()
    }

    /// Applies `action` to the match as of now and saves the change (taken
    /// back if the save fails); an action that changes nothing saves
    /// nothing.
    fn apply(&mut self, action: Action) -> Result<(), CommandError> {
        let now = self.now();
        match self.current.apply(&action, now)? {
            Some(change) => self.commit(change, now),
            None => Ok(()),
        }
    }

    /// [`Session::apply`], answering the game after it.
    fn act(&mut self, action: Action) -> Result<GameView, CommandError> {
        self.apply(action)?;
        Ok(self.view())
    }

    /// Saves `change`, just applied to the match (one transaction); takes
    /// it back if the save fails.
    fn commit(&mut self, change: Change, now: u64) -> Result<(), CommandError> {
        let event = change.event;
        if let Some((store, id)) = &mut self.store {
            let state = GameState::of(&self.current, now);
            let saved = match event {
                Event::Moved { mv, ply, clock } => {
                    store.append_move(*id, ply, &mv.to_string(), clock, &state)
                }
                Event::Undone {
                    removed_ply: Some(ply),
                } => store.remove_move(*id, ply, &state),
                Event::Adjusted(_) => store.add_adjustments(
                    *id,
                    change.adjustments_before(),
                    change.added_adjustments(&self.current),
                    &state,
                ),
                _ => store.save_state(*id, &state),
            };
            if let Err(e) = saved {
                self.current.revert(change);
                return Err(e.during(event).into());
            }
        }
        self.notice = None;
        self.event = Some(event);
        Ok(())
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

    /// The archive of stored games: the session's store, the current game
    /// marked (a session that saves nothing has an empty archive).
    pub fn archive(&mut self) -> Archive<'_> {
        Archive::of(self.store.as_mut().map(|(store, id)| (store, *id)))
    }

    /// The game being played.
    pub fn game(&self) -> &Game {
        self.current.game()
    }

    /// The view of the current game, its clocks as of now.
    pub fn view(&self) -> GameView {
        self.view_from(None)
    }

    /// The game as the UI shows it, its move list from ply `from` (0-based;
    /// the whole list without one, or when it is not below the length).
    fn view_from(&self, from: Option<usize>) -> GameView {
        let view = GameView {
            roster: self.roster.clone(),
            event: self.event.map(GameEvent::from),
            recorded: self.recorded_end().cloned(),
            ..GameView::of_match(&self.current, self.notice.clone(), self.now(), from)
        };
        match view.recorded {
            // A finished record is kept whole: nothing to undo (`recorded_end`).
            Some(_) => GameView {
                can_undo: false,
                undo: None,
                ..view
            },
            None => view,
        }
    }

    /// The legal moves of the side to move, or of the piece on `from`.
    pub fn legal_moves(&self, from: Option<Square>) -> Vec<MoveDto> {
        let pos = self.game().position();
        match from {
            None => MoveDto::list(pos, self.current.legal_moves().iter().copied()),
            Some(from) => MoveDto::list(pos, self.current.legal_moves_from(from)),
        }
    }

    /// Plays a move and saves it before answering.
    ///
    /// # Errors
    ///
    /// Invalid squares or promotion, an illegal move, a finished game, a
    /// paused clock, or a failed save — and then the game is unchanged.
    pub fn play(&mut self, input: MoveInput) -> Result<GameView, CommandError> {
        self.play_since(input, None)
    }

    /// [`Session::play`], answering the move list from ply `since` on: the
    /// page holds the plies before it (a long game's list is most of an
    /// answer's size, and its reading most of what an answer costs the
    /// page). `since` at or past the list's end answers the whole list.
    ///
    /// # Errors
    ///
    /// As [`Session::play`].
    pub fn play_since(
        &mut self,
        input: MoveInput,
        since: Option<u32>,
    ) -> Result<GameView, CommandError> {
        let play = Action::Play(input.to_move_in(self.game().variant())?);
        self.tick()?;
        self.play_on_from_record(&play)?;
        self.apply(play)?;
        Ok(self.view_from(since.map(|n| n as usize)))
    }

    /// Puts a piece from the mover's pocket on the board (Crazyhouse),
    /// answering the move list from ply `since` on (as
    /// [`Session::play_since`]).
    ///
    /// # Errors
    ///
    /// As [`Session::play`]; a drop that is not legal is refused as a move
    /// is.
    pub fn drop_since(
        &mut self,
        input: DropInput,
        since: Option<u32>,
    ) -> Result<GameView, CommandError> {
        let drop = Action::Drop(input.to_drop()?);
        self.tick()?;
        self.play_on_from_record(&drop)?;
        self.apply(drop)?;
        Ok(self.view_from(since.map(|n| n as usize)))
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
        let play = Action::PlayText(text.to_owned());
        self.tick()?;
        self.play_on_from_record(&play)?;
        self.act(play)
    }

    /// The board after the first `ply` plies of the game (0 is its start
    /// position). Reads only: the game and its saved copy do not change.
    ///
    /// # Errors
    ///
    /// [`CommandError::BadRequest`] when the game has fewer plies.
    pub fn position_at(&self, ply: u64) -> Result<PositionView, CommandError> {
        position_in(self.game(), ply, "this game")
    }

    /// Takes back the last action and saves that (the rules are
    /// [`Match`]'s): a resignation or an agreed draw alone, a time out with
    /// the last move, else the last move.
    ///
    /// # Errors
    ///
    /// [`CommandError::NothingToUndo`] at the start,
    /// [`CommandError::NotAllowed`] on a finished record, or a failed save.
    pub fn undo(&mut self) -> Result<GameView, CommandError> {
        self.undo_allowed()?;
        self.tick_and_act(Action::Undo)
    }

    /// `color` resigns.
    ///
    /// # Errors
    ///
    /// [`CommandError::GameOver`] when the game already has a verdict, or a
    /// failed save.
    pub fn resign(&mut self, color: Color) -> Result<GameView, CommandError> {
        self.tick_and_act(Action::Declare(Declaration::Resignation(color)))
    }

    /// `color` offers a draw. Offering again changes nothing; offering
    /// while the other side's offer stands is agreeing to it.
    ///
    /// # Errors
    ///
    /// [`CommandError::GameOver`] when the game already has a verdict, or a
    /// failed save.
    pub fn offer_draw(&mut self, color: Color) -> Result<GameView, CommandError> {
        self.tick_and_act(Action::Offer(color))
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
        self.tick_and_act(Action::Answer { accept })
    }

    /// Starts a new game without names, timed if `time_control` is given;
    /// the old one stays in the archive.
    ///
    /// # Errors
    ///
    /// A failed save; the old game then goes on.
    pub fn new_game(
        &mut self,
        time_control: Option<TimeControl>,
    ) -> Result<GameView, CommandError> {
        self.new_named_game(time_control, Roster::default())
    }

    /// As [`Session::new_game`], with the players' names and the event of
    /// `roster`.
    ///
    /// # Errors
    ///
    /// A failed save; the old game then goes on.
    pub fn new_named_game(
        &mut self,
        time_control: Option<TimeControl>,
        roster: Roster,
    ) -> Result<GameView, CommandError> {
        self.new_game_from(Start::Variant(Variant::Standard), time_control, roster)
    }

    /// As [`Session::new_named_game`], from `start`: a variant's start, or
    /// a Chess960 position (a random one drawn from the clock's date).
    ///
    /// # Errors
    ///
    /// A failed save; the old game then goes on.
    pub fn new_game_from(
        &mut self,
        start: Start,
        time_control: Option<TimeControl>,
        roster: Roster,
    ) -> Result<GameView, CommandError> {
        let game = match start {
            Start::Variant(variant) => Game::new_variant(variant),
            Start::Chess960(number) => Game::from_position(chess960(u32::from(number))),
            Start::RandomChess960 => {
                // Spread the milliseconds so that games started a moment
                // apart do not get neighbouring numbers.
                let drawn = self
                    .time
                    .date_ms()
                    .unsigned_abs()
                    .wrapping_mul(0x9e37_79b9_7f4a_7c15);
                Game::from_position(chess960((drawn >> 32) as u32 % 960))
            }
        };
        self.replace_game(Match::new(game, time_control), None, roster)
            .map_err(|e| e.during(Failed::NewGame).into())
    }

    /// The return game, after a verdict: a new game at once with the same
    /// time control and the players in each other's seats — their names
    /// and, with time odds, their own times follow them to the other
    /// colour.
    ///
    /// # Errors
    ///
    /// [`CommandError::NotAllowed`] while the game has no verdict; a
    /// failed save, and then the finished game stays.
    pub fn rematch(&mut self) -> Result<GameView, CommandError> {
        self.tick()?;
        if self.game().outcome().is_none() {
            return Err(CommandError::not_allowed(
                Refusal::NotFinished,
                "a rematch starts once the game has a verdict",
            ));
        }
        let control = self.current.clock().map(|c| c.control().swapped());
        let roster = self.roster.swapped();
        // The same kind of chess; a Chess960 game from the same start.
        let start = match self.game().start_position() {
            AnyPosition::Chess(pos) if self.game().variant() == Variant::Chess960 => pos
                .chess960_number()
                .and_then(|n| u16::try_from(n).ok())
                .map_or(Start::RandomChess960, Start::Chess960),
            pos => Start::Variant(pos.variant()),
        };
        self.new_game_from(start, control, roster)
    }

    /// Saves `next` (with its PGN record) as the new current game, then
    /// plays it.
    fn replace_game(
        &mut self,
        next: Match,
        record: Option<String>,
        roster: Roster,
    ) -> Result<GameView, StoreError> {
        let created_at = match &mut self.store {
            Some((store, id)) => {
                let game = next.game();
                let ucis: Vec<String> = game.moves().map(|m| m.to_string()).collect();
                let created = store.insert_game(&NewRow {
                    variant: game.variant(),
                    start_fen: &game.start_position().to_fen(),
                    ucis: &ucis,
                    outcome: game.outcome(),
                    time_control: next.clock().map(|c| c.control()),
                    record: record.as_deref(),
                    roster: &roster,
                })?;
                *id = created.id;
                created.created_at
            }
            None => self.time.date_ms(),
        };
        self.created_at = created_at;
        self.event = None;
        self.recorded = record.as_deref().and_then(RecordedLine::of);
        self.record = record;
        self.roster = roster;
        self.current = next;
        self.notice = None;
        Ok(self.view())
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
                .map_err(|e| e.during(Failed::Settings))?;
        }
        self.settings = settings;
        Ok(settings)
    }

    /// The engine the players chose for the review; `None`: ours.
    pub fn review_engine(&self) -> Option<&ChosenEngine> {
        self.review_engine.as_ref()
    }

    /// Chooses the review's engine (`None`: ours), saving the choice first.
    ///
    /// # Errors
    ///
    /// A failed save; the old choice then stays.
    pub fn set_review_engine(&mut self, engine: Option<ChosenEngine>) -> Result<(), CommandError> {
        if let Some((store, _)) = &mut self.store {
            store
                .set_settings(&ChosenEngine::to_rows(engine.as_ref()))
                .map_err(|e| e.during(Failed::Settings))?;
        }
        self.review_engine = engine;
        Ok(())
    }
}

/// The position after `ply` plies of `game`, or a bad request saying the
/// range of `whose` positions.
pub(crate) fn position_in(
    game: &Game,
    ply: u64,
    whose: &str,
) -> Result<PositionView, CommandError> {
    let played = game.history().len();
    usize::try_from(ply)
        .ok()
        .and_then(|ply| PositionView::of(game, ply))
        .ok_or_else(|| CommandError::BadRequest {
            message: format!("ply {ply} is out of range: {whose} has positions 0 to {played}"),
        })
}

/// How a new game begins.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Start {
    /// The start of a kind of chess (Chess960: the standard arrangement).
    Variant(Variant),
    /// Chess960 start number 0 to 959.
    Chess960(u16),
    /// A Chess960 start drawn at random.
    RandomChess960,
}

/// Chess960 start `number`, numbers past 959 read as 518 (the standard
/// arrangement; the command checks the number before).
fn chess960(number: u32) -> Position {
    Position::chess960(number)
        .or_else(|_| Position::chess960(518))
        .unwrap_or_else(|_| Position::start())
}
