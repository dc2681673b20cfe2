//! `Game::play_listed` (the fast path that reuses the legal move lists)
//! answers exactly what `Game::play` and `Game::legal_moves` answer.

use hotseat_rules::{Game, Move, PlayError, Square};

/// Start positions where mates, stalemates, promotions, castling and en
/// passant come quickly.
const STARTS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "7k/5Q2/6K1/8/8/8/8/8 w - - 0 1",
    "4k3/8/8/8/8/8/8/R3K2R w KQ - 98 80",
];

#[test]
fn every_move_of_many_playouts_agrees_with_play() {
    for (n, fen) in STARTS.iter().enumerate() {
        for seed in 0..8usize {
            let mut game = Game::from_fen(fen).expect("a valid start");
            let mut legal = game.legal_moves();
            for ply in 0..120usize {
                assert_eq!(legal, game.legal_moves(), "{fen} ply {ply}");
                // Every candidate agrees, then one of them is played.
                for &m in legal.iter() {
                    let mut slow = game.clone();
                    let mut fast = game.clone();
                    let outcome = slow.play(m).expect("a legal move");
                    let played = fast.play_listed(m, &legal).expect("a legal move");
                    assert_eq!(fast, slow, "{fen} {m}");
                    assert_eq!(played.outcome, outcome, "{fen} {m}");
                    assert_eq!(played.legal_moves, slow.legal_moves(), "{fen} {m}");
                }
                if legal.is_empty() {
                    break;
                }
                let m = legal[(ply * 7 + seed * 13 + n) % legal.len()];
                legal = game
                    .play_listed(m, &legal)
                    .expect("a legal move")
                    .legal_moves;
            }
        }
    }
}

#[test]
fn refusals_match_play() {
    let mut game = Game::new();
    let legal = game.legal_moves();
    let illegal = Move::new(Square::E2, Square::E5);
    assert_eq!(
        game.play_listed(illegal, &legal),
        Err(game.clone().play(illegal).expect_err("illegal"))
    );
    assert_eq!(game, Game::new());
    for uci in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        game.play_uci(uci).expect("the fool's mate");
    }
    let after = game.legal_moves();
    assert!(after.is_empty());
    assert!(matches!(
        game.play_listed(Move::new(Square::A2, Square::A3), &after),
        Err(PlayError::GameOver(_))
    ));
}
