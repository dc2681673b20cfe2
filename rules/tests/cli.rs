//! The `hotseat-rules` binary of SPEC section 7: `perft` and `replay`.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Output, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use serde_json::{json, Value};

const BIN: &str = env!("CARGO_BIN_EXE_hotseat-rules");
const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn run(args: &[&str]) -> Output {
    Command::new(BIN)
        .args(args)
        .output()
        .expect("run hotseat-rules")
}

fn stdout_lines(out: &Output) -> Vec<String> {
    String::from_utf8(out.stdout.clone())
        .expect("UTF-8 output")
        .lines()
        .map(str::to_owned)
        .collect()
}

/// Feeds `input` to `replay` at once and parses every answer line.
fn replay(input: &str) -> Vec<Value> {
    let mut child = Command::new(BIN)
        .arg("replay")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("spawn replay");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{out:?}");
    stdout_lines(&out)
        .iter()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}")))
        .collect()
}

fn replay_one(line: &str) -> Value {
    let answers = replay(&format!("{line}\n"));
    assert_eq!(answers.len(), 1, "{line}");
    answers.into_iter().next().unwrap()
}

// ----------------------------------------------------------------- perft

#[test]
fn perft_prints_the_count_last() {
    let out = run(&["perft", "3"]);
    assert!(out.status.success());
    assert_eq!(stdout_lines(&out).last().map(String::as_str), Some("8902"));

    let out = run(&["perft", "0"]);
    assert_eq!(stdout_lines(&out), ["1"]);

    // A FEN given as separate words or as one argument.
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let mut args = vec!["perft", "2"];
    args.extend(kiwipete.split(' '));
    assert_eq!(stdout_lines(&run(&args)).last().unwrap(), "2039");
    assert_eq!(
        stdout_lines(&run(&["perft", "2", kiwipete]))
            .last()
            .unwrap(),
        "2039"
    );
}

#[test]
fn perft_divide_prints_one_line_per_root_move() {
    let out = run(&["perft", "3", "--divide"]);
    assert!(out.status.success());
    let lines = stdout_lines(&out);
    assert_eq!(lines.last().unwrap(), "8902");
    let divide: Vec<(String, u64)> = lines
        .iter()
        .take_while(|l| !l.is_empty())
        .map(|l| {
            let (uci, n) = l.split_once(": ").unwrap_or_else(|| panic!("{l:?}"));
            (uci.to_owned(), n.parse().unwrap())
        })
        .collect();
    assert_eq!(divide.len(), 20);
    assert_eq!(divide.iter().map(|(_, n)| n).sum::<u64>(), 8902);
    assert!(divide.contains(&("e2e4".to_owned(), 600)));
    assert!(divide.contains(&("g1f3".to_owned(), 440)));
    assert!(divide.contains(&("a2a3".to_owned(), 380)));
    // Sorted by move.
    let mut sorted = divide.clone();
    sorted.sort();
    assert_eq!(divide, sorted);

    // The flag may come first, with a FEN.
    let out = run(&["perft", "--divide", "1", "4k3/8/8/8/8/8/8/4K2R w K - 0 1"]);
    let lines = stdout_lines(&out);
    assert!(lines.contains(&"e1g1: 1".to_owned()), "{lines:?}");
    assert_eq!(lines.last().unwrap(), "15");
}

