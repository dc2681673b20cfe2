//! Another engine through UCI, as the review runs it: our own binary as
//! the well-behaved one (a review through it finds what ours finds), and
//! small scripts for each way a program can fail.
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use hotseat_engine::{review, Judgement, Limits, Search, UciEngine, UciFault};
use hotseat_rules::{CastlingMode, Move, Position};

fn ours() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_hotseat-engine"))
}

/// A shell script at a fresh path, runnable (or not).
fn script(name: &str, body: &str, runnable: bool) -> PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let dir = std::env::temp_dir().join(format!("hotseat-uci-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("engine");
    std::fs::write(&path, format!("#!/bin/sh\n{body}")).expect("script");
    let mode = if runnable { 0o755 } else { 0o644 };
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(mode)).expect("mode");
    path
}

/// A UCI engine in sh: the handshake, then `answer` to every `go`.
fn engine_answering(name: &str, options: &str, answer: &str) -> PathBuf {
    script(
        name,
        &format!(
            r#"while read -r line; do
  case "$line" in
    uci) echo "id name Scripted"; {options} echo uciok ;;
    isready) echo readyok ;;
    go*) {answer} ;;
    quit) exit 0 ;;
  esac
done
"#
        ),
        true,
    )
}

fn moves(start: &Position, uci: &str) -> Vec<Move> {
    let mut pos = *start;
    uci.split_whitespace()
        .map(|t| {
            let m = pos.canonical(Move::from_uci(t).expect(t));
            pos.play_unchecked(m);
            m
        })
        .collect()
}

#[test]
fn our_binary_as_another_engine_names_itself_and_searches() {
    let mut engine = UciEngine::start(&ours(), 8).expect("it starts");
    assert!(engine.name().starts_with("Hotseat"), "{}", engine.name());
    assert!(engine.offers("hash") && engine.offers("UCI_Chess960"));
    engine.new_game(CastlingMode::Standard).expect("a new game");
    // White mates at once: Qh5xf7#.
    let start =
        Position::from_fen("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4")
            .unwrap();
    let looked = engine
        .search(&start, &[], &start, &Limits::depth(3))
        .expect("a search");
    assert_eq!(looked.best.map(|m| m.to_string()).as_deref(), Some("h5f7"));
    assert_eq!(looked.score.mate_in(), Some(1));
    // After the mate, nothing is asked: the board says it.
    let played = moves(&start, "h5f7");
    let mut mated = start;
    mated.play_unchecked(played[0]);
    let looked = engine
        .search(&start, &played, &mated, &Limits::depth(3))
        .expect("the end");
    assert_eq!((looked.score.mate_in(), looked.best), (Some(0), None));
}

#[test]
fn a_review_through_it_finds_the_blunder_ours_finds() {
    // 3… Nf6?? allows 4. Qxf7#.
    let start = Position::start();
    let game = moves(&start, "e2e4 e7e5 d1h5 b8c6 f1c4 g8f6 h5f7");
    let limits = Limits::depth(5);
    let mut engine = UciEngine::start(&ours(), 8).expect("it starts");
    engine.new_game(CastlingMode::Standard).expect("a new game");
    let theirs = review(&start, &game, &mut engine, &limits, |_, _| true).expect("reviewed");
    let Ok(own) = review(&start, &game, &mut Search::new(8), &limits, |_, _| true);
    assert_eq!(theirs.len(), game.len());
    assert_eq!(theirs[5].judgement, Judgement::Blunder, "{:?}", theirs[5]);
    assert_eq!(theirs[5].judgement, own[5].judgement);
    assert_eq!(theirs[6].after.mate_in(), Some(0));
}

#[test]
fn each_way_a_program_fails_is_named() {
    let missing = std::env::temp_dir().join("hotseat-no-such-engine");
    assert_eq!(
        UciEngine::start(&missing, 8).unwrap_err(),
        UciFault::NotFound
    );
    let text = script("text", "echo not runnable", false);
    assert_eq!(
        UciEngine::start(&text, 8).unwrap_err(),
        UciFault::NotRunnable
    );
    let quits = script("quits", "exit 0", true);
    assert_eq!(UciEngine::start(&quits, 8).unwrap_err(), UciFault::NotUci);

    let no960 = engine_answering("no960", "", "echo bestmove e2e4");
    let mut engine = UciEngine::start(&no960, 8).expect("it starts");
    assert_eq!(engine.name(), "Scripted");
    assert_eq!(
        engine.new_game(CastlingMode::Chess960).unwrap_err(),
        UciFault::NoChess960
    );

    let illegal = engine_answering(
        "illegal",
        "",
        "echo info depth 1 score cp 5; echo bestmove e2e5",
    );
    let mut engine = UciEngine::start(&illegal, 8).expect("it starts");
    engine.new_game(CastlingMode::Standard).expect("a new game");
    let start = Position::start();
    assert_eq!(
        engine
            .search(&start, &[], &start, &Limits::depth(2))
            .unwrap_err(),
        UciFault::IllegalMove
    );

    let dies = engine_answering("dies", "", "exit 3");
    let mut engine = UciEngine::start(&dies, 8).expect("it starts");
    assert_eq!(
        engine
            .search(&start, &[], &start, &Limits::depth(2))
            .unwrap_err(),
        UciFault::Quit
    );
}

#[test]
fn a_program_that_ignores_stop_is_given_up() {
    // It thinks for ever: a stop is sent at once, and never answered.
    let deaf = engine_answering("deaf", "", ":");
    let mut engine = UciEngine::start(&deaf, 8).expect("it starts");
    engine.new_game(CastlingMode::Standard).expect("a new game");
    let start = Position::start();
    let limits = Limits {
        stop: Some(Arc::new(AtomicBool::new(true))),
        ..Limits::default()
    };
    assert_eq!(
        engine.search(&start, &[], &start, &limits).unwrap_err(),
        UciFault::Silent
    );
}

#[test]
fn a_stopped_search_answers_its_move() {
    // Our binary, thinking without limit, stopped by the flag.
    let mut engine = UciEngine::start(&ours(), 8).expect("it starts");
    engine.new_game(CastlingMode::Standard).expect("a new game");
    let start = Position::start();
    let stop = Arc::new(AtomicBool::new(false));
    let limits = Limits {
        stop: Some(stop.clone()),
        ..Limits::default()
    };
    let raise = std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_millis(200));
        stop.store(true, std::sync::atomic::Ordering::Relaxed);
    });
    let looked = engine
        .search(&start, &[], &start, &limits)
        .expect("its move");
    raise.join().unwrap();
    assert!(looked
        .best
        .is_some_and(|m| start.legal_moves().contains(&m)));
}
