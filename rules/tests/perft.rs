//! The perft suites of `tests/data/perft/`: leaf counts of the legal move
//! tree for positions with published counts and special cases, one file per
//! kind of chess (`standard.epd`, `chess960.epd`, one per variant).
//!
//! The default run checks, for every position, the deepest depth whose count
//! is at most [`FAST_LIMIT`] nodes. Everything, up to 193 million nodes, runs
//! with
//!
//! ```text
//! cargo test --release -p hotseat-rules --test perft -- --ignored
//! ```

#[path = "reference/shakmaty_variants.rs"]
mod shakmaty_variants;

use hotseat_rules::{AnyPosition, Rules, Variant};

/// Node budget per position in the default (debug) run.
const FAST_LIMIT: u64 = 1_000_000;

/// A suite: its file name, its text and the kind of chess it counts.
struct Suite {
    name: &'static str,
    text: &'static str,
    variant: Variant,
}

macro_rules! suite {
    ($file:literal, $variant:expr) => {
        Suite {
            name: $file,
            text: include_str!(concat!("data/perft/", $file)),
            variant: $variant,
        }
    };
}

const SUITES: &[Suite] = &[
    suite!("standard.epd", Variant::Standard),
    suite!("chess960.epd", Variant::Chess960),
    suite!("king_of_the_hill.epd", Variant::KingOfTheHill),
    suite!("three_check.epd", Variant::ThreeCheck),
    suite!("crazyhouse.epd", Variant::Crazyhouse),
    suite!("antichess.epd", Variant::Antichess),
    suite!("atomic.epd", Variant::Atomic),
    suite!("horde.epd", Variant::Horde),
    suite!("racing_kings.epd", Variant::RacingKings),
];

struct Entry {
    file: &'static str,
    variant: Variant,
    line: usize,
    fen: String,
    /// `(depth, nodes)`, in file order.
    counts: Vec<(u32, u64)>,
}

/// Every entry of every suite.
fn suite() -> Vec<Entry> {
    SUITES.iter().flat_map(entries).collect()
}

fn entries(suite: &Suite) -> Vec<Entry> {
    let file = suite.name;
    let mut entries: Vec<Entry> = Vec::new();
    for (i, raw) in suite.text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(fen) = line.strip_prefix("epd ") {
            entries.push(Entry {
                file,
                variant: suite.variant,
                line: i + 1,
                fen: fen.trim().to_owned(),
                counts: Vec::new(),
            });
        } else if let Some(rest) = line.strip_prefix("perft ") {
            let mut words = rest.split_whitespace();
            let depth = words.next().and_then(|w| w.parse().ok());
            let nodes = words.next().and_then(|w| w.parse().ok());
            let (Some(depth), Some(nodes), None) = (depth, nodes, words.next()) else {
                panic!("{file} line {}: bad perft line {line:?}", i + 1);
            };
            entries
                .last_mut()
                .unwrap_or_else(|| panic!("{file} line {}: perft before any epd", i + 1))
                .counts
                .push((depth, nodes));
        } else {
            panic!("{file} line {}: unknown line {line:?}", i + 1);
        }
    }
    entries
}

fn position(entry: &Entry) -> AnyPosition {
    AnyPosition::from_fen(&entry.fen, entry.variant).unwrap_or_else(|e| {
        panic!(
            "{} line {}: {} rejected: {e}",
            entry.file, entry.line, entry.fen
        )
    })
}

#[test]
fn suite_files_are_well_formed() {
    for suite in SUITES {
        let count = entries(suite).len();
        let least = if suite.variant <= Variant::Chess960 {
            30
        } else {
            2
        };
        assert!(count >= least, "{}: only {count} positions", suite.name);
    }
    for entry in &suite() {
        assert!(!entry.counts.is_empty(), "{} has no counts", entry.fen);
        position(entry);
    }
}

#[test]
fn perft_fast() {
    let mut checked = 0;
    for entry in suite() {
        let pos = position(&entry);
        let cheap = entry
            .counts
            .iter()
            .filter(|&&(_, nodes)| nodes <= FAST_LIMIT);
        if let Some(&(depth, nodes)) = cheap.max_by_key(|&&(depth, _)| depth) {
            assert_eq!(pos.perft(depth), nodes, "perft {depth} of {}", entry.fen);
            checked += 1;
        }
        // Depth 1 is the legal move count: always cheap, always checked.
        if let Some(&(1, nodes)) = entry.counts.first() {
            assert_eq!(
                (pos.legal_moves().len() + pos.legal_drops().len()) as u64,
                nodes,
                "moves of {}",
                entry.fen
            );
        }
    }
    assert!(checked >= 100);
}

#[test]
fn perft_zero_is_one() {
    for entry in suite() {
        assert_eq!(position(&entry).perft(0), 1);
    }
}

/// Every line of the files, up to 193,690,690 nodes (Kiwipete depth 5).
#[test]
#[ignore = "deep perft: run with cargo test --release -p hotseat-rules --test perft -- --ignored"]
fn perft_deep() {
    for entry in suite() {
        let pos = position(&entry);
        for &(depth, nodes) in &entry.counts {
            assert_eq!(pos.perft(depth), nodes, "perft {depth} of {}", entry.fen);
        }
    }
}

/// Re-checks the data files themselves against shakmaty (not against our
/// crate), each in shakmaty's same variant.
#[test]
#[ignore = "checks the data files against shakmaty; run in release with --ignored"]
fn perft_suite_matches_shakmaty() {
    for entry in suite() {
        let pos = shakmaty_variants::position(entry.variant, &entry.fen);
        for &(depth, nodes) in &entry.counts {
            assert_eq!(
                shakmaty_variants::perft(&pos, depth),
                nodes,
                "shakmaty perft {depth} of {} ({})",
                entry.fen,
                entry.file
            );
        }
    }
}
