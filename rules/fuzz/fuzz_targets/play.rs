//! A game played from bytes: each byte picks a legal move (or, for some
//! values, an undo or an illegal try). Checks the game's invariants at every
//! step: undo restores the exact game, FEN round-trips, verdicts block moves,
//! and the game's PGN reads back to the same game.
#![no_main]

use hotseat_rules::{Game, Move, PgnTags, PlayError, Position, Square, Undone};
use libfuzzer_sys::fuzz_target;

const STARTS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 90 60",
    "4k3/8/8/8/8/8/8/2BNKB2 w - - 0 1",
];

fuzz_target!(|data: &[u8]| {
    let Some((&first, bytes)) = data.split_first() else {
        return;
    };
    let mut game = Game::from_fen(STARTS[usize::from(first) % STARTS.len()]).unwrap();
    for &b in bytes {
        let pos = *game.position();
        match b {
            0xff => {
                let before = game.clone();
                if game.undo().is_err() {
                    assert_eq!(game, before);
                }
            }
            0xfe => {
                // Something almost certainly illegal: refused, game unchanged.
                let before = game.clone();
                let m = Move::new(Square::A1, Square::H8);
                if game.play(m).is_err() {
                    assert_eq!(game, before);
                }
            }
            _ => {
                let moves = pos.legal_moves();
                if let Some(outcome) = game.outcome() {
                    if let Some(&m) = moves.first() {
                        assert_eq!(game.play(m), Err(PlayError::GameOver(outcome)));
                    }
                    continue;
                }
                let m = moves[usize::from(b) % moves.len()];
                let before = game.clone();
                game.play(m).expect("a legal move plays");
                let after = game.clone();
                assert_eq!(game.undo(), Ok(Undone::Move(m)));
                assert_eq!(game, before);
                game.play(m).unwrap();
                assert_eq!(game, after);
            }
        }
        let fen = game.position().to_fen();
        assert_eq!(
            Position::from_fen(&fen).as_ref(),
            Ok(game.position()),
            "{fen}"
        );
        assert_eq!(game.outcome().is_some(), game.legal_moves().is_empty());
    }
    // PGN export and import give back the same game, verdict included.
    let pgn = game.to_pgn(&PgnTags::default());
    let back = Game::from_pgn(&pgn).unwrap_or_else(|e| panic!("{e}\n{pgn}"));
    assert_eq!(back, game, "{pgn}");
});
