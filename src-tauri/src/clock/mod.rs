//! The chess clock: pure arithmetic over a time source the caller passes
//! in, so tests decide what time it is.
//!
//! Rules (issue 6):
//! - The clock starts with the first move: that move uses no time (so it
//!   earns no Bronstein time back) but earns a Fischer increment, as FIDE's
//!   "+30 s from move 1" and club clocks credit it; from then on the clock
//!   of the side to move runs.
//! - Fischer: the increment is added after each move. Simple delay: the
//!   clock counts down only after the delay; unused delay is lost.
//!   Bronstein: after the move, the time used is added back, at most the
//!   delay.
//! - A flag falls when the running side's clock shows zero.
//! - Pausing stops the running clock; the turn's time used so far (and so
//!   what is left of a delay) is kept.
//! - Stages (issue 13): the clock counts each side's moves; a move is
//!   timed by the rule of the stage it belongs to, and the move that ends
//!   a stage adds the next stage's time to the mover's clock. The first
//!   move counts as a move of the first stage. The stage is derived from
//!   the count, so undo (which takes one off) restores it, and a restored
//!   clock gets the count from the game's moves (moved by a count an
//!   arbiter set, see `Match::with_clock_adjustments`).
//! - Hourglass: the time the mover used is added to the opponent.

mod adjust;
#[cfg(test)]
mod tests;
mod time;

use hotseat_rules::{ByColor, Color};

pub use time::{
    app_time, MachineTime, ManualTime, SkippedTime, TimeSource, MANUAL_EPOCH_MS, SKIP_SEAM,
};

use crate::time_control::{PerMove, StagePosition, TimeControl};

/// Both clocks as they showed at one moment (ms left).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shown {
    /// White's time left.
    pub white: u64,
    /// Black's time left.
    pub black: u64,
}

impl Shown {
    /// The time left of `color`.
    pub const fn of(self, color: Color) -> u64 {
        match color {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }
}

/// What the database keeps of a clock between moves: enough to resume it
/// paused exactly where it was.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SavedClock {
    /// Each side's time left at the start of the current turn (the side
    /// not to move: its time left).
    pub banked: Shown,
    /// Whose turn the clock is timing; `None` before the first move.
    pub turn: Option<Color>,
    /// Time used in the current turn before the save.
    pub spent_ms: u64,
}

/// Where a clock is in its game, with what each phase needs and nothing
/// else: only a running clock has a start time, only a started one a turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// Before the first move: nothing counts.
    Waiting,
    /// `turn`'s clock counts down since `since`, after `spent` used in
    /// earlier stretches of this turn (before pauses).
    Running {
        /// Whose turn is timed.
        turn: Color,
        /// Time used in this turn before `since`.
        spent: u64,
        /// When this running stretch began.
        since: u64,
    },
    /// Stopped by the players, `spent` used in this turn.
    Paused {
        /// Whose turn is timed.
        turn: Color,
        /// Time used in this turn.
        spent: u64,
    },
    /// Stopped for good: the game has a verdict.
    Stopped {
        /// Whose turn was timed, if the clock had started.
        turn: Option<Color>,
        /// Time used in that turn.
        spent: u64,
    },
}

/// A running chess clock.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clock {
    control: TimeControl,
    banked: ByColor<u64>,
    /// Moves each side has made on this clock.
    moves: ByColor<u32>,
    phase: Phase,
}

impl Clock {
    /// A clock for a new game: full base times, not started.
    pub fn new(control: TimeControl) -> Clock {
        Clock {
            banked: ByColor::new(
                u64::from(control.base_ms(Color::White)),
                u64::from(control.base_ms(Color::Black)),
            ),
            control,
            moves: ByColor::new(0, 0),
            phase: Phase::Waiting,
        }
    }

    /// The clock with `moves` counted as each side's moves so far (a game
    /// that already has moves: they place each side in its stages).
    pub fn with_moves(mut self, moves: ByColor<u32>) -> Clock {
        self.moves = moves;
        self
    }

