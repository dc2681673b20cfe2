//! Any bytes as a PGN file: never a panic; every game read writes back to
//! PGN that reads to the same record, and an accepted single game exports
//! to PGN that reads back to the same game.
#![no_main]

use hotseat_rules::{decode_pgn, read_pgn_games, scan_pgn_headers, Game, PgnTags};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = decode_pgn(data);
    let _ = scan_pgn_headers(&text).count();
    for game in read_pgn_games(&text).flatten() {
        let pgn = game.to_pgn();
        let back = read_pgn_games(&pgn).next().expect("one game");
        let back = back.unwrap_or_else(|e| panic!("{e}\n{pgn}"));
        assert_eq!(back.mainline, game.mainline, "{pgn}");
        assert_eq!(back.game, game.game, "{pgn}");
    }
    let Ok(game) = Game::from_pgn(&text) else {
        return;
    };
    let pgn = game.to_pgn(&PgnTags::default());
    let back = Game::from_pgn(&pgn).unwrap_or_else(|e| panic!("{e}\n{pgn}"));
    assert_eq!(back, game, "{pgn}");
});
