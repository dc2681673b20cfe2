//! The fixtures the UI tests replay, recorded from the real Rust side so
//! that they replay true answers and never invent rules: in
//! `tests/fixtures/` (browser tests, and some Vitest tests) one file per
//! scripted game, `imports.json` (the answers to pasted FEN/PGN texts),
//! `export-pgn.json` (the PGN of scripted games) and `timed.json` (timed
//! scenarios on a fake clock: every command with the time it ran at and
//! its view or error); in `ui/src/test/fixtures/` the single game views the
//! Vitest tests mock the IPC with.
//!
//! Each test compares what the Rust side answers now with the committed
//! file and fails when they differ. Rewrite them, and review the diff, with:
//!
//! ```text
//! UPDATE_FIXTURES=1 cargo test -p hotseat-chess --test fixtures
//! ```

use std::path::Path;
use std::sync::Arc;

use hotseat_chess_lib::clock::ManualTime;
use std::sync::atomic::AtomicBool;

use hotseat_chess_lib::dto::{DropInput, GameAnalysis, MoveInput};
use hotseat_chess_lib::pgn::export::game_pgn;
use hotseat_chess_lib::pgn::roster::Roster;
use hotseat_chess_lib::pgn::tags::pgn_tags;
use hotseat_chess_lib::review::analyse;
use hotseat_chess_lib::session::{Session, Start};
use hotseat_chess_lib::time_control::TimeControl;
use hotseat_rules::{Role, Variant};
use serde_json::{json, Value};

const GAMES: &[(&str, &str)] = &[
    ("fools-mate", "f2f3 e7e5 g2g4 d8h4"),
    ("scholars-mate", "e2e4 e7e5 d1h5 b8c6 f1c4 g8f6 h5f7"),
    ("promotion", "h2h4 g7g5 h4g5 g8f6 g5g6 f6g8 g6g7 g8f6 g7h8q"),
    (
        "castling-and-check",
        "e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 e1g1 d7d6 c4f7",
    ),
    ("en-passant", "e2e4 a7a6 e4e5 d7d5 e5d6"),
];

/// Scripted games from a set-up position (imported as a FEN first): one
/// promotion to each piece for each colour, the picker's choices lying over
/// other squares (b8 down to b5 for White, g1 up to g4 for Black).
const FROM_POSITION: &[(&str, &str, &str)] = &[
    ("promotion-queen", PROMOTE_WHITE, "b7b8q"),
    ("promotion-rook", PROMOTE_WHITE, "b7b8r"),
    ("promotion-bishop", PROMOTE_WHITE, "b7b8b"),
    ("promotion-knight", PROMOTE_WHITE, "b7b8n"),
    ("promotion-black-queen", PROMOTE_BLACK, "g2g1q"),
    ("promotion-black-rook", PROMOTE_BLACK, "g2g1r"),
    ("promotion-black-bishop", PROMOTE_BLACK, "g2g1b"),
    ("promotion-black-knight", PROMOTE_BLACK, "g2g1n"),
    // The move numbers follow the FEN's own (80), for either side to move.
    (
        "numbered-white",
        "7k/8/8/8/8/8/8/R6K w - - 0 80",
        "a1a2 h8g8 a2a3",
    ),
    (
        "numbered-black",
        "7k/8/8/8/8/8/8/R6K b - - 0 80",
        "h8g8 a1a2 g8h8",
    ),
];
const PROMOTE_WHITE: &str = "4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1";
const PROMOTE_BLACK: &str = "4k3/1P6/8/8/8/8/6p1/4K3 b - - 0 1";

/// Compares `doc` with the committed fixture `file` (a path from the
/// repository's root), or writes it there with `UPDATE_FIXTURES=1`.
fn check_fixture(file: &str, doc: &Value) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(file);
    let path = path.as_path();
    let text = serde_json::to_string_pretty(doc).expect("json") + "\n";
    if std::env::var("UPDATE_FIXTURES").is_ok_and(|v| v == "1") {
        std::fs::create_dir_all(path.parent().expect("a folder")).expect("fixtures dir");
        std::fs::write(path, text).expect("write fixture");
        return;
    }
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    if committed == text {
        return;
    }
    let line = committed
        .lines()
        .zip(text.lines())
        .position(|(old, new)| old != new)
        .unwrap_or_else(|| committed.lines().count().min(text.lines().count()));
    panic!(
        "{file} differs from what the Rust side answers now (first at line {}: committed {:?}, \
         now {:?}); if the change is meant, rewrite the fixtures with \
         UPDATE_FIXTURES=1 cargo test -p hotseat-chess --test fixtures, \
         review the diff and commit them with the change",
        line + 1,
        committed
            .lines()
            .nth(line)
            .unwrap_or("(end of file)")
            .trim(),
        text.lines().nth(line).unwrap_or("(end of file)").trim(),
    );
}

