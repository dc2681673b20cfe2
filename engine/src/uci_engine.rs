//! Another engine, run as a program that speaks UCI (Stockfish, for one),
//! searching the review's positions instead of ours: the handshake, the
//! options the review needs, one search a position within the review's
//! limits, and every way such a program can fail named
//! ([`UciFault`]) — so that the review can say why and go on with ours.
//!
//! The program's answers are read on a thread of their own, so that a
//! silent or hung program costs a timeout, never a hang.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::Ordering;
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use hotseat_rules::{CastlingMode, Move, Position};

use crate::review::{Analyst, Looked};
use crate::search::Limits;
use crate::Score;

/// How long the program may take to say `uciok` or `readyok`.
const HANDSHAKE: Duration = Duration::from_secs(10);
/// How long a search may run past its own limits (a node or depth limit the
/// program does not honour) before it is told to stop, and how long it then
/// has to answer its move.
const OVERRUN: Duration = Duration::from_secs(60);
const STOP_ANSWER: Duration = Duration::from_secs(5);
/// How often a search's stop flag is looked at while the program thinks.
const POLL: Duration = Duration::from_millis(50);

/// Why another engine could not be used.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum UciFault {
    /// No file at that path.
    #[error("there is no file there")]
    NotFound,
    /// A file the system cannot run (not a program, or not allowed).
    #[error("the system cannot run it")]
    NotRunnable,
    /// It ran but did not answer `uci` with `uciok`.
    #[error("it does not speak UCI")]
    NotUci,
    /// It stopped answering (no `readyok`, no move within its time).
    #[error("it stopped answering")]
    Silent,
    /// It ended (or closed its output) while it was being asked.
    #[error("it quit")]
    Quit,
    /// It answered a move that is not legal in the position.
    #[error("it answered an illegal move")]
    IllegalMove,
    /// The game is Chess960 and it does not offer `UCI_Chess960`.
    #[error("it does not play Chess960")]
    NoChess960,
}

/// A running UCI engine.
#[derive(Debug)]
pub struct UciEngine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    name: String,
    options: Vec<String>,
    chess960: bool,
}

