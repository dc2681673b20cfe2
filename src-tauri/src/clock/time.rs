//! Where the app reads the time: the machine's clocks in production, and a
//! source that only moves when told to.

use std::fmt::Debug;
use std::path::PathBuf;
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

/// The environment variable of the real-app tests' time seam (debug builds
/// only; a release build ignores it): the path of a file holding how many
/// milliseconds to move the machine's time on by. A test writes a minute
/// there to show that a clock does not run, without waiting to see it not
/// run.
pub const SKIP_SEAM: &str = "HOTSEAT_TIME_SKIP";

/// The app's time source: the machine's, moved on by [`SKIP_SEAM`]'s file
/// in a debug build where it is set.
pub fn app_time() -> Arc<dyn TimeSource> {
    match std::env::var_os(SKIP_SEAM) {
        Some(file) if cfg!(debug_assertions) => Arc::new(SkippedTime::new(PathBuf::from(file))),
        _ => Arc::new(MachineTime::default()),
    }
}

/// The machine's time moved on by the milliseconds written in a file (see
/// [`SKIP_SEAM`]). The skip only grows: a smaller number written later is
/// not a step back in time.
#[derive(Debug)]
pub struct SkippedTime {
    machine: MachineTime,
    file: PathBuf,
    skipped: AtomicU64,
}

impl SkippedTime {
    /// The machine's time, moved on by what `file` says (nothing while it is
    /// missing or unreadable).
    pub fn new(file: PathBuf) -> Self {
        SkippedTime {
            machine: MachineTime::default(),
            file,
            skipped: AtomicU64::new(0),
        }
    }

    fn skipped(&self) -> u64 {
        let read = std::fs::read_to_string(&self.file)
            .ok()
            .and_then(|text| text.trim().parse::<u64>().ok())
            .unwrap_or(0);
        self.skipped.fetch_max(read, Ordering::SeqCst).max(read)
    }
}

impl TimeSource for SkippedTime {
    fn now_ms(&self) -> u64 {
        self.machine.now_ms().saturating_add(self.skipped())
    }

    fn date_ms(&self) -> i64 {
        let skipped = i64::try_from(self.skipped()).unwrap_or(i64::MAX);
        self.machine.date_ms().saturating_add(skipped)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_skip_moves_the_time_on_and_never_back() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("skip");
        let time = SkippedTime::new(file.clone());
        let start = time.now_ms();
        assert!(start < 60_000, "no skip while the file is missing");
        std::fs::write(&file, "60000\n").unwrap();
        assert!(time.now_ms() >= start + 60_000);
        std::fs::write(&file, "1000").unwrap();
        assert!(
            time.now_ms() >= start + 60_000,
            "a smaller skip is no step back"
        );
        std::fs::write(&file, "not a number").unwrap();
        assert!(time.now_ms() >= start + 60_000);
    }
}