/// Plays the UCI move `uci` on `session`: the recorded step, the move and
/// the view it answered.
fn move_step(session: &mut Session, uci: &str) -> Value {
    let input = MoveInput {
        from: uci[0..2].parse().expect(uci),
        to: uci[2..4].parse().expect(uci),
        promotion: uci.get(4..5).map(|p| match p {
            "q" => Role::Queen,
            "r" => Role::Rook,
            "b" => Role::Bishop,
            _ => Role::Knight,
        }),
    };
    let view = session.play(input).expect(uci);
    json!({
        "move": { "from": input.from, "to": input.to, "promotion": input.promotion },
        "view": serde_json::to_value(view).expect("json"),
    })
}

/// The scripted games that end in a verdict, as the review answers them
/// (`analyse_game`: our engine's every move judged); the browser tests'
/// replay answers `analyse_game` and `game_analysis` with these. The
/// engine searches by depth and nodes only, so its answer is the same on
/// every machine.
#[test]
fn record_analyses_of_finished_games() {
    let mut doc = serde_json::Map::new();
    for (name, moves) in GAMES.iter().filter(|(name, _)| name.ends_with("-mate")) {
        let mut game = hotseat_rules::Game::new();
        for uci in moves.split(' ') {
            game.play_uci(uci).expect(uci);
        }
        let analysis = analyse(&game, None, &AtomicBool::new(false), |_, _| {})
            .expect("standard chess")
            .analysis;
        // The replay gives it the id of the game in play.
        let view = GameAnalysis::of(0, &game, &analysis);
        doc.insert(
            (*name).to_owned(),
            serde_json::to_value(view).expect("json"),
        );
    }
    check_fixture("tests/fixtures/analyses.json", &Value::Object(doc));
}

#[test]
fn record_game_views_of_scripted_games() {
    let from_start = GAMES.iter().map(|(name, moves)| (*name, None, *moves));
    let from_position = FROM_POSITION
        .iter()
        .map(|(name, fen, moves)| (*name, Some(*fen), *moves));
    for (name, start, moves) in from_start.chain(from_position) {
        let mut session = Session::unsaved();
        if let Some(fen) = start {
            session.import(fen).expect(fen);
        }
        let initial = serde_json::to_value(session.view()).expect("json");
        let steps: Vec<Value> = moves
            .split(' ')
            .map(|uci| move_step(&mut session, uci))
            .collect();
        let doc = json!({ "name": name, "initial": initial, "steps": steps });
        check_fixture(&format!("tests/fixtures/{name}.json"), &doc);
    }
}

/// Scripted games of the variants, each from its start (`new_game` with the
/// variant; a Chess960 game with its start's number): a step is a move
/// (`e2e4`, a Chess960 castling as the king onto its rook `f1g1` or as the
/// king's own step `f8c8`) or a drop (`P@e6`), recorded as `{ "drop", "view" }`.
const VARIANT_GAMES: &[(&str, Start, &str)] = &[
    (
        "crazyhouse-drops",
        Start::Variant(Variant::Crazyhouse),
        "e2e4 d7d5 e4d5 d8d5 P@e6 P@e3",
    ),
    (
        "three-check-win",
        Start::Variant(Variant::ThreeCheck),
        "e2e4 e7e5 f1c4 d7d6 c4f7 e8f7 d1h5 g7g6 h5g6",
    ),
    (
        "atomic-explosion",
        Start::Variant(Variant::Atomic),
        "g1f3 a7a6 f3e5 a6a5 e5f7",
    ),
    (
        "king-of-the-hill-centre",
        Start::Variant(Variant::KingOfTheHill),
        "e2e3 e7e6 e1e2 e8e7 e2d3 e7d6 d3d4",
    ),
    (
        "chess960-castling",
        Start::Chess960(3),
        "f1g1 c8d6 c1b3 d8c6 d1c3 f8c8",
    ),
    (
        "antichess-captures",
        Start::Variant(Variant::Antichess),
        "e2e3 b7b5 f1b5 c7c6 b5c6",
    ),
    (
        "horde-start",
        Start::Variant(Variant::Horde),
        "d4d5 e7e6 d5e6",
    ),
    (
        "racing-kings-race",
        Start::Variant(Variant::RacingKings),
        "h2h3 a2a3 h3h4 a3a4 h4h5 a4a5 h5h6 a5a6 h6g7 a6b7 g7g8 b7b8",
    ),
];

