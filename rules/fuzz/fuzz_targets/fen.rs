//! Any text given to the strict FEN parser of any kind of chess (the first
//! byte picks it): never a panic, and every accepted position is
//! self-consistent.
#![no_main]

use hotseat_rules::{AnyPosition, Game, Ply, Rules, Variant};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let variant = Variant::ALL[usize::from(first) % Variant::ALL.len()];
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let Ok(pos) = AnyPosition::from_fen(text, variant) else {
        return;
    };
    // Our own output parses back to the same position.
    let fen = pos.to_fen();
    assert_eq!(
        AnyPosition::from_fen(&fen, variant).as_ref(),
        Ok(&pos),
        "{text:?} -> {fen}"
    );
    // A kept en-passant square is one a legal move lands on.
    if let Some(ep) = pos.ep_square() {
        assert!(pos.legal_moves().iter().any(|m| m.to == ep), "{fen}");
    }
    // Every legal move and drop plays, and its SAN and UCI name it.
    let moves = pos.legal_moves();
    let drops = pos.legal_drops();
    assert_eq!(moves.len() as u64, pos.count_legal_moves(), "{fen}");
    assert_eq!(drops.len() as u64, pos.count_legal_drops(), "{fen}");
    let plies = moves
        .iter()
        .map(|&m| Ply::Move(m))
        .chain(drops.into_iter().map(Ply::Drop));
    for ply in plies {
        let mut next = pos.clone();
        next.play_ply_unchecked(ply);
        assert_eq!(
            AnyPosition::from_fen(&next.to_fen(), variant).as_ref(),
            Ok(&next),
            "{fen} {ply}"
        );
        assert_eq!(pos.parse_ply(&pos.ply_san(ply)), Ok(ply), "{fen} {ply}");
        assert_eq!(ply.to_string().parse(), Ok(ply));
    }
    // Judging the game does not panic, and a verdict leaves no moves.
    let game = Game::from_position(pos);
    if game.outcome().is_some() {
        assert!(game.legal_moves().is_empty() && game.legal_drops().is_empty());
    }
});
