//! The perft suite of `tests/data/perft.epd`: leaf counts of the legal move
//! tree for positions with published counts and special cases.
//!
//! The default run checks, for every position, the deepest depth whose count
//! is at most [`FAST_LIMIT`] nodes. Everything, up to 193 million nodes, runs
//! with
//!
//! ```text
//! cargo test --release -p hotseat-rules --test perft -- --ignored
//! ```

use hotseat_rules::Position;

/// Node budget per position in the default (debug) run.
const FAST_LIMIT: u64 = 1_000_000;

struct Entry {
    line: usize,
    fen: String,
    /// `(depth, nodes)`, in file order.
    counts: Vec<(u32, u64)>,
}

fn suite() -> Vec<Entry> {
    let text = include_str!("data/perft.epd");
    let mut entries: Vec<Entry> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(fen) = line.strip_prefix("epd ") {
            entries.push(Entry {
                line: i + 1,
                fen: fen.trim().to_owned(),
                counts: Vec::new(),
            });
        } else if let Some(rest) = line.strip_prefix("perft ") {
            let mut words = rest.split_whitespace();
            let depth = words.next().and_then(|w| w.parse().ok());
            let nodes = words.next().and_then(|w| w.parse().ok());
            let (Some(depth), Some(nodes), None) = (depth, nodes, words.next()) else {
                panic!("perft.epd line {}: bad perft line {line:?}", i + 1);
            };
            entries
                .last_mut()
                .unwrap_or_else(|| panic!("perft.epd line {}: perft before any epd", i + 1))
                .counts
                .push((depth, nodes));
        } else {
            panic!("perft.epd line {}: unknown line {line:?}", i + 1);
        }
    }
    entries
}

fn position(entry: &Entry) -> Position {
    Position::from_fen(&entry.fen)
        .unwrap_or_else(|e| panic!("perft.epd line {}: {} rejected: {e}", entry.line, entry.fen))
}

#[test]
fn suite_file_is_well_formed() {
    let entries = suite();
    assert!(entries.len() >= 30, "only {} positions", entries.len());
    for entry in &entries {
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
                pos.legal_moves().len() as u64,
                nodes,
                "moves of {}",
                entry.fen
            );
        }
    }
    assert!(checked >= 30);
}

#[test]
fn perft_zero_is_one() {
    for entry in suite() {
        assert_eq!(position(&entry).perft(0), 1);
    }
}

/// Every line of the file, up to 193,690,690 nodes (Kiwipete depth 5).
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

fn shakmaty_perft(pos: &shakmaty::Chess, depth: u32) -> u64 {
    use shakmaty::Position as _;
    if depth == 0 {
        return 1;
    }
    let moves = pos.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|m| {
            let mut child = pos.clone();
            child.play_unchecked(*m);
            shakmaty_perft(&child, depth - 1)
        })
        .sum()
}

/// Re-checks the data file itself against shakmaty (not against our crate).
#[test]
#[ignore = "checks the data file against shakmaty; run in release with --ignored"]
fn perft_suite_matches_shakmaty() {
    use shakmaty::{fen::Fen, CastlingMode, Chess};
    for entry in suite() {
        let pos: Chess = entry
            .fen
            .parse::<Fen>()
            .expect("shakmaty parses the FEN")
            .into_position(CastlingMode::Standard)
            .expect("shakmaty accepts the position");
        for &(depth, nodes) in &entry.counts {
            assert_eq!(
                shakmaty_perft(&pos, depth),
                nodes,
                "shakmaty perft {depth} of {}",
                entry.fen
            );
        }
    }
}
