//! Our rules against python-chess's variant boards (which follow lichess),
//! position by position: `scripts/check-variant-reference.sh` plays seeded
//! random games of every kind of chess in python-chess and writes, for each
//! position, the legal moves and drops, check, the verdict, each side's
//! material rule, and the SAN and FEN after every legal move (and, for the
//! material rules alone, many random endings); this test reads that file
//! (`VARIANT_REFERENCE`) and compares.
//!
//! ```text
//! bash scripts/check-variant-reference.sh [POSITIONS_PER_VARIANT]
//! ```

use std::collections::BTreeMap;

use hotseat_rules::{AnyPosition, Color, Outcome, Ply, Rules, Variant};
use serde_json::Value;

/// Our verdict of a position alone, in the order of `Game`: the variant's
/// own end, then no move (mate, stalemate, Antichess's win), then material.
fn verdict(pos: &AnyPosition) -> Option<Outcome> {
    pos.variant_outcome()
        .or_else(|| (!pos.has_legal_plies()).then(|| pos.no_moves_outcome()))
        .or_else(|| {
            (pos.variant() > Variant::Chess960 && pos.is_insufficient_material()).then_some(
                Outcome::Draw(hotseat_rules::DrawReason::InsufficientMaterial),
            )
        })
}

fn verdict_json(outcome: Option<Outcome>) -> Value {
    match outcome {
        None => Value::Null,
        Some(o) => serde_json::json!([o.reason_code(), o.winner().map(|c| c.name())]),
    }
}

/// Every difference in one position, as sentences.
fn differences(line: &Value) -> Vec<String> {
    let name = line["variant"].as_str().unwrap_or("?");
    let variant = Variant::from_code(name).unwrap_or_else(|| panic!("variant {name}"));
    let fen = line["fen"].as_str().expect("fen");
    let mut found = Vec::new();
    let pos = match AnyPosition::from_fen(fen, variant) {
        Ok(pos) => pos,
        Err(e) => return vec![format!("we refuse the FEN: {e}")],
    };
    if pos.to_fen() != fen {
        found.push(format!("FEN written back as {}", pos.to_fen()));
    }
    let material = |theirs: &Value| {
        let ours = serde_json::json!([
            pos.lacks_mating_material(Color::White),
            pos.lacks_mating_material(Color::Black)
        ]);
        (&ours != theirs)
            .then(|| format!("material rule [white, black]: ours {ours}, python-chess {theirs}"))
    };
    if line["probe"] == true {
        found.extend(material(&line["insufficient"]));
        return found;
    }
    let mut ours: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
    ours.extend(pos.legal_drops().iter().map(|d| d.to_string()));
    ours.sort();
    let children = line["children"].as_array().expect("children");
    let theirs: Vec<String> = children
        .iter()
        .map(|c| c[0].as_str().expect("uci").to_owned())
        .collect();
    if ours != theirs {
        let only_ours: Vec<&String> = ours.iter().filter(|m| !theirs.contains(m)).collect();
        let only_theirs: Vec<&String> = theirs.iter().filter(|m| !ours.contains(m)).collect();
        found.push(format!(
            "legal moves: only ours {only_ours:?}, only python-chess's {only_theirs:?}"
        ));
    }
    if pos.is_check() != line["check"].as_bool().expect("check") {
        found.push(format!("check: ours {}", pos.is_check()));
    }
    let ours_verdict = verdict_json(verdict(&pos));
    if ours_verdict != line["verdict"] {
        found.push(format!(
            "verdict: ours {ours_verdict}, python-chess {}",
            line["verdict"]
        ));
    }
    if let Some(theirs) = line.get("insufficient") {
        let ours = serde_json::json!([
            pos.lacks_mating_material(Color::White),
            pos.lacks_mating_material(Color::Black)
        ]);
        if &ours != theirs {
            found.push(format!(
                "material rule [white, black]: ours {ours}, python-chess {theirs}"
            ));
        }
    }
    for child in children {
        let uci = child[0].as_str().expect("uci");
        let Ok(ply) = uci.parse::<Ply>() else {
            found.push(format!("{uci}: not UCI to us"));
            continue;
        };
        if !pos.is_legal_ply(ply) {
            continue; // already reported with the legal moves
        }
        let san = pos.ply_san(ply);
        if san != child[1] {
            found.push(format!("{uci}: SAN ours {san}, python-chess {}", child[1]));
        }
        let mut after = pos.clone();
        after.play_ply_unchecked(ply);
        if after.to_fen() != child[2] {
            found.push(format!(
                "{uci}: after it ours {}, python-chess {}",
                after.to_fen(),
                child[2]
            ));
        }
    }
    found
}

#[test]
#[ignore = "needs python-chess's file: bash scripts/check-variant-reference.sh"]
fn every_position_as_python_chess_sees_it() {
    let path = std::env::var("VARIANT_REFERENCE")
        .expect("VARIANT_REFERENCE names the file scripts/check-variant-reference.sh writes");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut positions: BTreeMap<String, usize> = BTreeMap::new();
    let mut mismatches: BTreeMap<String, usize> = BTreeMap::new();
    let mut first: Vec<String> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line: Value =
            serde_json::from_str(raw).unwrap_or_else(|e| panic!("line {}: {e}", i + 1));
        let name = line["variant"].as_str().unwrap_or("?").to_owned();
        *positions.entry(name.clone()).or_default() += 1;
        let found = differences(&line);
        if !found.is_empty() {
            *mismatches.entry(name.clone()).or_default() += 1;
            if first.len() < 20 {
                first.push(format!("{name} {}: {}", line["fen"], found.join("; ")));
            }
        }
    }
    for (name, count) in &positions {
        let bad = mismatches.get(name).copied().unwrap_or(0);
        println!("{name}: {count} positions, {bad} mismatches");
    }
    assert!(
        mismatches.is_empty(),
        "{} positions differ from python-chess; the first:\n{}",
        mismatches.values().sum::<usize>(),
        first.join("\n")
    );
    assert_eq!(
        positions.len(),
        Variant::ALL.len(),
        "every variant compared"
    );
}
