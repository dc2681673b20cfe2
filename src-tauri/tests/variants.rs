//! Games of every kind of chess through the commands (mock runtime, real
//! capabilities): a new game of each, their facts in the view (pockets,
//! counters, drops, the Chess960 number, the explosion), drops played,
//! games saved and found again after a restart, the archive's variant
//! filter, and a rematch that keeps a Chess960 start.

mod common;

use common::{app_saving_to, launch, sans, status_of};
use hotseat_chess_lib::SaveLocation;
use serde_json::{json, Value};

fn new_game(app: &common::TestApp, options: Value) -> Value {
    app.ok("new_game", json!({ "options": options }))
}

#[test]
fn each_kind_of_chess_starts_where_it_should() {
    let app = launch(SaveLocation::Nowhere);
    let cases = [
        (
            "standard",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            20,
        ),
        (
            "king_of_the_hill",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            20,
        ),
        (
            "three_check",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1",
            20,
        ),
        (
            "crazyhouse",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
            20,
        ),
        (
            "antichess",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
            20,
        ),
        (
            "atomic",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            20,
        ),
        (
            "horde",
            "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1",
            8,
        ),
        (
            "racing_kings",
            "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1",
            21,
        ),
    ];
    for (variant, fen, moves) in cases {
        let view = new_game(&app, json!({ "variant": variant }));
        // Absent for standard chess (most views).
        let named = if variant == "standard" {
            Value::Null
        } else {
            json!(variant)
        };
        assert_eq!(view["variant"], named);
        assert_eq!(view["fen"], fen, "{variant}");
        assert_eq!(
            view["legalMoves"].as_array().map(Vec::len),
            Some(moves),
            "{variant}"
        );
    }
    let view = new_game(&app, json!({ "variant": "chess960", "chess960": 0 }));
    assert_eq!(
        view["fen"],
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"
    );
    assert_eq!(view["chess960"], 0);
    let view = new_game(&app, json!({ "variant": "chess960" }));
    let number = view["chess960"]
        .as_u64()
        .expect("a random start has its number");
    assert!(number < 960);
}

#[test]
fn bad_options_are_refused_with_what_is_wrong() {
    let app = launch(SaveLocation::Nowhere);
    for (options, needle) in [
        (json!({ "variant": "bughouse" }), "variant"),
        (
            json!({ "variant": "chess960", "chess960": 960 }),
            "0 to 959",
        ),
        (json!({ "chess960": 5 }), "\"chess960\" only"),
    ] {
        let err = app
            .invoke("new_game", json!({ "options": options }))
            .expect_err("refused");
        assert_eq!(err["kind"], "bad_request", "{options}");
        let message = err["message"].as_str().expect("message");
        assert!(message.contains(needle), "{options}: {message}");
    }
}