impl UciEngine {
    /// Starts the program at `path` and shakes hands: `uci` answered by
    /// `uciok` (its `id name` kept), one thread and a small hash where it
    /// offers them, then `isready`.
    ///
    /// # Errors
    ///
    /// [`UciFault::NotFound`], [`UciFault::NotRunnable`], [`UciFault::NotUci`]
    /// (no `uciok` in time, or it quit first), [`UciFault::Silent`].
    pub fn start(path: &Path, hash_mb: usize) -> Result<UciEngine, UciFault> {
        if !path.is_file() {
            return Err(UciFault::NotFound);
        }
        let mut child = Command::new(path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|_| UciFault::NotRunnable)?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            return Err(UciFault::NotRunnable);
        };
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut engine = UciEngine {
            child,
            stdin,
            lines,
            name: String::new(),
            options: Vec::new(),
            chess960: false,
        };
        engine.handshake(hash_mb).map_err(|fault| match fault {
            // A program that quits or says nothing at `uci` is not one.
            UciFault::Quit | UciFault::Silent => UciFault::NotUci,
            other => other,
        })?;
        Ok(engine)
    }

    fn handshake(&mut self, hash_mb: usize) -> Result<(), UciFault> {
        self.send("uci")?;
        let deadline = Instant::now() + HANDSHAKE;
        loop {
            let line = self.line_by(deadline)?;
            let mut words = line.split_whitespace();
            match (words.next(), words.next()) {
                (Some("uciok"), _) => break,
                (Some("id"), Some("name")) => {
                    self.name = words.collect::<Vec<_>>().join(" ");
                }
                (Some("option"), Some("name")) => {
                    let name: Vec<&str> = words.take_while(|w| *w != "type").collect();
                    self.options.push(name.join(" "));
                }
                _ => {}
            }
        }
        if self.offers("Threads") {
            self.send("setoption name Threads value 1")?;
        }
        if self.offers("Hash") {
            self.send(&format!("setoption name Hash value {hash_mb}"))?;
        }
        self.ready()
    }

    /// The name it gave (`id name`), or its file's name when it gave none.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Whether it declared the option `name` (UCI's names ignore case).
    pub fn offers(&self, name: &str) -> bool {
        self.options.iter().any(|o| o.eq_ignore_ascii_case(name))
    }

    /// Tells it a new game begins, played by `mode`'s castling rules.
    ///
    /// # Errors
    ///
    /// [`UciFault::NoChess960`] for Chess960 when it does not offer it;
    /// [`UciFault::Silent`] or [`UciFault::Quit`] when it stops answering.
    pub fn new_game(&mut self, mode: CastlingMode) -> Result<(), UciFault> {
        let chess960 = mode == CastlingMode::Chess960;
        if self.offers("UCI_Chess960") {
            self.send(&format!("setoption name UCI_Chess960 value {chess960}"))?;
        } else if chess960 {
            return Err(UciFault::NoChess960);
        }
        self.chess960 = chess960;
        self.send("ucinewgame")?;
        self.ready()
    }

    fn ready(&mut self) -> Result<(), UciFault> {
        self.send("isready")?;
        let deadline = Instant::now() + HANDSHAKE;
        while self.line_by(deadline)?.trim() != "readyok" {}
        Ok(())
    }

    fn send(&mut self, line: &str) -> Result<(), UciFault> {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(|_| UciFault::Quit)
    }

    fn line_by(&mut self, deadline: Instant) -> Result<String, UciFault> {
        let wait = deadline.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(wait) {
            Ok(line) => Ok(line),
            Err(RecvTimeoutError::Timeout) => Err(UciFault::Silent),
            Err(RecvTimeoutError::Disconnected) => Err(UciFault::Quit),
        }
    }

    /// Searches the position reached from `start` by `moves` within
    /// `limits` (`go depth … nodes … movetime …`; its stop flag sends
    /// `stop`), and reads its last score and line and its move.
    ///
    /// # Errors
    ///
    /// [`UciFault::Silent`], [`UciFault::Quit`], [`UciFault::IllegalMove`].
    pub fn search(
        &mut self,
        start: &Position,
        moves: &[Move],
        position: &Position,
        limits: &Limits,
    ) -> Result<Looked, UciFault> {
        let legal = position.legal_moves();
        if legal.is_empty() {
            // Mated or stalemated on the board: nothing to ask.
            let score = if position.is_check() {
                Score::mate(0)
            } else {
                Score::cp(0)
            };
            return Ok(Looked {
                score,
                best: None,
                pv: Vec::new(),
            });
        }
        let mut command = format!("position fen {}", start.to_fen());
        if !moves.is_empty() {
            command.push_str(" moves");
            for m in moves {
                command.push(' ');
                command.push_str(&m.to_string());
            }
        }
        self.send(&command)?;
        let mut go = String::from("go");
        if let Some(depth) = limits.depth {
            go.push_str(&format!(" depth {depth}"));
        }
        if let Some(nodes) = limits.nodes {
            go.push_str(&format!(" nodes {nodes}"));
        }
        if let Some(time) = limits.time {
            go.push_str(&format!(" movetime {}", time.as_millis()));
        }
        if limits.depth.is_none() && limits.nodes.is_none() && limits.time.is_none() {
            go.push_str(" infinite");
        }
        self.send(&go)?;

        let overrun = Instant::now() + limits.time.unwrap_or_default() + OVERRUN;
        let mut stop_sent: Option<Instant> = None;
        let mut score = Score::cp(0);
        let mut pv: Vec<Move> = Vec::new();
        loop {
            let told_to_stop = limits
                .stop
                .as_ref()
                .is_some_and(|s| s.load(Ordering::Relaxed));
            if stop_sent.is_none() && (told_to_stop || Instant::now() >= overrun) {
                self.send("stop")?;
                stop_sent = Some(Instant::now());
            }
            let line = match self.lines.recv_timeout(POLL) {
                Ok(line) => line,
                Err(RecvTimeoutError::Disconnected) => return Err(UciFault::Quit),
                Err(RecvTimeoutError::Timeout) => {
                    if stop_sent.is_some_and(|at| at.elapsed() >= STOP_ANSWER) {
                        return Err(UciFault::Silent);
                    }
                    continue;
                }
            };
            let words: Vec<&str> = line.split_whitespace().collect();
            match words.first() {
                Some(&"info") => {
                    if let Some((s, line)) = read_info(&words, position) {
                        score = s;
                        if !line.is_empty() {
                            pv = line;
                        }
                    }
                }
                Some(&"bestmove") => {
                    let best = words
                        .get(1)
                        .and_then(|t| legal_move(position, t))
                        .ok_or(UciFault::IllegalMove)?;
                    if pv.first() != Some(&best) {
                        pv = vec![best];
                    }
                    return Ok(Looked {
                        score,
                        best: Some(best),
                        pv,
                    });
                }
                _ => {}
            }
        }
    }
}

