//! `bench`: a fixed set of positions, each searched to one depth with a
//! fresh table, the nodes and the speed told — a speed to compare with
//! Stockfish's own `bench` on the same machine (engine/BENCHMARKS.md).
use std::time::Instant;

use hotseat_engine::{review, review_limits, Judgement, Limits, MoveReview, Search};
use hotseat_rules::{Move, Position};

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

/// Fischer–Spassky, game 6 of the 1972 World Championship: 41 moves.
const REVIEWED_GAME: &str = "c2c4 e7e6 g1f3 d7d5 d2d4 g8f6 b1c3 f8e7 c1g5 e8g8 e2e3 h7h6 g5h4 b7b6 c4d5 f6d5 h4e7 d8e7 c3d5 e6d5 \
    a1c1 c8e6 d1a4 c7c5 a4a3 f8c8 f1b5 a7a6 d4c5 b6c5 e1g1 a8a7 b5e2 b8d7 f3d4 e7f8 d4e6 f7e6 e3e4 d5d4 f2f4 f8e7 e4e5 c8b8 \
    e2c4 g8h8 a3h3 d7f8 b2b3 a6a5 f4f5 e6f5 f1f5 f8h7 c1f1 e7d8 h3g3 a7e7 h2h4 b8b7 e5e6 b7c7 g3e5 d8e8 a2a4 e8d8 f1f2 d8e8 \
    f2f3 e8d8 c4d3 d8e8 e5e4 h7f6 f5f6 g7f6 f3f6 h8g8 d3c4 g8h8 e4f4";

/// The moves of a game from the start position, given in UCI: each the
/// position's own (castling as it writes it) and legal there.
fn game_moves(uci: &str) -> Result<Vec<Move>, String> {
    let mut pos = Position::start();
    let mut moves = Vec::new();
    for text in uci.split_whitespace() {
        let m = Move::from_uci(text)
            .map(|m| pos.canonical(m))
            .map_err(|_| format!("bad move {text}"))?;
        if !pos.legal_moves().contains(&m) {
            return Err(format!("illegal move {text}"));
        }
        pos.play_unchecked(m);
        moves.push(m);
    }
    Ok(moves)
}

/// A game from the start position reviewed at the app's limits, on this thread.
fn reviewed_as_the_app_does(moves: &[Move]) -> Vec<MoveReview> {
    let Ok(reviewed) = review(
        &Position::start(),
        moves,
        &mut Search::new(32),
        &review_limits(),
        |_, _| true,
    );
    reviewed
}

/// `bench review`: the 41-move game above reviewed at the review's
/// default limits on one thread, its time and each side's marks told.
pub fn review_game(say: fn(&str)) {
    let moves = match game_moves(REVIEWED_GAME) {
        Ok(moves) => moves,
        Err(e) => return say(&e),
    };
    let began = Instant::now();
    let reviewed = reviewed_as_the_app_does(&moves);
    let ms = began.elapsed().as_millis();
    let count = |side: usize, j: Judgement| {
        reviewed
            .iter()
            .skip(side)
            .step_by(2)
            .filter(|r| r.judgement == j)
            .count()
    };
    for (side, name) in [(0, "White"), (1, "Black")] {
        say(&format!(
            "{name}: {} inaccuracies, {} mistakes, {} blunders",
            count(side, Judgement::Inaccuracy),
            count(side, Judgement::Mistake),
            count(side, Judgement::Blunder)
        ));
    }
    for (i, r) in reviewed.iter().enumerate() {
        if let Some(mark) = r.judgement.mark() {
            let better = r.better.map_or(String::new(), |m| format!(", better {m}"));
            say(&format!(
                "ply {} {}{mark}: {} → {}{better}",
                i + 1,
                moves[i],
                r.before,
                r.after
            ));
        }
    }
    say(&format!("Reviewed {} moves in (ms) : {ms}", reviewed.len()));
}

/// `review`: each line of standard input a game from the start position in
/// UCI moves; each answered with one line, each move's judgement in order
/// (`best`, `good`, `inaccuracy`, `mistake`, `blunder`) at the review's
/// default limits — the review the app gives, for scripts/review-agreement.py.
pub fn review_lines(lines: impl Iterator<Item = String>, say: fn(&str)) {
    for line in lines {
        let moves = match game_moves(&line) {
            Ok(moves) => moves,
            Err(e) => return say(&e),
        };
        let reviewed = reviewed_as_the_app_does(&moves);
        let words: Vec<&str> = reviewed
            .iter()
            .map(|r| match r.judgement {
                Judgement::Best => "best",
                Judgement::Good => "good",
                Judgement::Inaccuracy => "inaccuracy",
                Judgement::Mistake => "mistake",
                Judgement::Blunder => "blunder",
            })
            .collect();
        say(&words.join(" "));
    }
}
