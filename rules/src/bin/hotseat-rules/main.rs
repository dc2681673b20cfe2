//! `hotseat-rules`: the rules engine on the command line, for tools, tests
//! and benchmarks (SPEC section 7).
//!
//! ```text
//! hotseat-rules perft DEPTH [FEN] [--divide] [--variant NAME]
//! hotseat-rules replay [--variant NAME]   < lines of "position startpos|fen ... [moves ...]"
//! ```
//!
//! NAME is a variant as PGN's `Variant` tag or UCI's `UCI_Variant` names it
//! (`chess960`, `atomic`, `3check`, `kingofthehill`…); `replay` also
//! switches on a `variant NAME` line.

mod json;
mod perft;
mod replay;

use std::process::ExitCode;

use hotseat_rules::Variant;

const USAGE: &str = "usage:
  hotseat-rules perft DEPTH [FEN] [--divide] [--variant NAME]   count the leaves of the legal move tree
  hotseat-rules replay [--variant NAME]     answer UCI 'position' lines on stdin with JSON
NAME: standard, chess960, kingofthehill, 3check, crazyhouse, antichess, atomic, horde, racingkings";

/// Takes `--variant NAME` out of `args`.
fn variant_option(args: &mut Vec<String>) -> Result<Variant, String> {
    let Some(at) = args.iter().position(|a| a == "--variant") else {
        return Ok(Variant::Standard);
    };
    args.remove(at);
    if at >= args.len() {
        return Err("--variant needs a NAME".to_owned());
    }
    let name = args.remove(at);
    Variant::from_pgn_name(&name).ok_or_else(|| format!("unknown variant '{name}'\n{USAGE}"))
}

fn main() -> ExitCode {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let variant = match variant_option(&mut args) {
        Ok(variant) => variant,
        Err(message) => {
            eprintln!("hotseat-rules: {message}");
            return ExitCode::from(2);
        }
    };
    let result = match args.first().map(String::as_str) {
        Some("perft") => perft::run(&args[1..], variant),
        Some("replay") if args.len() == 1 => replay::run(variant),
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
