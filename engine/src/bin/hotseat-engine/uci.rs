//! UCI's commands as the engine reads them (no I/O here: tested as data).
use std::time::Duration;

use hotseat_rules::{Move, Position};

/// A line of the GUI's, read.
#[derive(Debug, PartialEq)]
pub enum Command {
    Uci,
    IsReady,
    NewGame,
    /// `position startpos|fen … [moves …]`: the position, and the keys of
    /// the ones before it (for repetitions).
    Position {
        position: Position,
        earlier: Vec<u64>,
    },
    Go(Go),
    Stop,
    Quit,
    /// `setoption name Hash value N` (megabytes).
    Hash(usize),
    /// `bench [DEPTH]`: a fixed set of positions searched to a depth, the
    /// nodes and the speed told (as Stockfish's own `bench`).
    Bench(u32),
    /// Anything else, ignored as UCI asks (a bad line is said on stderr).
    Ignored(String),
}

/// `bench`'s depth when none is given.
pub const BENCH_DEPTH: u32 = 10;

/// `go`'s limits as given.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Go {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub movetime: Option<Duration>,
    /// The side to move's clock and increment, and moves to the next control.
    pub time: Option<Duration>,
    pub increment: Duration,
    pub moves_to_go: Option<u32>,
    pub infinite: bool,
}

impl Go {
    /// How long to think: `movetime`, or a share of the clock (a thirtieth,
    /// or the moves to go, plus most of the increment), never more than
    /// half of what is left, less a margin for the GUI's own delays.
    pub fn budget(&self) -> Option<Duration> {
        if let Some(t) = self.movetime {
            return Some(
                t.saturating_sub(Duration::from_millis(20))
                    .max(Duration::from_millis(1)),
            );
        }
        let left = self.time?;
        let moves = self.moves_to_go.unwrap_or(30).clamp(1, 60);
        let share = left / moves + self.increment * 3 / 4;
        let cap = left / 2;
        Some(
            share
                .min(cap)
                .saturating_sub(Duration::from_millis(30))
                .max(Duration::from_millis(5)),
        )
    }
}

/// Reads one line; `side` is the side to move of the current position
/// (for `wtime`/`btime`).
pub fn read(line: &str, white_to_move: bool) -> Command {
    let mut words = line.split_whitespace();
    match words.next() {
        Some("uci") => Command::Uci,
        Some("isready") => Command::IsReady,
        Some("ucinewgame") => Command::NewGame,
        Some("stop") => Command::Stop,
        Some("quit") => Command::Quit,
        Some("bench") => Command::Bench(
            words
                .next()
                .and_then(|d| d.parse().ok())
                .unwrap_or(BENCH_DEPTH),
        ),
        Some("position") => position(words.collect())
            .unwrap_or_else(|why| Command::Ignored(format!("{line}: {why}"))),
        Some("go") => Command::Go(go(words.collect(), white_to_move)),
        Some("setoption") => {
            let words: Vec<&str> = words.collect();
            match words.as_slice() {
                ["name", "Hash", "value", mb] => mb
                    .parse()
                    .map_or_else(|_| Command::Ignored(line.to_owned()), Command::Hash),
                _ => Command::Ignored(line.to_owned()),
            }
        }
        _ => Command::Ignored(line.to_owned()),
    }
}

fn position(words: Vec<&str>) -> Result<Command, String> {
    let (mut pos, rest) = match words.split_first() {
        Some((&"startpos", rest)) => (Position::start(), rest),
        Some((&"fen", rest)) => {
            let end = rest
                .iter()
                .position(|w| *w == "moves")
                .unwrap_or(rest.len());
            let fen = rest[..end].join(" ");
            (
                Position::from_fen(&fen).map_err(|e| e.to_string())?,
                &rest[end..],
            )
        }
        _ => return Err("expected startpos or fen".to_owned()),
    };
    let mut earlier = Vec::new();
    if let Some((&"moves", moves)) = rest.split_first() {
        for text in moves {
            let m = Move::from_uci(text).map_err(|e| e.to_string())?;
            let m = pos.canonical(m);
            if !pos.legal_moves().contains(&m) {
                return Err(format!("{text} is not legal in {}", pos.to_fen()));
            }
            earlier.push(hotseat_engine::hash(&pos));
            pos.play_unchecked(m);
        }
    }
    Ok(Command::Position {
        position: pos,
        earlier,
    })
}

fn go(words: Vec<&str>, white_to_move: bool) -> Go {
    let mut go = Go::default();
    let ms = |w: Option<&&str>| {
        w.and_then(|v| v.parse::<u64>().ok())
            .map(Duration::from_millis)
    };
    let mut i = 0;
    while i < words.len() {
        let value = words.get(i + 1);
        match (words[i], white_to_move) {
            ("depth", _) => go.depth = value.and_then(|v| v.parse().ok()),
            ("nodes", _) => go.nodes = value.and_then(|v| v.parse().ok()),
            ("movetime", _) => go.movetime = ms(value),
            ("movestogo", _) => go.moves_to_go = value.and_then(|v| v.parse().ok()),
            ("wtime", true) | ("btime", false) => go.time = ms(value),
            ("winc", true) | ("binc", false) => go.increment = ms(value).unwrap_or_default(),
            ("infinite", _) => {
                go.infinite = true;
                i += 1;
                continue;
            }
            _ => {}
        }
        i += 2;
    }
    go
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_with_moves_and_castling_in_either_form() {
        let Command::Position { position, earlier } = read(
            "position startpos moves e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1g1",
            true,
        ) else {
            panic!("a position");
        };
        assert_eq!(
            position.to_fen(),
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4"
        );
        assert_eq!(earlier.len(), 7);
        let Command::Position { position, .. } = read(
            "position fen 4k3/8/8/8/8/8/8/R3K3 w Q - 0 1 moves e1a1",
            true,
        ) else {
            panic!("a position");
        };
        assert_eq!(position.to_fen(), "4k3/8/8/8/8/8/8/2KR4 b - - 1 1");
        assert!(matches!(
            read("position startpos moves e2e5", true),
            Command::Ignored(_)
        ));
        assert!(matches!(
            read("position fen nonsense", true),
            Command::Ignored(_)
        ));
    }

    #[test]
    fn go_reads_the_side_to_moves_clock() {
        let Command::Go(go) = read(
            "go wtime 60000 btime 1000 winc 1000 binc 0 movestogo 20",
            true,
        ) else {
            panic!()
        };
        assert_eq!(
            (go.time, go.increment, go.moves_to_go),
            (
                Some(Duration::from_secs(60)),
                Duration::from_secs(1),
                Some(20)
            )
        );
        assert_eq!(go.budget(), Some(Duration::from_millis(3000 + 750 - 30)));
        let Command::Go(go) = read("go wtime 60000 btime 1000", false) else {
            panic!()
        };
        assert_eq!(
            go.budget(),
            Some(Duration::from_millis(1000 / 30 - 30).max(Duration::from_millis(5)))
        );
        let Command::Go(go) = read("go depth 7 nodes 1000", true) else {
            panic!()
        };
        assert_eq!(
            (go.depth, go.nodes, go.budget()),
            (Some(7), Some(1000), None)
        );
        let Command::Go(go) = read("go infinite", true) else {
            panic!()
        };
        assert!(go.infinite);
        assert_eq!(
            read("setoption name Hash value 64", true),
            Command::Hash(64)
        );
    }
}
