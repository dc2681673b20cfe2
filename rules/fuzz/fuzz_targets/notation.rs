//! Any text as a UCI move and as SAN, in one of a few positions chosen by
//! the first byte: never a panic; whatever is accepted is a legal move whose
//! own notation reads back to it.
#![no_main]

use hotseat_rules::{Game, Move, Position, Undone};
use libfuzzer_sys::fuzz_target;

const POSITIONS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "6k1/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1",
    "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
];

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let pos = Position::from_fen(POSITIONS[usize::from(first) % POSITIONS.len()]).unwrap();

    if let Ok(m) = Move::from_uci(text) {
        // The promotion letter is accepted in either case and written in
        // lower case; the squares are lower case only.
        assert_eq!(m.to_string(), text.to_ascii_lowercase());
        if pos.is_legal(m) {
            assert_eq!(pos.parse_san(&pos.san(m)), Ok(m));
        } else {
            assert!(pos.play(m).is_err());
        }
    }
    if let Ok(m) = pos.parse_san(text) {
        assert!(pos.is_legal(m), "{text:?} -> {m}");
        assert_eq!(pos.parse_san(&pos.san(m)), Ok(m));
    }
    let mut game = Game::from_position(pos);
    if let Ok(m) = game.play_text(text) {
        assert_eq!(game.last_move(), Some(m));
        assert_eq!(game.undo(), Ok(Undone::Move(m)));
        assert_eq!(game.position().as_chess(), Some(&pos));
    } else {
        assert!(game.history().is_empty());
    }
});
