//! Where a clock reads the time: the monotonic production source, and a
//! source that only moves when told to.

use std::fmt::Debug;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Instant;

/// Where the clock reads the time: a monotonic count of milliseconds.
pub trait TimeSource: Send + Sync + Debug {
    /// Milliseconds since a fixed moment of this source; never decreases.
    fn now_ms(&self) -> u64;
}

/// The production source: [`Instant`], which is monotonic (a change of the
/// wall clock does not move it).
#[derive(Debug, Clone, Copy)]
pub struct MonotonicTime {
    origin: Instant,
}

impl Default for MonotonicTime {
    fn default() -> Self {
        MonotonicTime {
            origin: Instant::now(),
        }
    }
}

impl TimeSource for MonotonicTime {
    fn now_ms(&self) -> u64 {
        u64::try_from(self.origin.elapsed().as_millis()).unwrap_or(u64::MAX)
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

impl TimeSource for ManualTime {
    fn now_ms(&self) -> u64 {
        self.0.load(Ordering::SeqCst)
    }
}