/// Plays the drop `text` (`P@e6`) on `session`: the recorded step.
fn drop_step(session: &mut Session, text: &str) -> Value {
    let (role, to) = text.split_once('@').expect(text);
    let role = match role {
        "P" => Role::Pawn,
        "N" => Role::Knight,
        "B" => Role::Bishop,
        "R" => Role::Rook,
        _ => Role::Queen,
    };
    let input = DropInput {
        role,
        to: to.parse().expect(text),
    };
    let view = session.drop_since(input, None).expect(text);
    json!({
        "drop": { "role": input.role, "to": input.to },
        "view": serde_json::to_value(view).expect("json"),
    })
}

#[test]
fn record_variant_games() {
    for (name, start, plies) in VARIANT_GAMES {
        let mut session = Session::unsaved();
        session
            .new_game_from(*start, None, Roster::default())
            .expect(name);
        let initial = serde_json::to_value(session.view()).expect("json");
        let steps: Vec<Value> = plies
            .split(' ')
            .map(|ply| {
                if ply.contains('@') {
                    drop_step(&mut session, ply)
                } else {
                    move_step(&mut session, ply)
                }
            })
            .collect();
        let doc = json!({ "name": name, "initial": initial, "steps": steps });
        check_fixture(&format!("tests/fixtures/{name}.json"), &doc);
    }
}

/// Scripted games with the verdicts the players declare in the panel: a step
/// is a move (`e2e4`) or a command with its arguments — `resign:white`,
/// `offer:black`, `accept`, `decline`, `undo` — recorded as
/// `{ "command", "args", "view" }` for the Chromium mock to replay. A step
/// ending in `!` is refused: recorded with the Rust side's `error` and the
/// view, unchanged, that stays.
const DECLARED: &[(&str, &str)] = &[
    // The layout property's states (tests/scenarios/layout.mjs): a draw
    // offered and declined; offered again, declined behind the page's back,
    // so that the page's own Decline is refused (an error notice); White
    // resigns.
    (
        "layout-states",
        "e2e4 e7e5 offer:white decline offer:white decline decline! resign:white",
    ),
    ("resign-and-undo", "e2e4 resign:white undo"),
    ("draw-offer-accepted", "e2e4 e7e5 offer:black accept"),
    (
        "resignations-face-to-face",
        "e2e4 resign:black undo resign:white",
    ),
    (
        "draw-offers-face-to-face",
        "e2e4 offer:white decline offer:black e7e5 g1f3 offer:white accept",
    ),
];

/// One declared step on `session`: the recorded step (a move, or a command
/// with its arguments) and the view it answered, or its refusal.
fn declared_step(session: &mut Session, step: &str) -> Value {
    let (step, refused) = match step.strip_suffix('!') {
        Some(step) => (step, true),
        None => (step, false),
    };
    let (command, args, answer) = match step.split_once(':') {
        Some(("resign", color)) => {
            let color: hotseat_rules::Color = serde_json::from_value(json!(color)).expect(step);
            ("resign", json!({ "color": color }), session.resign(color))
        }
        Some(("offer", color)) => {
            let color: hotseat_rules::Color = serde_json::from_value(json!(color)).expect(step);
            (
                "offer_draw",
                json!({ "color": color }),
                session.offer_draw(color),
            )
        }
        _ if step == "accept" || step == "decline" => {
            let accept = step == "accept";
            (
                "answer_draw",
                json!({ "accept": accept }),
                session.answer_draw(accept),
            )
        }
        _ if step == "undo" => ("undo", json!({}), session.undo()),
        _ => return move_step(session, step),
    };
    match (answer, refused) {
        (Ok(view), false) => {
            json!({ "command": command, "args": args, "view": serde_json::to_value(view).expect("json") })
        }
        (Err(error), true) => json!({
            "command": command,
            "args": args,
            "error": serde_json::to_value(error).expect("json"),
            "view": serde_json::to_value(session.view()).expect("json"),
        }),
        (Ok(_), true) => panic!("{step}!: the Rust side did not refuse it"),
        (Err(error), false) => panic!("{step}: {error}"),
    }
}

