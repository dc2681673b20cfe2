//! The time of a timed match: its clock, each move's readings and the
//! clock adjustments, which exist together or not at all.

use hotseat_rules::{ByColor, Color, Game, Rules};

use super::Adjustment;
use crate::clock::{Clock, Shown};

/// A move's clock readings: both clocks just before it (for undo) and the
/// mover's time after it, increment included (for PGN `%clk`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveClock {
    /// Both clocks just before the move.
    pub before: Shown,
    /// The mover's time left after the move.
    pub after_ms: u64,
}

/// The clock of a timed match and the readings of every move played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Timing {
    /// The clock.
    pub clock: Clock,
    /// One reading per ply, ply 1 first.
    pub readings: Vec<MoveClock>,
    /// The clock adjustments, oldest first.
    pub adjustments: Vec<AdjustmentRecord>,
}

/// A clock adjustment as the game's record keeps it (issue 13): after how
/// many plies it was made, what it was, and both clocks after it, so that
/// the archive's replay can show it and a restored clock counts from it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AdjustmentRecord {
    /// The plies played when it was made (0: before the first move).
    pub ply: usize,
    /// What was adjusted.
    pub adjustment: Adjustment,
    /// Both clocks' time left just after it.
    pub shown: Shown,
    /// The moves each side had made on the clock just after it (a stage's
    /// move count set by hand moves this away from the moves played).
    pub moves: ByColor<u32>,
}

/// The moves each side made in the first `plies` plies of `game`.
pub(super) fn moves_in(game: &Game, plies: usize) -> ByColor<u32> {
    let plies = u32::try_from(plies).unwrap_or(u32::MAX);
    let first = game.start_position().turn();
    let mut moves = ByColor::new(0, 0);
    moves[first] = plies.div_ceil(2);
    moves[!first] = plies / 2;
    moves
}

/// The moves each side has on the clock: those played, moved by the last
/// adjustment's setting (a stage's move count set by hand) if any.
pub(super) fn clock_moves(game: &Game, adjustments: &[AdjustmentRecord]) -> ByColor<u32> {
    let played = moves_in(game, game.history().len());
    let Some(last) = adjustments.last() else {
        return played;
    };
    let then = moves_in(game, last.ply);
    let count = |c: Color| last.moves[c].saturating_add(played[c].saturating_sub(then[c]));
    ByColor::new(count(Color::White), count(Color::Black))
}
