//! The time of a timed match: its clock and each move's readings, which
//! exist together or not at all.

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
}
