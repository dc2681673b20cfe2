//! Taking an action back when its save failed, without a copy of the match:
//! [`Before`] keeps only the parts an action can change, each of a size
//! that does not grow with the game (the last move and its clock reading,
//! the clock adjustments made since it, the legal moves, the clock).
//!
//! An action adds at most one move (play) or removes at most one (undo,
//! which may also take a time out with it), sets or removes at most one
//! declared verdict, and adds clock adjustments or drops those made after
//! the move it takes back. Putting the game back is the rules' own undo
//! and play: the move played again gives the same history entry.

use hotseat_rules::{Color, Declaration, MoveList};

use super::{AdjustmentRecord, Match, MoveClock};
use crate::clock::Clock;

/// The parts of a match an action may change, as they were before it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Before {
    plies: usize,
    last_move: Option<hotseat_rules::Ply>,
    declaration: Option<Declaration>,
    legal: MoveList,
    draw_offer: Option<Color>,
    clock: Option<Clock>,
    readings: usize,
    last_reading: Option<MoveClock>,
    adjustments: usize,
    /// The clock adjustments made since the last move: those an undo drops.
    recent_adjustments: Vec<AdjustmentRecord>,
}

impl Before {
    /// `played` as it is now.
    pub(super) fn of(played: &Match) -> Before {
        let game = &played.game;
        let plies = game.history().len();
        let timing = played.timing.as_ref();
        let adjustments = played.clock_adjustments();
        let recent = adjustments.partition_point(|a| a.ply < plies);
        Before {
            plies,
            last_move: game.last_move(),
            declaration: game.declaration(),
            legal: played.legal.clone(),
            draw_offer: played.draw_offer,
            clock: timing.map(|t| t.clock.clone()),
            readings: timing.map_or(0, |t| t.readings.len()),
            last_reading: timing.and_then(|t| t.readings.last().copied()),
            adjustments: adjustments.len(),
            recent_adjustments: adjustments.get(recent..).unwrap_or_default().to_vec(),
        }
    }

    /// How many clock adjustments the match had.
    pub(super) fn adjustments(&self) -> usize {
        self.adjustments
    }

    /// Puts `played` back as it was.
    pub(super) fn restore(self, played: &mut Match) {
        let game = &mut played.game;
        // A move played (and any verdict after it) goes: the rules' undo.
        while game.history().len() > self.plies {
            if game.undo().is_err() {
                break;
            }
        }
        // A move taken back comes back: played again, the same entry.
        if game.history().len() < self.plies {
            if let Some(m) = self.last_move {
                if game.declaration().is_some() {
                    let _ = game.undo();
                }
                let played_again = game.play_ply(m);
                debug_assert!(played_again.is_ok(), "{m} was played here before");
            }
        }
        if game.declaration() != self.declaration {
            if game.declaration().is_some() {
                let _ = game.undo();
            }
            if let Some(declaration) = self.declaration {
                let declared = game.declare(declaration);
                debug_assert!(declared.is_ok(), "{declaration:?} was declared here before");
            }
        }
        played.legal = self.legal;
        played.draw_offer = self.draw_offer;
        if let (Some(timing), Some(clock)) = (played.timing.as_mut(), self.clock) {
            timing.clock = clock;
            timing.readings.truncate(self.readings);
            if timing.readings.len() < self.readings {
                timing.readings.extend(self.last_reading);
            }
            let kept = self.adjustments - self.recent_adjustments.len();
            timing.adjustments.truncate(kept);
            timing.adjustments.extend(self.recent_adjustments);
        }
    }
}