    /// A clock read back from the database: paused if it had started (a
    /// game always resumes paused), stopped if the game is over. `moves`
    /// are the moves each side has made in the game (they place each side
    /// in its stages).
    pub fn restore(
        control: TimeControl,
        saved: SavedClock,
        over: bool,
        moves: ByColor<u32>,
    ) -> Clock {
        let spent = saved.spent_ms;
        let phase = match (saved.turn, over) {
            (turn, true) => Phase::Stopped { turn, spent },
            (Some(turn), false) => Phase::Paused { turn, spent },
            (None, false) => Phase::Waiting,
        };
        Clock {
            control,
            banked: ByColor::new(saved.banked.white, saved.banked.black),
            moves,
            phase,
        }
    }

    /// Counts `moves` as each side's moves so far (see [`Clock::with_moves`]).
    pub fn set_moves(&mut self, moves: ByColor<u32>) {
        self.moves = moves;
    }

    /// The time control.
    pub fn control(&self) -> &TimeControl {
        &self.control
    }

    /// The moves `color` has made on this clock.
    pub fn moves(&self, color: Color) -> u32 {
        self.moves[color]
    }

    /// Where `color` stands in its stages: the stage of its next move.
    pub fn stage(&self, color: Color) -> StagePosition {
        self.control.stage_at(color, self.moves[color])
    }

    /// The per-move rule of the turn being timed.
    fn turn_rule(&self) -> PerMove {
        self.turn()
            .map_or(PerMove::None, |turn| self.stage(turn).stage.per_move)
    }

    /// Whether the clock is paused.
    pub fn is_paused(&self) -> bool {
        matches!(self.phase, Phase::Paused { .. })
    }

    /// The side whose clock is counting down right now, if any.
    pub fn running(&self) -> Option<Color> {
        match self.phase {
            Phase::Running { turn, .. } => Some(turn),
            _ => None,
        }
    }

    /// Whose turn the clock is timing; `None` before the first move.
    fn turn(&self) -> Option<Color> {
        match self.phase {
            Phase::Waiting => None,
            Phase::Running { turn, .. } | Phase::Paused { turn, .. } => Some(turn),
            Phase::Stopped { turn, .. } => turn,
        }
    }

    /// Time used in the current turn, as of `now`.
    fn elapsed(&self, now: u64) -> u64 {
        match self.phase {
            Phase::Waiting => 0,
            Phase::Running { spent, since, .. } => spent + now.saturating_sub(since),
            Phase::Paused { spent, .. } | Phase::Stopped { spent, .. } => spent,
        }
    }

    /// The part of `elapsed` that is taken from the clock.
    fn charged(&self, elapsed: u64) -> u64 {
        match self.turn_rule() {
            PerMove::SimpleDelay { ms } => elapsed.saturating_sub(u64::from(ms)),
            _ => elapsed,
        }
    }

    /// What is left of a simple delay in the current turn (0 otherwise).
    pub fn delay_left(&self, now: u64) -> u64 {
        match (self.turn_rule(), self.phase) {
            (PerMove::SimpleDelay { ms }, Phase::Running { .. } | Phase::Paused { .. }) => {
                u64::from(ms).saturating_sub(self.elapsed(now))
            }
            _ => 0,
        }
    }

    /// Both clocks as they show at `now`.
    pub fn shown(&self, now: u64) -> Shown {
        let mut left = self.banked;
        if let Some(turn) = self.turn() {
            left[turn] = left[turn].saturating_sub(self.charged(self.elapsed(now)));
        }
        Shown {
            white: left.white,
            black: left.black,
        }
    }

    /// The side whose flag has fallen at `now`, if any.
    pub fn flagged(&self, now: u64) -> Option<Color> {
        let turn = match self.phase {
            Phase::Running { turn, .. } | Phase::Paused { turn, .. } => turn,
            Phase::Waiting | Phase::Stopped { .. } => return None,
        };
        (self.shown(now).of(turn) == 0).then_some(turn)
    }

    /// The moment the running side's flag falls, if the clock runs.
    pub fn flag_at(&self) -> Option<u64> {
        let Phase::Running { turn, spent, since } = self.phase else {
            return None;
        };
        let delay = match self.turn_rule() {
            PerMove::SimpleDelay { ms } => u64::from(ms),
            _ => 0,
        };
        let budget = self.banked[turn] + delay;
        Some(since + budget.saturating_sub(spent))
    }

