//! Match benchmark (not a test): what one action costs early in a game and
//! late in it, as `bench/run.mjs` reports it. Ignored by `cargo test`; run
//! it with
//!
//! ```sh
//! cargo test --release -p hotseat-chess --test match_bench -- --ignored --nocapture
//! ```
//!
//! A timed match is played to ply 10 and to ply 300 (seeded random moves,
//! never ending early), then one move is applied and reverted many times at
//! each length. A copy of the whole match (what every action cost before
//! actions changed the match in place) is timed beside it as the reference.
//! The last line is `MATCH_BENCH {json}` with the medians in µs and the
//! ratios late / early (an action's cost must not grow with the game).

use std::hint::black_box;
use std::time::Instant;

use hotseat_chess_lib::chess_match::{Action, Match};
use hotseat_chess_lib::time_control::{PerMove, TimeControl};
use hotseat_rules::{Game, Move};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// A timed match at `plies` plies whose game goes on, and a legal move.
fn match_at(plies: usize) -> (Match, Move) {
    let control = TimeControl::single(3_600_000, 3_600_000, PerMove::Fischer { ms: 1_000 });
    let mut rng = StdRng::seed_from_u64(0x9E37_79B9_7F4A_7C15);
    'again: loop {
        let mut played = Match::new(Game::new(), Some(control.clone()));
        for ply in 0..plies {
            let legal = played.legal_moves();
            if legal.is_empty() {
                continue 'again;
            }
            let m = legal[rng.random_range(0..legal.len())];
            let now = u64::try_from(ply).unwrap_or(0) * 1_000;
            played.apply(&Action::Play(m), now).expect("a legal move");
        }
        if let Some(&m) = played.legal_moves().first() {
            return (played, m);
        }
    }
}

/// The median of `rounds` timings of `f`, each over `batch` calls, in µs.
fn median_us(rounds: usize, batch: u32, mut f: impl FnMut()) -> f64 {
    let mut times: Vec<f64> = (0..rounds)
        .map(|_| {
            let start = Instant::now();
            for _ in 0..batch {
                f();
            }
            start.elapsed().as_secs_f64() * 1e6 / f64::from(batch)
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

#[test]
#[ignore = "a benchmark: run by bench/run.mjs"]
fn action_cost_by_game_length() {
    let (rounds, batch) = (41, 200);
    let mut action = Vec::new();
    let mut copy = Vec::new();
    for plies in [10, 300] {
        let (mut played, m) = match_at(plies);
        assert_eq!(played.game().history().len(), plies);
        let now = 400_000;
        action.push(median_us(rounds, batch, || {
            let change = played
                .apply(&Action::Play(m), now)
                .expect("legal")
                .expect("a change");
            played.revert(black_box(change));
        }));
        copy.push(median_us(rounds, batch, || {
            black_box(played.clone());
        }));
    }
    println!(
        "MATCH_BENCH {{\"plies\":[10,300],\"action_us\":[{:.3},{:.3}],\"copy_us\":[{:.3},{:.3}],\"action_ratio\":{:.3},\"copy_ratio\":{:.3}}}",
        action[0],
        action[1],
        copy[0],
        copy[1],
        action[1] / action[0],
        copy[1] / copy[0],
    );
}
