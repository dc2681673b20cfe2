//! Every clock, undo and draw rule of the match, with the time passed in:
//! no store, no real clock. `clock` holds the clock's rules, `draws` the
//! draw offers, `moves` the refused moves, `undo` what undo takes back.

mod adjust;
mod clock;
mod draws;
mod moves;
mod record;
mod revert;
mod stages;
mod undo;

use hotseat_rules::{Game, Move, Outcome};

use super::{Action, Event, Match, MatchError};
use crate::clock::Shown;
use crate::time_control::{PerMove, SavedTimeControl, Stage, TimeControl};

pub(super) fn control(ms: u32, per_move: PerMove) -> TimeControl {
    TimeControl::single(ms, ms, per_move)
}

/// Three moves in 60 s, then 30 s for the rest of the game.
pub(super) fn three_then_thirty() -> TimeControl {
    TimeControl::try_from(SavedTimeControl {
        first_moves: Some(3),
        then: vec![Stage {
            moves: None,
            ms: 30_000,
            per_move: PerMove::None,
        }],
        ..SavedTimeControl::single(60_000, 60_000, PerMove::None)
    })
    .expect("a valid control")
}

pub(super) fn mv(uci: &str) -> Move {
    Move::from_uci(uci).expect("a UCI move")
}

pub(super) fn play(uci: &str) -> Action {
    Action::Play(mv(uci))
}

/// A match and the actions applied to it so far.
pub(super) struct Run(pub(super) Match);

impl Run {
    pub(super) fn untimed() -> Run {
        Run(Match::new(Game::new(), None))
    }

    pub(super) fn timed(ms: u32, per_move: PerMove) -> Run {
        Run(Match::new(Game::new(), Some(control(ms, per_move))))
    }

    pub(super) fn from_fen(fen: &str, time_control: Option<TimeControl>) -> Run {
        Run(Match::new(
            Game::from_fen(fen).expect("a FEN"),
            time_control,
        ))
    }

    /// Applies `action` at `now`, which must change the match.
    #[track_caller]
    pub(super) fn act(&mut self, action: Action, now: u64) -> Event {
        let change = self
            .0
            .apply(&action, now)
            .unwrap_or_else(|e| panic!("{action:?}: {e}"))
            .unwrap_or_else(|| panic!("{action:?} changed nothing"));
        change.event
    }

    /// Applies `action` at `now`, which must change nothing.
    #[track_caller]
    pub(super) fn idle(&mut self, action: Action, now: u64) {
        let before = self.0.clone();
        assert_eq!(self.0.apply(&action, now), Ok(None), "{action:?}");
        assert_eq!(self.0, before, "{action:?} changed the match");
    }

    /// Applies `action` at `now`, which must be refused and leave the
    /// match as it was.
    #[track_caller]
    pub(super) fn refuse(&mut self, action: Action, now: u64) -> MatchError {
        let before = self.0.clone();
        let error = self
            .0
            .apply(&action, now)
            .expect_err(&format!("{action:?} was allowed"));
        assert_eq!(
            self.0, before,
            "{action:?} was refused but changed the match"
        );
        error
    }

    pub(super) fn shown(&self, now: u64) -> (u64, u64) {
        let Shown { white, black } = self.0.clock().expect("a timed match").shown(now);
        (white, black)
    }

    pub(super) fn running(&self) -> Option<hotseat_rules::Color> {
        self.0.clock().and_then(|c| c.running())
    }

    pub(super) fn paused(&self) -> bool {
        self.0.clock().is_some_and(|c| c.is_paused())
    }

    pub(super) fn outcome(&self) -> Option<Outcome> {
        self.0.game().outcome()
    }
}
