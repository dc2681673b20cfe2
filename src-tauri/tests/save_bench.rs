//! Persistence benchmark (not a test): the time of one save per move, as
//! `bench/run.mjs` reports it. Ignored by `cargo test`; run it with
//!
//! ```sh
//! cargo test -p hotseat-chess --test save_bench -- --ignored --nocapture
//! ```
//!
//! It plays `HOTSEAT_BENCH_SAVE_MOVES` (default 300) moves of seeded random
//! games through the rules and times `Store::append_move` (one SQLite
//! transaction, WAL, `synchronous=FULL`) for each, in a fresh temp folder.
//! The last line is `SAVE_BENCH {json}` with the percentiles in ms.

use std::sync::Arc;
use std::time::Instant;

use hotseat_chess_lib::clock::MachineTime;
use hotseat_chess_lib::store::{GameState, Store};
use hotseat_chess_lib::DB_FILE;
use hotseat_rules::{Game, START_FEN};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

fn percentile(sorted: &[f64], p: f64) -> f64 {
    let rank = (p / 100.0 * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

#[test]
#[ignore = "a benchmark: run by bench/run.mjs"]
fn save_per_move() {
    let moves: usize = std::env::var("HOTSEAT_BENCH_SAVE_MOVES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(300);
    let dir = tempfile::tempdir().expect("temp dir");
    let mut store = Store::open(&dir.path().join(DB_FILE), Arc::new(MachineTime::default()))
        .expect("open the store");
    let mut rng = StdRng::seed_from_u64(0x9E37_79B9_7F4A_7C15);
    let mut game = Game::new();
    let mut id = store.create_game(START_FEN).expect("create a game");
    let mut times_ms = Vec::with_capacity(moves);
    while times_ms.len() < moves {
        let legal = game.legal_moves();
        if game.outcome().is_some() || legal.is_empty() {
            game = Game::new();
            id = store.create_game(START_FEN).expect("create a game");
            continue;
        }
        let mv = legal[rng.random_range(0..legal.len())];
        let outcome = game.play(mv).expect("a legal move");
        let ply = game.history().len();
        let uci = mv.to_string();
        let state = GameState {
            ply_count: ply,
            outcome,
            ..GameState::default()
        };
        let start = Instant::now();
        store
            .append_move(id, ply, &uci, None, &state)
            .expect("save the move");
        times_ms.push(start.elapsed().as_secs_f64() * 1e3);
    }
    times_ms.sort_by(f64::total_cmp);
    println!(
        "SAVE_BENCH {{\"n\":{},\"p50_ms\":{:.4},\"p99_ms\":{:.4},\"max_ms\":{:.4}}}",
        times_ms.len(),
        percentile(&times_ms, 50.0),
        percentile(&times_ms, 99.0),
        times_ms[times_ms.len() - 1],
    );
}