#[test]
fn crazyhouse_pockets_fill_and_drops_play_and_come_back_after_a_restart() {
    let dir = tempfile::tempdir().expect("temp dir");
    {
        let app = app_saving_to(dir.path());
        new_game(&app, json!({ "variant": "crazyhouse" }));
        for (from, to) in [("e2", "e4"), ("d7", "d5")] {
            app.play(from, to);
        }
        let view = app.play("e4", "d5");
        assert_eq!(view["pockets"]["white"]["pawn"], 1);
        assert_eq!(view["pockets"]["black"]["pawn"], 0);
        let view = app.play("d8", "d5");
        assert_eq!(view["pockets"]["black"]["pawn"], 1);
        let drops = view["legalDrops"]
            .as_array()
            .expect("White has a pawn to drop");
        assert!(drops.contains(&json!({ "role": "pawn", "to": "e6" })));
        assert!(!drops.iter().any(|d| d["to"] == "e8" || d["to"] == "h1"));
        let view = app.ok(
            "drop_piece",
            json!({ "drop": { "role": "pawn", "to": "c6" } }),
        );
        assert_eq!(view["lastDrop"], json!({ "role": "pawn", "to": "c6" }));
        assert_eq!(view["pockets"]["white"]["pawn"], 0);
        assert_eq!(sans(&view).last().map(String::as_str), Some("P@c6"));
        // A drop the pocket cannot pay for, or a king, is refused.
        let err = app
            .invoke(
                "drop_piece",
                json!({ "drop": { "role": "queen", "to": "a6" } }),
            )
            .expect_err("an empty pocket");
        assert_eq!(err["kind"], "illegal_move");
        let err = app
            .invoke(
                "drop_piece",
                json!({ "drop": { "role": "king", "to": "a6" } }),
            )
            .expect_err("no king in a pocket");
        assert_eq!(err["kind"], "invalid_move");
        // Typed, a drop plays too.
        let view = app.ok("play_text", json!({ "text": "P@e6" }));
        assert_eq!(view["lastDrop"], json!({ "role": "pawn", "to": "e6" }));
    }
    let app = app_saving_to(dir.path());
    let view = app.ok("status", json!({}));
    assert_eq!(view["variant"], "crazyhouse");
    assert_eq!(sans(&view), ["e4", "d5", "exd5", "Qxd5", "P@c6", "P@e6"]);
    assert_eq!(view["pockets"]["white"]["pawn"], 0);
    let view = app.ok("undo", json!({}));
    assert_eq!(view["pockets"]["black"]["pawn"], 1);
    let page = app.ok(
        "games",
        json!({ "offset": 0, "limit": 10, "variant": "crazyhouse" }),
    );
    assert_eq!(page["total"], 1);
    assert_eq!(page["items"][0]["variant"], "crazyhouse");
    let page = app.ok(
        "games",
        json!({ "offset": 0, "limit": 10, "variant": "atomic" }),
    );
    assert_eq!(page["total"], 0);
}

#[test]
fn chess960_castles_by_the_king_onto_its_rook_and_a_rematch_keeps_the_start() {
    let dir = tempfile::tempdir().expect("temp dir");
    let app = app_saving_to(dir.path());
    // Start 3 (BQNNRKRB): the king on f1 may castle with the g1 rook at once.
    let view = new_game(&app, json!({ "variant": "chess960", "chess960": 3 }));
    assert!(view["legalMoves"]
        .as_array()
        .expect("moves")
        .contains(&json!({ "from": "f1", "to": "g1" })));
    let view = app.play("f1", "g1");
    assert_eq!(sans(&view), ["O-O"]);
    assert_eq!(view["board"]["white"]["king"], json!(["g1"]));
    assert_eq!(view["board"]["white"]["rook"], json!(["e1", "f1"]));
    app.ok("resign", json!({ "color": "black" }));
    let view = app.ok("rematch", json!({}));
    assert_eq!(view["chess960"], 3);
    assert_eq!(view["variant"], "chess960");
    drop(app);
    let app = app_saving_to(dir.path());
    assert_eq!(app.ok("status", json!({}))["chess960"], 3);
}

#[test]
fn chess960_castling_is_offered_on_the_rook_and_where_the_king_lands_far_away() {
    let app = launch(SaveLocation::Nowhere);
    // Start 3 (BQNNRKRB): the knights leave c1 and d1.
    new_game(&app, json!({ "variant": "chess960", "chess960": 3 }));
    for (from, to) in [("c1", "b3"), ("a7", "a6"), ("d1", "e3"), ("a6", "a5")] {
        app.play(from, to);
    }
    let targets = app.ok("legal_moves", json!({ "from": "f1" }));
    let targets: Vec<&str> = targets
        .as_array()
        .expect("moves")
        .iter()
        .map(|m| m["to"].as_str().expect("a square"))
        .collect();
    // Long castling: onto the e1 rook, or to c1; short: onto g1 only (its
    // own square is the king's step's).
    for square in ["e1", "c1", "g1"] {
        assert!(targets.contains(&square), "{square} in {targets:?}");
    }
    let view = app.play("f1", "c1");
    assert_eq!(sans(&view).last().map(String::as_str), Some("O-O-O"));
    assert_eq!(view["board"]["white"]["king"], json!(["c1"]));
    assert_eq!(view["board"]["white"]["rook"], json!(["d1", "g1"]));
}

