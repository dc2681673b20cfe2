//! `perft DEPTH [FEN] [--divide]`, in the variant `--variant` names.

use hotseat_rules::{AnyPosition, Rules, Variant};

pub fn run(args: &[String], variant: Variant) -> Result<(), String> {
    let divide = args.iter().any(|a| a == "--divide");
    let mut rest = args.iter().filter(|a| *a != "--divide");
    let depth: u32 = rest
        .next()
        .ok_or("perft needs a DEPTH")?
        .parse()
        .map_err(|_| "DEPTH must be a whole number from 0".to_owned())?;
    let fen: Vec<&str> = rest.map(String::as_str).collect();
    let pos = if fen.is_empty() {
        AnyPosition::start(variant)
    } else {
        AnyPosition::from_fen(&fen.join(" "), variant).map_err(|e| format!("invalid FEN: {e}"))?
    };

    if divide && depth > 0 {
        let plies = pos
            .legal_moves()
            .iter()
            .map(|&m| hotseat_rules::Ply::Move(m))
            .chain(pos.legal_drops().into_iter().map(hotseat_rules::Ply::Drop))
            .collect::<Vec<_>>();
        let mut lines: Vec<(String, u64)> = plies
            .into_iter()
            .map(|ply| {
                let mut child = pos.clone();
                child.play_ply_unchecked(ply);
                (ply.to_string(), child.perft(depth - 1))
            })
            .collect();
        lines.sort();
        for (uci, count) in &lines {
            println!("{uci}: {count}");
        }
        println!();
        println!("{}", lines.iter().map(|(_, n)| n).sum::<u64>());
    } else {
        println!("{}", pos.perft(depth));
    }
    Ok(())
}
