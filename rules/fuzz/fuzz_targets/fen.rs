//! Any text given to the strict FEN parser: never a panic, and every
//! accepted position is self-consistent.
#![no_main]

use hotseat_rules::{Game, Position};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(pos) = Position::from_fen(text) else {
        return;
    };
    // Our own output parses back to the same position.
    let fen = pos.to_fen();
    assert_eq!(Position::from_fen(&fen), Ok(pos), "{text:?} -> {fen}");
    // A legal en-passant square is one a legal move lands on.
    if let Some(ep) = pos.ep_square() {
        assert!(pos.legal_moves().iter().any(|m| m.to == ep), "{fen}");
    }
    // Every legal move plays, has a SAN that names it, and a UCI that does.
    let moves = pos.legal_moves();
    assert_eq!(moves.len() as u64, pos.count_legal_moves());
    assert_eq!(moves.is_empty(), !pos.has_legal_moves());
    for &m in moves.iter() {
        let next = pos.play(m).expect("a generated move is legal");
        assert_eq!(Position::from_fen(&next.to_fen()), Ok(next), "{fen} {m}");
        assert_eq!(pos.parse_san(&pos.san(m)), Ok(m), "{fen} {m}");
        assert_eq!(m.to_string().parse(), Ok(m));
    }
    // Judging the game does not panic, and a verdict leaves no moves.
    let game = Game::from_position(pos);
    if game.outcome().is_some() {
        assert!(game.legal_moves().is_empty());
    }
});
