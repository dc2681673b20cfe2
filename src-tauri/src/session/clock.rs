//! The clock's commands: the flag's fall turned into the verdict, the
//! running clock's checkpoint, pause, resume and adjustments.

use hotseat_rules::Declaration;

use super::Session;
use crate::chess_match::{Action, Adjustment};
use crate::dto::GameView;
use crate::error::{CommandError, Failed};
use crate::store::GameState;

impl Session {
    /// Turns a fallen flag into the verdict (saved), so that every command
    /// sees the game as the clock has made it.
    ///
    /// # Errors
    ///
    /// A failed save; the game is then unchanged.
    pub fn tick(&mut self) -> Result<(), CommandError> {
        self.event = None;
        let now = self.now();
        if let Some(color) = self.current.flagged(now) {
            let declared = Action::Declare(Declaration::TimeOut(color));
            if let Some(change) = self.current.apply(&declared, now)? {
                self.commit(change, now)?;
            }
        }
        Ok(())
    }

    /// Ticks, then applies `action`.
    pub(super) fn tick_and_act(&mut self, action: Action) -> Result<GameView, CommandError> {
        self.tick()?;
        self.act(action)
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
        if !self.current.clock_runs() {
            return Ok(false);
        }
        let state = GameState::of(&self.current, self.now());
        match &mut self.store {
            Some((store, id)) => {
                store
                    .save_state(*id, &state)
                    .map_err(|e| e.during(Failed::Clocks))?;
                Ok(true)
            }
            None => Ok(false),
        }
    }

    /// Pauses the clock of a timed game (nothing happens to an untimed,
    /// finished or not yet started game, or one already paused), and saves
    /// the time used so far.
    ///
    /// # Errors
    ///
    /// A failed save.
    pub fn pause(&mut self) -> Result<GameView, CommandError> {
        self.tick_and_act(Action::Pause)
    }

    /// Starts the paused clock again (nothing happens otherwise).
    ///
    /// # Errors
    ///
    /// A failed save.
    pub fn resume(&mut self) -> Result<GameView, CommandError> {
        self.tick_and_act(Action::Resume)
    }

    /// Adjusts the clocks (see [`Adjustment`]), saved with the clock.
    ///
    /// # Errors
    ///
    /// `not_allowed` for an untimed or finished game, or a correction
    /// while the clock runs; `bad_request` for a value out of range; a
    /// failed save.
    pub fn adjust_clock(&mut self, adjustment: Adjustment) -> Result<GameView, CommandError> {
        self.tick_and_act(Action::Adjust(adjustment))
    }

    /// Makes `adjustments` in order as one change, saved in one
    /// transaction: all of them, or (the first refused) none.
    ///
    /// # Errors
    ///
    /// As [`Session::adjust_clock`], for the first adjustment refused.
    pub fn set_clocks(&mut self, adjustments: Vec<Adjustment>) -> Result<GameView, CommandError> {
        self.tick_and_act(Action::AdjustAll(adjustments))
    }
}
