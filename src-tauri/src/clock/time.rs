//! Where the app reads the time: the machine's clocks in production, and a
//! source that only moves when told to.

use std::fmt::Debug;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

/// Where the app reads the time. Two readings, because they answer two
/// questions: how long something took (the players' clocks: monotonic, a
/// change of the machine's date does not move it) and when something
/// happened (the date a game is stamped with).
pub trait TimeSource: Send + Sync + Debug {
    /// Milliseconds since a fixed moment of this source; never decreases.
    fn now_ms(&self) -> u64;

    /// The date: milliseconds since the Unix epoch (0 before it).
    fn date_ms(&self) -> i64;
}

/// The production source: [`Instant`] for durations, [`SystemTime`] for
/// dates.
#[derive(Debug, Clone, Copy)]
pub struct MachineTime {
    origin: Instant,
}

impl Default for MachineTime {
    fn default() -> Self {
        MachineTime {
            origin: Instant::now(),
        }
    }
}

impl TimeSource for MachineTime {
    fn now_ms(&self) -> u64 {
        u64::try_from(self.origin.elapsed().as_millis()).unwrap_or(u64::MAX)
    }

    fn date_ms(&self) -> i64 {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
    }
}

/// A time source that only moves when told to: for tests, fixtures and
/// benchmarks that must not depend on the machine's speed. Clones share
/// one time.
#[derive(Debug, Clone, Default)]
pub struct ManualTime(Arc<AtomicU64>);

impl ManualTime {
    /// Moves the time on by `ms`.
    pub fn advance(&self, ms: u64) {
        self.0.fetch_add(ms, Ordering::SeqCst);
    }
}

/// The date [`ManualTime`] starts at: 2026-01-01 00:00 UTC, so that dates
/// written in tests and fixtures do not depend on the day they ran.
pub const MANUAL_EPOCH_MS: i64 = 1_767_225_600_000;

impl TimeSource for ManualTime {
    fn now_ms(&self) -> u64 {
        self.0.load(Ordering::SeqCst)
    }

    fn date_ms(&self) -> i64 {
        MANUAL_EPOCH_MS.saturating_add(i64::try_from(self.now_ms()).unwrap_or(i64::MAX))
    }
}
