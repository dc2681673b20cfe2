//! Any text as PGN: never a panic; an accepted game exports to PGN that
//! reads back to the same game.
#![no_main]

use hotseat_rules::{Game, PgnTags};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(game) = Game::from_pgn(text) else {
        return;
    };
    let pgn = game.to_pgn(&PgnTags::default());
    let back = Game::from_pgn(&pgn).unwrap_or_else(|e| panic!("{e}\n{pgn}"));
    assert_eq!(back, game, "{pgn}");
});
