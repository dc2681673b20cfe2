//! The match: a game, its clock, each move's clock readings and the draw
//! offer, as one value that takes an [`Action`] at a time the caller
//! passes in and answers the [`Change`] it made or a [`MatchError`].
//!
//! It knows no store, no time source and no texts for the players: the
//! session ticks, applies the action, saves the change and, if the save
//! fails, reverts it ([`Match::revert`]), so every rule here is tested
//! without SQLite or a real clock (see `tests/`). An action changes the
//! match in place and its [`Change`] keeps only what it can alter, so its
//! cost does not grow with the game's length (no copy of the history).
//!
//! Rules (SPEC section 2, issue 6):
//! - A move by the side a draw was offered to declines the offer; the side
//!   that offered may move and the offer stands.
//! - A paused clock refuses moves until it is resumed.
//! - Once there is a verdict the clock stops and any offer goes.
//! - Undo takes back a resignation or an agreed draw alone (the clock
//!   comes back paused); a time out together with the last move (the
//!   flagged clock shows zero, so the verdict alone would fall again at
//!   once), the clocks paused as they were before that move; a move, the
//!   clocks as they were just before it, running on (paused if the move
//!   had ended the game). Any draw offer is withdrawn.
//! - Adjusting the clocks (issue 13): time may be given to either side
//!   while the game goes on; a side's time or its stage's move count is
//!   set by hand only while paused; nothing after the verdict. Each
//!   adjustment is its own [`Event::Adjusted`]. Undo does not take one
//!   back: undoing a move gives back the clocks as they were before that
//!   move, so an adjustment made after it goes with it.

mod action;
mod adjust;
mod change;
mod error;
mod restore;
#[cfg(test)]
mod tests;
mod timing;

pub use action::{Action, Adjustment, MAX_GIVE_MS};
pub use change::{Change, Event};
pub use error::MatchError;
use restore::Before;
pub use timing::{AdjustmentRecord, MoveClock, Timing};

use hotseat_rules::{
    ByColor, Color, Declaration, Drop, Game, IllegalMove, Move, MoveList, PlayError, Ply, SanError,
    Square, TextMoveError, Undone,
};

use crate::clock::{Clock, SavedClock};
use crate::time_control::TimeControl;

/// A game under way: the rules' game, the legal moves of its position
/// (generated once per ply), its timing and the standing draw offer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Match {
    game: Game,
    /// `game.legal_moves()`, kept with the game.
    legal: MoveList,
    timing: Option<Timing>,
    draw_offer: Option<Color>,
}

impl Match {
    /// A match of `game` (a new one, or one imported), timed under
    /// `time_control` with full clocks that wait for the first move (the
    /// game's moves so far count towards each side's first stage, as they
    /// do when the match is restored).
    pub fn new(game: Game, time_control: Option<TimeControl>) -> Match {
        Match {
            legal: game.legal_moves(),
            timing: time_control.map(|control| Timing {
                clock: Clock::new(control).with_moves(moves_made(&game)),
                readings: Vec::new(),
                adjustments: Vec::new(),
            }),
            game,
            draw_offer: None,
        }
    }

    /// A match read back from the store: a started clock comes back paused
    /// where it was saved (stopped once there is a verdict).
    pub fn restore(
        game: Game,
        clock: Option<(TimeControl, SavedClock)>,
        readings: Vec<MoveClock>,
        draw_offer: Option<Color>,
    ) -> Match {
        let over = game.outcome().is_some();
        Match {
            legal: game.legal_moves(),
            timing: clock.map(|(control, saved)| Timing {
                clock: Clock::restore(control, saved, over, moves_made(&game)),
                readings,
                adjustments: Vec::new(),
            }),
            game,
            draw_offer,
        }
    }

