//! `replay`: one UCI `position` line in, one JSON line out, as they come.
//! The line grammar itself is the library's [`replay_line`].

use std::io::{self, BufRead, Write};

use hotseat_rules::{replay_line_in, Game, Outcome, ReplayError, Rules, Variant};

use crate::json;

/// An error answer: `{"error": {"kind", "message"[, "move", "index"]}}`.
fn error_json(error: &ReplayError) -> String {
    let mut out = format!(
        "{{\"error\": {{\"kind\": {}, \"message\": {}",
        json::string(error.kind.code()),
        json::string(&error.message)
    );
    if let Some((mv, index)) = &error.at {
        out.push_str(&format!(
            ", \"move\": {}, \"index\": {index}",
            json::string(mv)
        ));
    }
    out.push_str("}}");
    out
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
    let mut legal: Vec<String> = game.legal_moves().iter().map(|m| m.to_string()).collect();
    legal.extend(game.legal_drops().iter().map(|d| d.to_string()));
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

/// Answers one `position ...` line in `variant`.
pub fn answer(line: &str, variant: Variant) -> String {
    match replay_line_in(line, variant) {
        Ok(game) => game_json(&game),
        Err(error) => error_json(&error),
    }
}

/// The variant a `variant NAME` line names (`{"variant": "atomic"}`), or
/// an error answer.
fn switch(name: &str, variant: &mut Variant) -> String {
    match Variant::from_pgn_name(name) {
        Some(v) => {
            *variant = v;
            format!("{{\"variant\": {}}}", json::string(v.code()))
        }
        None => format!(
            "{{\"error\": {{\"kind\": \"bad_syntax\", \"message\": {}}}}}",
            json::string(&format!(
                "unknown variant '{}'",
                name.chars().take(32).collect::<String>()
            ))
        ),
    }
}

pub fn run(mut variant: Variant) -> Result<(), String> {
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
        let line = line.trim_end_matches(['\n', '\r']);
        let answer = match line.trim().strip_prefix("variant ") {
            Some(name) => switch(name.trim(), &mut variant),
            None => answer(line, variant),
        };
        // A closed pipe ends the run quietly rather than with a panic.
        if writeln!(out, "{answer}")
            .and_then(|()| out.flush())
            .is_err()
        {
            return Ok(());
        }
    }
}
