//! The `replay` line grammar of SPEC section 7 (`position startpos|fen <FEN>
//! [moves ...]`) driven through the library the way the binary drives it:
//! FEN parsing, UCI parsing and `Game::play` on arbitrary lines. The binary's
//! own handler is not a library function, so this mirrors its steps.
#![no_main]

use hotseat_rules::{Game, Move, PlayError};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let line = String::from_utf8_lossy(data);
    let mut tokens = line.split_whitespace().peekable();
    if tokens.next() != Some("position") {
        return;
    }
    let mut game = match tokens.next() {
        Some("startpos") => Game::new(),
        Some("fen") => {
            let mut fields = Vec::new();
            while let Some(&t) = tokens.peek() {
                if t == "moves" {
                    break;
                }
                fields.push(t);
                tokens.next();
            }
            match Game::from_fen(&fields.join(" ")) {
                Ok(game) => game,
                Err(e) => {
                    assert!(!e.to_string().is_empty());
                    return;
                }
            }
        }
        _ => return,
    };
    if tokens.next() != Some("moves") {
        return;
    }
    for text in tokens {
        let Ok(m) = Move::from_uci(text) else {
            return;
        };
        let before = game.clone();
        match game.play(m) {
            Ok(outcome) => assert_eq!(outcome, game.outcome()),
            Err(PlayError::GameOver(outcome)) => {
                assert_eq!(Some(outcome), before.outcome());
                assert_eq!(game, before);
                return;
            }
            Err(PlayError::Illegal(_)) => {
                assert!(!before.position().is_legal(m));
                assert_eq!(game, before);
                return;
            }
        }
    }
    // What the binary prints: FEN, turn, check, sorted legal moves, outcome.
    let pos = game.position();
    let _ = (pos.to_fen(), pos.turn(), pos.is_check());
    let mut legal: Vec<String> = game.legal_moves().iter().map(Move::to_string).collect();
    legal.sort();
    if let Some(outcome) = game.outcome() {
        assert!(legal.is_empty());
        let _ = (outcome.result(), outcome.reason_code());
    }
});