    /// The match with its record of clock adjustments (read back from the
    /// store, oldest first): a stage's move count set by hand counts on
    /// from where it was set. Untimed matches have none and ignore them.
    #[must_use]
    pub fn with_clock_adjustments(mut self, adjustments: Vec<AdjustmentRecord>) -> Match {
        if let Some(timing) = &mut self.timing {
            timing.adjustments = adjustments;
            let moves = timing::clock_moves(&self.game, &timing.adjustments);
            timing.clock.set_moves(moves);
        }
        self
    }

    /// The clock adjustments made in this game, oldest first (empty when
    /// untimed).
    pub fn clock_adjustments(&self) -> &[AdjustmentRecord] {
        self.timing.as_ref().map_or(&[], |t| &t.adjustments)
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The legal moves of the side to move (none after a verdict).
    pub fn legal_moves(&self) -> &[Move] {
        &self.legal
    }

    /// The legal moves of the piece on `from` (none after a verdict).
    pub fn legal_moves_from(&self, from: Square) -> impl Iterator<Item = Move> + '_ {
        self.legal.iter().copied().filter(move |m| m.from == from)
    }

    /// The clock of a timed match.
    pub fn clock(&self) -> Option<&Clock> {
        self.timing.as_ref().map(|t| &t.clock)
    }

    /// Each move's clock readings (empty when untimed).
    pub fn move_clocks(&self) -> &[MoveClock] {
        self.timing.as_ref().map_or(&[], |t| &t.readings)
    }

    /// Who offers a draw, if anyone.
    pub fn draw_offer(&self) -> Option<Color> {
        self.draw_offer
    }

    /// The side whose flag has fallen at `now` while the game goes on: the
    /// caller then declares the time out before anything else.
    pub fn flagged(&self, now: u64) -> Option<Color> {
        self.clock()
            .and_then(|c| c.flagged(now))
            .filter(|_| self.game.outcome().is_none())
    }

    /// Whether a clock is counting down.
    pub fn clock_runs(&self) -> bool {
        self.game.outcome().is_none() && self.clock().is_some_and(|c| c.running().is_some())
    }

    /// What the store keeps of the clock as of `now`.
    pub fn saved_clock(&self, now: u64) -> Option<SavedClock> {
        self.clock().map(|c| c.saved(now))
    }

    /// Applies `action` at `now`: what happened, with what [`Match::revert`]
    /// needs to take it back, or `None` when the action changes nothing
    /// (offering again, pausing a clock that does not run, resuming one
    /// that is not paused).
    ///
    /// # Errors
    ///
    /// [`MatchError`] when the action is not allowed now; the match is as
    /// it was then.
    pub fn apply(&mut self, action: &Action, now: u64) -> Result<Option<Change>, MatchError> {
        let before = Before::of(self);
        let done = match action {
            Action::Play(m) => self.play(*m, now).map(Some),
            Action::Drop(drop) => self.drop_piece(*drop, now).map(Some),
            Action::PlayText(text) => self.play_text(text, now).map(Some),
            Action::Undo => self.undo(now).map(Some),
            Action::Declare(declaration) => self.declare(*declaration, now).map(Some),
            Action::Offer(color) => self.offer(*color, now),
            Action::Answer { accept } => self.answer(*accept, now).map(Some),
            Action::Pause => Ok(self.pause(now)),
            Action::Resume => Ok(self.resume(now)),
            Action::Adjust(adjustment) => self.adjust(*adjustment, now).map(Some),
            Action::AdjustAll(adjustments) => self.adjust_all(adjustments, now),
        };
        match done {
            Ok(Some(event)) => Ok(Some(Change { event, before })),
            Ok(None) => Ok(None),
            Err(error) => {
                // A refusal may come after a part of the action was done.
                before.restore(self);
                Err(error)
            }
        }
    }

    /// Takes back `change`, the last action applied (its save failed): the
    /// match is exactly as it was before it.
    pub fn revert(&mut self, change: Change) {
        change.before.restore(self);
    }

    fn paused(&self) -> bool {
        self.game.outcome().is_none() && self.clock().is_some_and(Clock::is_paused)
    }