#[test]
fn record_games_with_declared_verdicts() {
    for (name, steps) in DECLARED {
        let mut session = Session::unsaved();
        let initial = serde_json::to_value(session.view()).expect("json");
        let steps: Vec<Value> = steps
            .split(' ')
            .map(|step| declared_step(&mut session, step))
            .collect();
        let doc = json!({ "name": name, "initial": initial, "steps": steps });
        check_fixture(&format!("tests/fixtures/{name}.json"), &doc);
    }
}

/// The single game views of `ui/src/test/fixtures/`: the start, after 1. e4,
/// and a position with a promotion to choose (e7 takes d8 or goes to e8).
const UI_VIEWS: &[(&str, Option<&str>, &str)] = &[
    ("start", None, ""),
    ("after-e4", None, "e2e4"),
    ("promotion", Some("3r3k/4P3/8/8/8/8/8/K7 w - - 0 1"), ""),
];

#[test]
fn record_game_views_for_the_vitest_tests() {
    for (name, start, moves) in UI_VIEWS {
        let mut session = Session::unsaved();
        if let Some(fen) = start {
            session.import(fen).expect(fen);
        }
        for uci in moves.split_whitespace() {
            session.play_text(uci).expect(uci);
        }
        let view = serde_json::to_value(session.view()).expect("json");
        check_fixture(&format!("ui/src/test/fixtures/{name}.json"), &view);
    }
}

/// The same for the variants' furniture: a Crazyhouse game with a pawn in
/// each pocket (White to move, who may drop it), a Three-check game after
/// a check, an Atomic game after an explosion.
const UI_VARIANT_VIEWS: &[(&str, Variant, &str)] = &[
    ("crazyhouse", Variant::Crazyhouse, "e2e4 d7d5 e4d5 d8d5"),
    ("three-check", Variant::ThreeCheck, "e2e4 f7f6 d1h5"),
    ("atomic", Variant::Atomic, "e2e4 d7d5 e4d5"),
];

#[test]
fn record_variant_views_for_the_vitest_tests() {
    for (name, variant, moves) in UI_VARIANT_VIEWS {
        let mut session = Session::unsaved();
        session
            .new_game_from(Start::Variant(*variant), None, Roster::default())
            .expect("a variant's start");
        for uci in moves.split_whitespace() {
            session.play_text(uci).expect(uci);
        }
        let view = serde_json::to_value(session.view()).expect("json");
        check_fixture(&format!("ui/src/test/fixtures/{name}.json"), &view);
    }
}

/// Pasted texts and what `import_game` answers to each.
const IMPORTS: &[(&str, &str)] = &[
    // The review's Play from here at the fool's mate's blunder (2. g4??), from the archive.
    (
        "play-from-fools-blunder",
        "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2",
    ),
    // The review's Play from here at Scholar's mate's blunder (3… Nf6??).
    (
        "play-from-scholars-blunder",
        "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
    ),
    (
        "fen-castling-rights",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    ),
    (
        "pgn-castling-promotion-en-passant-check",
        "[Event \"Club night\"]\n[Site \"Hotseat Chess\"]\n[Date \"2024.05.01\"]\n\
         [Round \"1\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"*\"]\n\n\
         1. e4 Nf6 2. e5 d5 3. exd6 {en passant} e6 4. dxc7 Qd7 5. cxb8=Q Rxb8 6. Nf3 Bc5\n\
         7. Bc4 O-O 8. O-O Bxf2+ 9. Rxf2 *\n",
    ),
    (
        "pgn-resigned-goes-on",
        "[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n",
    ),
    (
        "pgn-set-up-position",
        "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 1\"]\n\n1... Kd7 2. e4 *\n",
    ),
    (
        "fen-bad-side-to-move",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
    ),
    (
        "fen-impossible-side-not-to-move-in-check",
        "4k3/8/8/8/8/8/4R3/4K3 w - - 0 1",
    ),
    (
        "fen-impossible-two-white-kings",
        "4k3/8/8/8/8/8/8/K3K3 w - - 0 1",
    ),
    ("pgn-illegal-move", "1. e4 e5 2. Ke3 Nc6 *\n"),
    ("garbage", "hello, world"),
    ("bare-moves-illegal", "e4 e5 Ke3"),
    ("empty", "   "),
];