#[test]
fn perft_rejects_bad_arguments() {
    for args in [
        vec!["perft"],
        vec!["perft", "x"],
        vec!["perft", "-1"],
        vec!["perft", "2", "8/8/8/8/8/8/8/8 w - - 0 1"],
        vec!["nonsense"],
        vec![],
    ] {
        let out = run(&args);
        assert!(!out.status.success(), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert!(!out.stderr.is_empty(), "{args:?}");
    }
}

// ---------------------------------------------------------------- replay

#[test]
fn replay_start_position() {
    let answer = replay_one("position startpos");
    let legal: Vec<&str> = vec![
        "a2a3", "a2a4", "b1a3", "b1c3", "b2b3", "b2b4", "c2c3", "c2c4", "d2d3", "d2d4", "e2e3",
        "e2e4", "f2f3", "f2f4", "g1f3", "g1h3", "g2g3", "g2g4", "h2h3", "h2h4",
    ];
    assert_eq!(
        answer,
        json!({"fen": START_FEN, "turn": "white", "check": false, "legal": legal, "outcome": null})
    );
}

#[test]
fn replay_lines_with_exact_answers() {
    let cases: Vec<(&str, Value)> = vec![
        (
            "position startpos moves e2e4",
            json!({
                "fen": "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
                "turn": "black", "check": false,
                "legal": ["a7a5", "a7a6", "b7b5", "b7b6", "b8a6", "b8c6", "c7c5", "c7c6",
                          "d7d5", "d7d6", "e7e5", "e7e6", "f7f5", "f7f6", "g7g5", "g7g6",
                          "g8f6", "g8h6", "h7h5", "h7h6"],
                "outcome": null
            }),
        ),
        (
            "position startpos moves f2f3 e7e5 g2g4 d8h4",
            json!({
                "fen": "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
                "turn": "white", "check": true, "legal": [],
                "outcome": {"result": "0-1", "reason": "checkmate"}
            }),
        ),
        (
            "position fen 7k/5Q2/6K1/8/8/8/8/8 w - - 0 1 moves f7g7",
            json!({
                "fen": "7k/6Q1/6K1/8/8/8/8/8 b - - 1 1",
                "turn": "black", "check": true, "legal": [],
                "outcome": {"result": "1-0", "reason": "checkmate"}
            }),
        ),
        (
            "position fen 7k/8/6K1/8/8/8/8/5Q2 w - - 0 1 moves f1f7",
            json!({
                "fen": "7k/5Q2/6K1/8/8/8/8/8 b - - 1 1",
                "turn": "black", "check": false, "legal": [],
                "outcome": {"result": "1/2-1/2", "reason": "stalemate"}
            }),
        ),
        (
            "position fen 4k3/8/8/8/8/8/3r4/4KB2 w - - 0 1 moves e1d2",
            json!({
                "fen": "4k3/8/8/8/8/8/3K4/5B2 b - - 0 1",
                "turn": "black", "check": false, "legal": [],
                "outcome": {"result": "1/2-1/2", "reason": "insufficient_material"}
            }),
        ),
        (
            "position fen 7k/5Q2/6K1/8/8/8/8/8 w - - 99 80 moves f7e7",
            json!({
                "fen": "7k/4Q3/6K1/8/8/8/8/8 b - - 100 80",
                "turn": "black", "check": false, "legal": [],
                "outcome": {"result": "1/2-1/2", "reason": "fifty_move"}
            }),
        ),
        (
            "position startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8",
            json!({
                "fen": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 8 5",
                "turn": "white", "check": false, "legal": [],
                "outcome": {"result": "1/2-1/2", "reason": "threefold_repetition"}
            }),
        ),
        (
            // Promotion and en passant in one line; the ep square is written
            // only while the capture is legal.
            "position fen 4k3/1P6/8/8/5p2/8/4P3/4K3 w - - 0 1 moves e2e4",
            json!({
                "fen": "4k3/1P6/8/8/4Pp2/8/8/4K3 b - e3 0 1",
                "turn": "black", "check": false,
                "legal": ["e8d7", "e8d8", "e8e7", "e8f7", "e8f8", "f4e3", "f4f3"],
                "outcome": null
            }),
        ),
        (
            "position fen 4k3/1P6/8/8/4Pp2/8/8/4K3 b - e3 0 1 moves f4e3 b7b8n",
            json!({
                "fen": "1N2k3/8/8/8/8/4p3/8/4K3 b - - 0 2",
                "turn": "black", "check": false,
                // The knight on b8 covers d7.
                "legal": ["e3e2", "e8d8", "e8e7", "e8f7", "e8f8"],
                "outcome": null
            }),
        ),
    ];
    let input: String = cases.iter().map(|(line, _)| format!("{line}\n")).collect();
    let answers = replay(&input);
    assert_eq!(answers.len(), cases.len());
    for ((line, expected), got) in cases.iter().zip(&answers) {
        assert_eq!(got, expected, "{line}");
    }
}

fn error_of(answer: &Value) -> (&str, &Value) {
    let error = answer
        .get("error")
        .unwrap_or_else(|| panic!("no error in {answer}"));
    let kind = error["kind"].as_str().unwrap();
    let message = error["message"].as_str().unwrap();
    assert!(!message.is_empty(), "{answer}");
    (kind, error)
}

/// An input line, the error kind, and the offending move with its index.
type ErrorCase<'a> = (&'a str, &'a str, Option<(&'a str, u64)>);