    fn play(&mut self, m: Move, now: u64) -> Result<Event, MatchError> {
        if self.paused() {
            return Err(MatchError::Paused);
        }
        let needs_piece = m.promotion.is_none()
            && self.game.outcome().is_none()
            && !self.legal.contains(&m)
            && self
                .legal
                .iter()
                .any(|l| l.from == m.from && l.to == m.to && l.promotion.is_some());
        if needs_piece {
            return Err(MatchError::PromotionMissing(m));
        }
        self.moved(m, now).map_err(MatchError::Play)
    }

    fn drop_piece(&mut self, drop: Drop, now: u64) -> Result<Event, MatchError> {
        if self.paused() {
            return Err(MatchError::Paused);
        }
        let mover = self.game.turn();
        self.game
            .play_ply(Ply::Drop(drop))
            .map_err(MatchError::Play)?;
        self.legal = self.game.legal_moves();
        Ok(self.after_ply(mover, Ply::Drop(drop), now))
    }

    fn play_text(&mut self, text: &str, now: u64) -> Result<Event, MatchError> {
        if self.paused() {
            return Err(MatchError::Paused);
        }
        let ply = self.read_ply(text).map_err(|e| match e {
            TextMoveError::San(SanError::Illegal(_))
            | TextMoveError::Play(PlayError::Illegal(_)) => {
                self.promotion_missing(text).unwrap_or(MatchError::Text(e))
            }
            e => MatchError::Text(e),
        })?;
        match ply {
            Ply::Move(m) => self
                .moved(m, now)
                .map_err(|e| MatchError::Text(TextMoveError::Play(e))),
            Ply::Drop(drop) => self.drop_piece(drop, now).map_err(|e| match e {
                MatchError::Play(e) => MatchError::Text(TextMoveError::Play(e)),
                e => e,
            }),
        }
    }

    /// The legal move or drop `text` names (SAN or UCI, `N@f3`), as
    /// `Game::play_text` reads it, a move checked against the legal moves
    /// the match holds.
    fn read_ply(&self, text: &str) -> Result<Ply, TextMoveError> {
        let ply = self.game.read_text(text)?;
        if let Ply::Move(m) = ply {
            if !self.legal.contains(&m) {
                return Err(TextMoveError::Play(PlayError::Illegal(IllegalMove(m))));
            }
        }
        Ok(ply)
    }

    /// A typed pawn move to the last rank without its piece (`e8`, `exd8`,
    /// `e7e8`), if adding a piece makes it legal.
    fn promotion_missing(&self, text: &str) -> Option<MatchError> {
        let bare = text.trim().trim_end_matches(['+', '#', '!', '?']);
        // UCI (`e7e8`) is answered in UCI (`e7e8q`), SAN in SAN (`e8=Q`).
        let uci = bare.len() == 4
            && bare
                .get(..2)
                .and_then(|s| s.parse::<Square>().ok())
                .is_some();
        let queen = if uci {
            format!("{bare}q")
        } else {
            format!("{bare}=Q")
        };
        self.read_ply(&queen).ok()?;
        Some(MatchError::TypedPromotionMissing {
            text: bare.to_owned(),
            uci,
        })
    }

    /// Plays `m` (refused as the rules refuse it, before anything
    /// changes), with the clocks and the draw offer after it.
    fn moved(&mut self, m: Move, now: u64) -> Result<Event, PlayError> {
        let mover = self.game.turn();
        self.legal = self.game.play_listed(m, &self.legal)?.legal_moves;
        // The move as the game keeps it (a castling the king onto its rook
        // in Chess960, whichever way it was given).
        let played = self.game.last_move().unwrap_or(Ply::Move(m));
        Ok(self.after_ply(mover, played, now))
    }