#[test]
fn variant_verdicts_and_facts_reach_the_page() {
    let app = launch(SaveLocation::Nowhere);
    // Three-check: Qh5 gives a check; the counter counts.
    new_game(&app, json!({ "variant": "three_check" }));
    app.play("e2", "e4");
    app.play("f7", "f6");
    let view = app.play("d1", "h5");
    assert_eq!(view["checksToGive"], json!({ "white": 2, "black": 3 }));
    // King of the Hill: the king walks to d4.
    new_game(&app, json!({ "variant": "king_of_the_hill" }));
    for (from, to) in [
        ("e2", "e3"),
        ("a7", "a6"),
        ("e1", "e2"),
        ("a6", "a5"),
        ("e2", "d3"),
        ("a5", "a4"),
    ] {
        app.play(from, to);
    }
    let view = app.play("d3", "d4");
    assert_eq!(status_of(&view), "King in the centre — White wins");
    // Atomic: Qxf7 blows up the black king on e8 and the pieces around.
    new_game(&app, json!({ "variant": "atomic" }));
    for (from, to) in [("e2", "e4"), ("a7", "a6"), ("d1", "h5"), ("a6", "a5")] {
        app.play(from, to);
    }
    let view = app.play("h5", "f7");
    assert_eq!(status_of(&view), "King exploded — White wins");
    let exploded: Vec<&str> = view["exploded"]
        .as_array()
        .expect("exploded squares")
        .iter()
        .map(|s| s.as_str().expect("a square"))
        .collect();
    for square in ["f7", "e8", "f8", "g8"] {
        assert!(exploded.contains(&square), "{square} in {exploded:?}");
    }
    // The pawns beside it stay.
    assert_eq!(exploded.len(), 4, "{exploded:?}");
}

#[test]
fn a_variant_game_exported_and_imported_comes_back_the_same() {
    let app = launch(SaveLocation::Nowhere);
    let games: [(Value, &[&str]); 3] = [
        (
            json!({ "variant": "crazyhouse" }),
            &["e2e4", "d7d5", "e4d5", "d8d5", "P@e6"],
        ),
        (
            json!({ "variant": "chess960", "chess960": 3 }),
            &["f1g1", "f8g8"],
        ),
        (json!({ "variant": "atomic" }), &["e2e4", "d7d5", "e4d5"]),
    ];
    for (options, moves) in games {
        new_game(&app, options.clone());
        for text in moves {
            app.ok("play_text", json!({ "text": text }));
        }
        let played = app.ok("status", json!({}));
        let pgn = app.ok("export_pgn", json!({}));
        let pgn = pgn.as_str().expect("PGN text").to_owned();
        new_game(&app, json!(null));
        let imported = app.ok("import_game", json!({ "text": pgn }));
        for fact in ["variant", "chess960", "fen", "pockets"] {
            assert_eq!(
                imported[fact], played[fact],
                "{options}: {fact} after import\n{pgn}"
            );
        }
        assert_eq!(sans(&imported), sans(&played), "{options}: the moves");
    }
}

#[test]
fn an_antichess_pawn_may_become_a_king_and_a_standard_one_may_not() {
    let app = launch(SaveLocation::Nowhere);
    let view = app.ok(
        "import_game",
        json!({ "text": "[Variant \"Antichess\"]\n[SetUp \"1\"]\n[FEN \"8/P7/8/8/8/8/8/7k w - - 0 1\"]\n\n*" }),
    );
    assert_eq!(view["variant"], "antichess");
    assert!(view["legalMoves"]
        .as_array()
        .expect("moves")
        .contains(&json!({ "from": "a7", "to": "a8", "promotion": "king" })));
    let view = app.ok(
        "play",
        json!({ "move": { "from": "a7", "to": "a8", "promotion": "king" } }),
    );
    assert_eq!(sans(&view), ["a8=K"]);
    assert_eq!(view["board"]["white"]["king"], json!(["a8"]));

    app.ok(
        "import_game",
        json!({ "text": "4k3/P7/8/8/8/8/8/4K3 w - - 0 1" }),
    );
    let err = app
        .invoke(
            "play",
            json!({ "move": { "from": "a7", "to": "a8", "promotion": "king" } }),
        )
        .expect_err("no king promotion in standard chess");
    assert_eq!(err["kind"], "invalid_move");
}
