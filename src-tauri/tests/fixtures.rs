//! Records the game views of scripted games from the real Rust side into
//! `tests/fixtures/*.json`, so that the browser tests replay true answers
//! and never invent rules.

use std::path::PathBuf;

use hotseat_chess_lib::dto::MoveInput;
use hotseat_chess_lib::session::Session;
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

fn fixtures_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures")
}

#[test]
fn record_game_views_of_scripted_games() {
    let dir = fixtures_dir();
    std::fs::create_dir_all(&dir).expect("fixtures dir");
    for (name, moves) in GAMES {
        let mut session = Session::unsaved();
        let initial = serde_json::to_value(session.view()).expect("json");
        let mut steps: Vec<Value> = Vec::new();
        for uci in moves.split(' ') {
            let input = MoveInput {
                from: uci[0..2].to_owned(),
                to: uci[2..4].to_owned(),
                promotion: uci.get(4..5).map(|p| {
                    match p {
                        "q" => "queen",
                        "r" => "rook",
                        "b" => "bishop",
                        _ => "knight",
                    }
                    .to_owned()
                }),
            };
            let view = session.play(&input).expect(uci);
            steps.push(json!({
                "move": { "from": input.from, "to": input.to, "promotion": input.promotion },
                "view": serde_json::to_value(view).expect("json"),
            }));
        }
        let doc = json!({ "name": name, "initial": initial, "steps": steps });
        let text = serde_json::to_string_pretty(&doc).expect("json") + "\n";
        std::fs::write(dir.join(format!("{name}.json")), text).expect("write fixture");
    }
}
