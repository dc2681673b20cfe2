//! `hotseat-rules`: the rules engine on the command line, for tools, tests
//! and benchmarks (SPEC section 7).
//!
//! ```text
//! hotseat-rules perft DEPTH [FEN] [--divide]
//! hotseat-rules replay            < lines of "position startpos|fen ... [moves ...]"
//! ```

mod json;
mod perft;
mod replay;

use std::process::ExitCode;

const USAGE: &str = "usage:
  hotseat-rules perft DEPTH [FEN] [--divide]   count the leaves of the legal move tree
  hotseat-rules replay                         answer UCI 'position' lines on stdin with JSON";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("perft") => perft::run(&args[1..]),
        Some("replay") if args.len() == 1 => replay::run(),
        Some("-h" | "--help" | "help") => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        _ => Err(format!("unknown or missing command\n{USAGE}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("hotseat-rules: {message}");
            ExitCode::from(2)
        }
    }
}
