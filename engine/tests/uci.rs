//! The `hotseat-engine` binary through UCI, as a GUI or a match driver
//! talks to it: the handshake, a depth search, an infinite one stopped,
//! a mate found, a bad line ignored, `bench`, `review`.
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::Duration;

struct Engine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_hotseat-engine"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the engine starts");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Engine {
            child,
            stdin,
            lines,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").expect("write");
        self.stdin.flush().expect("flush");
    }

    /// The lines up to and including the first that starts with `prefix`.
    fn until(&mut self, prefix: &str) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            let line = self
                .lines
                .recv_timeout(Duration::from_secs(60))
                .unwrap_or_else(|_| panic!("no {prefix} after {seen:?}"));
            let done = line.starts_with(prefix);
            seen.push(line);
            if done {
                return seen;
            }
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[test]
fn a_gui_session() {
    let mut e = Engine::start();
    e.send("uci");
    let hello = e.until("uciok");
    assert!(
        hello
            .iter()
            .any(|l| l.starts_with("id name Hotseat Engine")),
        "{hello:?}"
    );
    assert!(
        hello.iter().any(|l| l.starts_with("option name Hash")),
        "{hello:?}"
    );
    e.send("isready");
    e.until("readyok");

    // A search to a depth tells each depth, then its move.
    e.send("ucinewgame");
    e.send("position startpos moves e2e4 e7e5");
    e.send("go depth 4");
    let told = e.until("bestmove");
    let infos: Vec<&String> = told
        .iter()
        .filter(|l| l.starts_with("info depth"))
        .collect();
    assert_eq!(infos.len(), 4, "{told:?}");
    assert!(
        infos
            .iter()
            .all(|l| l.contains(" score cp ") && l.contains(" pv ")),
        "{infos:?}"
    );
    let best = told
        .last()
        .expect("bestmove")
        .split_whitespace()
        .nth(1)
        .expect("a move")
        .to_owned();
    assert_eq!(best.len(), 4, "{best}");

    // A mate is told as one.
    e.send("position fen 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
    e.send("go depth 3");
    let told = e.until("bestmove");
    assert!(told.iter().any(|l| l.contains("score mate 1")), "{told:?}");
    assert_eq!(told.last().map(String::as_str), Some("bestmove d1d8"));

    // An infinite search answers isready while it thinks, and stops on stop.
    e.send("position startpos");
    e.send("go infinite");
    e.send("isready");
    e.until("readyok");
    std::thread::sleep(Duration::from_millis(200));
    e.send("stop");
    let told = e.until("bestmove");
    assert!(
        !told.last().expect("bestmove").ends_with("0000"),
        "{told:?}"
    );

    // A bad line is ignored; a mated side has no move.
    e.send("position startpos moves e2e5");
    e.send("bogus");
    e.send("position fen 7k/6Q1/6K1/8/8/8/8/8 b - - 0 1");
    e.send("go depth 2");
    assert_eq!(
        e.until("bestmove").last().map(String::as_str),
        Some("bestmove 0000")
    );

    // A clock's share: wtime/btime with an increment.
    e.send("position startpos");
    e.send("go wtime 2000 btime 2000 winc 100 binc 100");
    e.until("bestmove");
    // bench: every position, the totals as Stockfish tells them.
    e.send("bench 2");
    let told = e.until("Nodes/second");
    assert_eq!(
        told.iter()
            .filter(|l| l.contains(" nodes, bestmove "))
            .count(),
        8,
        "{told:?}"
    );
    assert!(
        told.iter().any(|l| l.starts_with("Nodes searched  : ")),
        "{told:?}"
    );
    e.send("quit");
    let status = e.child.wait().expect("the engine ends");
    assert!(status.success());
}

#[test]
fn review_judges_each_move_of_each_game_line() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_hotseat-engine"))
        .arg("review")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the engine starts");
    let mut stdin = child.stdin.take().expect("stdin");
    // The fool's mate: 2. g4?? lets 2... Qh4#, the engine's own move.
    writeln!(stdin, "f2f3 e7e5 g2g4 d8h4").expect("write");
    writeln!(stdin, "e2e4 e7e9").expect("write");
    drop(stdin);
    let out = child.wait_with_output().expect("output");
    let text = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = text.lines().collect();
    let fools: Vec<&str> = lines[0].split(' ').collect();
    assert_eq!(fools.len(), 4, "{text}");
    assert_eq!(&fools[2..], ["blunder", "best"], "{text}");
    assert_eq!(lines[1], "bad move e7e9");
}
