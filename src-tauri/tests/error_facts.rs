//! Issue 27, item 4: a refused command sends its facts — what was written
//! and what is wrong with it, why the request is refused, the verdict — from
//! which the page makes the players' words (ui/src/lib/words/errors.ts),
//! and so does an import's FEN or PGN that cannot be read.
//! The English `message` beside them is for logs and the CLI.

mod common;

use common::launch;
use hotseat_chess_lib::SaveLocation;
use serde_json::{json, Value};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const PROMOTING: &str = "k2r4/4P3/8/8/8/8/8/K7 w - - 0 1";
/// Knights on b1 and f1: both reach d2.
const TWO_KNIGHTS: &str = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1";
const FOOLS_MATE: &str = "1. f3 e5 2. g4 Qh4#";

/// Each case: the game to import, the command, its arguments, and the error's
/// kind and facts (every field but `message`).
fn cases() -> Vec<(&'static str, &'static str, Value, Value)> {
    vec![
        (
            PROMOTING,
            "play_text",
            json!({ "text": "e8" }),
            json!({ "kind": "illegal_move", "refused": { "text": "e8", "problem": "promotion_missing_san" } }),
        ),
        (
            PROMOTING,
            "play_text",
            json!({ "text": "exd8+" }),
            json!({ "kind": "illegal_move", "refused": { "text": "exd8", "problem": "promotion_missing_san" } }),
        ),
        (
            PROMOTING,
            "play_text",
            json!({ "text": "e7e8" }),
            json!({ "kind": "illegal_move", "refused": { "text": "e7e8", "problem": "promotion_missing_uci" } }),
        ),
        (
            PROMOTING,
            "play",
            json!({ "move": { "from": "e7", "to": "e8" } }),
            json!({ "kind": "illegal_move", "refused": { "text": "e7e8", "problem": "promotion_missing" } }),
        ),
        (
            START,
            "play_text",
            json!({ "text": "hello" }),
            json!({ "kind": "invalid_move", "refused": { "text": "hello", "problem": "not_a_move" } }),
        ),
        (
            START,
            "play_text",
            json!({ "text": "Ke2" }),
            json!({ "kind": "illegal_move", "refused": { "text": "Ke2", "problem": "not_legal" } }),
        ),
        (
            START,
            "play_text",
            json!({ "text": "e2e5" }),
            json!({ "kind": "illegal_move", "refused": { "text": "e2e5", "problem": "not_legal" } }),
        ),
        (
            START,
            "play",
            json!({ "move": { "from": "e2", "to": "e5" } }),
            json!({ "kind": "illegal_move", "refused": { "text": "e2e5", "problem": "not_legal" } }),
        ),
        (
            TWO_KNIGHTS,
            "play_text",
            json!({ "text": "Nd2" }),
            json!({ "kind": "invalid_move", "refused": { "text": "Nd2", "problem": "ambiguous" } }),
        ),
        (
            START,
            "answer_draw",
            json!({ "accept": true }),
            json!({ "kind": "not_allowed", "refusal": "no_offer" }),
        ),
        (
            START,
            "rematch",
            json!({}),
            json!({ "kind": "not_allowed", "refusal": "not_finished" }),
        ),
        (
            START,
            "adjust_clock",
            json!({ "adjustment": { "kind": "give", "to": "black", "ms": 15000 } }),
            json!({ "kind": "not_allowed", "refusal": "not_timed" }),
        ),
        (
            FOOLS_MATE,
            "play_text",
            json!({ "text": "e4" }),
            json!({ "kind": "game_over", "verdict": { "result": "0-1", "reason": "checkmate", "winner": "black" } }),
        ),
        (
            FOOLS_MATE,
            "resign",
            json!({ "color": "white" }),
            json!({ "kind": "game_over", "verdict": { "result": "0-1", "reason": "checkmate", "winner": "black" } }),
        ),
        // What is wrong with an imported FEN or PGN: the field, the rank,
        // the move and its number.
        (
            START,
            "import_game",
            json!({ "text": "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" }),
            json!({ "kind": "invalid_fen", "fen": { "problem": "rank_too_short", "rank": 7 } }),
        ),
        (
            START,
            "import_game",
            json!({ "text": "8/8/8/8/8/8/8/K7 w - - 0 1" }),
            json!({ "kind": "invalid_fen", "fen": { "problem": "king_count", "color": "black", "count": 0 } }),
        ),
        (
            START,
            "import_game",
            json!({ "text": "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*" }),
            json!({ "kind": "invalid_pgn", "pgn": { "problem": "fen", "fen": { "problem": "king_count", "color": "white", "count": 0 } } }),
        ),
        (
            START,
            "import_game",
            json!({ "text": "1. f3 e5 2. g4 Qh4# 3. e4" }),
            json!({ "kind": "invalid_pgn", "pgn": { "problem": "move_after_verdict", "number": 3, "text": "e4",
                "verdict": { "result": "0-1", "reason": "checkmate", "winner": "black" } } }),
        ),
        (
            START,
            "import_game",
            json!({ "text": "1. e4 -- 2. Nf3" }),
            json!({ "kind": "invalid_pgn", "pgn": { "problem": "null_move", "number": 1, "text": "--" } }),
        ),
        (
            START,
            "import_game",
            json!({ "text": "[Variant \"Shogi\"]\n\n1. e4 *" }),
            json!({ "kind": "invalid_pgn", "pgn": { "problem": "variant", "name": "Shogi" } }),
        ),
    ]
}

#[test]
fn a_refusal_carries_its_facts() {
    for (game, command, args, facts) in cases() {
        let app = launch(SaveLocation::Nowhere);
        app.ok("import_game", json!({ "text": game }));
        let mut err = app.invoke(command, args.clone()).expect_err(command);
        let message = err
            .as_object_mut()
            .and_then(|e| e.remove("message"))
            .unwrap_or_default();
        assert!(
            message.as_str().is_some_and(|m| !m.is_empty()),
            "{command} {args}: an English message for the logs"
        );
        assert_eq!(err, facts, "{command} {args} on {game}");
    }
}

#[test]
fn nothing_to_undo_needs_no_facts() {
    let app = launch(SaveLocation::Nowhere);
    let err = app.invoke("undo", json!({})).expect_err("refused");
    assert_eq!(err["kind"], "nothing_to_undo");
    assert_eq!(err.as_object().map(|e| e.len()), Some(2), "{err}");
}
