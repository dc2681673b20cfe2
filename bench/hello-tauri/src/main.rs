//! The benchmark baseline: the smallest Tauri 2 app that shows a page and
//! answers a command (and `echo`, an answer of a given size). `bench/run.mjs` compares Hotseat Chess against it.

// Keeps a console window from opening next to the app on Windows release builds.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

use std::io::Write;

/// Called by the page on DOMContentLoaded; prints `ready` (flushed) so that
/// the benchmark can time the start-up.
#[tauri::command]
fn ready() {
    let mut out = std::io::stdout().lock();
    // Nobody may be reading stdout; that is not an error for the app.
    let _ = writeln!(out, "ready");
    let _ = out.flush();
}

/// Answers `bytes` bytes of text (at most 1 MiB): the IPC floor for an
/// answer of a given size, since the transport's cost grows with it.
#[tauri::command]
fn echo(bytes: usize) -> String {
    "x".repeat(bytes.min(1 << 20))
}

fn main() {
    let app = tauri::Builder::default()
        .invoke_handler(tauri::generate_handler![ready, echo])
        .build(tauri::generate_context!());
    match app {
        Ok(app) => app.run(|_, _| {}),
        Err(error) => {
            eprintln!("hello-tauri could not start: {error}");
            std::process::exit(1);
        }
    }
}