    /// What follows `mover`'s ply: a standing offer of the other side
    /// lapses, the clock turns and records the ply's readings.
    fn after_ply(&mut self, mover: Color, ply: Ply, now: u64) -> Event {
        if self.draw_offer == Some(!mover) {
            self.draw_offer = None;
        }
        let clock = self.timing.as_mut().map(|timing| {
            let before = timing.clock.on_move(mover, now);
            let reading = MoveClock {
                before,
                after_ms: timing.clock.shown(now).of(mover),
            };
            timing.readings.push(reading);
            reading
        });
        self.settle(now);
        Event::Moved {
            mv: ply,
            ply: self.game.history().len(),
            clock,
        }
    }

    fn undo(&mut self, now: u64) -> Result<Event, MatchError> {
        let was_over = self.game.outcome().is_some();
        let plies = self.game.history().len();
        let next = self;
        next.draw_offer = None;
        let take_move = match next.game.undo()? {
            Undone::Move(_) => true,
            Undone::Declaration(declaration) => {
                if let Some(timing) = &mut next.timing {
                    timing.clock.unstop();
                }
                matches!(declaration, Declaration::TimeOut(_)) && next.game.undo().is_ok()
            }
        };
        if take_move {
            let to_move = next.game.turn();
            if let Some(timing) = &mut next.timing {
                if let Some(reading) = timing.readings.pop() {
                    timing
                        .clock
                        .undo_to(reading.before, to_move, plies > 1, now);
                    if was_over {
                        timing.clock.pause(now);
                    }
                }
                // Adjustments made after the move taken back go with it.
                let left = next.game.history().len();
                timing.adjustments.retain(|a| a.ply <= left);
                timing
                    .clock
                    .set_moves(timing::clock_moves(&next.game, &timing.adjustments));
            }
        }
        next.settle(now);
        next.legal = next.game.legal_moves();
        Ok(Event::Undone {
            removed_ply: take_move.then_some(plies),
        })
    }

    fn declare(&mut self, declaration: Declaration, now: u64) -> Result<Event, MatchError> {
        self.game.declare(declaration)?;
        self.settle(now);
        Ok(Event::Declared(declaration))
    }

    fn over(&self) -> Result<(), MatchError> {
        match self.game.outcome() {
            Some(outcome) => Err(MatchError::Over(hotseat_rules::AlreadyOver(outcome))),
            None => Ok(()),
        }
    }

    fn offer(&mut self, color: Color, now: u64) -> Result<Option<Event>, MatchError> {
        self.over()?;
        match self.draw_offer {
            Some(offered) if offered == color => Ok(None),
            Some(_) => self.answer(true, now).map(Some),
            None => {
                self.draw_offer = Some(color);
                Ok(Some(Event::Offered(color)))
            }
        }
    }

    fn answer(&mut self, accept: bool, now: u64) -> Result<Event, MatchError> {
        self.over()?;
        if self.draw_offer.is_none() {
            return Err(MatchError::NoOffer);
        }
        if accept {
            self.game.agree_draw()?;
        }
        self.draw_offer = None;
        self.settle(now);
        Ok(Event::Answered { accepted: accept })
    }

    fn pause(&mut self, now: u64) -> Option<Event> {
        self.clock()?.running()?;
        self.timing.as_mut()?.clock.pause(now);
        Some(Event::Paused)
    }

    fn resume(&mut self, now: u64) -> Option<Event> {
        if !self.paused() {
            return None;
        }
        self.timing.as_mut()?.clock.resume(now);
        Some(Event::Resumed)
    }

    /// Ends the clock and the offer once there is a verdict.
    fn settle(&mut self, now: u64) {
        if self.game.outcome().is_some() {
            self.draw_offer = None;
            self.legal = MoveList::new();
            if let Some(timing) = &mut self.timing {
                timing.clock.stop(now);
            }
        }
    }
}

/// The moves each side has made in `game`: the side to move at the start
/// made the odd plies.
fn moves_made(game: &Game) -> ByColor<u32> {
    timing::moves_in(game, game.history().len())
}
