//! `hotseat-engine`: the review's engine over UCI, for GUIs and for
//! matches against other engines. The search runs on its own thread, so
//! that `stop`, `isready` and `quit` are answered while it thinks.
mod bench;
mod uci;

use std::io::{self, BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;

use hotseat_engine::{Limits, Search};
use hotseat_rules::{Color, Position};
use uci::Command;

const NAME: &str = concat!("Hotseat Engine ", env!("CARGO_PKG_VERSION"));
const DEFAULT_HASH_MB: usize = 32;

/// Says `line` to the GUI at once (stdout, flushed).
fn say(line: &str) {
    let mut out = io::stdout().lock();
    // A GUI gone away is the end of the session either way.
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

fn main() {
    // `hotseat-engine bench [DEPTH]` from a shell, as `stockfish bench`;
    // `hotseat-engine bench review`: a 41-move game reviewed, timed.
    let args: Vec<String> = std::env::args().skip(1).collect();
    // `hotseat-engine review`: games (UCI moves, a line each) judged as the app's review does.
    if args.first().map(String::as_str) == Some("review") {
        bench::review_lines(io::stdin().lines().map_while(Result::ok), say);
        return;
    }
    if args.first().map(String::as_str) == Some("bench") {
        match args.get(1).map(String::as_str) {
            Some("review") => bench::review_game(say),
            depth => bench::run(
                depth
                    .and_then(|d| d.parse().ok())
                    .unwrap_or(uci::BENCH_DEPTH),
                say,
            ),
        }
        return;
    }
    let mut position = Position::start();
    let mut earlier: Vec<u64> = Vec::new();
    let mut idle: Option<Search> = Some(Search::new(DEFAULT_HASH_MB));
    let mut thinking: Option<(JoinHandle<Search>, Arc<AtomicBool>)> = None;
    // Waits for a search in progress (stopping it first if asked) and takes its searcher back.
    let finish = |thinking: &mut Option<(JoinHandle<Search>, Arc<AtomicBool>)>,
                  idle: &mut Option<Search>,
                  stop: bool| {
        if let Some((handle, flag)) = thinking.take() {
            if stop {
                flag.store(true, Ordering::Relaxed);
            }
            *idle = Some(
                handle
                    .join()
                    .unwrap_or_else(|_| Search::new(DEFAULT_HASH_MB)),
            );
        }
    };
    for line in io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        match uci::read(&line, position.turn() == Color::White) {
            Command::Uci => {
                say(&format!("id name {NAME}"));
                say("id author the Hotseat Chess developers");
                say(&format!(
                    "option name Hash type spin default {DEFAULT_HASH_MB} min 1 max 4096"
                ));
                // Castling is read in either form, so Chess960's is too.
                say("option name UCI_Chess960 type check default false");
                say("uciok");
            }
            Command::IsReady => say("readyok"),
            Command::NewGame => {
                finish(&mut thinking, &mut idle, true);
                if let Some(search) = idle.as_mut() {
                    search.clear();
                }
            }
            Command::Hash(mb) => {
                finish(&mut thinking, &mut idle, true);
                idle = Some(Search::new(mb));
            }
            Command::Position {
                position: p,
                earlier: e,
            } => {
                finish(&mut thinking, &mut idle, true);
                position = p;
                earlier = e;
            }
            Command::Go(go) => {
                finish(&mut thinking, &mut idle, true);
                let flag = Arc::new(AtomicBool::new(false));
                let limits = Limits {
                    depth: go.depth,
                    nodes: go.nodes,
                    time: if go.infinite { None } else { go.budget() },
                    whole_time: go.movetime.is_some(),
                    stop: Some(flag.clone()),
                };
                let mut search = idle.take().unwrap_or_else(|| Search::new(DEFAULT_HASH_MB));
                let (pos, keys) = (position, earlier.clone());
                let handle = std::thread::spawn(move || {
                    let result = search.run(&pos, &keys, limits, |info| {
                        let nps = info.nodes as u128 * 1000 / info.elapsed.as_millis().max(1);
                        let pv: Vec<String> = info.pv.iter().map(ToString::to_string).collect();
                        say(&format!(
                            "info depth {} seldepth {} score {} nodes {} nps {} time {} pv {}",
                            info.depth,
                            info.seldepth,
                            info.score,
                            info.nodes,
                            nps,
                            info.elapsed.as_millis(),
                            pv.join(" ")
                        ));
                    });
                    match result.best {
                        Some(best) => say(&format!("bestmove {best}")),
                        None => say("bestmove 0000"),
                    }
                    search
                });
                thinking = Some((handle, flag));
            }
            Command::Bench(depth) => {
                finish(&mut thinking, &mut idle, true);
                bench::run(depth, say);
            }
            Command::Stop => finish(&mut thinking, &mut idle, true),
            Command::Quit => {
                finish(&mut thinking, &mut idle, true);
                return;
            }
            Command::Ignored(text) => {
                if !text.trim().is_empty() {
                    eprintln!("hotseat-engine: ignored: {text}");
                }
            }
        }
    }
    finish(&mut thinking, &mut idle, true);
}
