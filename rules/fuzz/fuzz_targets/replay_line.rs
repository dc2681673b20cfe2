//! The `replay` line grammar of SPEC section 7 (`position startpos|fen <FEN>
//! [moves ...]`) through the library's `replay_line`, the very parser the
//! `hotseat-rules replay` command answers with.
#![no_main]

use hotseat_rules::{replay_line, Move, ReplayErrorKind, Rules};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let line = String::from_utf8_lossy(data);
    match replay_line(&line) {
        Ok(game) => {
            // What the binary prints: FEN, turn, check, sorted legal moves,
            // outcome; a verdict leaves no legal move.
            let pos = game.position();
            let _ = (pos.to_fen(), pos.turn(), pos.is_check());
            let mut legal: Vec<String> = game.legal_moves().iter().map(Move::to_string).collect();
            legal.sort();
            if let Some(outcome) = game.outcome() {
                assert!(legal.is_empty());
                let _ = (outcome.result(), outcome.reason_code());
            }
        }
        Err(error) => {
            assert!(!error.message.is_empty());
            assert!(!error.to_string().is_empty());
            // A move that was refused for the rules' sake is always named.
            if matches!(
                error.kind,
                ReplayErrorKind::IllegalMove | ReplayErrorKind::GameOver
            ) {
                let (mv, index) = error.at.as_ref().expect("the failing move is named");
                assert!(*index >= 1 && mv.chars().count() <= 32);
            }
            if error.kind == ReplayErrorKind::InvalidFen {
                assert!(error.at.is_none());
            }
        }
    }
});