    /// `mover` has made a move at `now`: charges the turn, adds what the
    /// move earns under its stage's rule (and, with an hourglass, the time
    /// used to the opponent), adds the next stage's time when the move ends
    /// a stage, and starts the opponent's clock (unless paused). Returns
    /// both clocks as they showed just before the move, for undo.
    ///
    /// The caller checks [`Clock::flagged`] first: a move after the flag
    /// fell is not played.
    pub fn on_move(&mut self, mover: Color, now: u64) -> Shown {
        let before = self.shown(now);
        // The free first move used no time (elapsed 0), so it gives nothing
        // back under Bronstein and nothing to an hourglass, but it earns a
        // Fischer increment as every club clock credits it.
        let elapsed = self.elapsed(now);
        let earned = match self.stage(mover).stage.per_move {
            PerMove::None | PerMove::SimpleDelay { .. } => 0,
            PerMove::Fischer { ms } => u64::from(ms),
            PerMove::Bronstein { ms } => elapsed.min(u64::from(ms)),
        };
        if self.control.is_hourglass() {
            let used = self.banked[mover].saturating_sub(before.of(mover));
            self.banked[!mover] += used;
        }
        self.banked[mover] = before.of(mover) + earned;
        self.moves[mover] = self.moves[mover].saturating_add(1);
        let next = self.stage(mover);
        if next.made == 0 {
            self.banked[mover] += u64::from(next.stage.ms);
        }
        let turn = !mover;
        self.phase = match self.phase {
            Phase::Paused { .. } => Phase::Paused { turn, spent: 0 },
            Phase::Stopped { .. } => Phase::Stopped {
                turn: Some(turn),
                spent: 0,
            },
            Phase::Waiting | Phase::Running { .. } => Phase::Running {
                turn,
                spent: 0,
                since: now,
            },
        };
        before
    }

    /// Stops the clock: pauses it, keeping the turn's time used.
    pub fn pause(&mut self, now: u64) {
        if let Phase::Running { turn, .. } = self.phase {
            self.phase = Phase::Paused {
                turn,
                spent: self.elapsed(now),
            };
        }
    }

    /// Starts the paused clock again.
    pub fn resume(&mut self, now: u64) {
        if let Phase::Paused { turn, spent } = self.phase {
            self.phase = Phase::Running {
                turn,
                spent,
                since: now,
            };
        }
    }

    /// Stops the clock for good (the game has a verdict), showing what it
    /// showed at `now`; a clock that flagged shows zero.
    pub fn stop(&mut self, now: u64) {
        if !matches!(self.phase, Phase::Stopped { .. }) {
            self.phase = Phase::Stopped {
                turn: self.turn(),
                spent: self.elapsed(now),
            };
        }
    }

    /// Takes back [`Clock::stop`] (the verdict was undone): the clock is
    /// paused where it stopped.
    pub fn unstop(&mut self) {
        if let Phase::Stopped { turn, spent } = self.phase {
            self.phase = match turn {
                Some(turn) => Phase::Paused { turn, spent },
                None => Phase::Waiting,
            };
        }
    }

    /// Takes back a move: both clocks show `before` (what they showed just
    /// before the move), and `to_move` (the side whose move was undone) is
    /// timed again, from the start of a turn. `started` is false when the
    /// undone move was the first: the clock then waits for a move again.
    /// A paused clock stays paused. The side's move count goes down by one, and so its stage follows.
    pub fn undo_to(&mut self, before: Shown, to_move: Color, started: bool, now: u64) {
        self.banked = ByColor::new(before.white, before.black);
        self.moves[to_move] = self.moves[to_move].saturating_sub(1);
        self.phase = match (started, self.phase) {
            (false, _) => Phase::Waiting,
            (true, Phase::Paused { .. }) => Phase::Paused {
                turn: to_move,
                spent: 0,
            },
            (true, _) => Phase::Running {
                turn: to_move,
                spent: 0,
                since: now,
            },
        };
    }

    /// What the database keeps, as of `now`.
    pub fn saved(&self, now: u64) -> SavedClock {
        SavedClock {
            banked: Shown {
                white: self.banked.white,
                black: self.banked.black,
            },
            turn: self.turn(),
            spent_ms: self.elapsed(now),
        }
    }
}
