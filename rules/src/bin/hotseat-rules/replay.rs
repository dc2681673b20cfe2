//! `replay`: one UCI `position` line in, one JSON line out, as they come.

use std::io::{self, BufRead, Write};

use hotseat_rules::{Game, Move, Outcome, PlayError};

use crate::json;

/// What went wrong with one input line; becomes `{"error": {...}}`.
struct LineError {
    kind: &'static str,
    message: String,
    /// Extra fields: the offending move and its 1-based index in the list.
    at: Option<(String, usize)>,
}

impl LineError {
    fn new(kind: &'static str, message: impl Into<String>) -> Self {
        LineError {
            kind,
            message: message.into(),
            at: None,
        }
    }

    fn to_json(&self) -> String {
        let mut out = format!(
            "{{\"error\": {{\"kind\": {}, \"message\": {}",
            json::string(self.kind),
            json::string(&self.message)
        );
        if let Some((mv, index)) = &self.at {
            out.push_str(&format!(
                ", \"move\": {}, \"index\": {index}",
                json::string(mv)
            ));
        }
        out.push_str("}}");
        out
    }
}

fn outcome_json(outcome: Option<Outcome>) -> String {
    match outcome {
        None => "null".to_owned(),
        Some(o) => format!(
            "{{\"result\": {}, \"reason\": {}}}",
            json::string(o.result()),
            json::string(o.reason_code())
        ),
    }
}

fn game_json(game: &Game) -> String {
    let pos = game.position();
    let mut legal: Vec<String> = game.legal_moves().iter().map(Move::to_string).collect();
    legal.sort();
    let legal: Vec<String> = legal.iter().map(|m| json::string(m)).collect();
    format!(
        "{{\"fen\": {}, \"turn\": {}, \"check\": {}, \"legal\": [{}], \"outcome\": {}}}",
        json::string(&pos.to_fen()),
        json::string(pos.turn().name()),
        pos.is_check(),
        legal.join(", "),
        outcome_json(game.outcome())
    )
}

/// Answers one `position ...` line.
pub fn answer(line: &str) -> String {
    match replay_line(line) {
        Ok(game) => game_json(&game),
        Err(error) => error.to_json(),
    }
}

fn replay_line(line: &str) -> Result<Game, LineError> {
    let mut tokens = line.split_whitespace().peekable();
    if tokens.next() != Some("position") {
        return Err(LineError::new(
            "bad_syntax",
            "expected 'position startpos [moves ...]' or 'position fen <FEN> [moves ...]'",
        ));
    }
    let mut game = match tokens.next() {
        Some("startpos") => Game::new(),
        Some("fen") => {
            let mut fields = Vec::new();
            while let Some(&t) = tokens.peek() {
                if t == "moves" {
                    break;
                }
                fields.push(t);
                tokens.next();
            }
            if fields.is_empty() {
                return Err(LineError::new("bad_syntax", "'position fen' needs a FEN"));
            }
            Game::from_fen(&fields.join(" "))
                .map_err(|e| LineError::new("invalid_fen", format!("invalid FEN: {e}")))?
        }
        _ => {
            return Err(LineError::new(
                "bad_syntax",
                "expected 'startpos' or 'fen' after 'position'",
            ))
        }
    };
    match tokens.next() {
        None => return Ok(game),
        Some("moves") => {}
        Some(other) => {
            return Err(LineError::new(
                "bad_syntax",
                format!(
                    "expected 'moves' or the end of the line, found '{}'",
                    other.chars().take(32).collect::<String>()
                ),
            ))
        }
    }
    for (i, text) in tokens.enumerate() {
        let short: String = text.chars().take(32).collect();
        let located = |mut e: LineError| {
            e.at = Some((short.clone(), i + 1));
            e
        };
        let m = Move::from_uci(text)
            .map_err(|e| located(LineError::new("bad_syntax", e.to_string())))?;
        game.play(m).map_err(|e| {
            located(match e {
                PlayError::GameOver(_) => LineError::new("game_over", e.to_string()),
                PlayError::Illegal(_) => LineError::new("illegal_move", e.to_string()),
            })
        })?;
    }
    Ok(game)
}

pub fn run() -> Result<(), String> {
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let mut buf = Vec::new();
    loop {
        buf.clear();
        let n = input
            .read_until(b'\n', &mut buf)
            .map_err(|e| format!("reading stdin: {e}"))?;
        if n == 0 {
            return Ok(());
        }
        let line = String::from_utf8_lossy(&buf);
        let answer = answer(line.trim_end_matches(['\n', '\r']));
        // A closed pipe ends the run quietly rather than with a panic.
        if writeln!(out, "{answer}")
            .and_then(|()| out.flush())
            .is_err()
        {
            return Ok(());
        }
    }
}