#[test]
fn replay_error_kinds() {
    let cases: &[ErrorCase] = &[
        (
            "position fen 8/8/8/8/8/8/8/8 w - - 0 1",
            "invalid_fen",
            None,
        ),
        (
            "position fen 4k3/8/8/8/8/8/8/4K3 w K - 0 1",
            "invalid_fen",
            None,
        ),
        (
            "position fen rnbqkbnr/pppppppp w KQkq - 0 1",
            "invalid_fen",
            None,
        ),
        (
            "position fen k7/8/8/8/8/8/8/RK6 w - - 0 1 moves a1a2",
            "invalid_fen",
            None,
        ),
        (
            "position startpos moves e2e5",
            "illegal_move",
            Some(("e2e5", 1)),
        ),
        (
            "position startpos moves e2e4 e7e5 e1g1",
            "illegal_move",
            Some(("e1g1", 3)),
        ),
        (
            "position startpos moves e2e4 e2e4",
            "illegal_move",
            Some(("e2e4", 2)),
        ),
        (
            "position startpos moves f2f3 e7e5 g2g4 d8h4 a2a3",
            "game_over",
            Some(("a2a3", 5)),
        ),
        (
            "position fen 7k/8/6K1/8/8/8/8/5Q2 w - - 0 1 moves f1f7 h8g8",
            "game_over",
            Some(("h8g8", 2)),
        ),
        (
            "position startpos moves e2e9",
            "bad_syntax",
            Some(("e2e9", 1)),
        ),
        ("position startpos moves e4", "bad_syntax", Some(("e4", 1))),
        (
            "position startpos moves e2e4 Nf6",
            "bad_syntax",
            Some(("Nf6", 2)),
        ),
        ("hello", "bad_syntax", None),
        ("", "bad_syntax", None),
        ("position", "bad_syntax", None),
        ("position fen", "bad_syntax", None),
        ("position fen moves e2e4", "bad_syntax", None),
        ("position startpos e2e4", "bad_syntax", None),
        ("position midgame", "bad_syntax", None),
        ("go depth 3", "bad_syntax", None),
    ];
    let input: String = cases.iter().map(|(line, ..)| format!("{line}\n")).collect();
    let answers = replay(&input);
    assert_eq!(answers.len(), cases.len());
    for ((line, kind, at), answer) in cases.iter().zip(&answers) {
        let (got_kind, error) = error_of(answer);
        assert_eq!(got_kind, *kind, "{line}: {answer}");
        if let Some((mv, index)) = at {
            assert_eq!(error["move"], json!(mv), "{line}: {answer}");
            assert_eq!(error["index"], json!(index), "{line}: {answer}");
        }
        // An error answer is only an error.
        assert_eq!(answer.as_object().unwrap().len(), 1, "{answer}");
    }
}

#[test]
fn replay_goes_on_after_a_bad_line_and_handles_odd_input() {
    let answers = replay("garbage\nposition startpos\r\nposition startpos moves e2e4\n");
    assert_eq!(answers.len(), 3);
    assert_eq!(error_of(&answers[0]).0, "bad_syntax");
    assert_eq!(answers[1]["fen"], json!(START_FEN));
    assert_eq!(answers[2]["turn"], json!("black"));

    // No final newline: the last line is still answered.
    let answers = replay("position startpos moves d2d4");
    assert_eq!(answers.len(), 1);
    assert_eq!(answers[0]["turn"], json!("black"));

    // Extra spaces are fine; a message with quotes is valid JSON.
    let answers =
        replay("position   startpos   moves  e2e4   e7e5 \nposition startpos moves \"x\"\n");
    assert_eq!(answers[0]["turn"], json!("white"));
    assert_eq!(error_of(&answers[1]).0, "bad_syntax");

    // Invalid UTF-8 is a bad line, not a crash.
    let mut child = Command::new(BIN)
        .arg("replay")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin
        .write_all(b"position \xff\xfe\nposition startpos\n")
        .unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let lines = stdout_lines(&out);
    assert_eq!(lines.len(), 2);
    let first: Value = serde_json::from_str(&lines[0]).unwrap();
    assert_eq!(error_of(&first).0, "bad_syntax");

    // Empty input: no output, success.
    assert!(replay("").is_empty());
}

#[test]
fn replay_answers_each_line_before_the_next_is_written() {
    let mut child = Command::new(BIN)
        .arg("replay")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("spawn replay");
    let mut stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    // Read on a thread so a binary that waits for EOF fails the test
    // instead of hanging it.
    let (tx, rx) = mpsc::channel();
    let reader = std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            if tx.send(line.unwrap()).is_err() {
                break;
            }
        }
    });
    let mut moves = String::new();
    for (i, uci) in ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5"].iter().enumerate() {
        moves.push(' ');
        moves.push_str(uci);
        writeln!(stdin, "position startpos moves{moves}").unwrap();
        stdin.flush().unwrap();
        let line = rx
            .recv_timeout(Duration::from_secs(20))
            .unwrap_or_else(|_| panic!("no answer to line {} before more input", i + 1));
        let answer: Value = serde_json::from_str(&line).unwrap();
        let turn = if i % 2 == 0 { "black" } else { "white" };
        assert_eq!(answer["turn"], json!(turn), "{line}");
    }
    // An error line is answered at once too.
    writeln!(stdin, "position startpos moves e2e5").unwrap();
    stdin.flush().unwrap();
    let line = rx
        .recv_timeout(Duration::from_secs(20))
        .expect("error answer");
    assert!(line.contains("illegal_move"), "{line}");
    drop(stdin);
    assert!(child.wait().unwrap().success());
    reader.join().unwrap();
}
