//! How long a 10,000-game PGN file takes to list and to read: the real
//! games of `tests/pgn/corpus/` repeated to 10,000 games, then timed with
//! `scan_pgn_headers` (tags and ply counts, no move played) and
//! `read_pgn_games` (every move checked, everything kept). A measurement,
//! not a test: `cargo run --release -p hotseat-rules --example pgn_timing`.

use std::time::Instant;

use hotseat_rules::{decode_pgn, read_pgn_games, scan_pgn_headers};

fn main() {
    let corpus = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/pgn/corpus");
    let mut games = Vec::new();
    let mut paths: Vec<_> = std::fs::read_dir(corpus)
        .expect("the corpus")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "pgn"))
        .collect();
    paths.sort();
    for path in paths {
        let bytes = std::fs::read(&path).expect("readable");
        let text = decode_pgn(&bytes).into_owned();
        for header in scan_pgn_headers(&text) {
            let game = &text[header.span.clone()];
            if read_pgn_games(game).all(|g| g.is_ok()) {
                games.push(game.trim().to_owned());
            }
        }
    }
    let count = 10_000;
    let text: String = (0..count)
        .map(|i| format!("{}\n\n", games[i % games.len()]))
        .collect();
    println!(
        "{count} games from {} real ones, {:.1} MB",
        games.len(),
        text.len() as f64 / 1e6
    );

    let start = Instant::now();
    let headers: Vec<_> = scan_pgn_headers(&text).collect();
    let scan = start.elapsed();
    let plies: usize = headers.iter().map(|h| h.plies).sum();
    println!(
        "header scan: {} games, {plies} plies, {:.0} ms",
        headers.len(),
        scan.as_secs_f64() * 1e3
    );

    let start = Instant::now();
    let read: Vec<_> = read_pgn_games(&text).collect();
    let full = start.elapsed();
    let ok = read.iter().filter(|g| g.is_ok()).count();
    println!(
        "full read:   {} games ({ok} ok), {:.0} ms",
        read.len(),
        full.as_secs_f64() * 1e3
    );

    let start = Instant::now();
    let written: usize = read.iter().flatten().map(|g| g.to_pgn().len()).sum();
    println!(
        "write back:  {:.1} MB, {:.0} ms",
        written as f64 / 1e6,
        start.elapsed().as_secs_f64() * 1e3
    );
}
