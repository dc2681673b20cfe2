//! Perft side by side: hotseat-rules against shakmaty 0.30, cozy-chess 0.3
//! and chess 3.2, each in its idiomatic fastest legal perft with bulk
//! counting at the last ply; and each variant against shakmaty's same
//! variant (its `variant` feature), both through their per-variant types.
//!
//! ```text
//! cargo bench -p hotseat-rules --bench perft            # full run, a few minutes
//! HOTSEAT_BENCH_VARIANTS=only cargo bench -p hotseat-rules --bench perft   # the variant rows
//! cargo test -p hotseat-rules --bench perft             # quick mode, a debug build (CI)
//! HOTSEAT_BENCH_QUICK=1 cargo bench -p hotseat-rules --bench perft   # quick mode, release
//! ```
//!
//! The quick mode only checks that every function gives the right depth-3
//! counts; it measures nothing. It is what `cargo test` runs (cargo passes
//! `--bench` only to `cargo bench`), so a test build never starts the
//! minutes-long measured rows.

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, SamplingMode};
use hotseat_rules::Variant;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

/// `(name, FEN, depth, nodes)` of every measured row.
const ROWS: &[(&str, &str, u32, u64)] = &[
    ("start", START, 5, 4_865_609),
    ("start", START, 6, 119_060_324),
    ("kiwipete", KIWIPETE, 4, 4_085_603),
    ("kiwipete", KIWIPETE, 5, 193_690_690),
];

/// Depth-3 counts for the quick mode.
const QUICK: &[(&str, &str, u32, u64)] = &[
    ("start", START, 3, 8_902),
    ("kiwipete", KIWIPETE, 3, 97_862),
];

/// `(name, variant, FEN, depth, nodes)` of every measured variant row.
const VARIANT_ROWS: &[(&str, Variant, &str, u32, u64)] = &[
    (
        "chess960",
        Variant::Chess960,
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
        5,
        8_146_062,
    ),
    (
        "king_of_the_hill",
        Variant::KingOfTheHill,
        KIWIPETE,
        4,
        4_085_603,
    ),
    (
        "three_check",
        Variant::ThreeCheck,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 1+1 0 1",
        4,
        4_081_798,
    ),
    (
        "crazyhouse",
        Variant::Crazyhouse,
        "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1",
        4,
        2_083_382,
    ),
    (
        "antichess",
        Variant::Antichess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
        5,
        2_732_672,
    ),
    (
        "atomic",
        Variant::Atomic,
        "rn2kb1r/1pp1p2p/p2q1pp1/3P4/2P3b1/4PN2/PP3PPP/R2QKB1R b KQkq - 0 1",
        4,
        1_434_825,
    ),
    (
        "horde",
        Variant::Horde,
        "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1",
        5,
        265_223,
    ),
    (
        "racing_kings",
        Variant::RacingKings,
        "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1",
        5,
        9_472_927,
    ),
];

mod ours {
    use hotseat_rules::Position;

    pub fn setup(fen: &str) -> Position {
        Position::from_fen(fen).expect("valid FEN")
    }

    /// The crate's own perft: bulk counting at depth 1.
    pub fn perft(pos: &Position, depth: u32) -> u64 {
        pos.perft(depth)
    }
}

mod shakmaty_perft {
    use shakmaty::fen::Fen;
    use shakmaty::{CastlingMode, Chess, Position};

    pub fn setup(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .expect("valid FEN")
            .into_position(CastlingMode::Standard)
            .expect("legal position")
    }

    pub fn perft(pos: &Chess, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = pos.legal_moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        let mut nodes = 0;
        for m in &moves {
            let mut child = pos.clone();
            child.play_unchecked(*m);
            nodes += perft(&child, depth - 1);
        }
        nodes
    }
}

#[path = "../tests/reference/shakmaty_variants.rs"]
mod shakmaty_variants;

mod variant_perft {
    use hotseat_rules::{AnyPosition, Rules, Variant};

    pub fn ours(variant: Variant, fen: &str) -> AnyPosition {
        AnyPosition::from_fen(fen, variant).expect("valid FEN")
    }

    /// Each kind's own perft (`AnyPosition` picks the type once).
    pub fn perft(pos: &AnyPosition, depth: u32) -> u64 {
        pos.perft(depth)
    }

    pub use super::shakmaty_variants::{perft as theirs_perft, position as theirs};
}

mod cozy_perft {
    use cozy_chess::Board;

    pub fn setup(fen: &str) -> Board {
        Board::from_fen(fen, false).expect("valid FEN")
    }

    pub fn perft(board: &Board, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut nodes = 0;
        if depth == 1 {
            board.generate_moves(|moves| {
                nodes += moves.len() as u64;
                false
            });
        } else {
            board.generate_moves(|moves| {
                for m in moves {
                    let mut child = board.clone();
                    child.play_unchecked(m);
                    nodes += perft(&child, depth - 1);
                }
                false
            });
        }
        nodes
    }
}

mod chess_perft {
    use chess::{Board, MoveGen};
    use std::str::FromStr;