/// Scripted games whose PGN is recorded, with the creation date they are
/// exported with (fixed, so the file does not change from day to day).
const EXPORTS: &[&str] = &["castling-and-check", "promotion", "fools-mate"];
const EXPORT_CREATED_AT: i64 = 1_714_521_600_000; // 2024-05-01T00:00:00Z

#[test]
fn record_answers_to_imports() {
    let entries: Vec<Value> = IMPORTS
        .iter()
        .map(|(name, text)| {
            let mut session = Session::unsaved();
            match session.import(text) {
                Ok(view) => json!({ "name": name, "text": text, "view": view }),
                Err(error) => json!({ "name": name, "text": text, "error": error }),
            }
        })
        .collect();
    check_fixture("tests/fixtures/imports.json", &Value::Array(entries));
}

#[test]
fn record_exported_pgn_of_scripted_games() {
    let entries: Vec<Value> = EXPORTS
        .iter()
        .map(|name| {
            let (_, moves) = GAMES
                .iter()
                .find(|(n, _)| n == name)
                .expect("a scripted game");
            let mut session = Session::unsaved();
            for text in moves.split(' ') {
                session.play_text(text).expect(text);
            }
            let pgn = game_pgn(
                session.game(),
                &pgn_tags(EXPORT_CREATED_AT, &Roster::default()),
            );
            json!({ "name": name, "createdAt": EXPORT_CREATED_AT, "pgn": pgn })
        })
        .collect();
    check_fixture("tests/fixtures/export-pgn.json", &Value::Array(entries));
}

/// One command of a recorded timed scenario: the fake clock's time when it
/// runs, the command and its arguments as the page sends them.
type Step = (u64, &'static str, &'static str);

