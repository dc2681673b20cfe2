//! Saved games: restart, damaged files, and a writer killed at random.

mod common;

use common::status_of_view;
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use hotseat_chess_lib::dto::{MoveInput, Notice};
use hotseat_chess_lib::session::Session;
use hotseat_chess_lib::DB_FILE;
use hotseat_rules::{DrawReason, Outcome, Role};

fn input(uci: &str) -> MoveInput {
    MoveInput {
        from: uci[0..2].parse().expect(uci),
        to: uci[2..4].parse().expect(uci),
        promotion: uci
            .get(4..5)
            .map(|p| Role::from_char(p.chars().next().expect(uci)).expect(uci)),
    }
}

fn ucis(session: &Session) -> Vec<String> {
    session.game().moves().map(|m| m.to_string()).collect()
}

#[test]
fn a_game_survives_a_restart_with_its_history() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join(DB_FILE);
    {
        let mut s = Session::open(&db);
        // Knights out and back twice: the start position occurs a second time.
        for uci in ["g1f3", "g8f6", "f3g1", "f6g8"] {
            s.play(input(uci)).expect(uci);
        }
    }
    let mut s = Session::open(&db);
    assert_eq!(s.view().notice, None);
    assert_eq!(ucis(&s), ["g1f3", "g8f6", "f3g1", "f6g8"]);
    // The repetition count came back with the history: one more cycle draws.
    for uci in ["g1f3", "g8f6", "f3g1", "f6g8"] {
        s.play(input(uci)).expect(uci);
    }
    assert_eq!(
        s.game().outcome(),
        Some(Outcome::Draw(DrawReason::ThreefoldRepetition))
    );
    drop(s);
    let s = Session::open(&db);
    assert_eq!(status_of_view(&s.view()), "Draw — threefold repetition");
}

#[test]
fn undo_and_new_game_are_saved() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join(DB_FILE);
    {
        let mut s = Session::open(&db);
        s.play(input("e2e4")).expect("e4");
        s.play(input("e7e5")).expect("e5");
        s.undo().expect("undo");
    }
    {
        let mut s = Session::open(&db);
        assert_eq!(ucis(&s), ["e2e4"]);
        s.new_game(None).expect("new game");
    }
    let s = Session::open(&db);
    assert!(ucis(&s).is_empty());
}

fn damaged_files(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .expect("read dir")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.contains(".damaged-"))
        .collect()
}

#[test]
fn a_file_that_is_no_database_is_moved_aside_and_reported() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join(DB_FILE);
    let garbage = b"this is not a database, just some bytes that got here somehow".repeat(100);
    std::fs::write(&db, &garbage).expect("write garbage");

    let mut s = Session::open(&db);
    let notice = s.view().notice.expect("the players are told");
    let Notice::Recovered { error, kept_as } = notice else {
        panic!("{notice:?}");
    };
    assert!(error.contains("not a database"), "{error}");
    assert!(kept_as.is_some_and(|k| k.contains(".damaged-")));
    assert!(ucis(&s).is_empty());
    let aside = damaged_files(dir.path());
    assert_eq!(aside.len(), 1, "{aside:?}");
    // Never deleted: the bytes are all still there.
    assert_eq!(
        std::fs::read(dir.path().join(&aside[0])).expect("read"),
        garbage
    );
    // The new database works and the notice goes once the game goes on.
    let view = s.play(input("e2e4")).expect("play");
    assert_eq!(view.notice, None);
    drop(s);
    assert_eq!(ucis(&Session::open(&db)), ["e2e4"]);
}

#[test]
fn a_database_holding_an_illegal_move_is_moved_aside() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join(DB_FILE);
    {
        let mut s = Session::open(&db);
        s.play(input("e2e4")).expect("e4");
    }
    {
        let conn = rusqlite::Connection::open(&db).expect("open");
        conn.execute("UPDATE moves SET uci = 'e2e5'", [])
            .expect("tamper");
    }
    let s = Session::open(&db);
    assert!(s.view().notice.is_some());
    assert!(ucis(&s).is_empty());
    assert_eq!(damaged_files(dir.path()).len(), 1);
}

/// Env var that turns this test binary into the writer that gets killed.
const CHILD_DIR: &str = "HOTSEAT_KILL_CHILD_DIR";

/// The writer: plays pseudo-random legal moves as fast as it can and
/// prints each acknowledged game state (its moves) after the save returns.
fn run_writer(dir: &Path) {
    let mut s = Session::open(&dir.join(DB_FILE));
    let mut seed = u64::from(std::process::id()) | 1;
    let stdout = std::io::stdout();
    loop {
        if s.game().outcome().is_some() || s.game().history().len() > 300 {
            s.new_game(None).expect("new game");
        } else {
            let moves = s.game().legal_moves();
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let m = moves[(seed % moves.len() as u64) as usize];
            s.play(input(&m.to_string())).expect("legal move");
        }
        // One write per line, so that a kill never leaves half an ack.
        let line = format!("ack {}\n", ucis(&s).join(" "));
        let mut out = stdout.lock();
        out.write_all(line.as_bytes()).expect("stdout");
        out.flush().expect("flush");
    }
}

#[test]
fn a_writer_killed_at_random_never_loses_an_acknowledged_move() {
    if let Some(dir) = std::env::var_os(CHILD_DIR) {
        run_writer(Path::new(&dir));
        return;
    }
    let kills: usize = std::env::var("HOTSEAT_KILLS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(200);
    let dir = tempfile::tempdir().expect("temp dir");
    let exe = std::env::current_exe().expect("test binary");
    let mut seed: u64 = 0x5eed;
    let mut total_acks = 0usize;
    for round in 0..kills {
        let mut child = Command::new(&exe)
            .args([
                "--exact",
                "a_writer_killed_at_random_never_loses_an_acknowledged_move",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(CHILD_DIR, dir.path())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("spawn writer");
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        let lifetime = Duration::from_millis(5 + (seed >> 33) % 60);
        let stdout = child.stdout.take().expect("piped");
        let reader = std::thread::spawn(move || {
            // Only whole lines count: a line cut by the kill was never acked.
            let mut reader = BufReader::new(stdout);
            let mut acks = Vec::new();
            let mut line = String::new();
            while reader.read_line(&mut line).unwrap_or(0) > 0 {
                if let Some(rest) = line.strip_suffix('\n') {
                    if let Some(moves) = rest.split("ack ").nth(1) {
                        acks.push(moves.trim().to_owned());
                    }
                }
                line.clear();
            }
            acks
        });
        let started = Instant::now();
        while started.elapsed() < lifetime {
            std::thread::sleep(Duration::from_millis(1));
        }
        child.kill().expect("SIGKILL");
        child.wait().expect("reap");
        let acks = reader.join().expect("reader");
        total_acks += acks.len();

        let reopened = Session::open(&dir.path().join(DB_FILE));
        assert_eq!(
            reopened.view().notice,
            None,
            "round {round}: database damaged"
        );
        let now = ucis(&reopened).join(" ");
        if let Some(last) = acks.last() {
            // Acknowledged means saved: the game is the acknowledged one, or
            // one write further (saved, killed before it could print).
            let one_more =
                now.starts_with(last.as_str()) && now[last.len()..].trim().split(' ').count() == 1;
            let restarted = now.is_empty() || now.split(' ').count() == 1;
            assert!(
                now == *last || one_more || restarted,
                "round {round}: acknowledged [{last}] but found [{now}]"
            );
        }
    }
    assert!(
        total_acks > kills,
        "the writer made progress ({total_acks} acks)"
    );
}
