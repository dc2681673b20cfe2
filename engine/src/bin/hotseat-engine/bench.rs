//! `bench`: a fixed set of positions, each searched to one depth with a
//! fresh table, the nodes and the speed told — a speed to compare with
//! Stockfish's own `bench` on the same machine (engine/BENCHMARKS.md).
use std::time::Instant;

use hotseat_engine::{Limits, Search};
use hotseat_rules::Position;

/// Openings, middle games and endings (the start, Kiwipete, the Chess
/// Programming Wiki's perft positions 3 to 6, and two endings).
const POSITIONS: [&str; 8] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "8/8/4k3/8/2p5/8/B2K4/8 w - - 0 1",
    "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
];

pub fn run(depth: u32, say: fn(&str)) {
    let mut nodes = 0;
    let start = Instant::now();
    for fen in POSITIONS {
        let Ok(pos) = Position::from_fen(fen) else {
            continue;
        };
        let result = Search::new(16).run(&pos, &[], Limits::depth(depth), |_| {});
        nodes += result.nodes;
        say(&format!(
            "{fen}: {} nodes, bestmove {}",
            result.nodes,
            result.best.map_or("0000".to_owned(), |m| m.to_string())
        ));
    }
    let ms = start.elapsed().as_millis().max(1);
    say(&format!("Total time (ms) : {ms}"));
    say(&format!("Nodes searched  : {nodes}"));
    say(&format!(
        "Nodes/second    : {}",
        u128::from(nodes) * 1000 / ms
    ));
}