/// Timed scenarios (1+0 unless the `new_game` step says otherwise), each
/// from a fresh session whose fake clock starts at 0.
const TIMED: &[(&str, &[Step])] = &[
    (
        "play-to-flag-fall",
        &[
            (
                0,
                "new_game",
                r#"{"options":{"timeControl":{"whiteMs":60000,"blackMs":60000,"perMove":{"kind":"none"}}}}"#,
            ),
            (1_000, "play", r#"{"move":{"from":"e2","to":"e4"}}"#),
            (3_500, "play", r#"{"move":{"from":"e7","to":"e5"}}"#),
            (8_000, "play", r#"{"move":{"from":"g1","to":"f3"}}"#),
            (9_250, "play", r#"{"move":{"from":"b8","to":"c6"}}"#),
            (30_000, "status", "{}"),
            // White had 55 500 left when its turn began at 9 250.
            (64_750, "status", "{}"),
            (65_000, "play", r#"{"move":{"from":"f1","to":"c4"}}"#),
        ],
    ),
    (
        "increment-3-plus-2",
        &[
            (
                0,
                "new_game",
                r#"{"options":{"timeControl":{"whiteMs":180000,"blackMs":180000,"perMove":{"kind":"fischer","ms":2000}}}}"#,
            ),
            (500, "play", r#"{"move":{"from":"d2","to":"d4"}}"#),
            (4_500, "play", r#"{"move":{"from":"d7","to":"d5"}}"#),
            (7_000, "play", r#"{"move":{"from":"c2","to":"c4"}}"#),
            (7_000, "undo", "{}"),
        ],
    ),
    (
        "pause-resume",
        &[
            (
                0,
                "new_game",
                r#"{"options":{"timeControl":{"whiteMs":60000,"blackMs":60000,"perMove":{"kind":"none"}}}}"#,
            ),
            (1_000, "play", r#"{"move":{"from":"e2","to":"e4"}}"#),
            (4_000, "pause", "{}"),
            // No move while paused: the page holds the board (the Rust
            // side's refusal is tested in src-tauri/tests/clock.rs).
            (50_000, "resume", "{}"),
            (52_000, "play", r#"{"move":{"from":"e7","to":"e5"}}"#),
        ],
    ),
    (
        "draw-offer",
        &[
            (
                0,
                "new_game",
                r#"{"options":{"timeControl":{"whiteMs":60000,"blackMs":60000,"perMove":{"kind":"none"}}}}"#,
            ),
            (1_000, "play", r#"{"move":{"from":"e2","to":"e4"}}"#),
            (2_000, "offer_draw", r#"{"color":"white"}"#),
            (3_000, "answer_draw", r#"{"accept":false}"#),
        ],
    ),
    (
        // FIDE's classical control (issue 13): +15 s given, the paused
        // clocks corrected (White put at its 39th move, Black's time set
        // low), then White's 40th move adds the second stage's 30 minutes.
        "staged-adjusted",
        &[
            (
                0,
                "new_game",
                r#"{"options":{"timeControl":{"whiteMs":5400000,"blackMs":5400000,"perMove":{"kind":"fischer","ms":30000},"firstMoves":40,"then":[{"ms":1800000,"perMove":{"kind":"fischer","ms":30000}}]}}}"#,
            ),
            (1_000, "play", r#"{"move":{"from":"e2","to":"e4"}}"#),
            (2_000, "play", r#"{"move":{"from":"e7","to":"e5"}}"#),
            (
                3_000,
                "adjust_clock",
                r#"{"adjustment":{"kind":"give","to":"black","ms":15000}}"#,
            ),
            (4_000, "pause", "{}"),
            (
                5_000,
                "set_clocks",
                r#"{"adjustments":[{"kind":"setStageMoves","color":"white","made":39},{"kind":"setTime","color":"black","ms":25000}]}"#,
            ),
            (6_000, "resume", "{}"),
            (8_000, "play", r#"{"move":{"from":"g1","to":"f3"}}"#),
            (16_000, "play", r#"{"move":{"from":"b8","to":"c6"}}"#),
        ],
    ),
];

/// Runs one recorded command on `session`, as the IPC command would.
fn run_timed_step(
    session: &mut Session,
    command: &str,
    args: &Value,
) -> Result<hotseat_chess_lib::dto::GameView, hotseat_chess_lib::error::CommandError> {
    let color = || match args["color"].as_str() {
        Some("white") => hotseat_rules::Color::White,
        _ => hotseat_rules::Color::Black,
    };
    match command {
        "new_game" => {
            let control = args["options"]["timeControl"].clone();
            let control = TimeControl::from_json(&control).expect("a recorded time control");
            session.new_game(Some(control))
        }
        "play" => {
            session.play(serde_json::from_value(args["move"].clone()).expect("a recorded move"))
        }
        "status" => session.status(),
        "undo" => session.undo(),
        "pause" => session.pause(),
        "resume" => session.resume(),
        "resign" => session.resign(color()),
        "offer_draw" => session.offer_draw(color()),
        "answer_draw" => session.answer_draw(args["accept"].as_bool().expect("accept")),
        "adjust_clock" => session.adjust_clock(
            serde_json::from_value(args["adjustment"].clone()).expect("a recorded adjustment"),
        ),
        "set_clocks" => session.set_clocks(
            serde_json::from_value(args["adjustments"].clone()).expect("recorded adjustments"),
        ),
        other => panic!("no recorded command {other}"),
    }
}

#[test]
fn record_timed_scenarios() {
    let scenarios: Vec<Value> = TIMED
        .iter()
        .map(|(name, steps)| {
            let time = ManualTime::default();
            let mut session = Session::unsaved_with_time(Arc::new(time.clone()));
            let mut now = 0;
            let recorded: Vec<Value> = steps
                .iter()
                .map(|&(at_ms, command, args)| {
                    time.advance(at_ms - now);
                    now = at_ms;
                    let args: Value = serde_json::from_str(args).expect("json args");
                    match run_timed_step(&mut session, command, &args) {
                        Ok(view) => json!({ "atMs": at_ms, "command": command, "args": args, "view": view }),
                        Err(error) => json!({ "atMs": at_ms, "command": command, "args": args, "error": error }),
                    }
                })
                .collect();
            json!({ "name": name, "steps": recorded })
        })
        .collect();
    check_fixture("tests/fixtures/timed.json", &Value::Array(scenarios));
}

/// Malformed requests to the commands the Chromium mock answers itself
/// (`tests/browser/support/replay-ipc.js`), each with the error the Rust
/// side gives, read by the same argument reader as the IPC command: the
/// mock's spec checks its answers against these, word for word.
const BAD_REQUESTS: &[(&str, &str)] = &[
    ("set_settings", r"{}"),
    ("set_settings", r#"{"settings":"dark"}"#),
    (
        "set_settings",
        r#"{"settings":{"seats":"side","confirmMove":false,"sound":false,"coordinates":true,"theme":"system","volume":3}}"#,
    ),
    (
        "set_settings",
        r#"{"settings":{"seats":"side","confirmMove":false,"sound":false,"theme":"system"}}"#,
    ),
    (
        "set_settings",
        r#"{"settings":{"seats":"upside","confirmMove":false,"sound":false,"coordinates":true,"theme":"system"}}"#,
    ),
    (
        "set_settings",
        r#"{"settings":{"seats":"side","confirmMove":false,"sound":"yes","coordinates":true,"theme":"system"}}"#,
    ),
    ("position_at", r#"{"ply":1}"#),
    ("position_at", r#"{"ply":-1}"#),
    ("position_at", r#"{"ply":0.5}"#),
    ("position_at", r"{}"),
    ("play_text", r"{}"),
    ("play_text", r#"{"text":5}"#),
    ("import_game", r"{}"),
    ("games", r"{}"),
    ("games", r#"{"offset":-1,"limit":50}"#),
    ("games", r#"{"offset":0,"limit":0}"#),
    ("games", r#"{"offset":0,"limit":501}"#),
    ("archived_position", r#"{"id":1}"#),
    ("archived_position", r#"{"id":1,"ply":-1}"#),
    ("pgn_file_games", r#"{"offset":0,"limit":0}"#),
    ("pgn_file_games", r#"{"offset":0,"limit":501}"#),
];

#[test]
fn record_answers_to_bad_requests() {
    use hotseat_chess_lib::commands::args::read_value;
    use hotseat_chess_lib::commands::{archive, game, pgn, pgn_file, settings, SIGNATURES};
    use hotseat_chess_lib::pgn::file::PgnLibrary;

    let answers: Vec<Value> = BAD_REQUESTS
        .iter()
        .map(|&(command, args)| {
            let mut session = Session::unsaved();
            let body: Value = serde_json::from_str(args).expect("json args");
            let fields = SIGNATURES
                .iter()
                .find(|s| s.name == command)
                .and_then(|s| s.args)
                .map_or(&[][..], |a| a.fields);
            let answer = match command {
                "set_settings" => read_value::<settings::SetSettingsArgs>(command, fields, &body)
                    .and_then(|a| settings::set_settings(&mut session, a))
                    .map(|_| ()),
                "position_at" => read_value::<game::PositionAtArgs>(command, fields, &body)
                    .and_then(|a| game::position_at(&mut session, a))
                    .map(|_| ()),
                "play_text" => read_value::<game::PlayTextArgs>(command, fields, &body)
                    .and_then(|a| game::play_text(&mut session, a))
                    .map(|_| ()),
                "import_game" => read_value::<pgn::ImportGameArgs>(command, fields, &body)
                    .and_then(|a| pgn::import_game(&mut session, a))
                    .map(|_| ()),
                "games" => read_value::<archive::GamesArgs>(command, fields, &body)
                    .and_then(|a| archive::games(&mut session, a))
                    .map(|_| ()),
                "archived_position" => {
                    read_value::<archive::ArchivedPositionArgs>(command, fields, &body)
                        .and_then(|a| archive::archived_position(&mut session, a))
                        .map(|_| ())
                }
                "pgn_file_games" => {
                    read_value::<pgn_file::PgnFileGamesArgs>(command, fields, &body)
                        .and_then(|a| pgn_file::pgn_file_games(&mut PgnLibrary::default(), a))
                        .map(|_| ())
                }
                other => panic!("no bad request recorded for {other}"),
            };
            let error = answer.expect_err("a bad request is refused");
            json!({ "command": command, "args": body, "error": error })
        })
        .collect();
    check_fixture("tests/fixtures/bad-requests.json", &Value::Array(answers));
}
