//! `perft DEPTH [FEN] [--divide]`.

use hotseat_rules::Position;

pub fn run(args: &[String]) -> Result<(), String> {
    let divide = args.iter().any(|a| a == "--divide");
    let mut rest = args.iter().filter(|a| *a != "--divide");
    let depth: u32 = rest
        .next()
        .ok_or("perft needs a DEPTH")?
        .parse()
        .map_err(|_| "DEPTH must be a whole number from 0".to_owned())?;
    let fen: Vec<&str> = rest.map(String::as_str).collect();
    let pos = if fen.is_empty() {
        Position::start()
    } else {
        Position::from_fen(&fen.join(" ")).map_err(|e| format!("invalid FEN: {e}"))?
    };

    if divide && depth > 0 {
        let mut lines: Vec<(String, u64)> = pos
            .legal_moves()
            .iter()
            .map(|&m| {
                let mut child = pos;
                child.play_unchecked(m);
                (m.to_string(), child.perft(depth - 1))
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