impl Analyst for UciEngine {
    type Error = UciFault;

    fn look(
        &mut self,
        start: &Position,
        moves: &[Move],
        position: &Position,
        _earlier: &[u64],
        limits: &Limits,
    ) -> Result<Looked, UciFault> {
        self.search(start, moves, position, limits)
    }
}

impl Drop for UciEngine {
    fn drop(&mut self) {
        // Asked to quit; a program that does not within a moment is ended.
        let _ = self.send("quit");
        let deadline = Instant::now() + Duration::from_millis(500);
        while Instant::now() < deadline {
            if matches!(self.child.try_wait(), Ok(Some(_))) {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A move in UCI's words, legal in `position` (castling in either form).
fn legal_move(position: &Position, text: &str) -> Option<Move> {
    let m = position.canonical(Move::from_uci(text).ok()?);
    position.legal_moves().contains(&m).then_some(m)
}

/// An `info` line's score (`cp` or `mate`, the side to move's view) and
/// its line, as far as its moves are legal; `None` without a score, for a
/// bound (`lowerbound`/`upperbound`) and for another line than the first.
fn read_info(words: &[&str], position: &Position) -> Option<(Score, Vec<Move>)> {
    if words
        .iter()
        .any(|w| *w == "lowerbound" || *w == "upperbound")
    {
        return None;
    }
    let after = |key: &str| words.iter().position(|w| *w == key).map(|i| i + 1);
    if let Some(i) = after("multipv") {
        if words.get(i) != Some(&"1") {
            return None;
        }
    }
    let i = after("score")?;
    let value: i32 = words.get(i + 1)?.parse().ok()?;
    let score = match *words.get(i)? {
        "cp" => Score::cp(value),
        "mate" => Score::mate(value),
        _ => return None,
    };
    let mut line = Vec::new();
    if let Some(start) = after("pv") {
        let mut pos = *position;
        for text in &words[start.min(words.len())..] {
            let Some(m) = legal_move(&pos, text) else {
                break;
            };
            pos.play_unchecked(m);
            line.push(m);
        }
    }
    Some((score, line))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn info_lines_give_the_score_and_the_legal_part_of_the_line() {
        let start = Position::start();
        let words = |s: &'static str| s.split_whitespace().collect::<Vec<_>>();
        let (score, line) = read_info(
            &words("info depth 12 seldepth 16 multipv 1 score cp 31 nodes 9 pv e2e4 e7e5 g1f3 zz"),
            &start,
        )
        .unwrap();
        assert_eq!(score, Score::cp(31));
        let line: Vec<String> = line.iter().map(ToString::to_string).collect();
        assert_eq!(line, ["e2e4", "e7e5", "g1f3"]);
        let (score, _) = read_info(&words("info depth 20 score mate -3 pv f2f3"), &start).unwrap();
        assert_eq!(score.mate_in(), Some(-3));
        assert_eq!(
            read_info(&words("info depth 5 score cp 10 lowerbound"), &start),
            None
        );
        assert_eq!(
            read_info(&words("info multipv 2 score cp 10"), &start),
            None
        );
        assert_eq!(read_info(&words("info string hello"), &start), None);
        assert_eq!(read_info(&words("info score cp x"), &start), None);
    }

    #[test]
    fn castling_is_read_in_either_form() {
        let pos = Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1").unwrap();
        assert_eq!(legal_move(&pos, "e1g1"), legal_move(&pos, "e1h1"));
        assert!(legal_move(&pos, "e1g1").is_some());
        assert_eq!(legal_move(&pos, "e1e3"), None);
        assert_eq!(legal_move(&pos, "nonsense"), None);
    }
}