    pub fn setup(fen: &str) -> Board {
        Board::from_str(fen).expect("valid FEN")
    }

    pub fn perft(board: &Board, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = MoveGen::new_legal(board);
        if depth == 1 {
            return moves.len() as u64;
        }
        let mut nodes = 0;
        for m in moves {
            nodes += perft(&board.make_move_new(m), depth - 1);
        }
        nodes
    }
}

/// Every implementation's count for one row: `[ours, shakmaty, cozy, chess]`.
fn counts(fen: &str, depth: u32) -> [u64; 4] {
    [
        ours::perft(&ours::setup(fen), depth),
        shakmaty_perft::perft(&shakmaty_perft::setup(fen), depth),
        cozy_perft::perft(&cozy_perft::setup(fen), depth),
        chess_perft::perft(&chess_perft::setup(fen), depth),
    ]
}

fn quick() {
    for &(name, fen, depth, nodes) in QUICK {
        let got = counts(fen, depth);
        assert_eq!(
            got, [nodes; 4],
            "{name} perft {depth}: [ours, shakmaty, cozy-chess, chess]"
        );
        println!("{name} perft {depth}: {nodes} from all four crates");
    }
    for &(name, variant, fen, depth, _) in VARIANT_ROWS {
        let depth = depth.min(3);
        let ours = variant_perft::perft(&variant_perft::ours(variant, fen), depth);
        let theirs = variant_perft::theirs_perft(&variant_perft::theirs(variant, fen), depth);
        assert_eq!(
            ours, theirs,
            "{name} perft {depth}: hotseat-rules against shakmaty"
        );
        println!("{name} perft {depth}: {ours} from both crates");
    }
}

fn bench(c: &mut Criterion) {
    for &(name, fen, depth, nodes) in ROWS {
        let mut group = c.benchmark_group(format!("perft/{name}_{depth}"));
        group.sample_size(10);
        group.sampling_mode(SamplingMode::Flat);
        group.warm_up_time(Duration::from_millis(500));
        group.measurement_time(Duration::from_secs(if nodes > 50_000_000 { 15 } else { 3 }));
        group.throughput(criterion::Throughput::Elements(nodes));

        let pos = ours::setup(fen);
        assert_eq!(ours::perft(&pos, depth), nodes);
        group.bench_function(BenchmarkId::from_parameter("hotseat-rules"), |b| {
            b.iter(|| ours::perft(black_box(&pos), depth))
        });
        let pos = shakmaty_perft::setup(fen);
        assert_eq!(shakmaty_perft::perft(&pos, depth), nodes);
        group.bench_function(BenchmarkId::from_parameter("shakmaty"), |b| {
            b.iter(|| shakmaty_perft::perft(black_box(&pos), depth))
        });
        let board = cozy_perft::setup(fen);
        assert_eq!(cozy_perft::perft(&board, depth), nodes);
        group.bench_function(BenchmarkId::from_parameter("cozy-chess"), |b| {
            b.iter(|| cozy_perft::perft(black_box(&board), depth))
        });
        let board = chess_perft::setup(fen);
        assert_eq!(chess_perft::perft(&board, depth), nodes);
        group.bench_function(BenchmarkId::from_parameter("chess"), |b| {
            b.iter(|| chess_perft::perft(black_box(&board), depth))
        });
        group.finish();
    }
}

fn bench_variants(c: &mut Criterion) {
    for &(name, variant, fen, depth, nodes) in VARIANT_ROWS {
        let mut group = c.benchmark_group(format!("variant/{name}_{depth}"));
        group.sample_size(10);
        group.sampling_mode(SamplingMode::Flat);
        group.warm_up_time(Duration::from_millis(500));
        group.measurement_time(Duration::from_secs(3));
        group.throughput(criterion::Throughput::Elements(nodes));
        let pos = variant_perft::ours(variant, fen);
        assert_eq!(variant_perft::perft(&pos, depth), nodes, "{name}");
        group.bench_function(BenchmarkId::from_parameter("hotseat-rules"), |b| {
            b.iter(|| variant_perft::perft(black_box(&pos), depth))
        });
        let pos = variant_perft::theirs(variant, fen);
        assert_eq!(variant_perft::theirs_perft(&pos, depth), nodes, "{name}");
        group.bench_function(BenchmarkId::from_parameter("shakmaty"), |b| {
            b.iter(|| variant_perft::theirs_perft(black_box(&pos), depth))
        });
        group.finish();
    }
}

fn main() {
    let measuring = std::env::args().any(|arg| arg == "--bench");
    if !measuring || std::env::var_os("HOTSEAT_BENCH_QUICK").is_some_and(|v| v != "0") {
        quick();
        return;
    }
    let mut criterion = Criterion::default().configure_from_args();
    let only_variants = std::env::var_os("HOTSEAT_BENCH_VARIANTS").is_some_and(|v| v == "only");
    if !only_variants {
        bench(&mut criterion);
    }
    bench_variants(&mut criterion);
    criterion.final_summary();
}
